import StringCatalog
import XCTest

@testable import CatalogMerge

/// Small catalogs for merge tests: `catalog(["Save": unit("de", "Sichern")])` and friends, written as JSON text.
enum Fixture {
    /// A catalog with `strings` entries given as JSON object texts, in Xcode style (sorted by the reader's order).
    static func catalog(_ entries: [(String, String)], version: String = "1.0", extra: String = "") -> String {
        let body = entries.map { "\"\($0.0)\" : \($0.1)" }.joined(separator: ",\n")
        return "{\n\"sourceLanguage\" : \"en\",\n\"strings\" : {\n\(body)\n},\n\(extra)\"version\" : \"\(version)\"\n}"
    }

    /// An entry with one string unit per language: `entry(["de": ("translated", "Sichern")])`.
    static func entry(_ units: [String: (String, String)], fields: String = "") -> String {
        let localizations = units.keys.sorted().map { language -> String in
            let (state, value) = units[language] ?? ("", "")
            return "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }"
        }.joined(separator: ", ")
        let prefix = fields.isEmpty ? "" : fields + ", "
        return "{ \(prefix)\"localizations\" : { \(localizations) } }"
    }

    /// The canonical text of a JSON document, for readable comparisons.
    static func canonical(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            return String(decoding: try JSONDocument(bytes: bytes, path: "test").canonicalBytes(), as: UTF8.self)
        } catch {
            XCTFail("not valid JSON: \(error)\n\(String(decoding: bytes, as: UTF8.self))", file: file, line: line)
            return ""
        }
    }

    static func canonical(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        canonical(Array(text.utf8), file: file, line: line)
    }

    static func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
        do {
            return try JSONDocument(bytes: Array(text.utf8), path: "test").root
        } catch {
            XCTFail("fixture does not parse: \(error)", file: file, line: line)
            return nil
        }
    }

    /// Merges texts; fails the test on input errors.
    static func merge(_ base: String, _ ours: String, _ theirs: String, options: MergeOptions = MergeOptions(),
                      file: StaticString = #filePath, line: UInt = #line) -> MergeResult? {
        do {
            return try CatalogMerger(options: options).merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8))
        } catch {
            XCTFail("merge failed: \(error)", file: file, line: line)
            return nil
        }
    }
}
