import Foundation

/// Finds the legacy tables under some folders: `*.lproj/<Table>.strings|.stringsdict`, grouped by table.
///
/// Files of one table in one folder's lproj folders form a table; a table whose lproj folders sit in nested
/// folders (`Localization/*.lproj` and `Localization/Plurals/*.lproj`) is one table, as one app bundle can hold
/// only one table of a name. Build products and dependencies (`.build`, `DerivedData`, `Pods`, `Carthage`,
/// `node_modules`, `.git`) are skipped.
public enum LegacyDiscovery {
    /// Folder names never searched.
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git"]

    /// The tables under `roots` (files or folders), sorted by catalog folder and name.
    public static func tables(under roots: [URL]) -> [LegacyTable] {
        var files: [LegacyFile] = []
        for root in roots { collect(root.standardizedFileURL, into: &files) }
        return group(files)
    }

    /// Every `project.pbxproj` under `roots`, for the development region.
    public static func projectFiles(under roots: [URL]) -> [URL] {
        var result: [URL] = []
        for root in roots {
            walk(root.standardizedFileURL) { url in
                if url.lastPathComponent == "project.pbxproj" { result.append(url) }
            }
        }
        return result.sorted { $0.path < $1.path }
    }

    /// Groups files by table name and folder, joining nested folders of one table.
    public static func group(_ files: [LegacyFile]) -> [LegacyTable] {
        var byKey: [String: LegacyTable] = [:]
        for file in files {
            let name = file.url.deletingPathExtension().lastPathComponent
            let folder = file.url.deletingLastPathComponent().deletingLastPathComponent()
            let key = name + "\u{0}" + folder.path
            byKey[key, default: LegacyTable(name: name, folder: folder, files: [])].files.append(file)
        }
        var tables = byKey.values.sorted { ($0.folder.path.count, $0.folder.path, $0.name) < ($1.folder.path.count, $1.folder.path, $1.name) }
        var merged: [LegacyTable] = []
        for table in tables {
            if let index = merged.firstIndex(where: { $0.name == table.name && isAncestor($0.folder, of: table.folder) }) {
                merged[index].files += table.files
            } else {
                merged.append(table)
            }
        }
        tables = merged.map { table in
            var sorted = table
            sorted.files.sort { $0.url.path < $1.url.path }
            return sorted
        }
        return tables.sorted { ($0.folder.path, $0.name) < ($1.folder.path, $1.name) }
    }

    private static func isAncestor(_ folder: URL, of other: URL) -> Bool {
        let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        return other.path == folder.path || other.path.hasPrefix(prefix)
    }

    private static func collect(_ root: URL, into files: inout [LegacyFile]) {
        walk(root) { url in
            if let file = legacyFile(url) { files.append(file) }
        }
    }

    /// The legacy file at `url` when it is a `.strings`/`.stringsdict` inside an lproj folder.
    static func legacyFile(_ url: URL) -> LegacyFile? {
        let kind: LegacyFile.Kind
        switch url.pathExtension {
        case "strings": kind = .strings
        case "stringsdict": kind = .stringsdict
        default: return nil
        }
        let folder = url.deletingLastPathComponent()
        guard folder.pathExtension == "lproj" else { return nil }
        return LegacyFile(url: url, lprojName: folder.deletingPathExtension().lastPathComponent, kind: kind)
    }

    private static func walk(_ root: URL, visit: (URL) -> Void) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { visit(root); return }
        var stack = [root]
        while let folder = stack.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names.sorted() where !skippedFolders.contains(name) {
                let url = folder.appendingPathComponent(name)
                var childIsDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &childIsDirectory) else { continue }
                // Symbolic links to folders are not followed: they can loop, and they point at files found elsewhere.
                let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
                if childIsDirectory.boolValue { if !isLink { stack.append(url) } } else { visit(url) }
            }
        }
    }
}
