import CatalogCheck
import Diagnostics
import Foundation
import XCTest

/// The change check compares only the entries that changed; it must say exactly what comparing every finding of
/// both versions says, for every kind of change.
final class CatalogChangeCheckTests: XCTestCase {
    /// A catalog of (key, language, state, value) units, keys as given.
    private func catalog(_ units: [(String, String, String, String)], version: String = "1.0") -> [UInt8] {
        var keys: [String] = []
        for unit in units where !keys.contains(unit.0) { keys.append(unit.0) }
        let entries = keys.map { key in
            let languages = units.filter { $0.0 == key }.map { _, language, state, value in
                "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }"
            }
            return "\"\(key)\" : { \"localizations\" : { \(languages.joined(separator: ", ")) } }"
        }
        return Array("{ \"sourceLanguage\" : \"en\", \"strings\" : { \(entries.joined(separator: ", ")) }, \"version\" : \"\(version)\" }".utf8)
    }

    private let old: [(String, String, String, String)] = [
        ("%@ deleted", "de", "translated", "gelöscht"), ("%lld files", "de", "translated", "Dateien"),
        ("Open", "de", "translated", "Öffnen"), ("Save", "de", "new", ""),
    ]

    func testComparingChangedEntriesSaysWhatComparingEverythingSays() {
        let change = CatalogChangeCheck(checker: CatalogChecker(options: CheckOptions(mode: .preCommit)))
        let cases: [(String, [UInt8], Int, Int)] = [
            ("one value changed", catalog(old.map { $0.0 == "Open" ? ("Open", "de", "translated", "Aufmachen") : $0 }), 0, 3),
            ("a placeholder dropped in a new key", catalog(old + [("Hi %@", "de", "translated", "Hallo")]), 1, 3),
            ("an old problem copied to a new key", catalog(old + [("%@ removed", "de", "translated", "entfernt")]), 1, 3),
            ("a language added to one key", catalog(old + [("Open", "fr", "translated", "Ouvrir")]), 3, 3),
            ("the version changed", catalog(old, version: "1.1"), 0, 3),
            ("an old problem fixed", catalog(old.map { $0.0 == "%@ deleted" ? ($0.0, "de", "translated", "%@ gelöscht") : $0 }), 0, 2),
        ]
        let before = catalog(old)
        for (name, after, introduced, alreadyThere) in cases {
            guard let fast = change.compare(current: after, earlier: [before], path: "L.xcstrings") else {
                XCTFail(name)
                continue
            }
            let everything = change.compare(change.checker.check(bytes: after, path: "L.xcstrings"), earlier: [before],
                                            path: "L.xcstrings")
            XCTAssertEqual(fast, everything, name)
            XCTAssertEqual(fast.introduced.count, introduced, "\(name): \(fast.introduced.map(\.message))")
            XCTAssertEqual(fast.alreadyThere, alreadyThere, name)
        }
        XCTAssertNil(change.compare(current: Array("{".utf8), earlier: [before], path: "L.xcstrings"))
        XCTAssertEqual(change.compare(current: before, earlier: [Array("{".utf8)], path: "L.xcstrings")?.alreadyThere, 0,
                       "an earlier version that does not read gives no baseline")
    }
}
