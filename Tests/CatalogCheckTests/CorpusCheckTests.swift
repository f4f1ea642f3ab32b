import Diagnostics
import XCTest
@testable import CatalogCheck
import StringCatalog
import TestSupport

/// Runs the check over the real catalogs of the corpus and prints what it finds, per catalog and per check, so
/// the figures can be read (and each kind of finding looked at by hand) in the test log.
final class CorpusCheckTests: XCTestCase {
    func testCorpusCatalogs() throws {
        guard let root = Corpus.root() else { throw XCTSkip("corpus not present") }
        let folder = root.appendingPathComponent("catalogs")
        let files = Corpus.files(in: folder, withSuffix: ".xcstrings")
        XCTAssertEqual(files.count, 16)
        let checker = CatalogChecker()
        var totals: [String: Int] = [:]
        var kinds: [String: (count: Int, example: String)] = [:]
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            let findings = checker.check(bytes: bytes, path: file.lastPathComponent)
            var perCheck: [String: Int] = [:]
            for finding in findings {
                let key = "\(finding.ruleID) \(finding.severity.rawValue)"
                perCheck[key, default: 0] += 1
                totals[key, default: 0] += 1
            }
            if let catalog = try? CatalogFile(bytes: bytes, path: file.lastPathComponent).catalog {
                for issue in checker.issues(in: catalog) {
                    let kind = "\(issue.check.rawValue) \(issue.severity.rawValue): \(Self.kind(of: issue.text))"
                    if kinds[kind] == nil { kinds[kind] = (0, "\(file.lastPathComponent): \(issue.message)") }
                    kinds[kind]?.count += 1
                }
            }
            let figures = perCheck.keys.sorted().map { "\($0)=\(perCheck[$0] ?? 0)" }.joined(separator: " ")
            print("check corpus: \(file.lastPathComponent): \(findings.count) findings \(figures)")
            if ProcessInfo.processInfo.environment["XCSTRINGS_CHECK_SHOW"] != nil {
                for finding in findings where finding.ruleID == ProcessInfo.processInfo.environment["XCSTRINGS_CHECK_SHOW"] {
                    print("check corpus finding: " + XcodeReporter().line(for: finding))
                }
            }
            // Every finding points inside the file.
            let lines = bytes.filter { $0 == 0x0A }.count + 1
            XCTAssertTrue(findings.allSatisfy { $0.location.line >= 1 && $0.location.line <= lines }, file.lastPathComponent)
        }
        print("check corpus totals: " + totals.keys.sorted().map { "\($0)=\(totals[$0] ?? 0)" }.joined(separator: " "))
        for kind in kinds.keys.sorted() {
            print("check corpus kind: \(kind) ×\(kinds[kind]?.count ?? 0)\n    e.g. \(kinds[kind]?.example ?? "")")
        }
        XCTAssertGreaterThan(totals["coverage error", default: 0], 0, "real catalogs have missing translations")
    }

    /// An issue's text with the language, quoted names and numbers blanked out, to group findings by kind.
    static func kind(of text: String) -> String {
        var text = text
        if let range = text.range(of: " has no "), !text[..<range.lowerBound].contains(" ") {
            text = "LANG" + text[range.lowerBound...]
        }
        var out = ""
        var inQuote: Character?
        for character in text {
            if let quote = inQuote {
                if character == quote || (quote == "«" && character == "»") { inQuote = nil; out.append(character) }
                continue
            }
            if character == "'" || character == "«" { inQuote = character; out.append(character); out.append("…"); continue }
            if character.isNumber { if out.last != "#" { out.append("#") }; continue }
            out.append(character)
        }
        if let percent = out.firstIndex(of: "%") { out = String(out[..<percent]) + "%…" }
        return out
    }
}
