import StringCatalog

/// The canonical listing of a catalog: one line per fact, keys in Xcode's order, so git's line diff of two listings
/// (`git diff` through `diff.xcstrings.textconv`) is a semantic diff.
///
/// ```
/// sourceLanguage  en
/// version  1.0
/// "Save"  comment  Button that saves the document
/// "Save"  de  [translated]  Sichern
/// "%lld files"  de  plural.one  [translated]  %lld Datei
/// "%lld files"  de  substitutions.n  argNum  1
/// ```
/// Fields are separated by two spaces. A key is quoted and escaped as in the file; a value is written bare with
/// `\`, newlines, tabs and other control characters escaped (`\\`, `\n`, `\t`, `\r`, `\u{1B}`), so a line is
/// always one fact. A unit is `LANGUAGE  [PATH  ]\[STATE]  VALUE`, where PATH spells out device and plural
/// variations and substitutions (`device.iphone.plural.one`, `substitutions.n.plural.other`); a string set's
/// values are joined with ` | `. Other members (comment, extractionState, shouldTranslate, fields this tool does
/// not know) are `KEY  [LANGUAGE  PATH  ]NAME  VALUE`, objects and arrays as compact JSON. A key with no other
/// line is listed alone. A file that does not read as a catalog is shown as it is, after one line saying why, so
/// `git diff` never fails because of us.
public enum CatalogListing {
    /// The first line of the listing of a file that does not read as a catalog, before its bytes as they are.
    public static func unreadableHeader(_ reason: String) -> String {
        "# git-xcstrings: not a readable String Catalog (\(reason)); shown as it is"
    }

    /// The listing of catalog `bytes` (named `path` in the reason line of an unreadable file).
    ///
    /// Read from the parser's flat `JSONTape`: no tree is built, and strings are decoded only to be printed.
    public static func listing(of bytes: [UInt8], path: String) -> [UInt8] {
        let tape: JSONTape
        do {
            tape = try JSONTape(bytes: bytes, path: path)
        } catch let error as JSONReadError {
            return unreadable(bytes, reason: "line \(error.line): \(error.message)")
        } catch {
            return unreadable(bytes, reason: "\(error)")
        }
        guard tape.kind(tape.root) == .object, let strings = tape.member("strings", of: tape.root), tape.kind(strings) == .object
        else {
            return unreadable(bytes, reason: "no \"strings\" object")
        }
        let lister = Lister(tape: tape)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for member in tape.members(of: tape.root) where !tape.equals(member.key, "strings") {
            lister.appendText(member.key, to: &out)
            out += separator
            lister.appendValue(member.value, to: &out)
            out.append(newline)
        }
        let entries = Array(tape.members(of: strings))
        let keys = entries.map { tape.string($0.key) }
        for index in inXcodeOrder(keys) {
            var prefix: [UInt8] = []
            JSONWriter.writeQuoted(keys[index], into: &prefix)
            let before = out.count
            let value = entries[index].value
            if tape.kind(value) == .object {
                lister.listEntry(value, prefix: prefix, into: &out)
            } else {
                out.append(contentsOf: prefix)
                out.append(contentsOf: separator)
                lister.appendValue(value, to: &out)
                out.append(newline)
            }
            if out.count == before {
                out += prefix
                out.append(newline)
            }
        }
        return out
    }

    /// The indices of `keys` in Xcode's order (most files already are; then no sorting is needed).
    static func inXcodeOrder(_ keys: [String]) -> [Int] {
        KeyOrder.xcode.isSorted(keys) ? Array(keys.indices)
            : keys.indices.sorted { KeyOrder.xcode.areInIncreasingOrder(keys[$0], keys[$1]) }
    }

    private static let separator: [UInt8] = [0x20, 0x20]
    private static let newline: UInt8 = 0x0A

    private static func unreadable(_ bytes: [UInt8], reason: String) -> [UInt8] {
        var out = Array(unreadableHeader(reason).utf8)
        out.append(newline)
        return out + bytes
    }

    /// Writes the lines of one catalog's values, read from its tape.
    private struct Lister {
        let tape: JSONTape

