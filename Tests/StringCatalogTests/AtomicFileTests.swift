import Foundation
import StringCatalog
import TestSupport
import XCTest

final class AtomicFileTests: XCTestCase {
    func testReplacesContentKeepsPermissionsAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryDirectory(prefix: "atomic-file")
        defer { folder.remove() }
        let file = try folder.write("old", to: "L.xcstrings")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        for durable in [true, false] {
            try AtomicFile.write(Array("new \(durable)".utf8), to: file, durable: durable)
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "new \(durable)")
            let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
            XCTAssertEqual(permissions?.intValue, 0o600)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["L.xcstrings"])
    }

    func testNewFileGetsReadablePermissions() throws {
        let folder = try TemporaryDirectory(prefix: "atomic-file")
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("new.xcstrings")
        try AtomicFile.write([], to: file)
        XCTAssertEqual(try Data(contentsOf: file), Data())
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        XCTAssertEqual(permissions?.intValue, 0o644)
    }

    func testWritesByPathAsByURL() throws {
        let folder = try TemporaryDirectory(prefix: "atomic-file")
        defer { folder.remove() }
        let file = try folder.write("old", to: "L.xcstrings")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        try AtomicFile.write(Array("new".utf8), toPath: file.path, durable: false)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "new")
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        XCTAssertEqual(permissions?.intValue, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["L.xcstrings"])
        let missingFolder = "/nonexistent-\(UUID().uuidString)"
        XCTAssertThrowsError(try AtomicFile.write([1], toPath: missingFolder + "/L.xcstrings")) { error in
            XCTAssertEqual(
                "\(error)",
                "\(missingFolder)/L.xcstrings: error: cannot write the file: cannot create a temporary file in "
                    + "\(missingFolder) (no such file or directory) (the file was left as it was)")
        }
    }

    func testFailureNamesTheFileAndChangesNothing() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/L.xcstrings")
        XCTAssertThrowsError(try AtomicFile.write([1, 2, 3], to: missing)) { error in
            XCTAssertTrue("\(error)".contains("L.xcstrings: error: cannot write the file"), "\(error)")
        }
    }

    /// Temporary files a crashed run of this process id left behind are stepped over and left as they were.
    func testStepsOverLeftTemporaryFiles() throws {
        for left in [0, 1, 3] {
            let folder = try TemporaryDirectory(prefix: "atomic-file")
            defer { folder.remove() }
            let file = try folder.write("old", to: "L.xcstrings")
            let leftNames = (0..<left).map { ".L.xcstrings.\(getpid()).\($0).tmp" }
            for name in leftNames { _ = try folder.write("left", to: name) }
            try AtomicFile.write(Array("new".utf8), toPath: file.path, durable: false)
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "new")
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted(),
                (leftNames + ["L.xcstrings"]).sorted())
            for name in leftNames {
                XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8), "left")
            }
        }
    }
}
