import StringCatalog
import XCTest

final class FormatStringTests: XCTestCase {
    /// Each row: the string, then each specifier found as `text=role` (role: a kind, `%`, `ref:name`, `arg`).
    func testParsesSpecifiers() {
        let cases: [(String, [String], UInt)] = [
            ("Hello", [], #line),
            ("%@", ["%@=object"], #line),
            ("%d %i %ld %lld %lu %u %x %X %o", ["%d=integer", "%i=integer", "%ld=integer", "%lld=integer",
                                                "%lu=integer", "%u=integer", "%x=integer", "%X=integer", "%o=integer"], #line),
            ("%hhd %hd %qd %zd %td %jd", ["%hhd=integer", "%hd=integer", "%qd=integer", "%zd=integer",
                                          "%td=integer", "%jd=integer"], #line),
            ("%f %.2f %e %E %g %G %a %Lf %10.3f", ["%f=float", "%.2f=float", "%e=float", "%E=float", "%g=float",
                                                   "%G=float", "%a=float", "%Lf=float", "%10.3f=float"], #line),
            ("%c %C %s %S %p %n", ["%c=character", "%C=character", "%s=C string", "%S=C string", "%p=pointer",
                                   "%n=count"], #line),
            ("100%% sure", ["%%=%"], #line),
            ("%1$@ and %2$lld", ["%1$@=object", "%2$lld=integer"], #line),
            ("%-5d|%+d|% d|%#x|%05d|%'d", ["%-5d=integer", "%+d=integer", "% d=integer", "%#x=integer",
                                          "%05d=integer", "%'d=integer"], #line),
            ("%*d %.*f", ["%*d=integer", "%.*f=float"], #line),
            ("%#@files@ in %#@folders@", ["%#@files@=ref:files", "%#@folders@=ref:folders"], #line),
            ("%1$#@count@", ["%1$#@count@=ref:count"], #line),
            ("%#@", ["%#@=object"], #line),  // the # flag on %@: printf accepts it
            ("%lld개", ["%lld=integer"], #line),
            ("%@…", ["%@=object"], #line),
        ]
        for (text, expected, line) in cases {
            XCTAssertEqual(FormatString(text).specifiers.map(describe), expected, text, line: line)
        }
    }

    func testSubstitutionArgumentOnlyWhereAllowed() {
        XCTAssertEqual(FormatString("%arg files", allowsSubstitutionArgument: true).specifiers.map(describe),
                       ["%arg=arg"])
        // Outside a substitution `%a` is a hexadecimal float, as printf reads it.
        XCTAssertEqual(FormatString("%arg files").specifiers.map(describe), ["%a=float"])
        XCTAssertEqual(FormatString("%args", allowsSubstitutionArgument: true).specifiers.map(describe), ["%a=float"])
    }

    func testInvalidSequences() {
        let cases: [(String, [String], UInt)] = [
            ("100%", ["%"], #line),
            ("50%!", ["%!"], #line),
            ("%1$", ["%1$"], #line),
            ("%*1d", ["%*1"], #line),
            ("ok %@", [], #line),
        ]
        for (text, expected, line) in cases {
            XCTAssertEqual(FormatString(text).invalid.map(\.text), expected, text, line: line)
        }
    }

    func testPositionsAndStarArguments() {
        let format = FormatString("%2$@ %*3$d %.*f")
        XCTAssertEqual(format.specifiers.map(\.position), [2, nil, nil])
        XCTAssertEqual(format.specifiers.map(\.starArguments), [[], [3], [nil]])
        XCTAssertEqual(format.specifiers.map(\.offset), [0, 5, 11])
    }

    /// The byte view, as the migrator and exporter use it: cases from what Xcode did in the migrations corpus.
    func testPlaceholdersLeaveOutTheLiteralPercent() {
        let cases: [(String, [String], UInt)] = [
            ("%d files", ["%d"], #line), ("%lld of %@", ["%lld", "%@"], #line),
            ("%1$@ and %2$lld", ["%1$@", "%2$lld"], #line), ("%.1f px", ["%.1f"], #line), ("100%% done", [], #line),
            ("%#@count@ in %2$#@albums@", ["%#@count@", "%2$#@albums@"], #line),
            ("%-5s|%05.2f|%+i|%'d", ["%-5s", "%05.2f", "%+i", "%'d"], #line),
            ("50% off", ["% o"], #line), ("%", [], #line), ("%arg items", ["%a"], #line),  // printf reads "% o" and "%a" too
        ]
        for (text, expected, line) in cases {
            XCTAssertEqual(FormatString(text).placeholders.map(\.text), expected, text, line: line)
        }
        let variable = FormatString("%2$#@albums@").placeholders.first
        XCTAssertEqual(variable?.substitutionName, "albums")
        XCTAssertEqual(variable?.position, 2)
    }

    /// Offsets count characters, `utf8Range` counts bytes: they part after text outside ASCII.
    func testCharacterAndByteViews() {
        let format = FormatString("é %@ 👍🏽 %%%2$lld개 %")
        XCTAssertEqual(format.specifiers.map(\.text), ["%@", "%%", "%2$lld"])
        XCTAssertEqual(format.specifiers.map(\.offset), [2, 7, 9])
        XCTAssertEqual(format.specifiers.map(\.utf8Range), [3..<5, 15..<17, 17..<23])
        XCTAssertEqual(format.invalid.map(\.offset), [17])
    }

    func testReplacingOnlyWholeSpecifiers() {
        XCTAssertEqual(FormatString.replacing("%d", with: "%arg", in: "%d of %lld, %%d and %d"), "%arg of %lld, %%d and %arg")
        XCTAssertEqual(FormatString.replacing("%lld", with: "%arg", in: "é %lld 👍🏽 %lld"), "é %arg 👍🏽 %arg")
    }

    private func describe(_ specifier: FormatSpecifier) -> String {
        switch specifier.role {
        case .argument(let kind): return "\(specifier.text)=\(kind.rawValue)"
        case .percent: return "\(specifier.text)=%"
        case .substitution(let name): return "\(specifier.text)=ref:\(name)"
        case .substitutionArgument: return "\(specifier.text)=arg"
        }
    }
}
