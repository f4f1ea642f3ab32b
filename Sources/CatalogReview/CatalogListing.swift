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
    public static func listing(of bytes: [UInt8], path: String) -> [UInt8] {
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: bytes, path: path)
        } catch let error as JSONReadError {
            return unreadable(bytes, reason: "line \(error.line): \(error.message)")
        } catch {
            return unreadable(bytes, reason: "\(error)")
        }
        guard let root = document.root.object, let strings = root["strings"]?.object else {
            return unreadable(bytes, reason: "no \"strings\" object")
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for member in root.members where member.key != "strings" {
            append(member.key, to: &out)
            out += separator
            appendValue(member.value, to: &out)
            out.append(newline)
        }
        for member in inXcodeOrder(strings.members) {
            var prefix: [UInt8] = []
            JSONWriter.writeQuoted(member.key, into: &prefix)
            let before = out.count
            if let entry = member.value.object {
                listEntry(entry, prefix: prefix, into: &out)
            } else {
                out.append(contentsOf: prefix)
                out.append(contentsOf: separator)
                appendValue(member.value, to: &out)
                out.append(newline)
            }
            if out.count == before {
                out += prefix
                out.append(newline)
            }
        }
        return out
    }

    /// The members of `strings` in Xcode's order (most files already are; then no sorting is needed).
    static func inXcodeOrder(_ members: [JSONObject.Member]) -> [JSONObject.Member] {
        KeyOrder.xcode.isSorted(members.lazy.map(\.key)) ? members
            : members.sorted { KeyOrder.xcode.areInIncreasingOrder($0.key, $1.key) }
    }

    private static let separator: [UInt8] = [0x20, 0x20]
    private static let newline: UInt8 = 0x0A

    private static func unreadable(_ bytes: [UInt8], reason: String) -> [UInt8] {
        var out = Array(unreadableHeader(reason).utf8)
        out.append(newline)
        return out + bytes
    }

    /// The lines of one string entry: its own members, then each language's.
    private static func listEntry(_ entry: JSONObject, prefix: [UInt8], into out: inout [UInt8]) {
        for member in entry.members {
            if member.key == "localizations", let localizations = member.value.object {
                for language in localizations.members {
                    var base: [UInt8] = []
                    base.reserveCapacity(prefix.count + separator.count + language.key.utf8.count)
                    base += prefix
                    base += separator
                    append(language.key, to: &base)
                    listLocalization(language.value, base: base, steps: "", into: &out)
                }
            } else {
                fact(prefix, member.key, member.value, into: &out)
            }
        }
    }

    /// A localization (or a variation of one): its unit, string set, variations and substitutions. `base` is
    /// `"key"  language`; `steps` the variation path below it (`plural.one`, `substitutions.n.plural.other`).
    private static func listLocalization(_ value: JSONValue, base: [UInt8], steps: String, into out: inout [UInt8]) {
        var path = base
        if !steps.isEmpty {
            path += separator
            append(steps, to: &path)
        }
        guard let localization = value.object else {
            out.append(contentsOf: path)
        out.append(contentsOf: separator)
            appendValue(value, to: &out)
            out.append(newline)
            return
        }
        func below(_ step: String) -> String { steps.isEmpty ? step : steps + "." + step }
        for member in localization.members {
            switch (member.key, member.value.object) {
            case ("stringUnit", let unit?):
                listUnit(unit, path: path, into: &out)
            case ("stringSet", let set?):
                listStringSet(set, path: path, into: &out)
            case ("variations", let variations?):
                for kind in variations.members {
                    guard let cases = kind.value.object else {
                        fact(path, "variations." + kind.key, kind.value, into: &out)
                        continue
                    }
                    for variant in cases.members {
                        listLocalization(variant.value, base: base, steps: below(kind.key + "." + variant.key), into: &out)
                    }
                }
            case ("substitutions", let substitutions?):
                for substitution in substitutions.members {
                    listLocalization(substitution.value, base: base, steps: below("substitutions." + substitution.key),
                                     into: &out)
                }
            default:
                fact(path, member.key, member.value, into: &out)
            }
        }
    }

    private static func listUnit(_ unit: JSONObject, path: [UInt8], into out: inout [UInt8]) {
        out.append(contentsOf: path)
        out.append(contentsOf: separator)
        out.append(0x5B)
        append(unit["state"]?.stringValue ?? "", to: &out)
        out.append(0x5D)
        out += separator
        if let value = unit["value"] { appendValue(value, to: &out) }
        out.append(newline)
        for member in unit.members where member.key != "state" && member.key != "value" {
            fact(path, "stringUnit." + member.key, member.value, into: &out)
        }
    }

    private static func listStringSet(_ set: JSONObject, path: [UInt8], into out: inout [UInt8]) {
        out.append(contentsOf: path)
        out.append(contentsOf: separator)
        out.append(contentsOf: "stringSet  [".utf8)
        append(set["state"]?.stringValue ?? "", to: &out)
        out.append(0x5D)
        out += separator
        for (index, value) in (set["values"]?.array ?? []).enumerated() {
            if index > 0 { out.append(contentsOf: " | ".utf8) }
            appendValue(value, to: &out)
        }
        out.append(newline)
        for member in set.members where member.key != "state" && member.key != "values" {
            fact(path, "stringSet." + member.key, member.value, into: &out)
        }
    }

    /// One `PATH  NAME  VALUE` line.
    private static func fact(_ path: [UInt8], _ name: String, _ value: JSONValue, into out: inout [UInt8]) {
        out.append(contentsOf: path)
        out.append(contentsOf: separator)
        append(name, to: &out)
        out += separator
        appendValue(value, to: &out)
        out.append(newline)
    }

    /// A value: strings bare and escaped, numbers and literals as written, objects and arrays as compact JSON.
    private static func appendValue(_ value: JSONValue, to out: inout [UInt8]) {
        switch value.kind {
        case .string(let text): append(text, to: &out)
        case .number(let literal): out.append(contentsOf: literal.utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        case .array, .object: compactJSON(value, to: &out)
        }
    }

    private static func compactJSON(_ value: JSONValue, to out: inout [UInt8]) {
        switch value.kind {
        case .string(let text): JSONWriter.writeQuoted(text, into: &out)
        case .array(let items):
            out.append(0x5B)
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(0x2C) }
                compactJSON(item, to: &out)
            }
            out.append(0x5D)
        case .object(let object):
            out.append(0x7B)
            for (index, member) in object.members.enumerated() {
                if index > 0 { out.append(0x2C) }
                JSONWriter.writeQuoted(member.key, into: &out)
                out.append(0x3A)
                compactJSON(member.value, to: &out)
            }
            out.append(0x7D)
        default: appendValue(value, to: &out)
        }
    }

    /// `text` with `\`, control characters and nothing else escaped.
    static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            // Most texts need no escape: one copy.
            guard bytes.contains(where: { $0 < 0x20 || $0 == 0x5C || $0 == 0x7F }) else {
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