        /// The lines of one string entry: its own members, then each language's. Each language's lines share one
        /// buffer for their `"key"  language[  steps]` path, extended and cut back as the walk goes down and up.
        func listEntry(_ entry: JSONTape.Value, prefix: [UInt8], into out: inout [UInt8]) {
            var path: [UInt8] = []
            for member in tape.members(of: entry) {
                if tape.equals(member.key, "localizations"), tape.kind(member.value) == .object {
                    for language in tape.members(of: member.value) {
                        path.removeAll(keepingCapacity: true)
                        path += prefix
                        path += separator
                        appendText(language.key, to: &path)
                        listLocalization(language.value, path: &path, base: path.count, into: &out)
                    }
                } else {
                    factLine(prefix, member.key, member.value, into: &out)
                }
            }
        }

        /// A localization (or a variation of one): its unit, string set, variations and substitutions. `path` is
        /// `"key"  language` (its first `base` bytes), then the variation steps below it, if any (`  plural.one`,
        /// `  substitutions.n.plural.other`); it is left as it was given.
        private func listLocalization(_ value: JSONTape.Value, path: inout [UInt8], base: Int, into out: inout [UInt8]) {
            guard tape.kind(value) == .object else {
                out.append(contentsOf: path)
                out.append(contentsOf: separator)
                appendValue(value, to: &out)
                out.append(newline)
                return
            }
            let length = path.count
            /// Extends the path by one step (`first.second`), below the steps so far.
            func step(_ first: (inout [UInt8]) -> Void, _ second: JSONTape.Value) {
                path.append(contentsOf: length == base ? separator : [UInt8(ascii: ".")])
                first(&path)
                path.append(UInt8(ascii: "."))
                appendText(second, to: &path)
            }
            for member in tape.members(of: value) {
                let isObject = tape.kind(member.value) == .object
                if isObject, tape.equals(member.key, "stringUnit") {
                    listUnit(member.value, path: path, into: &out)
                } else if isObject, tape.equals(member.key, "stringSet") {
                    listStringSet(member.value, path: path, into: &out)
                } else if isObject, tape.equals(member.key, "variations") {
                    for kind in tape.members(of: member.value) {
                        guard tape.kind(kind.value) == .object else {
                            factLine(path, named: Array("variations.".utf8), kind.key, kind.value, into: &out)
                            continue
                        }
                        for variant in tape.members(of: kind.value) {
                            step({ appendText(kind.key, to: &$0) }, variant.key)
                            listLocalization(variant.value, path: &path, base: base, into: &out)
                            path.removeSubrange(length...)
                        }
                    }
                } else if isObject, tape.equals(member.key, "substitutions") {
                    for substitution in tape.members(of: member.value) {
                        step({ $0.append(contentsOf: "substitutions".utf8) }, substitution.key)
                        listLocalization(substitution.value, path: &path, base: base, into: &out)
                        path.removeSubrange(length...)
                    }
                } else {
                    factLine(path, member.key, member.value, into: &out)
                }
            }
        }

        /// `PATH  [STATE]  VALUE`, then a line for each other member: one pass over the unit's members.
        private func listUnit(_ unit: JSONTape.Value, path: [UInt8], into out: inout [UInt8]) {
            listSingle(unit, path: path, label: [], valueKey: "value", into: &out) { appendValue($0, to: &$1) }
        }

        /// `PATH  stringSet  [STATE]  VALUE | VALUE`, then a line for each other member.
        private func listStringSet(_ set: JSONTape.Value, path: [UInt8], into out: inout [UInt8]) {
            listSingle(set, path: path, label: Array("stringSet  ".utf8), valueKey: "values", into: &out) { values, out in
                for (index, value) in tape.items(of: values).enumerated() {
                    if index > 0 { out.append(contentsOf: " | ".utf8) }
                    appendValue(value, to: &out)
                }
            }
        }

