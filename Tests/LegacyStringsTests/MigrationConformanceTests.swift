import Foundation
import InterfaceBuilderStrings
import StringCatalog
import TestSupport
import XCTest
@testable import LegacyStrings

/// Migrates every `before/` of the migrations corpus and compares with the catalog Xcode wrote in `after/`.
///
/// Differences are sorted into three kinds: caused by the build that ran after Xcode's migration (extraction
/// states, source-language units and comments the build extracted from code or Interface Builder files),
/// caused by people editing in the same commit (keys removed or added, values changed), and the rest: real
/// disagreements with Xcode, which must stay under 1%.
final class MigrationConformanceTests: XCTestCase {
    struct Tally {
        var identical = 0, rejected = 0, buildCaused = 0, manualEdit = 0, different = 0, missing = 0, extra = 0
        var catalogs = 0, byteIdentical = 0, byteIdenticalModuloExplained = 0, pathMatches = 0
        /// Interface Builder tables (catalogs whose keys Xcode took from a storyboard or xib), those whose
        /// storyboard or xib is in `before/`, and their IB-sourced units (every unit of a key Xcode marked
        /// `extracted_with_value` with an IB comment), identical or not.
        var ibTables = 0, ibTablesWithFile = 0, ibUnits = 0, ibIdentical = 0
        /// Translations Xcode 15's 2023 migrations invented for IB keys a translation file lacks (empty, or the
        /// text itself when it has no letter): we write none, as the 2024 migration does (docs/migration.md).
        var ibInventedTranslations = 0
        var total: Int { identical + rejected + buildCaused + manualEdit + different + missing + extra }

        static func + (lhs: Tally, rhs: Tally) -> Tally {
            Tally(identical: lhs.identical + rhs.identical, rejected: lhs.rejected + rhs.rejected, buildCaused: lhs.buildCaused + rhs.buildCaused,
                  manualEdit: lhs.manualEdit + rhs.manualEdit, different: lhs.different + rhs.different,
                  missing: lhs.missing + rhs.missing, extra: lhs.extra + rhs.extra,
                  catalogs: lhs.catalogs + rhs.catalogs, byteIdentical: lhs.byteIdentical + rhs.byteIdentical,
                  byteIdenticalModuloExplained: lhs.byteIdenticalModuloExplained + rhs.byteIdenticalModuloExplained,
                  pathMatches: lhs.pathMatches + rhs.pathMatches,
                  ibTables: lhs.ibTables + rhs.ibTables, ibTablesWithFile: lhs.ibTablesWithFile + rhs.ibTablesWithFile,
                  ibUnits: lhs.ibUnits + rhs.ibUnits, ibIdentical: lhs.ibIdentical + rhs.ibIdentical,
                  ibInventedTranslations: lhs.ibInventedTranslations + rhs.ibInventedTranslations)
        }
    }

    func testMigrationsMatchXcode() throws {
        guard let corpus = Corpus.root() else { throw XCTSkip("corpus not present") }
        let migrations = corpus.appendingPathComponent("migrations")
        let commits = try FileManager.default.contentsOfDirectory(atPath: migrations.path).sorted()
        var overall = Tally()
        var byHalf: [String: Tally] = [:]
        var examples: [String] = []
        for commit in commits {
            let folder = migrations.appendingPathComponent(commit)
            let tally = try compare(commit: folder, examples: &examples)
            overall = overall + tally
            // docs/evaluation.md: for Interface Builder tables, CotEditor is the tune half, vienna-rss and Rectangle held out.
            let half = commit.hasPrefix("CotEditor-") ? "tune" : commit.hasPrefix("vienna-rss-") || commit.hasPrefix("Rectangle-") ? "held-out" : nil
            if let half { byHalf[half] = (byHalf[half] ?? Tally()) + tally }
            print(String(format: "%@: %d units: %d identical, %d different, %d missing, %d extra; build-caused %d, manual edits %d; in rejected files %d; catalogs %d (byte-identical %d, %d once explained differences take Xcode's side; same path %d)",
                         commit, tally.total, tally.identical, tally.different, tally.missing, tally.extra,
                         tally.buildCaused, tally.manualEdit, tally.rejected, tally.catalogs, tally.byteIdentical, tally.byteIdenticalModuloExplained, tally.pathMatches))
        }
        let compared = overall.identical + overall.different + overall.missing + overall.extra
        let rate = compared == 0 ? 0 : Double(overall.identical) / Double(compared)
        print(String(format: "overall: %d units; %d identical, %d different, %d missing, %d extra (%.2f%% identical); build-caused %d, manual edits %d; in rejected files %d; %d of %d catalogs byte-identical (%d once explained differences take Xcode's side), %d at Xcode's path",
                     overall.total, overall.identical, overall.different, overall.missing, overall.extra, rate * 100,
                     overall.buildCaused, overall.manualEdit, overall.rejected, overall.byteIdentical, overall.catalogs, overall.byteIdenticalModuloExplained, overall.pathMatches))
        for half in ["tune", "held-out"] {
            let tally = byHalf[half] ?? Tally()
            print("Interface Builder tables, \(half) half: \(tally.ibTables) tables, \(tally.ibTablesWithFile) with their storyboard or xib in before/; IB-sourced units in those: \(tally.ibIdentical) of \(tally.ibUnits) identical; \(tally.ibInventedTranslations) translations no legacy file held, which Xcode's 2023 migrations invented, left out")
            // The target: every IB-sourced unit identical to Xcode's, wherever the storyboard or xib is there to read.
            XCTAssertEqual(tally.ibIdentical, tally.ibUnits, "\(half) half: IB-sourced units that differ from Xcode's")
        }
        var shown: [String: Int] = [:]
        for example in examples {
            let table = String(example.prefix { $0 != ":" })
            shown[table, default: 0] += 1
            if shown[table]! <= 5 { print("  " + example) }
        }
        XCTAssertGreaterThan(overall.catalogs, 30)
        XCTAssertGreaterThanOrEqual(rate, 0.99)
    }

