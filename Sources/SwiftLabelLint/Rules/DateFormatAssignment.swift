/// A fixed pattern given to a `DateFormatter` (`formatter.dateFormat = "yyyy-MM-dd"`), with the facts
/// `fixed-format-locale` and `glued-date-or-duration` decide on: what the pattern is for, whether the formatter has
/// a fixed locale, and whether its output reaches a view in the file.
struct DateFormatAssignment {
    /// The string literal's token index.
    var literal: Int
    /// The pattern, quotes removed.
    var pattern: String
    /// The formatter's name (`formatter` in `formatter.dateFormat`), nil for `$0`, `self` or no receiver.
    var base: String?

    /// What a pattern is for, as far as its fields tell.
    enum Purpose: Equatable {
        /// Only numeric fields (`yyyy-MM-dd`, `HH:mm:ss.SSS`) or an internet date with names and a zone
        /// (`EEE, dd MMM yyyy HH:mm:ss zzz`): made for files, ids and protocols, unless shown.
        case machine
        /// Month or day names or an AM/PM marker without a zone (`MMM d`, `EEEE`, `h:mm a`): made for people.
        case display
    }

    /// The purpose of `pattern`: fields are read outside quoted text.
    static func purpose(of pattern: String) -> Purpose {
        var fields = ""
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle(); continue }
            if !quoted { fields.append(character) }
        }
        let names = fields.contains("MMM") || fields.contains("LLL") || fields.contains("E") || fields.contains("a")
            || fields.contains("G") || fields.contains("ccc") || fields.contains("QQQ")
        let zone = fields.contains { "zZXxO".contains($0) } || pattern.contains("'GMT'") || pattern.contains("'UTC'")
        if names && !(zone && fields.contains("HH")) { return .display }
        return .machine
    }

    /// Every `dateFormat = "…"` with a literal pattern in the file (not in test files).
    static func all(in tokens: [Token]) -> [DateFormatAssignment] {
        var result: [DateFormatAssignment] = []
        for index in tokens.indices.dropLast(2) where tokens[index].isWord("dateFormat") {
            guard tokens[index + 1].isSymbol("="), tokens[index + 2].kind == .string,
                  let pattern = LiteralText.value(of: tokens[index + 2]), pattern.contains(where: \.isLetter) else { continue }
            var base: String?
            if index > 1, tokens[index - 1].isSymbol("."), tokens[index - 2].kind == .identifier,
               !tokens[index - 2].text.hasPrefix("$") {
                base = tokens[index - 2].name
            }
            result.append(DateFormatAssignment(literal: index + 2, pattern: pattern, base: base))
        }
        return result
    }

    /// How the formatter's locale is set, as far as the file says.
    enum LocaleSetting: Equatable {
        case none
        /// `Locale.current` or `.autoupdatingCurrent`: follows the person's settings.
        case current
        /// Any other locale, `en_US_POSIX` included.
        case fixed
    }

    /// The locale the file gives this formatter: `base.locale = …` anywhere in the file, or `locale = …` in the
    /// braces that hold the assignment (a configuring closure).
    func localeSetting(_ structure: TokenStructure) -> LocaleSetting {
        let tokens = structure.tokens
        var scopeStart = structure.enclosing[literal]
        while scopeStart >= 0, !tokens[scopeStart].isSymbol("{") { scopeStart = structure.enclosing[scopeStart] }
        let scopeEnd = scopeStart >= 0 ? structure.partner[scopeStart] : tokens.count - 1
        var setting = LocaleSetting.none
        for index in tokens.indices.dropLast() where tokens[index].isWord("locale") && tokens[index + 1].isSymbol("=") {
            let inScope = index > scopeStart && index < scopeEnd
            let onBase = index > 1 && tokens[index - 1].isSymbol(".") && base != nil && tokens[index - 2].name == base
            guard inScope || onBase else { continue }
            var end = index + 2
            while end < tokens.count, tokens[end].line == tokens[index].line { end += 1 }
            let value = tokens[(index + 2)..<end].map(\.text)
            setting = value.contains("current") || value.contains("autoupdatingCurrent") ? .current : .fixed
            if setting == .fixed { return .fixed }
        }
        return setting
    }

    /// Whether the formatter's output reaches a view in this file: its name, or the name of the property or
    /// function that configures it, appears in the shown argument of `Text`, `Label`, … or is assigned to a
    /// UIKit/AppKit text (`label.text = …`, `.stringValue = …`).
    func isShown(_ context: LintContext, _ structure: TokenStructure) -> Bool {
        let tokens = structure.tokens
        var names: Set<String> = []
        if let base { names.insert(base) }
        if let owner = Self.owningDeclarationName(of: literal, context.model) { names.insert(owner) }
        guard !names.isEmpty else { return false }
        for index in tokens.indices where tokens[index].kind == .identifier && names.contains(tokens[index].name) {
            if index > 0, tokens[index - 1].isWord("let") || tokens[index - 1].isWord("var") || tokens[index - 1].isWord("func") { continue }
            if structure.isShown(index) || Self.isAssignedToText(index, tokens) { return true }
        }
        return false
    }

    /// Whether token `index` is in an assignment to a view's text on the same line (`label.text = …`).
    static func isAssignedToText(_ index: Int, _ tokens: [Token]) -> Bool {
        var scan = index - 1
        while scan > 1, tokens[scan].line == tokens[index].line {
            if tokens[scan].isSymbol("="), ["text", "stringValue", "title", "attributedText"].contains(tokens[scan - 1].text),
               tokens[scan - 2].isSymbol(".") {
                return true
            }
            scan -= 1
        }
        return false
    }

    /// The name of the outermost function or property whose body holds token `index`.
    static func owningDeclarationName(of index: Int, _ model: SourceModel) -> String? {
        if let property = model.properties.first(where: { $0.initializer?.contains(index) == true }) { return property.name }
        let scope = TokenStructure.declaration(of: index, in: model)
        guard scope >= 0 else { return nil }
        switch model.scopes[scope].kind {
        case .function(let function): return model.functions[function].name
        case .property(let property): return model.properties[property].name
        default: return nil
        }
    }
}