        /// The line of a unit or string set (`object`): `PATH  LABEL[STATE]  ` and its value member `valueKey`
        /// written by `writeValue`, then `PATH  NAME.MEMBER  VALUE` for each of its other members, in order.
        private func listSingle(
            _ object: JSONTape.Value, path: [UInt8], label: [UInt8], valueKey: StaticString, into out: inout [UInt8],
            writeValue: (JSONTape.Value, inout [UInt8]) -> Void
        ) {
            var state: JSONTape.Value?
            var value: JSONTape.Value?
            var others = 0
            for member in tape.members(of: object) {
                if state == nil, tape.equals(member.key, "state") {
                    state = member.value
                } else if value == nil, tape.equals(member.key, valueKey) {
                    value = member.value
                } else if !tape.equals(member.key, "state"), !tape.equals(member.key, valueKey) {
                    others += 1
                }
            }
            out.append(contentsOf: path)
            out.append(contentsOf: separator)
            out.append(contentsOf: label)
            out.append(0x5B)
            if let state, tape.kind(state) == .string { appendText(state, to: &out) }
            out.append(0x5D)
            out += separator
            if let value { writeValue(value, &out) }
            out.append(newline)
            guard others > 0 else { return }
            let name: [UInt8] = label.isEmpty ? Array("stringUnit.".utf8) : Array("stringSet.".utf8)
            for member in tape.members(of: object) where !tape.equals(member.key, "state") && !tape.equals(member.key, valueKey) {
                factLine(path, named: name, member.key, member.value, into: &out)
            }
        }

        /// One `PATH  NAME  VALUE` line for a member: `NAME` is `prefix` (`stringUnit.`, `variations.`, or nothing)
        /// followed by the text of `key`.
        private func factLine(
            _ path: [UInt8], named prefix: [UInt8] = [], _ key: JSONTape.Value, _ value: JSONTape.Value,
            into out: inout [UInt8]
        ) {
            out.append(contentsOf: path)
            out.append(contentsOf: separator)
            out.append(contentsOf: prefix)
            appendText(key, to: &out)
            out += separator
            appendValue(value, to: &out)
            out.append(newline)
        }

        /// A value: strings bare and escaped, numbers and literals as written, objects and arrays as compact JSON.
        func appendValue(_ value: JSONTape.Value, to out: inout [UInt8]) {
            switch tape.kind(value) {
            case .string: appendText(value, to: &out)
            case .number, .bool, .null: out.append(contentsOf: tape.source(value))
            case .array, .object: compactJSON(value, to: &out)
            }
        }

        private func compactJSON(_ value: JSONTape.Value, to out: inout [UInt8]) {
            switch tape.kind(value) {
            case .string: JSONWriter.writeQuoted(tape.string(value), into: &out)
            case .array:
                out.append(0x5B)
                for (index, item) in tape.items(of: value).enumerated() {
                    if index > 0 { out.append(0x2C) }
                    compactJSON(item, to: &out)
                }
                out.append(0x5D)
            case .object:
                out.append(0x7B)
                for (index, member) in tape.members(of: value).enumerated() {
                    if index > 0 { out.append(0x2C) }
                    JSONWriter.writeQuoted(tape.string(member.key), into: &out)
                    out.append(0x3A)
                    compactJSON(member.value, to: &out)
                }
                out.append(0x7D)
            default: appendValue(value, to: &out)
            }
        }

        /// The text of string `value` with `\`, control characters and nothing else escaped. A string written
        /// without JSON escapes holds no `\` and no control character (the parser refuses those raw), so only a
        /// DEL can need an escape: its bytes are copied as they are unless one is there.
        func appendText(_ value: JSONTape.Value, to out: inout [UInt8]) {
            if !tape.hasEscapes(value), !tape.writtenText(of: value, contains: 0x7F) {
                tape.appendText(of: value, to: &out)
                return
            }
            var text: [UInt8] = []
            tape.appendText(of: value, to: &text)
            text.withUnsafeBufferPointer { CatalogListing.appendEscaped($0, to: &out) }
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x5C || byte == 0x7F }

    /// `bytes` with `\`, control characters and nothing else escaped: the runs between escapes copied at once.
    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var run = 0
        for (index, byte) in bytes.enumerated() where needsEscape(byte) {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
            run = index + 1
            out.append(0x5C)
            switch byte {
            case 0x5C: out.append(0x5C)
            case 0x0A: out.append(0x6E)
            case 0x09: out.append(0x74)
            case 0x0D: out.append(0x72)
            default: out += Array("u{\(String(byte, radix: 16, uppercase: true))}".utf8)
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
    }
}
