import Foundation
import StringCatalog
import TestSupport
import XCTest
@testable import LegacyStrings

/// legacy → catalog → legacy, and catalog → legacy → catalog, on the corpus.
final class RoundTripTests: XCTestCase {
    /// A language's legacy content in comparable form: values by key, comments by key, rules by key.
    private struct LegacyContent: Equatable {
        var values: [String: String] = [:]
        var rules: [String: StringsdictRule] = [:]
    }

    /// A single-variable `%#@v@` format compares equal whatever its variable is called (the catalog keeps no name).
    private func normalized(_ rule: StringsdictRule) -> StringsdictRule {
        switch rule {
        case let .format(format, variables):
            if variables.count == 1, let (name, variable) = variables.first, format == "%#@\(name)@" {
                return .format("%#@v@", variables: ["v": variable])
            }
            return rule
        case let .device(rules): return .device(rules.mapValues(normalized))
        case let .width(rules): return .width(rules.mapValues(normalized))
        case .text: return rule
        }
    }

    func testLegacyToCatalogToLegacy() throws {
        guard let corpus = Corpus.root() else { throw XCTSkip("corpus not present") }
        var roots = try FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent("legacy").path).sorted()
            .map { corpus.appendingPathComponent("legacy/\($0)") }
        roots += try FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent("migrations").path).sorted()
            .map { corpus.appendingPathComponent("migrations/\($0)/before") }
        var tables = 0, skipped = 0, compared = 0, sourceFallbacks = 0, stringsShadowed = 0
        for root in roots where FileManager.default.fileExists(atPath: root.path) {
            for table in LegacyDiscovery.tables(under: [root]) {
                guard let files = try? LegacyTableReader.read(table) else { skipped += 1; continue }
                let source = "en"
                let migrated = try CatalogMigrator.migrate(files, options: MigrationOptions(sourceLanguage: source))
                let export = CatalogExporter.export(
                    root: migrated.root, tableName: table.name, path: table.name,
                    options: ExportOptions(states: ["translated", "needs_review", "new", "stale"]))
                var original: [String: LegacyContent] = [:]
                for file in files {
                    let language = file.language == "Base" ? source : file.language
                    switch file.content {
                    case let .strings(strings):
                        for entry in strings.entries { original[language, default: LegacyContent()].values[entry.key] = entry.value }
                    case let .stringsdict(stringsdict):
                        for entry in stringsdict.entries { original[language, default: LegacyContent()].rules[entry.key] = normalized(entry.rule) }
                    }
                }
                for (language, content) in original {
                    let exported = export.languages.first { $0.language == language }
                    var back = LegacyContent()
                    for entry in exported?.strings ?? [] { back.values[entry.key] = entry.value }
                    for entry in exported?.stringsdict ?? [] { back.rules[entry.key] = normalized(entry.rule) }
                    for (key, value) in content.values {
                        if content.rules[key] != nil { stringsShadowed += 1; continue }  // the .stringsdict wins, as at run time
                        XCTAssertEqual(back.values[key], value, "\(table.name) [\(language)] \(key)")
                        compared += 1
                    }
                    for (key, rule) in content.rules {
                        XCTAssertEqual(back.rules[key], rule, "\(table.name) [\(language)] \(key)")
                        compared += 1
                    }
                    if language == source {
                        sourceFallbacks += back.values.keys.filter { content.values[$0] == nil && content.rules[$0] == nil }.count
                    } else {
                        let extra = Set(back.values.keys).subtracting(content.values.keys).subtracting(content.rules.keys)
                        XCTAssertEqual(extra, [], "\(table.name) [\(language)] extra keys")
                    }
                }
                tables += 1
            }
        }
        print("legacy → catalog → legacy: \(tables) tables, \(compared) entries identical; \(skipped) tables unreadable (Foundation rejects them too); "
              + "\(sourceFallbacks) source-language entries added as key = key (keys only in translations); "
              + "\(stringsShadowed) .strings entries shadowed by a .stringsdict entry of the same key")
        XCTAssertGreaterThan(compared, 50_000)
    }

    func testCatalogToLegacyToCatalog() throws {
        guard let corpus = Corpus.root() else { throw XCTSkip("corpus not present") }
        let catalogs = Corpus.files(in: corpus.appendingPathComponent("catalogs"), withSuffix: ".xcstrings")
            + Corpus.files(in: corpus.appendingPathComponent("migrations"), withSuffix: ".xcstrings")
        var identical = 0
        var excused: [String: Int] = [:]
        var unexplained: [String] = []
        for url in catalogs {
            let document = try JSONDocument(bytes: Array(try Data(contentsOf: url)), path: url.path)
            let source = document.root.object?["sourceLanguage"]?.stringValue ?? "en"
            let export = CatalogExporter.export(
                root: document.root, tableName: "T", path: url.path,
                options: ExportOptions(states: ["translated", "needs_review", "new", "stale"]))
            var files: [ParsedLegacyFile] = []
            for language in export.languages {
                let strings = try StringsFile.parse(StringsWriter.bytes(language.strings, encoding: .utf8), path: language.language)
                let stringsdict = try StringsdictFile.parse(Array(StringsdictWriter.text(language.stringsdict).utf8), path: language.language)
                files.append(ParsedLegacyFile(language: language.language, content: .strings(strings)))
                if !language.stringsdict.isEmpty { files.append(ParsedLegacyFile(language: language.language, content: .stringsdict(stringsdict))) }
            }
            let back = try CatalogMigrator.migrate(files, options: MigrationOptions(sourceLanguage: source))
            let before = CatalogUnits(root: document.root), after = CatalogUnits(root: back.root)
            for id in Set(before.units.keys).union(after.units.keys) {
                let old = before.units[id], new = after.units[id]
                let unit = (old ?? new)!
                if unit.field == .extractionState { excused["extractionState (legacy files have none)", default: 0] += 1; continue }
                if let old, let new, old.value == new.value { identical += 1; continue }
                if old == nil, unit.language == source, unit.field == .unit, unit.value == unit.key {
                    excused["source value = key added (the build's fallback)", default: 0] += 1; continue
                }
                let entry = document.root.object?["strings"]?.object?[unit.key]?.object
                if entry?["shouldTranslate"]?.boolValue == false, unit.language != source {
                    excused["shouldTranslate false: exported in the source language only", default: 0] += 1; continue
                }
                if let old, new == nil, old.field == .unit, old.state == "new", old.value.isEmpty {
                    excused["new unit without a value left out", default: 0] += 1; continue
                }
                if let old, let new, unit.path.hasPrefix("substitutions.") {
                    let name = unit.path.split(separator: ".")[1]
                    let specifierID = [unit.key, unit.language ?? "", "substitutions.\(name).formatSpecifier"].joined(separator: "\u{1F}")
                    if let specifier = before.units[specifierID]?.value,
                        old.value.replacingOccurrences(of: "%arg", with: "%" + specifier) == new.value {
                        excused["positional substitution: %arg comes back as its specifier (as Xcode migrates positions)", default: 0] += 1
                        continue
                    }
                }
                let sameLocalization: (CatalogUnits.Unit) -> Bool = { $0.key == unit.key && $0.language == unit.language }
                if before.units.values.contains(where: { sameLocalization($0) && $0.path.hasPrefix("plural.") }),
                    after.units.values.contains(where: { sameLocalization($0) && $0.path.hasPrefix("substitutions.") }) {
                    excused["plural whose forms use other arguments comes back as a substitution", default: 0] += 1; continue
                }
                unexplained.append("\(url.lastPathComponent): \(unit.key) [\(unit.language ?? "-")] \(unit.path): \(old?.value.debugDescription ?? "none") → \(new?.value.debugDescription ?? "none")")
            }
        }
        print("catalog → legacy → catalog: \(catalogs.count) catalogs, \(identical) units identical (values; states are not carried)")
        for (reason, count) in excused.sorted(by: { $0.key < $1.key }) { print("  \(count) \(reason)") }
        print("  \(unexplained.count) unexplained")
        for line in unexplained.shuffled().prefix(30) { print("    " + line) }
        XCTAssertEqual(unexplained.count, 0)
    }
}
