/// The names of applications found in the project — the app's own, and the ones its code runs or scripts: names
/// shown the same in every language, never words to translate.
///
/// The project says it without guessing from the word itself:
/// - the project name Xcode writes into the header of every file it creates (`//`, `//  Chat.swift`,
///   `//  Enchanted`, `//`, `//  Created by …`), when three files or more carry it and no other header name is
///   carried by more files (a package target's name in a few headers, `Networking`, is not the app's);
/// - the `@main` type conforming to `App`, without its `App` suffix (`EnchantedApp` → `Enchanted`; `struct Kiwix:
///   App` → `Kiwix`);
/// - the other applications and programs its code names (`referencedApps`): `"/Applications/iTerm.app"`, AppleScript's
///   `tell application "Terminal"`, `"/bin/zsh"`.
///
/// The lint treats these names as allowed words (`allowedWords`): neither words nor data as a caller's argument, and
/// names among an enum's raw values (also as case names: `case Terminal`). Evidence: tune-18's Enchanted
/// (`ControlView(title: "Enchanted")`); the tune half's SwiftBar (`enum TerminalOptions { case Terminal, iTerm,
/// Ghostty, Kitty }` beside `tell application "Ghostty"`).
enum AppName {
    /// How many file headers must carry a project name before it counts as the app's.
    static let minimumHeaders = 3

    /// The app's names in a project: the most frequent header name (`headerName(of:)`) of `texts` when at least
    /// `minimumHeaders` files carry it, and the `@main` `App` types of `models` without their `App` suffix.
    static func names(texts: [String], models: [SourceModel]) -> Set<String> {
        var counts: [String: Int] = [:]
        for text in texts {
            if let name = headerName(of: text) { counts[name, default: 0] += 1 }
        }
        var names: Set<String> = []
        if let most = counts.values.max(), most >= minimumHeaders {
            names.formUnion(counts.filter { $0.value == most }.keys)
        }
        for model in models {
            names.formUnion(mainAppNames(model))
            names.formUnion(referencedApps(model))
        }
        return names
    }

    /// The applications `model` names in its string literals: the bundle of a path (`"/Applications/iTerm.app"` →
    /// `iTerm`, `"Visual Studio Code.app"`), and AppleScript's target (`tell application "Terminal"`, also written
    /// `tell application \"Terminal\"` in a one-line literal). A name with an interpolation, a dot or a slash in it is
    /// not read (`"com.example.app"` is a bundle identifier, not an application).
    static func referencedApps(_ model: SourceModel) -> Set<String> {
        var names: Set<String> = []
        for token in model.tokens where token.kind == .string && token.text.utf8.count > 6 {
            // Most literals name nothing: only one holding `app` (`.app`, `application`) or starting a path is read.
            let utf8 = token.text.utf8
            guard utf8.dropFirst().first == UInt8(ascii: "/") || holdsApp(utf8) else { continue }
            let bytes = Array(utf8)
            names.formUnion(bundleNames(bytes))
            names.formUnion(scriptedApplications(bytes))
            if let program = programName(token) { names.insert(program) }
        }
        return names
    }

    /// The folders that hold the programs a path literal runs (`/bin/bash`, `/opt/homebrew/bin/brew`).
    static let programFolders = ["/bin/", "/sbin/", "/usr/bin/", "/usr/sbin/", "/usr/local/bin/", "/opt/homebrew/bin/",
                                 "/opt/local/bin/"]

    /// The program a literal that is one program's path names (`"/bin/zsh"` → `zsh`): its last component, after one of
    /// `programFolders`, made of letters, digits, `-` and `_`.
    private static func programName(_ token: Token) -> String? {
        guard let value = LiteralText.value(of: token), let folder = programFolders.first(where: { value.hasPrefix($0) }) else {
            return nil
        }
        let name = value.dropFirst(folder.count)
        guard !name.isEmpty, name.count <= 40,
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { return nil }
        return String(name)
    }

