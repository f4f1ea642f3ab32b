import Diagnostics

/// Why a migration could not be planned; nothing is written when one of these is thrown. These are about no one
/// file (they print after `git-xcstrings migrate:`); `unreadable` carries every file's own error, which the command
/// prints first, each in its own `path:line:col: error:` line.
public enum MigrationError: LocatedError {
    /// No `*.lproj/*.strings|stringsdict` under the paths.
    case noLegacyFiles(paths: [String])
    /// The source language could not be decided.
    case sourceLanguageUnknown(languages: [String])
    /// Legacy files that could not be read (every one of them, so all can be fixed at once).
    case unreadable([LocatedError])

    /// Always nil: a migration problem is about the whole run, not one file.
    public var path: String? { nil }

    /// What stopped the migration.
    public var message: String {
        switch self {
        case let .noLegacyFiles(paths):
            return "no .strings or .stringsdict files in *.lproj folders under \(paths.joined(separator: ", "))"
        case let .sourceLanguageUnknown(languages):
            return "cannot tell the source language (no Xcode project with a developmentRegion, no en.lproj); "
                + "found \(languages.joined(separator: ", "))"
        case .unreadable:
            return "nothing was written"
        }
    }

    /// What to do about it.
    public var hint: String? {
        switch self {
        case .noLegacyFiles: return nil
        case .sourceLanguageUnknown: return "pass --source-language LANG"
        case .unreadable: return "fix the files above and run again"
        }
    }
}
