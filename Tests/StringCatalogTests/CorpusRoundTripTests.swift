import Foundation
import StringCatalog
import TestSupport
import XCTest

/// Real catalogs from public repositories must read and write back byte for byte (`../shared/corpus`).
final class CorpusRoundTripTests: XCTestCase {
    private func corpusFiles(_ folder: String) throws -> [URL] {
        guard let root = Corpus.root() else { throw XCTSkip("../shared/corpus is absent") }
        return Corpus.files(in: root.appendingPathComponent(folder), withSuffix: ".xcstrings")
    }

    func testEveryCorpusCatalogRoundTripsByteForByte() throws {
        let files = try corpusFiles("catalogs")
        XCTAssertGreaterThanOrEqual(files.count, 16)
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            let document = try JSONDocument(bytes: bytes, path: file.lastPathComponent)
            assertBytesEqual(document.serialized(), bytes, file.lastPathComponent)
        }
    }

    func testEveryReadableMergeBlobRoundTripsByteForByte() throws {
        let files = try corpusFiles("merges/blobs")
        var readable = 0
        var unreadable: [String] = []
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            guard let document = try? JSONDocument(bytes: bytes, path: file.lastPathComponent) else {
                unreadable.append(file.lastPathComponent)
                continue
            }
            readable += 1
            assertBytesEqual(document.serialized(), bytes, file.lastPathComponent)
        }
        print("merge blobs: \(readable) readable and byte-identical on write, \(unreadable.count) unreadable")
        XCTAssertGreaterThan(readable, 400)
    }

    /// Files Xcode wrote canonically are left byte-identical by `canonicalBytes()` (what `format` writes).
    func testCanonicalFormIsIdentityOnXcodeWrittenCatalogs() throws {
        var canonical = 0
        for file in try corpusFiles("catalogs") {
            let bytes = [UInt8](try Data(contentsOf: file))
            let document = try JSONDocument(bytes: bytes, path: file.lastPathComponent)
            let isXcodeStyle = document.style.separator == " : " && document.style.finalNewline.isEmpty
            let name = file.lastPathComponent
            let knownHandEdited = name.hasPrefix("Easydict__") || name.hasPrefix("CotEditor__CotEditor_Localizables_Document_Window_Document")
            guard isXcodeStyle, !knownHandEdited else { continue }
            assertBytesEqual(document.canonicalBytes(), bytes, name)
            canonical += 1
        }
        print("canonical writer reproduces \(canonical) Xcode-written catalogs exactly")
        XCTAssertGreaterThanOrEqual(canonical, 10)
    }

    /// Xcode's key order, proved on the corpus: adjacent keys of Xcode-written catalogs are in `KeyOrder.xcode`.
    func testXcodeKeyOrderAgreesWithCorpus() throws {
        var pairs = 0
        var disagreements: [String] = []
        for file in try corpusFiles("catalogs") + corpusFiles("merges/blobs") {
            let bytes = [UInt8](try Data(contentsOf: file))
            guard let document = try? JSONDocument(bytes: bytes, path: file.lastPathComponent),
                  document.style.separator == " : ", let keys = document.root.object?["strings"]?.object?.keys
            else { continue }
            for (first, second) in zip(keys, keys.dropFirst()) {
                pairs += 1
                if !KeyOrder.xcode.areInIncreasingOrder(first, second) {
                    disagreements.append("\(file.lastPathComponent): \(first.debugDescription) before \(second.debugDescription)")
                }
            }
        }
        print("key order: \(pairs - disagreements.count) of \(pairs) adjacent pairs agree")
        for line in disagreements.prefix(20) { print("  disagrees: \(line)") }
        XCTAssertGreaterThan(pairs, 5000)
        XCTAssertLessThan(Double(disagreements.count) / Double(pairs), 0.002)
    }
}

/// The typed model holds everything: reading a corpus catalog into `Catalog` and writing it gives the same bytes as
/// the canonical form of the document itself (no field lost, unknown fields kept).
final class CorpusModelTests: XCTestCase {
    func testTypedModelKeepsEveryFieldOfEveryCorpusCatalog() throws {
        guard let root = Corpus.root() else { throw XCTSkip("../shared/corpus is absent") }
        let files = Corpus.files(in: root.appendingPathComponent("catalogs"), withSuffix: ".xcstrings")
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let catalogFile = try CatalogFile.read(file, displayPath: file.lastPathComponent)
            let document = catalogFile.document()
            assertBytesEqual(catalogFile.catalog.xcodeBytes(), document.canonicalBytes(), file.lastPathComponent)
            // The model read from the tape is the model read from the tree, languages included.
            let fromTree = try Catalog(json: document.root)
            XCTAssertEqual(catalogFile.catalog, fromTree, file.lastPathComponent)
            XCTAssertEqual(catalogFile.catalog.languages, fromTree.languages, file.lastPathComponent)
            assertBytesEqual(catalogFile.catalog.xcodeBytes(), fromTree.xcodeBytes(), file.lastPathComponent)
            XCTAssertFalse(catalogFile.catalog.strings.isEmpty, file.lastPathComponent)
        }
    }
}