    private func compare(commit folder: URL, examples: inout [String]) throws -> Tally {
        let before = folder.appendingPathComponent("before")
        let after = folder.appendingPathComponent("after")
        let expectedCatalogs = Corpus.files(in: after, withSuffix: ".xcstrings")
        var tally = Tally()
        for table in LegacyDiscovery.tables(under: [before]) {
            let relativeFolder = String(table.folder.path.dropFirst(before.standardizedFileURL.path.count))
            let candidates = expectedCatalogs.filter { $0.lastPathComponent == table.name + ".xcstrings" }
            guard let expectedURL = candidates.first(where: { $0.path.contains(relativeFolder + "/") }) ?? candidates.first else {
                continue
            }
            let expectedBytes = Array(try Data(contentsOf: expectedURL))
            let expected = try JSONDocument(bytes: expectedBytes, path: expectedURL.path)
            let sourceLanguage = expected.root.object?["sourceLanguage"]?.stringValue ?? "en"
            var readable: [ParsedLegacyFile] = []
            var rejectedLanguages: Set<String> = []
            for file in table.files {
                do {
                    readable += try LegacyTableReader.read(LegacyTable(name: table.name, folder: table.folder, files: [file]))
                } catch {
                    // Foundation rejects the same file; Xcode's migrator guessed. We stop; here the file is left out.
                    let foundation = try? PropertyListSerialization.propertyList(from: Data(contentsOf: file.url), format: nil)
                    XCTAssertNil(foundation, "Foundation reads \(file.url.path), we do not: \(error)")
                    print("  rejected (Foundation rejects it too): \(error)")
                    rejectedLanguages.insert(file.language)
                }
            }
            let interfaceBuilderFile = table.interfaceBuilderFile
            let interfaceBuilder = try interfaceBuilderFile.map { try InterfaceBuilderReader.read($0) } ?? []
            let migrated = try CatalogMigrator.migrate(readable, interfaceBuilder: interfaceBuilder,
                                                       interfaceBuilderPath: interfaceBuilderFile?.path ?? "",
                                                       options: MigrationOptions(sourceLanguage: sourceLanguage))
            tally.catalogs += 1
            countInterfaceBuilderUnits(ours: CatalogUnits(root: migrated.root), theirs: CatalogUnits(root: expected.root),
                                       expected: expected.root, hasFile: interfaceBuilderFile != nil, tally: &tally)
            if migrated.xcodeBytes == expectedBytes { tally.byteIdentical += 1 }
            let ourPath = String(table.catalogURL(sourceLanguage: sourceLanguage).path.dropFirst(before.standardizedFileURL.path.count))
            if ourPath == String(expectedURL.standardizedFileURL.path.dropFirst(after.standardizedFileURL.path.count)) {
                tally.pathMatches += 1
            }
            let unexplained = classify(
                ours: CatalogUnits(root: migrated.root), theirs: CatalogUnits(root: expected.root),
                expected: expected.root, sourceLanguage: sourceLanguage, rejected: rejectedLanguages, tally: &tally,
                label: folder.lastPathComponent + "/" + table.name, examples: &examples)
            // Bytes once every explained difference takes Xcode's side: what is left is our content in our writer's
            // order and format, which must then be Xcode's bytes exactly.
            let overlaid = explainedOverlay(ours: migrated.root, theirs: expected.root, keepingOurs: unexplained)
            if overlaid == expectedBytes {
                tally.byteIdenticalModuloExplained += 1
            } else {
                XCTAssertFalse(unexplained.isEmpty, "\(expectedURL.path): every difference is explained, yet the bytes differ")
            }
        }
        return tally
    }

