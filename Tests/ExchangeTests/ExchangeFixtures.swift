import Diagnostics
import Exchange
import Foundation
import StringCatalog
import TestSupport

/// The fixture catalog and helpers to import batches into it.
enum ExchangeFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static func shop() throws -> BatchImporter.Target {
        BatchImporter.Target(path: "Shop.xcstrings", file: try CatalogFile(bytes: try bytes("Shop.xcstrings"), path: "Shop.xcstrings"))
    }

    static let configuration = ImportConfiguration(glossary: ["Acme"])

    static func importJSON(_ json: String, machine: Bool = false, force: Bool = false, partial: Bool = false) throws -> BatchImporter.Outcome {
        let units = try BatchReader.json(Array(json.utf8), path: "batch.json")
        return importUnits(units, target: try shop(), machine: machine, force: force, partial: partial)
    }

    static func importXLIFF(_ xliff: String, partial: Bool = false) throws -> BatchImporter.Outcome {
        let units = try BatchReader.xliff(Array(xliff.utf8), path: "batch.xliff")
        return importUnits(units, target: try shop(), partial: partial)
    }

    static func importUnits(
        _ units: [BatchUnit], target: BatchImporter.Target, machine: Bool = false, force: Bool = false, partial: Bool = false
    ) -> BatchImporter.Outcome {
        let options = ImportOptions(partial: partial, machine: machine, force: force, configuration: configuration)
        return BatchImporter(targets: [target], options: options).run(units)
    }

    /// A one-unit XLIFF for the fixture catalog.
    static func xliff(id: String, source: String, target: String, language: String = "de") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Shop.xcstrings" source-language="en" target-language="\(language)" datatype="plaintext">
            <body>
              <trans-unit id="\(id)" xml:space="preserve">
                <source>\(source)</source>
                <target state="translated">\(target)</target>
              </trans-unit>
            </body>
          </file>
        </xliff>
        """
    }

    /// The catalog after an outcome (the original when nothing changed).
    static func catalog(after outcome: BatchImporter.Outcome) throws -> Catalog {
        let bytes = try outcome.changes.first?.bytes ?? bytes("Shop.xcstrings")
        return try CatalogFile(bytes: bytes, path: "Shop.xcstrings").catalog
    }
}

extension ImportRefusal {
    /// The refusal as the Xcode reporter prints it: `file:line:col: error: message [import-rule]`.
    var line: String { XcodeReporter().line(for: finding) }
}
