import Foundation

/// Reads the `developmentRegion` of an Xcode project: the language its Base localization and sources are in.
public enum DevelopmentRegion {
    /// The value of `developmentRegion = …;` in a `project.pbxproj` text, quotes removed; nil when absent.
    public static func parse(_ text: String) -> String? {
        guard let range = text.range(of: "developmentRegion = ") else { return nil }
        let rest = text[range.upperBound...]
        guard let end = rest.firstIndex(of: ";") else { return nil }
        var value = rest[..<end].trimmingCharacters(in: .whitespaces)
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
        guard !value.isEmpty else { return nil }
        return LegacyFile.oldLanguageNames[value] ?? value
    }

    /// The first project file under `roots` or in a folder above them that names a development region.
    public static func find(around roots: [URL]) -> (language: String, project: URL)? {
        var candidates = LegacyDiscovery.projectFiles(under: roots)
        for root in roots {
            var folder = root.standardizedFileURL
            while folder.path != "/" {
                folder = folder.deletingLastPathComponent()
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                for name in names.sorted() where name.hasSuffix(".xcodeproj") {
                    candidates.append(folder.appendingPathComponent(name).appendingPathComponent("project.pbxproj"))
                }
            }
        }
        for url in candidates {
            if let text = try? String(contentsOf: url, encoding: .utf8), let language = parse(text) { return (language, url) }
        }
        return nil
    }
}
