import XCTest
@testable import CatalogCheck

final class PlaceholderComparisonTests: XCTestCase {
    /// Each row: source, translation, the expected problem messages (empty: compatible).
    func testComparesTranslationsWithTheSource() {
        let cases: [(String, String, [String], UInt)] = [
            ("%@ files", "%@ Dateien", [], #line),
            ("%lld files", "%d Dateien", [], #line),
            ("%lld files", "%ld Dateien", [], #line),
            ("%lld files", "%i Dateien", [], #line),
            ("%.2f km", "%f km", [], #line),
            ("%@ and %@", "%1$@ und %2$@", [], #line),
            ("%@ of %lld", "%2$lld von %1$@", [], #line),
            ("%1$@ of %2$lld", "%@ von %lld", [], #line),
            ("50%% off", "50 %% Rabatt", [], #line),
            ("No arguments", "Keine Argumente", [], #line),
            ("Save 100%", "100% sparen", [], #line),
            ("%lld files", "Dateien", ["drops %lld (argument 1) that the source passes"], #line),
            ("%@", "%@ %@", ["uses %@ (argument 2) that the source does not pass"], #line),
            ("%lld files", "%@ Dateien", ["uses %@ for argument 1 where the source has %lld"], #line),
            ("%.1f km", "%d km", ["uses %d for argument 1 where the source has %.1f"], #line),
            ("%@ of %lld", "%lld von %@",
             ["reorders plain specifiers (%lld %@ for the source's %@ %lld); only positional ones may move: "
                + "write %2$lld %1$@"], #line),
            ("%1$@ %2$@", "%2$@ %3$@",
             ["drops %1$@ (argument 1) that the source passes", "uses %3$@ (argument 3) that the source does not pass"],
             #line),
            ("%#@files@", "%#@files@", [], #line),
            ("%#@files@ in %#@folders@", "%#@folders@ mit %#@files@", [], #line),
            ("%#@files@", "Dateien", ["drops %#@files@ that the source has"], #line),
            // A translation may name its own substitution; the substitution check makes sure it exists.
            ("%#@files@", "%#@dateien@", [], #line),
            ("%#@files@ %@", "%@", ["uses %@ for argument 1 where the source has %#@files@",
                                    "drops %@ (argument 2) that the source passes"], #line),
            ("%@ %%", "%@ 50%", ["'%' is not a format specifier; write %% for a percent sign"], #line),
            ("%*d", "%d", ["drops %*d (argument 2) that the source passes"], #line),
            ("No arguments", "%@ ohne", ["uses %@ (argument 1) that the source does not pass"], #line),
            ("%@ is 100%% done", "%@ ist zu 100 % drin",
             ["uses % d (argument 2) that the source does not pass"], #line),
        ]
        for (source, translation, expected, line) in cases {
            let problems = PlaceholderComparison.problems(
                source: ArgumentSignature(parsing: source), translation: ArgumentSignature(parsing: translation))
            XCTAssertEqual(problems.map(\.message), expected, "\(source) → \(translation)", line: line)
        }
    }

    func testReferencesTakeTheirSubstitutionsClassAndPosition() {
        let source = ArgumentSignature(parsing: "%#@files@ in %@") { name in
            name == "files" ? (argNum: 1, kind: .integer) : nil
        }
        let plain = ArgumentSignature(parsing: "%1$lld Dateien in %2$@")
        XCTAssertEqual(PlaceholderComparison.problems(source: source, translation: plain), [])
        let wrongClass = ArgumentSignature(parsing: "%#@files@ in %@") { _ in (argNum: 1, kind: .object) }
        XCTAssertEqual(PlaceholderComparison.problems(source: source, translation: wrongClass).map(\.message),
                       ["uses %#@files@ for argument 1 where the source has %#@files@"])
        XCTAssertEqual(PlaceholderComparison.problems(source: source, translation: ArgumentSignature(parsing: "in %@"))
            .map(\.message), ["uses %@ for argument 1 where the source has %#@files@",
                              "drops %@ (argument 2) that the source passes"])
        XCTAssertEqual(PlaceholderComparison.problems(source: source, translation: ArgumentSignature(parsing: "in %2$@"))
            .map(\.message), ["drops %#@files@ that the source has"])
        XCTAssertEqual(PlaceholderComparison.problems(
            source: source, translation: ArgumentSignature(parsing: "in %2$@"), mayOmitReferences: true), [])
    }

    func testSingleNumberFormsMayDropTheCount() {
        let source = ArgumentSignature(parsing: "%lld files")
        XCTAssertEqual(PlaceholderComparison.problems(
            source: source, translation: ArgumentSignature(parsing: "One file"), mayOmitIntegers: true), [])
        // Only integers may go: the name is still needed.
        XCTAssertEqual(PlaceholderComparison.problems(
            source: ArgumentSignature(parsing: "%@ has %lld files"), translation: ArgumentSignature(parsing: "One file"),
            mayOmitIntegers: true).map(\.message), ["drops %@ (argument 1) that the source passes"])
    }

    func testSubstitutionArgument() {
        let source = ArgumentSignature(parsing: "%arg files", allowsSubstitutionArgument: true)
        let cases: [(String, Bool, [PlaceholderProblem], UInt)] = [
            ("%arg Dateien", false, [], #line),
            ("Dateien", false, [.missingSubstitutionArgument], #line),
            ("eine Datei", true, [], #line),
            ("%lld Dateien", false, [.extra(position: 1, translation: "%lld")], #line),
        ]
        for (text, mayOmit, expected, line) in cases {
            let translation = ArgumentSignature(parsing: text, allowsSubstitutionArgument: true)
            XCTAssertEqual(PlaceholderComparison.problems(source: source, translation: translation, mayOmitIntegers: mayOmit),
                           expected, text, line: line)
        }
    }
}
