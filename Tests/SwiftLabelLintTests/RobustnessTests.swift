import Diagnostics
import Foundation
import TestSupport
import XCTest
@testable import SwiftLabelLint

/// The lint never crashes on half-written code: every prefix of the fixture files (unbalanced braces,
/// unterminated strings and comments) lints without trapping, and lexing keeps every byte of the text.
final class RobustnessTests: XCTestCase {
    func testEveryPrefixOfTheFixturesLints() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        XCTAssertFalse(files.isEmpty)
        var linted = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let scalars = Array(text.unicodeScalars)
            for end in stride(from: 0, to: scalars.count, by: 53) {
                var prefix = String.UnicodeScalarView()
                prefix.append(contentsOf: scalars[0..<end])
                _ = Linter().lint([Linter.Source(path: "P.swift", text: String(prefix))], catalogWords: ["Monthly"])
                linted += 1
            }
        }
        XCTAssertGreaterThan(linted, 100)
    }

    /// A file that ends right after a function's or a property's opening brace (an editor's buffer mid-typing)
    /// lints, with no finding: the body has no end past its brace.
    func testFilesCutShortAfterABraceLint() {
        let cases: [(String, [String])] = [
            ("func scriptName(_ script: String) -> String {\n", []),
            ("import SwiftUI\nenum Tab { case home\n var title: String {", []),
            // An unterminated literal is the lexer's report, nothing else.
            ("enum L { static func text(for level: Int) -> String { return \"5.6 \\(level.title", ["1:62 [lexer]"]),
        ]
        for (source, expected) in cases {
            let findings = Linter().lint([Linter.Source(path: "App/P.swift", text: source)])
            XCTAssertEqual(findings.map { "\($0.location.line):\($0.location.column) [\($0.ruleID)]" }, expected, source)
        }
    }

    func testTokensCoverTheTextBetweenWhitespace() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            let result = Lexer.tokenize(text)
            XCTAssertEqual(result.problems, [], file.lastPathComponent)
            let joined = result.tokens.map(\.text).joined()
            let squeezed = String(text.unicodeScalars.filter { !" \n\t\r".unicodeScalars.contains($0) }.map(Character.init))
            let tokensSqueezed = String(joined.unicodeScalars.filter { !" \n\t\r".unicodeScalars.contains($0) }.map(Character.init))
            XCTAssertEqual(tokensSqueezed, squeezed, file.lastPathComponent)
        }
    }
}

/// Real Swift at scale: the toolchain's own module interfaces (the standard library, Foundation, Dispatch…)
/// lex without a single problem and raise no finding (none of them is a view).
final class ToolchainInterfaceTests: XCTestCase {
    func testToolchainInterfacesLexCleanlyAndStaySilent() throws {
        let which = try Shell.run("which", ["swift"])
        let swift = URL(fileURLWithPath: which.stdout.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath()
        let lib = swift.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib")
        let interfaces = Corpus.files(in: lib, withSuffix: ".swiftinterface").filter { !$0.path.contains(".private.") }
        guard !interfaces.isEmpty else { throw XCTSkip("no .swiftinterface files beside the toolchain") }
        var lines = 0
        var sources: [Linter.Source] = []
        for url in interfaces.prefix(60) {
            let text = try String(contentsOf: url, encoding: .utf8)
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
            XCTAssertEqual(Lexer.tokenize(text).problems, [], url.path)
            sources.append(Linter.Source(path: url.lastPathComponent, text: text))
        }
        let findings = Linter().lint(sources)
        XCTAssertEqual(findings.map { XcodeReporter().line(for: $0) }, [])
        print("toolchain interfaces: \(sources.count) files, \(lines) lines, \(findings.count) findings")
    }
}
