import Foundation

/// One legacy file: where it is, which language its lproj folder names, and its kind.
public struct LegacyFile: Equatable, Sendable {
    /// `.strings` or `.stringsdict`.
    public enum Kind: String, Equatable, Sendable {
        case strings
        case stringsdict
    }

    /// The file.
    public var url: URL
    /// The lproj folder's name without `.lproj` (`de`, `Base`, `English`).
    public var lprojName: String
    /// The file's kind.
    public var kind: Kind

    /// Creates a file reference.
    public init(url: URL, lprojName: String, kind: Kind) {
        self.url = url
        self.lprojName = lprojName
        self.kind = kind
    }

    /// The language code; old English names of lproj folders (`English.lproj`) map to their codes. `Base` stays.
    public var language: String {
        LegacyFile.oldLanguageNames[lprojName] ?? lprojName
    }

    /// The names Project Builder-era projects used for lproj folders.
    static let oldLanguageNames = [
        "English": "en", "German": "de", "French": "fr", "Japanese": "ja", "Spanish": "es", "Italian": "it",
        "Dutch": "nl", "Swedish": "sv", "Danish": "da", "Norwegian": "nb", "Finnish": "fi", "Portuguese": "pt",
        "Korean": "ko", "Russian": "ru", "Polish": "pl", "Chinese": "zh-Hans",
    ]
}
