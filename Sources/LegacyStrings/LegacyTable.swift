import Foundation

/// The legacy files of one table (`Localizable`, `Main`, …) found under one folder, across its `*.lproj` folders.
public struct LegacyTable: Equatable, Sendable {
    /// The table name: the file name without `.strings`/`.stringsdict`.
    public var name: String
    /// The folder holding the `*.lproj` folders (the shallowest one when the table spans nested folders).
    public var folder: URL
    /// The files, sorted by path.
    public var files: [LegacyFile]

    /// Creates a table.
    public init(name: String, folder: URL, files: [LegacyFile]) {
        self.name = name
        self.folder = folder
        self.files = files
    }

    /// Where the catalog goes: beside the lproj folders when the source language has a legacy file (`Base.lproj`
    /// counts), else in `mul.lproj` beside them — where Xcode puts a table whose source is an Interface Builder file.
    /// A catalog that already exists in either place is used instead, so a table never gets two catalogs.
    public func catalogURL(sourceLanguage: String) -> URL {
        let beside = folder.appendingPathComponent(name + ".xcstrings")
        let multilingual = folder.appendingPathComponent("mul.lproj", isDirectory: true).appendingPathComponent(name + ".xcstrings")
        for existing in [beside, multilingual] where FileManager.default.fileExists(atPath: existing.path) { return existing }
        let hasSource = files.contains { $0.lprojName == "Base" || $0.language == sourceLanguage }
        return hasSource ? beside : multilingual
    }
}

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
