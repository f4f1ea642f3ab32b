import StringCatalog

/// The `.xcloc` bundle Xcode's "Export Localizations" writes, per language:
///
/// ```
/// de.xcloc/
///   contents.json                      developmentRegion, project, targetLocale, toolInfo, version "1.0"
///   Localized Contents/de.xliff        the XLIFF
///   Source Contents/<catalog paths>    the catalogs as exported, for context
/// ```
///
/// Xcode also writes an empty `Notes/` folder; git does not keep empty folders, and readers do not need it.
public enum XCLOCLayout {
    /// The folder inside a bundle that holds the XLIFF import reads.
    public static let localizedContents = "Localized Contents"
    /// The folder inside a bundle that holds copies of the exported catalogs.
    public static let sourceContents = "Source Contents"

    /// `contents.json`, in Xcode's JSON style (sorted keys, `" : "`, two-space indent).
    public static func contents(developmentRegion: String, project: String, targetLocale: String) -> [UInt8] {
        let toolInfo = JSONObject(pairs: [
            ("toolBuildNumber", .string("git-xcstrings")), ("toolID", .string("com.apple.dt.xcode")),
            ("toolName", .string("Xcode")), ("toolVersion", .string("15.0")),
        ])
        let root = JSONObject(pairs: [
            ("developmentRegion", .string(developmentRegion)), ("project", .string(project)),
            ("targetLocale", .string(targetLocale)), ("toolInfo", .object(toolInfo)), ("version", .string("1.0")),
        ])
        return JSONDocument(root: .object(root)).canonicalBytes()
    }
}
