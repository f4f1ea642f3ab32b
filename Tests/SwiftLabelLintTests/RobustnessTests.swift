import Foundation
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