    /// `X` of each `X.app` in `bytes` that ends the literal, a path component or a word, and starts after a slash or
    /// the opening quote.
    private static func bundleNames(_ bytes: [UInt8]) -> [String] {
        let suffix = Array(".app".utf8)
        var names: [String] = []
        var index = 1
        while index + suffix.count <= bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "."), Array(bytes[index..<(index + suffix.count)]) == suffix else { continue }
            let after = index + suffix.count
            guard after == bytes.count || !isNameByte(bytes[after]) else { continue }
            var start = index
            while start > 0, bytes[start - 1] != UInt8(ascii: "/"), bytes[start - 1] != UInt8(ascii: "\""),
                  bytes[start - 1] != UInt8(ascii: "\n") {
                start -= 1
            }
            guard start > 0, bytes[start - 1] != UInt8(ascii: "\n") else { continue }
            // After the opening quote, only a literal that is the bundle's name alone: not a sentence naming it.
            if bytes[start - 1] == UInt8(ascii: "\""), after < bytes.count, bytes[after] != UInt8(ascii: "\"") { continue }
            if let name = applicationName(bytes[start..<index]) { names.append(name) }
        }
        return names
    }

    /// The quoted name after each `application ` in `bytes` (AppleScript's `tell application "Terminal"`).
    private static func scriptedApplications(_ bytes: [UInt8]) -> [String] {
        let word = Array("application ".utf8)
        var names: [String] = []
        var index = 0
        while index + word.count < bytes.count {
            defer { index += 1 }
            guard bytes[index] == word[0], Array(bytes[index..<(index + word.count)]) == word else { continue }
            var start = index + word.count
            if bytes[start] == UInt8(ascii: "\\") { start += 1 }
            guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { continue }
            start += 1
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] != UInt8(ascii: "\n") {
                end += 1
            }
            if end < bytes.count, let name = applicationName(bytes[start..<end]) { names.append(name) }
        }
        return names
    }

    /// `bytes` as an application's name: a letter first, at most 40 bytes, no dot, slash, backslash or parenthesis.
    private static func applicationName(_ bytes: ArraySlice<UInt8>) -> String? {
        guard let first = bytes.first, bytes.count <= 40,
              (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first),
              !bytes.contains(where: { ".\\/()".utf8.contains($0) }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `utf8` holds the bytes `app`, in one pass without copying.
    private static func holdsApp(_ utf8: String.UTF8View) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in utf8 {
            if byte == UInt8(ascii: "p"), previous == (UInt8(ascii: "a"), UInt8(ascii: "p")) { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// Whether `byte` continues a name (a letter, a digit or `_`): `.apple` is no `.app`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// The project name of Xcode's file header: the third line of a file whose first line is `//` and whose second
    /// names a Swift file (`//  Chat.swift`), nil for any other start or a third line that is empty, a date or
    /// `Created by …`. Only the first 512 bytes are read.
    static func headerName(of text: String) -> String? {
        let bytes = text.utf8.prefix(512)
        // Up to four lines, each without its line break and surrounding spaces (`\r` included).
        var lines: [Substring.UTF8View] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(trimmed(bytes[start..<index]))
            start = bytes.index(after: index)
            if lines.count == 3 { break }
        }
        guard lines.count == 3, lines[0].elementsEqual("//".utf8), lines[1].starts(with: "//".utf8),
              lines[1].reversed().starts(with: "tfiws.".utf8), lines[2].starts(with: "//".utf8) else { return nil }
        let name = trimmed(lines[2].dropFirst(2))
        guard let first = name.first, isLetter(first), !name.starts(with: "Created".utf8),
              !name.starts(with: "Copyright".utf8) else { return nil }
        return String(decoding: name, as: UTF8.self)
    }

    /// `line` without the spaces, tabs and carriage returns around it.
    private static func trimmed(_ line: Substring.UTF8View) -> Substring.UTF8View {
        let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
        var result = line
        while let first = result.first, blank(first) { result = result.dropFirst() }
        while let last = result.last, blank(last) { result = result.dropLast() }
        return result
    }

    /// Whether `byte` is an ASCII letter, or starts a non-ASCII character (a name in another script).
    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte >= 0xC0
    }

    /// The names of `model`'s `@main` types that conform to `App`, without the `App` suffix.
    static func mainAppNames(_ model: SourceModel) -> [String] {
        model.types.compactMap { type in
            guard type.inheritance.contains("App"), type.parent == nil, isMain(type.nameIndex, model.tokens) else { return nil }
            let name = type.simpleName
            return name.hasSuffix("App") && name.count > 3 ? String(name.dropLast(3)) : name
        }
    }

    /// Whether the declaration whose name is at `nameIndex` carries `@main` among its attributes and modifiers.
    private static func isMain(_ nameIndex: Int, _ tokens: [Token]) -> Bool {
        var index = nameIndex - 2
        while index >= 0 {
            let token = tokens[index]
            if token.kind == .attribute { if token.text == "@main" { return true } } else if token.kind != .keyword { return false }
            index -= 1
        }
        return false
    }
}
