/// Code the people an app is translated for never see: test targets and test files, and command-line targets
/// beside the app. Such code is neither a finding nor evidence for one (its sample words and its English error
/// messages are for developers); `#if DEBUG` blocks are the same inside a file (`Linter.debugLineRanges`).
enum DeveloperCode {
    /// Whether `path` is a test file or lies in a test target: a folder whose name says tests (`Tests`,
    /// `MyAppTests`, `openHABTestsSwift`, `UITests`, `test`), or a file named `…Tests.swift` / `…Test.swift`.
    static func isTestPath(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        guard let file = components.last else { return false }
        if file.hasSuffix("Tests.swift") || file.hasSuffix("Test.swift") { return true }
        return components.dropLast().contains { folder in
            folder.contains("Tests") || folder.hasSuffix("Test") || folder == "tests" || folder == "test"
        }
    }

    /// The paths among `sources` that belong to a command-line target: a folder holding a file that imports
    /// `ArgumentParser` where no file (in that folder or below) imports SwiftUI, UIKit or WidgetKit — a macOS tool
    /// may import AppKit for `NSWorkspace` —, or a folder holding `main.swift` where none imports any UI framework.
    static func commandLinePaths(_ sources: [(path: String, text: String)]) -> Set<String> {
        var parserRoots: Set<String> = []
        var mainRoots: Set<String> = []
        var interfaceFolders: [String] = []
        var viewFolders: [String] = []
        for source in sources {
            let folder = Self.folder(of: source.path)
            if source.text.contains("import ArgumentParser") { parserRoots.insert(folder) }
            if source.path.hasSuffix("/main.swift") || source.path == "main.swift" { mainRoots.insert(folder) }
            if importsInterface(source.text) { interfaceFolders.append(folder) }
            if ["import SwiftUI", "import UIKit", "import WidgetKit"].contains(where: source.text.contains) { viewFolders.append(folder) }
        }
        func holds(_ folders: [String], under root: String) -> Bool {
            folders.contains { $0 == root || $0.hasPrefix(root.isEmpty ? "" : root + "/") }
        }
        let commandLine = parserRoots.filter { !holds(viewFolders, under: $0) }
            .union(mainRoots.filter { !holds(interfaceFolders, under: $0) })
        guard !commandLine.isEmpty else { return [] }
        return Set(sources.map(\.path).filter { path in
            let folder = Self.folder(of: path)
            return commandLine.contains { folder == $0 || folder.hasPrefix($0.isEmpty ? "" : $0 + "/") }
        })
    }

    /// Whether Swift text imports SwiftUI, UIKit, AppKit, Cocoa or WidgetKit (a plain text search: cheap, and a
    /// commented-out import only makes a target count as an app).
    static func importsInterface(_ text: String) -> Bool {
        ["import SwiftUI", "import UIKit", "import AppKit", "import Cocoa", "import WidgetKit"].contains { text.contains($0) }
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
