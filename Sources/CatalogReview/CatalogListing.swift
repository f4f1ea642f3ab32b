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

        /// The lines of one string entry: its own members, then each language's.
        func listEntry(_ entry: JSONTape.Value, prefix: [UInt8], into out: inout [UInt8]) {
            for member in tape.members(of: entry) {
                if tape.equals(member.key, "localizations"), tape.kind(member.value) == .object {
                    for language in tape.members(of: member.value) {
                        var base: [UInt8] = []
                        base += prefix
                        base += separator
                        appendText(language.key, to: &base)
                        listLocalization(language.value, base: base, steps: "", into: &out)
                    }
                } else {
                    fact(prefix, tape.string(member.key), member.value, into: &out)
                }
            }
        }

        /// A localization (or a variation of one): its unit, string set, variations and substitutions. `base` is
        /// `"key"  language`; `steps` the variation path below it (`plural.one`, `substitutions.n.plural.other`).
        private func listLocalization(_ value: JSONTape.Value, base: [UInt8], steps: String, into out: inout [UInt8]) {
            var path = base
            if !steps.isEmpty {
                path += separator
                CatalogListing.append(steps, to: &path)
            }
            guard tape.kind(value) == .object else {
                out.append(contentsOf: path)
                out.append(contentsOf: separator)
                appendValue(value, to: &out)
                out.append(newline)
                return
            }
            func below(_ step: String) -> String { steps.isEmpty ? step : steps + "." + step }
            for member in tape.members(of: value) {
                let isObject = tape.kind(member.value) == .object
                if isObject, tape.equals(member.key, "stringUnit") {
                    listUnit(member.value, path: path, into: &out)
                } else if isObject, tape.equals(member.key, "stringSet") {
                    listStringSet(member.value, path: path, into: &out)
                } else if isObject, tape.equals(member.key, "variations") {
                    for kind in tape.members(of: member.value) {
                        let kindName = tape.string(kind.key)
                        guard tape.kind(kind.value) == .object else {
                            fact(path, "variations." + kindName, kind.value, into: &out)
                            continue
                        }
                        for variant in tape.members(of: kind.value) {
                            listLocalization(
                                variant.value, base: base, steps: below(kindName + "." + tape.string(variant.key)), into: &out)
                        }
                    }
                } else if isObject, tape.equals(member.key, "substitutions") {
                    for substitution in tape.members(of: member.value) {
                        listLocalization(
                            substitution.value, base: base, steps: below("substitutions." + tape.string(substitution.key)),
                            into: &out)
                    }
                } else {
                    fact(path, tape.string(member.key), member.value, into: &out)
                }
            }
        }

        private func listUnit(_ unit: JSONTape.Value, path: [UInt8], into out: inout [UInt8]) {
            out.append(contentsOf: path)
            out.append(contentsOf: separator)
            out.append(0x5B)
            if let state = tape.member("state", of: unit), tape.kind(state) == .string { appendText(state, to: &out) }
            out.append(0x5D)
            out += separator
            if let value = tape.member("value", of: unit) { appendValue(value, to: &out) }
            out.append(newline)
            for member in tape.members(of: unit) where !tape.equals(member.key, "state") && !tape.equals(member.key, "value") {
                fact(path, "stringUnit." + tape.string(member.key), member.value, into: &out)
            }
        }

        private func listStringSet(_ set: JSONTape.Value, path: [UInt8], into out: inout [UInt8]) {
            out.append(contentsOf: path)
            out.append(contentsOf: separator)
            out.append(contentsOf: "stringSet  [".utf8)
            if let state = tape.member("state", of: set), tape.kind(state) == .string { appendText(state, to: &out) }
            out.append(0x5D)
            out += separator
            if let values = tape.member("values", of: set) {
                for (index, value) in tape.items(of: values).enumerated() {
                    if index > 0 { out.append(contentsOf: " | ".utf8) }
                    appendValue(value, to: &out)
                }
            }
            out.append(newline)
            for member in tape.members(of: set) where !tape.equals(member.key, "state") && !tape.equals(member.key, "values") {
                fact(path, "stringSet." + tape.string(member.key), member.value, into: &out)
            }
        }

        /// One `PATH  NAME  VALUE` line.
        private func fact(_ path: [UInt8], _ name: String, _ value: JSONTape.Value, into out: inout [UInt8]) {
            out.append(contentsOf: path)
            out.append(contentsOf: separator)
            CatalogListing.append(name, to: &out)
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

        /// The text of string `value` with `\`, control characters and nothing else escaped.
        func appendText(_ value: JSONTape.Value, to out: inout [UInt8]) {
            let start = out.count
            tape.appendText(of: value, to: &out)
            // Most texts need no escape: one copy.
            guard out[start...].contains(where: CatalogListing.needsEscape) else { return }
            let text = Array(out[start...])
            out.removeSubrange(start...)
            text.withUnsafeBufferPointer { CatalogListing.appendEscaped($0, to: &out) }
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x5C || byte == 0x7F }

    /// `text` with `\`, control characters and nothing else escaped.
    static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            // Most texts need no escape: one copy.
            guard bytes.contains(where: needsEscape) else {
                out.append(contentsOf: bytes)
                return
            }
            appendEscaped(bytes, to: &out)
        }
    }

    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x09: out += [0x5C, 0x74]
            case 0x0D: out += [0x5C, 0x72]
            case 0..<0x20, 0x7F: out += Array("\\u{\(String(byte, radix: 16, uppercase: true))}".utf8)
            default: out.append(byte)
            }
        }
    }
}
