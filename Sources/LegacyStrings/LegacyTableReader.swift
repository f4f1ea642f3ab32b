import Foundation

/// Reads every file of a legacy table; the first unreadable file stops with its error.
public enum LegacyTableReader {
    /// The parsed files of `table`, each with its language.
    public static func read(_ table: LegacyTable) throws -> [ParsedLegacyFile] {
        try table.files.map { file in
            switch file.kind {
            case .strings:
                return ParsedLegacyFile(language: file.language, content: .strings(try StringsFile.read(file.url)))
            case .stringsdict:
                return ParsedLegacyFile(language: file.language, content: .stringsdict(try StringsdictFile.read(file.url)))
            }
        }
    }
}
