import CatalogCheck
import Diagnostics
import Git
import GitIntegration
import TestSupport
import XCTest

final class PreCommitCheckTests: XCTestCase {
    /// The catalog reading as a pre-commit validator (the command wires it the same way, with the check after it).
    private static let catalogs = ClosureValidator(
        name: "catalog syntax", accepts: CatalogSyntaxValidator().accepts(path:),
        validate: { $0.flatMap { CatalogSyntaxValidator().findings(path: $0.path, contents: $0.contents) } })

    private func report(_ repo: TestRepository, validators: [StagedFileValidator] = [PreCommitCheckTests.catalogs]) throws
        -> PreCommitCheck.Report
    {
        try PreCommitCheck(validators: validators).run(in: Repository.discover(using: repo.runner()))
    }

    func testBrokenStagedCatalogBlocks() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        try repo.write(TestRepository.brokenCatalog, to: "App/Localizable.xcstrings")
        try repo.git("add", ".")
        let result = try report(repo)
        XCTAssertTrue(result.blocksCommit)
        XCTAssertEqual(result.findings.map(\.path), ["App/Localizable.xcstrings"])
        XCTAssertEqual(result.findings.map(\.ruleID), ["structure"])
    }

    func testPartiallyStagedFixIsJudgedByTheStagedVersion() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        // Staged: fixed. Work tree: broken again. The staged version passes, with a partial-staging warning.
        try repo.write(TestRepository.catalog(), to: "L.xcstrings")
        try repo.git("add", ".")
        try repo.write(TestRepository.brokenCatalog, to: "L.xcstrings")
        var result = try report(repo)
        XCTAssertFalse(result.blocksCommit)
        XCTAssertEqual(result.findings.map(\.ruleID), ["partially-staged"])
        XCTAssertEqual(result.findings.first?.severity, .warning)
        // The reverse: staged broken, work tree fixed — refused.
        try repo.git("add", ".")
        try repo.write(TestRepository.catalog(), to: "L.xcstrings")
        result = try report(repo)
        XCTAssertTrue(result.blocksCommit)
        XCTAssertEqual(Set(result.findings.map(\.ruleID)), ["structure", "partially-staged"])
        XCTAssertEqual(repo.read("L.xcstrings"), TestRepository.catalog())
    }

    func testValidatorsOnlySeeWhatTheyAccept() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        try repo.write("let a = 1\n", to: "A.swift")
        try repo.write(TestRepository.catalog(), to: "L.xcstrings")
        try repo.write("notes\n", to: "README.md")
        try repo.git("add", ".")
        let swiftSeen = Box()
        let swiftValidator = ClosureValidator(name: "swift", accepts: { $0.hasSuffix(".swift") }) { files in
            swiftSeen.paths = files.map(\.path)
            return files.map {
                Finding(path: $0.path, location: SourceLocation(line: 1, column: 5), severity: .error,
                        message: "found \(String(decoding: $0.contents, as: UTF8.self).count) bytes", ruleID: "demo")
            }
        }
        let result = try report(repo, validators: [Self.catalogs, swiftValidator])
        XCTAssertEqual(swiftSeen.paths, ["A.swift"])
        XCTAssertEqual(result.checkedFileCount, 2)
        XCTAssertEqual(result.findings.map(\.message), ["found 10 bytes"])
    }
}

private final class Box {
    var paths: [String] = []
}
