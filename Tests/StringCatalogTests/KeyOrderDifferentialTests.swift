import Foundation
import TestSupport
import XCTest

@testable import StringCatalog

/// The ASCII fast path of Xcode's key order must agree with Foundation's comparison (the reference) everywhere:
/// on tricky pairs, on random keys drawn from an alphabet rich in digits, punctuation and case, and on corpus keys.
final class KeyOrderDifferentialTests: XCTestCase {
    private func assertAgrees(_ lhs: String, _ rhs: String, file: StaticString = #filePath, line: UInt = #line) {
        let fast = KeyOrder.xcodeCompare(lhs, rhs)
        let reference = KeyOrder.foundationCompare(lhs, rhs)
        XCTAssertEqual(fast, reference, "\(lhs.debugDescription) vs \(rhs.debugDescription)", file: file, line: line)
    }

    func testTrickyPairs() {
        let pairs: [(String, String)] = [
            ("Item 2", "Item 10"), ("item02", "item2"), ("a01", "a1"), ("a", "A"), ("aB", "Ab"), ("a-b", "a_b"),
            ("a.b", "a-b"), ("%@ (slot %d)", "%@ %@"), ("(%@)", "%@"), ("$5", "5"), ("~", "0"), ("", " "), ("a", "a "),
            ("x10y", "x9z"), ("0", "00"), ("a0b", "a00b"), ("1.10", "1.9"), ("Z", "a"), ("_x", "-x"), ("`a", "^a"),
            ("12345678901234567890", "9"), ("a\\b", "a/b"), ("é", "e"), ("e\u{301}", "é"), ("Add channel", "Add Channel"),
            ("Can’t add a feed", "Can’t Add iCloud"), ("Author‘s", "Author’s"), ("Clean Up", "Clean Up…"), ("Clean Up", "Clean Up…x"),
            ("Mark as Read", "Mark As Read"), ("a٢", "a2"), ("1٢", "2"), ("é1", "é2"), ("é10", "é9"), ("x\n", "x"), ("x\n", "xa"),
            ("“%@”", "“%@” b"), ("“%@”", "”%@”"), ("“%@“", "“%@”"), ("‘a’", "’a‘"), ("a‘b’c", "a’b‘c"), ("“a”", "“A”"),
            ("“a’", "”a‘"), ("‘", "’"), ("“", "”"), ("“%@” by %@", "”%@” by %@"), ("🦖 a", "🦖 B"), ("a\u{301}b", "a\u{301}c"), ("a\u{301}", "ab"), ("l·x", "lb"), ("aB1", "Ab1"),
        ]
        for (lhs, rhs) in pairs {
            assertAgrees(lhs, rhs)
            assertAgrees(rhs, lhs)
        }
    }

    func testRandomKeys() {
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array(" _-.,:;!?'\"()[]{}@*/\\&#%`^+<=>|~$0123456789aAbBzZ")
        func key() -> String {
            String((0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
        }
        var decidedByFastPath = 0
        for _ in 0..<20_000 {
            let (lhs, rhs) = (key(), key())
            assertAgrees(lhs, rhs)
            if let order = ASCIICollation.primaryOrder(lhs, rhs), order != .orderedSame { decidedByFastPath += 1 }
        }
        XCTAssertGreaterThan(decidedByFastPath, 19_000, "the fast path decides nearly every printable-ASCII pair")
    }

    func testRandomKeysWithOtherCharacters() {
        var generator = SeededGenerator(seed: 19)
        let alphabet = Array("aAbB 0129.-\"'“”‘’…–—«»•é\u{301}٢🦖😀\n·")
        func key() -> String {
            String((0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
        }
        for _ in 0..<5_000 {
            let lhs = key()
            // Half the pairs share a start, so the comparison gets past shared non-ASCII characters.
            let rhs = Bool.random(using: &generator) ? String(lhs.prefix(Int.random(in: 0...lhs.count, using: &generator))) + key() : key()
            assertAgrees(lhs, rhs)
        }
    }

    /// The non-ASCII characters the fast path weighs, each against every printable ASCII character, both ways
    /// round, with a later character that would decide the pair if the first two weighed the same.
    func testWeighedNonASCIICharacters() {
        var scalars: [UInt32] = [0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x2013, 0x2014, 0x00AB, 0x00BB, 0x2022]
        scalars += Array(0x1F300...0x1F64F) + Array(0x1F900...0x1F9FF)
        let ascii = (UInt8(32)...UInt8(126)).map { String(UnicodeScalar($0)) }
        for value in scalars {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = String(scalar)
            for other in ascii {
                assertAgrees(character + "b", other + "a")
                assertAgrees(character + "a", other + "b")
            }
        }
    }

    /// Every key of every corpus catalog and merge blob: the fast comparison and Foundation's sort them into the
    /// same order, and agree on each pair of neighbours as the files hold them.
    func testEveryCorpusKeyInTheSameOrder() throws {
        guard let root = Corpus.root() else { throw XCTSkip("../shared/corpus is absent") }
        var files = Corpus.files(in: root.appendingPathComponent("catalogs"), withSuffix: ".xcstrings")
        files += Corpus.files(in: root.appendingPathComponent("merges/blobs"), withSuffix: ".xcstrings")
        var keys = Set<String>()
        var neighbours = Set<[String]>()
        for file in files {
            guard let document = try? JSONDocument(bytes: [UInt8](Data(contentsOf: file)), path: file.lastPathComponent),
                  let strings = document.root.object?["strings"]?.object else { continue }
            keys.formUnion(strings.keys)
            for (lhs, rhs) in zip(strings.keys, strings.keys.dropFirst()) { neighbours.insert([lhs, rhs]) }
        }
        XCTAssertEqual(keys.count, 7_993, "distinct keys of the corpus")
        for pair in neighbours { assertAgrees(pair[0], pair[1]) }
        let start = keys.sorted { $0.bytePrecedes($1) }
        let fast = start.sorted { KeyOrder.xcodeCompare($0, $1) == .orderedAscending }
        let reference = start.sorted { KeyOrder.foundationCompare($0, $1) == .orderedAscending }
        XCTAssertEqual(fast, reference)
    }

    func testCorpusKeys() throws {
        guard let root = Corpus.root() else { throw XCTSkip("../shared/corpus is absent") }
        var keys: [String] = []
        for file in Corpus.files(in: root.appendingPathComponent("catalogs"), withSuffix: ".xcstrings") {
            let document = try JSONDocument(bytes: [UInt8](Data(contentsOf: file)), path: file.lastPathComponent)
            keys += document.root.object?["strings"]?.object?.keys ?? []
        }
        XCTAssertGreaterThan(keys.count, 3000)
        var generator = SeededGenerator(seed: 11)
        var disagreements = 0
        for _ in 0..<40_000 {
            guard let lhs = keys.randomElement(using: &generator), let rhs = keys.randomElement(using: &generator) else { continue }
            if KeyOrder.xcodeCompare(lhs, rhs) != KeyOrder.foundationCompare(lhs, rhs) {
                disagreements += 1
                if disagreements < 10 { XCTFail("\(lhs.debugDescription) vs \(rhs.debugDescription)") }
            }
        }
        for (lhs, rhs) in zip(keys, keys.dropFirst()) { assertAgrees(lhs, rhs) }
        XCTAssertEqual(disagreements, 0)
    }
}
