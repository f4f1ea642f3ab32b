/// Why a migration could not be planned; nothing is written when one of these is thrown. These are about no one
/// file (the CLI names the command before them), except `unreadable`, which lists every file's own located error.
public enum MigrationError: Error, CustomStringConvertible {
    /// No `*.lproj/*.strings|stringsdict` under the paths.
    case noLegacyFiles(paths: [String])
    /// The source language could not be decided.
    case sourceLanguageUnknown(languages: [String])
    /// Legacy files that could not be read (every one of them, so all can be fixed at once), each error a
    /// `LocatedError`.
    case unreadable([Error])

    public var description: String {
        switch self {
        case let .noLegacyFiles(paths):
            return "no .strings or .stringsdict files in *.lproj folders under \(paths.joined(separator: ", "))"
        case let .sourceLanguageUnknown(languages):
            return "cannot tell the source language (no Xcode project with a developmentRegion, no en.lproj); "
                + "found \(languages.joined(separator: ", ")); pass --source-language LANG"
        case let .unreadable(errors):
            return errors.map { "\($0)" }.joined(separator: "\n") + "\nnothing was written; fix the files above and run again"
        }
    }
}
