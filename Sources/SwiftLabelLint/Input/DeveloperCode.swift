/// Code the people an app is translated for never see: test targets and test files, command-line targets beside
/// the app, and developer-only UI (a file or type whose name says debug: `DebugMenuView.swift`,
/// `FeatureDebugMenu`, `DeveloperSettings`). Such code is neither a finding nor evidence for one (its sample words
/// and its English error messages are for developers); `#if DEBUG` blocks and debug-named types are the same
/// inside a file (`Linter.debugLineRanges`).
enum DeveloperCode {
    /// Whether `path` is developer code by its name alone: a test path (`isTestPath`) or a file whose name says
    /// developer-only UI (`isDeveloperName`: `Views/Settings/DebugMenuView.swift`).
    static func isDeveloperPath(_ path: String) -> Bool {
        if isTestPath(path) { return true }
        let file = path.split(separator: "/").last ?? Substring(path)
        return isDeveloperName(file.hasSuffix(".swift") ? file.dropLast(6) : file)
    }

    /// Whether a type or file name says developer-only UI: one of its camel-case words starts with `Debug`
    /// (`DebugMenuView`, `FeatureDebugMenu`, `DebuggerView`), or is `Developer`/`Dev` followed by `Settings`, `Menu`,
    /// `Options`, `Tools` or `Mode` (`DeveloperSettings`). `DeveloperAccount` and `Undebugged` are not.
    static func isDeveloperName(_ name: Substring) -> Bool {
        let words = camelWords(name)
        for (offset, word) in words.enumerated() {
            if word.hasPrefix("Debug") { return true }
            if word == "Developer" || word == "Dev", offset + 1 < words.count,
               ["Settings", "Menu", "Options", "Tools", "Mode"].contains(words[offset + 1]) {
                return true
            }
        }
        return false
    }

    /// The words of a camel-case name: a new word at each capital after a lower-case letter or a digit, and at
    /// each `_`, `-`, `.` or space (`FeatureDebugMenu` → `Feature`, `Debug`, `Menu`).
    static func camelWords(_ name: Substring) -> [Substring] {
        var words: [Substring] = []
        var start = name.startIndex
        var previous: Character?
        for index in name.indices {
            let character = name[index]
            if "_-. ".contains(character) {
                if start < index { words.append(name[start..<index]) }
                start = name.index(after: index)
            } else if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, start < index {
                words.append(name[start..<index])
                start = index
            }
            previous = character
        }
        if start < name.endIndex { words.append(name[start...]) }
        return words
    }

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
    /// A macro or compiler plug-in target (a file importing `SwiftCompilerPlugin` or `SwiftSyntaxMacros`, none any
    /// UI framework) is the same: its English is a diagnostic in the developer's editor.
    static func commandLinePaths(_ sources: [(path: String, text: String)]) -> Set<String> {
        var parserRoots: Set<String> = []
        var mainRoots: Set<String> = []
        var interfaceFolders: [String] = []
        var viewFolders: [String] = []
        for source in sources {
            let folder = Self.folder(of: source.path)
            let modules = imports(of: source.text)
            if modules.contains("ArgumentParser") { parserRoots.insert(folder) }
            if source.path.hasSuffix("/main.swift") || source.path == "main.swift" || !modules.isDisjoint(with: pluginModules) {
                mainRoots.insert(folder)
            }
            if !modules.isDisjoint(with: interfaceModules) { interfaceFolders.append(folder) }
            if !modules.isDisjoint(with: ["SwiftUI", "UIKit", "WidgetKit"]) { viewFolders.append(folder) }
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

    /// The modules of a macro or compiler plug-in target.
    static let pluginModules: Set<String> = ["SwiftCompilerPlugin", "SwiftSyntaxMacros"]

    /// The UI frameworks: a target importing one is an app (AppKit alone excepted for `ArgumentParser` tools).
    static let interfaceModules: Set<String> = ["SwiftUI", "UIKit", "AppKit", "Cocoa", "WidgetKit"]

    /// The modules a Swift file imports, read from lines starting with `import` (after attributes such as
    /// `@testable`) in its first 16 KB, where imports are: cheap, and no lexing before the project is indexed.
    static func imports(of text: String) -> Set<String> {
        var modules: Set<String> = []
        for line in text.utf8.prefix(16_384).split(separator: UInt8(ascii: "\n")) {
            var words = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true)
            while let first = words.first, first.first == UInt8(ascii: "@") { words.removeFirst() }
            guard words.count >= 2, words[0].elementsEqual("import".utf8) else { continue }
            // `import struct Foundation.Date` names the module after the kind.
            let module = words.count >= 3 && ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
                .contains(where: { words[1].elementsEqual($0.utf8) }) ? words[2] : words[1]
            let name = module.prefix { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "\r") }
            modules.insert(String(decoding: name, as: UTF8.self))
        }
        return modules
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// Whether a path names sample data rather than the app's own text: a folder or file whose name says mock,
    /// sample, fixture or stub (`Mock/MockPosts.swift`, `SampleData.swift`, `PreviewFixtures/`). Its words are
    /// neither findings nor evidence.
    static func isSampleDataPath(_ path: String) -> Bool {
        let lower = path.lowercased()
        return ["mock", "sample", "fixture", "stub"].contains { lower.contains($0) }
    }

    /// Whether a member's name says it builds sample values (`static var preview: Video`, `func makeSample()`):
    /// preview, sample, mock, stub or example.
    static func isSampleMemberName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["preview", "sample", "mock", "stub", "example"].contains { lower.contains($0) }
    }
}