    /// Counts the IB-sourced units of a catalog Xcode made from a storyboard or xib: every unit of each key it
    /// marked `extracted_with_value` with a `Class = …; ObjectID = …;` comment, and every unit we took from the
    /// file that Xcode does not have; only where the file is in `before/`.
    private func countInterfaceBuilderUnits(ours: CatalogUnits, theirs: CatalogUnits, expected: JSONValue, hasFile: Bool,
                                            tally: inout Tally) {
        let entries = expected.object?["strings"]?.object
        let ibKeys = Set((entries?.members ?? []).filter { member in
            member.value.object?["extractionState"]?.stringValue == "extracted_with_value"
                && member.value.object?["comment"]?.stringValue?.hasPrefix("Class = \"") == true
        }.map(\.key))
        guard !ibKeys.isEmpty else { return }
        tally.ibTables += 1
        guard hasFile else { return }
        tally.ibTablesWithFile += 1
        let sourceLanguage = expected.object?["sourceLanguage"]?.stringValue ?? "en"
        for (id, unit) in theirs.units where ibKeys.contains(unit.key) {
            if ours.units[id] == nil, unit.language != nil, unit.language != sourceLanguage, unit.state == "translated",
                unit.value.isEmpty || !unit.value.contains(where: { $0.isLetter }) {
                tally.ibInventedTranslations += 1
                continue
            }
            tally.ibUnits += 1
            if let mine = ours.units[id], mine.value == unit.value, mine.state == unit.state { tally.ibIdentical += 1 }
        }
        // Units we took from the storyboard or xib that Xcode does not have count as differences too.
        let ourIBKeys = Set(ours.units.values.filter { $0.field == .extractionState && $0.value == "extracted_with_value" }.map(\.key))
        tally.ibUnits += ours.units.filter { ourIBKeys.contains($0.value.key) && theirs.units[$0.key] == nil }.count
    }

    /// Our catalog with every key whose differences are all explained replaced by Xcode's entry (and Xcode's
    /// version), rendered in Xcode's format.
    private func explainedOverlay(ours: JSONValue, theirs: JSONValue, keepingOurs unexplained: Set<String>) -> [UInt8] {
        guard var root = ours.object, let mine = root["strings"]?.object, let their = theirs.object?["strings"]?.object else { return [] }
        var strings = JSONObject()
        for key in Set(mine.keys).union(their.keys) {
            let value = unexplained.contains(key) ? (mine[key] ?? their[key]) : their[key]
            if let value { strings.append(JSONObject.Member(key: key, value: value)) }
        }
        root["strings"] = .object(strings)
        if let version = theirs.object?["version"] { root["version"] = version }
        return JSONDocument(root: .object(root)).canonicalBytes(style: .xcode)
    }

    /// Counts every unit into the tally; returns the keys with differences neither the build nor people explain.
    @discardableResult
    private func classify(
        ours: CatalogUnits, theirs: CatalogUnits, expected: JSONValue, sourceLanguage: String, rejected: Set<String>,
        tally: inout Tally,
        label: String, examples: inout [String]
    ) -> Set<String> {
        var unexplained: Set<String> = []
        let entries = expected.object?["strings"]?.object
        let ourKeys = Set(ours.units.values.map(\.key))
        let legacyLocalizations = Set(ours.units.values.map { [$0.key, $0.language ?? ""] })
        var sourceValuesByKey: [String: Set<String>] = [:]
        for unit in Array(ours.units.values) + Array(theirs.units.values) where unit.language == sourceLanguage {
            sourceValuesByKey[unit.key, default: []].insert(unit.value)
        }
        for id in Set(ours.units.keys).union(theirs.units.keys) {
            let mine = ours.units[id], theirUnit = theirs.units[id]
            if let mine, let theirUnit, mine.value == theirUnit.value, mine.state == theirUnit.state {
                tally.identical += 1
                continue
            }
            let unit = (mine ?? theirUnit)!
            if let language = unit.language, rejected.contains(language) {
                tally.rejected += 1
                continue
            }
            let state = entries?[unit.key]?.object?["extractionState"]?.stringValue
            let extracted = state != "migrated"
            // The build: extraction states, and units, comments and states of keys it found in code or IB files.
            if unit.field == .extractionState
                || (extracted && (unit.field == .comment || unit.language == sourceLanguage || theirUnit?.state == "new"
                                  || theirUnit?.state == "stale" || theirUnit?.state == "needs_review")) {
                tally.buildCaused += 1
                continue
            }
            // People: keys the commit removed or added, units no legacy file held, untranslated leftovers
            // (a value equal to the source text, or empty) removed.
            let sourceValues = (sourceValuesByKey[unit.key] ?? []).union([unit.key])
            let heldByLegacy = legacyLocalizations.contains([unit.key, unit.language ?? ""])
            if entries?[unit.key] == nil || !ourKeys.contains(unit.key)
                || (mine == nil && !heldByLegacy)
                || (theirUnit == nil && unit.field == .unit && (unit.value.isEmpty || sourceValues.contains(unit.value))) {
                tally.manualEdit += 1
                continue
            }
            if mine == nil { tally.missing += 1 } else if theirUnit == nil { tally.extra += 1 } else { tally.different += 1 }
            unexplained.insert(unit.key)
            examples.append("\(label): \(unit.key) [\(unit.language ?? "-")] \(unit.path): ours \(mine.map { "\($0.state ?? "") \($0.value.debugDescription)" } ?? "none") / Xcode \(theirUnit.map { "\($0.state ?? "") \($0.value.debugDescription)" } ?? "none")")
        }
        return unexplained
    }
}
