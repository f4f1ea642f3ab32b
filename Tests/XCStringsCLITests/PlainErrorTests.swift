import Foundation
import StringCatalog
import SwiftLabelLint
import TestSupport
import XCTest

@testable import XCStringsCLI

/// Every error a user sees is one plain line naming the path and the reason — never Foundation's
/// `Error Domain=NSCocoaErrorDomain Code=512 … UserInfo={…}` dump — and nothing is written when it stops.
final class PlainErrorTests: XCTestCase {
    private var folder: TemporaryDirectory!

    override func setUpWithError() throws {
        folder = try TemporaryDirectory(prefix: "plain-errors")
        try folder.write(
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Save\" : {\n      \"localizations\" : {\n        \"de\" : {\n"
                + "          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Sichern\"\n"
                + "          }\n        }\n      }\n    }\n  },\n  \"version\" : \"1.0\"\n}",
            to: "Localizable.xcstrings")
    }

    override func tearDown() {
        folder?.remove()
    }

    func testExportNamesThePathAndTheReason() throws {
        let cases: [(name: String, prepare: () throws -> Void, arguments: [String], error: String)] = [
            ("--output names an existing file", { try self.folder.write("x\n", to: "out.txt") },
             ["--output", "out.txt"], "out.txt: error: --output names a file; give the folder the lproj folders go in"),
            ("--output under a file", { try self.folder.write("x\n", to: "file") },
             ["--output", "file/Out"], "file/Out/de.lproj: error: cannot create the folder: not a directory"),
            ("the table is a folder", {
                try FileManager.default.createDirectory(
                    at: self.folder.url.appendingPathComponent("Out/de.lproj/Localizable.strings"), withIntermediateDirectories: true)
            }, ["--output", "Out"],
             "Out/de.lproj/Localizable.strings: error: cannot write the file: is a directory (the file was left as it was)"),
            ("missing catalog", {}, ["Missing.xcstrings"], "Missing.xcstrings: error: cannot read the file: no such file; check the path"),
        ]
        for item in cases {
            try item.prepare()
            let catalogs = item.arguments.contains("Missing.xcstrings") ? [] : ["Localizable.xcstrings"]
            let result = CLIRun.run(["export"] + catalogs + item.arguments, in: folder.url)
            XCTAssertEqual(result.status, 2, item.name)
            XCTAssertEqual(result.stderr, item.error + "\n", item.name)
            XCTAssertEqual(result.stdout, "", item.name)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("de.lproj").path), item.name)
        }
    }

    func testLintNamesAMissingCatalog() throws {
        try folder.write("let a = 1\n", to: "A.swift")
        let result = CLIRun.run(["lint", "--catalog", "Missing.xcstrings", "A.swift"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "Missing.xcstrings: error: no such catalog; check the file named with '--catalog'\n")
    }

    func testFoundationErrorsBecomeTheSystemsWords() {
        let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTDIR))
        let cocoa = NSError(domain: NSCocoaErrorDomain, code: 512, userInfo: [NSUnderlyingErrorKey: underlying, NSFilePathErrorKey: "/x"])
        struct Described: Error, CustomStringConvertible { var description: String { "git merge-file failed: boom" } }
        let cases: [(name: String, error: Error, reason: String)] = [
            ("Cocoa error around a POSIX one", cocoa, "not a directory"),
            ("POSIX error", NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES)), "permission denied"),
            ("our located error", FileError(path: "a", message: "cannot create the folder: x"), "cannot create the folder: x"),
            ("its hint too", LintInputError.noSuchCatalog("a.xcstrings"), "no such catalog; check the file named with '--catalog'"),
            ("our described error", Described(), "git merge-file failed: boom"),
        ]
        for item in cases {
            XCTAssertEqual(FileError.reason(of: item.error), item.reason, item.name)
        }
    }
}
