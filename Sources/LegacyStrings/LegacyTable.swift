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

    /// The storyboard or xib the table localizes: `Base.lproj/<Table>.storyboard` (or `.xib`) beside the lproj
    /// folders. Xcode takes the source-language text of such a table from this file.
    public var interfaceBuilderFile: URL? {
        let base = folder.appendingPathComponent("Base.lproj", isDirectory: true)
        return ["storyboard", "xib"].lazy.map { base.appendingPathComponent(self.name + "." + $0) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
