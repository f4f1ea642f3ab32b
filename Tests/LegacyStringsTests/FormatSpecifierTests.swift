import XCTest
@testable import LegacyStrings

/// Format specifiers and the plural-collapse rule, with cases taken from what Xcode did in the migrations corpus.
final class FormatSpecifierTests: XCTestCase {
    func testScan() {
        let cases: [(String, [String])] = [
            ("%d files", ["%d"]), ("%lld of %@", ["%lld", "%@"]), ("%1$@ and %2$lld", ["%1$@", "%2$lld"]),
            ("%.1f px", ["%.1f"]), ("100%% done", []), ("%#@count@ in %2$#@albums@", ["%#@count@", "%2$#@albums@"]),
            ("%-5s|%05.2f|%+i|%'d", ["%-5s", "%05.2f", "%+i", "%'d"]), ("50% off", ["% o"]), ("%", []), ("%arg items", ["%a"]),  // printf reads "% o" and "%a" too
        ]
        for (text, expected) in cases { XCTAssertEqual(FormatSpecifier.scan(text).map(\.text), expected, text) }
        let variable = FormatSpecifier.scan("%2$#@albums@").first
        XCTAssertEqual(variable?.variableName, "albums")
        XCTAssertEqual(variable?.position, 2)
    }

    func testReplacingOnlyWholeSpecifiers() {
        XCTAssertEqual(FormatSpecifier.replacing("%d", with: "%arg", in: "%d of %lld, %%d and %d"), "%arg of %lld, %%d and %arg")
    }

    /// When a `%#@v@` stringsdict becomes `variations.plural` and when it stays a substitution.
    func testCollapseRule() {
        let cases: [(String, String?, [String: String], Bool)] = [
            ("linearmouse %d line(s)", "d", ["one": "%d line", "other": "%d lines"], true),
            ("linearmouse %.1f pixel(s)", "f", ["one": "%.1f pixel", "other": "%.1f pixels"], false),
            ("IceCubesApp followers", "lld", ["one": "%2$@ follower", "other": "%2$@ followers"], false),
            ("IceCubesApp favorite", "lld", ["one": "hat favorisiert", "other": "haben favorisiert"], false),
            ("IceCubesApp new posts", "lld", ["one": "ein neuer Beitrag", "other": "%lld neue Beiträge"], true),
            ("vienna %u unread", "u", ["other": "%u unread"], true),
            ("no value type", nil, ["other": "%d"], false),
        ]
        for (name, valueType, forms, collapses) in cases {
            let files = [ParsedLegacyFile(language: "en", content: .stringsdict(StringsdictFile(path: "x", entries: [
                StringsdictEntry(key: "k", rule: .format("%#@v@", variables: ["v": StringsdictVariable(valueType: valueType, forms: forms)])),
            ])))]
            let root = try? CatalogMigrator.migrate(files, options: MigrationOptions(sourceLanguage: "en")).root
            let localization = root?.object?["strings"]?.object?["k"]?.object?["localizations"]?.object?["en"]?.object
            XCTAssertEqual(localization?["variations"] != nil, collapses, name)
            XCTAssertEqual(localization?["substitutions"] != nil, !collapses, name)
        }
    }
}
