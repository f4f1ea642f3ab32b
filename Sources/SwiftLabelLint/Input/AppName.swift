import Foundation

/// The app's own name, found in the project: a name shown the same in every language, never words to translate.
///
/// Two places say it without guessing from the word itself:
/// - the project name Xcode writes into the header of every file it creates (`//`, `//  Chat.swift`,
///   `//  Enchanted`, `//`, `//  Created by …`), when three files or more carry it and no other header name is
///   carried by more files (a package target's name in a few headers, `Networking`, is not the app's);
/// - the `@main` type conforming to `App`, without its `App` suffix (`EnchantedApp` → `Enchanted`; `struct Kiwix:
///   App` → `Kiwix`).
///
/// The lint treats these names as allowed words (`allowedWords`): neither words nor data as a caller's argument, and
/// names among an enum's raw values. Evidence: tune-18's Enchanted (`ControlView(title: "Enchanted")`).
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
        for model in models { names.formUnion(mainAppNames(model)) }
        return names
    }

    /// The project name of Xcode's file header: the third line of a file whose first line is `//` and whose second
    /// names a Swift file (`//  Chat.swift`), nil for any other start or a third line that is empty, a date or
    /// `Created by …`. Only the first 512 bytes are read.
    static func headerName(of text: String) -> String? {
        let lines = text.utf8.prefix(512).split(separator: UInt8(ascii: "\n"), maxSplits: 3, omittingEmptySubsequences: false)
        guard lines.count >= 4 else { return nil }
        let first = trimmed(lines[0])
        let second = trimmed(lines[1])
        let third = trimmed(lines[2])
        guard first == "//", second.hasPrefix("//"), second.hasSuffix(".swift"), third.hasPrefix("//") else { return nil }
        let name = String(third.dropFirst(2)).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, !name.hasPrefix("Created"), !name.hasPrefix("Copyright"),
              name.first?.isLetter == true else { return nil }
        return name
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

    private static func trimmed(_ line: Substring.UTF8View) -> String {
        String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces.union(.newlines))
    }
}
