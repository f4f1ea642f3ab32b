/// Text that AppKit, UIKit and UserNotifications objects show, given to them as a prose `String` literal:
/// `notification.title = "Conversion Completed"`, `alert.informativeText = "Authorization error: \(e)"`,
/// `NSMenuItem(title: "Quit", …)`, `alert.addButton(withTitle: "Cancel")`. These APIs take `String`, so the literal
/// is never extracted into a catalog; `String(localized: "…")` is.
///
/// A property assignment counts only when the receiver's class is known in the file (`let alert = NSAlert()`,
/// `var label: UILabel`): `item.title = "…"` on a model is data as far as the lint can tell. A literal naming the
/// app itself (a folder of the file's path) is a product name, not prose.
enum FrameworkText {
    /// Framework classes and the `String` properties of theirs that a person reads.
    static let shownProperties: [String: Set<String>] = [
        "UNMutableNotificationContent": ["title", "subtitle", "body"],
        "NSAlert": ["messageText", "informativeText"],
        "NSWindow": ["title"], "NSPanel": ["title"],
        "NSOpenPanel": ["title", "message", "prompt", "nameFieldLabel"],
        "NSSavePanel": ["title", "message", "prompt", "nameFieldLabel"],
        "NSMenuItem": ["title", "toolTip"], "NSMenu": ["title"],
        "NSTextField": ["stringValue", "placeholderString", "toolTip"],
        "NSButton": ["title", "alternateTitle", "toolTip"],
        "UILabel": ["text"], "UITextField": ["text", "placeholder"], "UITextView": ["text"],
        "UIAlertController": ["title", "message"],
        "UINavigationItem": ["title", "prompt", "backButtonTitle"], "UITabBarItem": ["title"], "UIBarButtonItem": ["title"],
    ]

    /// The framework classes of properties every `UIViewController` has (`navigationItem.title = "…"`).
    static let controllerProperties: [String: String] = ["navigationItem": "UINavigationItem", "tabBarItem": "UITabBarItem"]

    /// The lengths of the names of `controllerProperties`, computed once from the table.
    private static let controllerPropertyLengths = Set(controllerProperties.keys.map(\.utf8.count))

    /// The framework class of controller property `name` (`controllerProperties`). Every name before a `.` is asked:
    /// the length is tested first (it is stored, and these names are rare among them) before the name is hashed.
    static func controllerProperty(_ name: String) -> String? {
        guard controllerPropertyLengths.contains(name.utf8.count) else { return nil }
        return controllerProperties[name]
    }

    /// Initializers (and methods) whose labelled argument is shown text; `_` names the first unlabeled argument.
    static let shownArguments: [String: Set<String>] = [
        "NSMenuItem": ["title"], "NSMenu": ["title"],
        "NSButton": ["title", "checkboxWithTitle", "radioButtonWithTitle"],
        "NSTextField": ["labelWithString", "wrappingLabelWithString"],
        "UIAlertController": ["title", "message"], "UIAlertAction": ["title"],
        "UIBarButtonItem": ["title"], "UITabBarItem": ["title"], "UIAction": ["title"], "UIMenu": ["title"], "UIContextualAction": ["title"],
        "UNNotificationAction": ["title"], "UNTextInputNotificationAction": ["title", "textInputButtonTitle", "textInputPlaceholder"],
        "addButton": ["withTitle"], "setTitle": ["_"],
        // SwiftUI: the value of `LabeledContent(_:value:)` is a `StringProtocol`, shown as written.
        "LabeledContent": ["value"],
    ]

    /// Callees whose shown argument usually holds a value, not a label (`LabeledContent("Fonts", value: "SIL Open
    /// Font License")`): only a sentence is prose there.
    static let valueCallees: Set<String> = ["LabeledContent"]

    /// Whether a text reads as a sentence: two words or more, one after the first in lower case (`"Stored on this
    /// Mac only"`), not a title-case name (`"Application Support, Attachments"`).
    static func isSentence(_ text: String) -> Bool {
        let words = text.split { !$0.isLetter }
        return words.count >= 2 && words.dropFirst().contains { $0.count > 1 && $0.first?.isLowercase == true }
    }

    /// Token indices of prose literals given to framework text in the file, each with what received it
    /// (`notification.title`, `NSMenuItem(title:)`).
    static func literals(_ context: LintContext) -> [(index: Int, target: String)] {
        let tokens = context.model.tokens
        var results: [(Int, String)] = []
        // Read once per file, and only when a prose literal needs it.
        var views: [ViewAssignment]?
        func fileViews() -> [ViewAssignment] {
            if let views { return views }
            let read = viewAssignments(tokens)
            views = read
            return read
        }
        for call in context.model.calls {
            guard let labels = shownArguments[call.name] else { continue }
            // `setTitle(_:for:)` and `addButton(withTitle:)` are methods; the initializers are not.
            if ["addButton", "setTitle"].contains(call.name) != call.isMember { continue }
            for argument in call.arguments where labels.contains(argument.label ?? "_") {
                guard argument.tokens.count == 1, isProse(argument.tokens.lowerBound, context) else { continue }
                if valueCallees.contains(call.name),
                   !isSentence(LiteralText.visibleText(of: context.model.tokens[argument.tokens.lowerBound])) { continue }
                // `button.setTitle("…", for: .normal)` on a button its type always hides shows nothing.
                if call.isMember, call.nameIndex >= 2, tokens[call.nameIndex - 1].isSymbol("."),
                   tokens[call.nameIndex - 2].kind == .identifier,
                   isAlwaysHidden(tokens[call.nameIndex - 2].name, setIn: call.scope, fileViews(), context.model) { continue }
                results.append((argument.tokens.lowerBound, "\(call.name)(\(argument.label ?? "_"):)"))
            }
        }
        results.append(contentsOf: controllerTitles(context))
        let classes = receiverClasses(tokens)
        guard !classes.isEmpty else { return results }
        // `name.property = "…"`, `name?.property = "…"`, `self.name.property = "…"`.
        for index in tokens.indices.dropFirst(2).dropLast(2) where tokens[index].isSymbol(".") {
            let property = tokens[index + 1]
            // A lone literal ends the statement: not `title = "a" + b`.
            guard property.kind == .identifier, tokens[index + 2].isSymbol("="),
                  StringIntoTextRule.assignedLiteral(at: index + 1, tokens) == index + 3 else { continue }
            var receiver = index - 1
            if tokens[receiver].text == "?" || tokens[receiver].text == "!" { receiver -= 1 }
            guard tokens[receiver].kind == .identifier, let type = classes[tokens[receiver].name],
                  shownProperties[type]?.contains(property.name) == true,
                  !(receiver > 0 && tokens[receiver - 1].isSymbol(".") && !(receiver > 1 && tokens[receiver - 2].text == "self")),
                  isProse(index + 3, context),
                  !isCellPlaceholder(index + 3, property.name, fileViews(), context.model),
                  !isAlwaysHidden(tokens[receiver].name, setIn: context.model.innermostScope(of: index), fileViews(), context.model)
            else { continue }
            results.append((index + 3, "\(tokens[receiver].name).\(property.name)"))
        }
        return results
    }

    /// `title = "Favorites"` or `self.title = "Favorites"` in a method of a view controller (a class whose superclass
    /// is named `…ViewController`, `UINavigationController` or `UITabBarController`): the title its navigation bar and
    /// tab show, in the class's body or a same-file extension of it. Not when the class stores a `title` of its own
    /// (a non-`override` stored `title`; `override var title: String? { didSet … }` is still UIKit's), or a function
    /// declares a local or parameter named `title`.
    static func controllerTitles(_ context: LintContext) -> [(index: Int, target: String)] {
        let model = context.model
        var results: [(Int, String)] = []
        for (typeIndex, type) in model.types.enumerated() where type.kind == .class {
            guard let superclass = type.inheritance.first, isViewControllerClass(superclass),
                  !model.members(of: typeIndex).contains(where: { member in
                      member.name == "title" && !member.isComputed && !member.modifiers.contains("override")
                  }) else { continue }
            let family = model.types.indices.filter { index in
                index == typeIndex || (model.types[index].kind == .extension && model.types[index].simpleName == type.simpleName)
            }
            for owner in family {
                guard let body = model.types[owner].bodyScope else { continue }
                results += titleAssignments(in: (model.scopes[body].start + 1)..<model.scopes[body].end, owner: owner,
                                            superclass: superclass, context)
            }
        }
        return results
    }

    /// The `title = "…"` and `self.title = "…"` statements of the methods of type `owner` in `range`.
    private static func titleAssignments(in range: Range<Int>, owner: Int, superclass: String,
                                         _ context: LintContext) -> [(index: Int, target: String)] {
        let model = context.model
        let tokens = model.tokens
        var results: [(Int, String)] = []
        for index in range where tokens[index].kind == .identifier && tokens[index].name == "title" {
            // A lone literal ends the statement: not `title = "a" + b`.
            guard index + 2 < range.upperBound, tokens[index + 1].isSymbol("="),
                  StringIntoTextRule.assignedLiteral(at: index, tokens) == index + 2 else { continue }
            if index > 0, tokens[index - 1].isSymbol(".") {
                guard index > 1, tokens[index - 2].text == "self", !(index > 2 && tokens[index - 3].isSymbol(".")) else { continue }
            }
            guard let function = enclosingFunction(of: index, model), function.owner == owner,
                  let scope = function.bodyScope, !declaresTitle(function, model.scopes[scope], tokens),
                  isProse(index + 2, context) else { continue }
            results.append((index + 2, "\(superclass).title"))
        }
        return results
    }

    /// Whether a function takes a parameter named `title` or declares a local of that name (`let title = …`), so a
    /// bare `title` in it may not be the controller's.
    private static func declaresTitle(_ function: FunctionDeclaration, _ body: Scope, _ tokens: [Token]) -> Bool {
        guard !function.parameters.contains(where: { $0.name == "title" }) else { return true }
        return ((body.start + 1)..<body.end).contains { index in
            tokens[index].kind == .identifier && tokens[index].name == "title"
                && (tokens[index - 1].isWord("let") || tokens[index - 1].isWord("var"))
        }
    }

    /// A superclass whose `title` is shown in a navigation bar or a tab: `UIViewController`,
    /// `UITableViewController`, an app's `BaseViewController`, `UINavigationController`, `UITabBarController`.
    private static func isViewControllerClass(_ name: String) -> Bool {
        name.hasSuffix("ViewController") || name == "UINavigationController" || name == "UITabBarController"
    }

    /// Parameters handed to framework text in a helper (`func send(title: String, …) { content.title = title }`)
    /// whose callers in the project pass words (`send(title: "Time's up", …)`): each with the token of the value, what
    /// received it, and one literal a caller passed. The words are the callers', so the helper is where the type
    /// changes.
    static func parameters(_ context: LintContext) -> [(index: Int, target: String, parameter: String)] {
        let tokens = context.model.tokens
        let classes = receiverClasses(tokens)
        // Most files neither name a framework object nor extend or subclass a framework class.
        let ownsFrameworkType = context.model.types.contains { type in
            shownProperties[type.simpleName] != nil || type.inheritance.first.map { shownProperties[$0] != nil } == true
        }
        guard !classes.isEmpty || ownsFrameworkType else { return [] }
        var results: [(Int, String, String)] = []
        for index in tokens.indices.dropFirst(2).dropLast(3) where tokens[index].isSymbol(".") {
            let property = tokens[index + 1]
            let value = index + 3
            let receiver = tokens[index - 1]
            guard property.kind == .identifier, tokens[index + 2].isSymbol("="), tokens[value].kind == .identifier,
                  value + 1 >= tokens.count || tokens[value + 1].line != tokens[value].line || tokens[value + 1].isSymbol("}"),
                  receiver.text == "self" ? ownsFrameworkType : (receiver.kind == .identifier && classes[receiver.name] != nil),
                  let function = enclosingFunction(of: value, context.model),
                  let type = receiver.text == "self" ? ownClass(of: function, context.model) : classes[receiver.name],
                  shownProperties[type]?.contains(property.name) == true,
                  let parameter = function.parameters.first(where: { $0.name == tokens[value].name }),
                  LintContext.isStringType(parameter.typeText),
                  context.shownEvidence(for: parameter, of: function).phrases > 0 else { continue }
            results.append((value, "\(receiver.text).\(property.name)", parameter.name))
        }
        // `super.init(title: title, …)` in a subclass, `self.init(title: title, …)` in an extension of the class.
        for call in context.model.calls where ownsFrameworkType && call.name == "init" && call.isMember && call.nameIndex >= 2 {
            let receiver = tokens[call.nameIndex - 2].text
            guard receiver == "super" || receiver == "self",
                  let function = enclosingFunction(of: call.nameIndex, context.model),
                  let type = ownClass(of: function, context.model), let labels = shownArguments[type] else { continue }
            for argument in call.arguments where labels.contains(argument.label ?? "_") && argument.tokens.count == 1 {
                let value = argument.tokens.lowerBound
                guard tokens[value].kind == .identifier,
                      let parameter = function.parameters.first(where: { $0.name == tokens[value].name }),
                      LintContext.isStringType(parameter.typeText),
                      context.shownEvidence(for: parameter, of: function).phrases > 0 else { continue }
                results.append((value, "\(receiver).init(\(argument.label ?? "_"):)", parameter.name))
            }
        }
        return results
    }

    /// The framework class whose text a function's own type shows: the class it extends (`extension NSAlert`) or
    /// the one it subclasses (`final class CallbackMenuItem: NSMenuItem`).
    private static func ownClass(of function: FunctionDeclaration, _ model: SourceModel) -> String? {
        guard let owner = function.owner else { return nil }
        let type = model.types[owner]
        if shownProperties[type.simpleName] != nil { return type.simpleName }
        return type.inheritance.first.flatMap { shownProperties[$0] != nil ? $0 : nil }
    }

    /// The innermost function whose body holds token `index`, through closures and nested types.
    private static func enclosingFunction(of index: Int, _ model: SourceModel) -> FunctionDeclaration? {
        for scope in model.scopeChain(from: model.innermostScope(of: index)) {
            if case .function(let function) = model.scopes[scope].kind { return model.functions[function] }
        }
        return nil
    }

    /// Names the file gives a framework class: `let alert = NSAlert()`, `var label: UILabel!`,
    /// `content = UNMutableNotificationContent()`.
    static func receiverClasses(_ tokens: [Token]) -> [String: String] {
        var classes: [String: String] = [:]
        for index in tokens.indices.dropLast(2) where tokens[index].kind == .identifier {
            let next = tokens[index + 1]
            if next.isSymbol("."), let type = controllerProperty(tokens[index].text) {
                classes[tokens[index].name] = type
                continue
            }
            let type = tokens[index + 2]
            guard type.kind == .identifier, shownProperties[type.text] != nil else { continue }
            if next.isSymbol(":") || (next.isSymbol("=") && index + 3 < tokens.count && tokens[index + 3].isSymbol("(")) {
                classes[tokens[index].name] = type.text
            }
        }
        return classes
    }

    /// One `view.property …` statement of a file (`nameLabel.text = coin.name`, `listenButton.isHidden = true`,
    /// `tipButton.isHidden.toggle()`): the view's name, the property, the token of the view and the token after the
    /// property (the value after `=`, or the method after `.`).
    struct ViewAssignment {
        var view: String
        var property: String
        var start: Int
        var value: Int
    }

    /// Every `name.property = value` and `name.property.method` of the file whose receiver is a bare name or
    /// `self.name`, read in one pass.
    static func viewAssignments(_ tokens: [Token]) -> [ViewAssignment] {
        var results: [ViewAssignment] = []
        for start in tokens.indices.dropLast(4) where tokens[start].kind == .identifier && tokens[start + 1].isSymbol(".") {
            guard tokens[start + 2].kind == .identifier, tokens[start + 3].isSymbol("=") || tokens[start + 3].isSymbol("."),
                  start == 0 || !tokens[start - 1].isSymbol(".") || (start > 1 && tokens[start - 2].text == "self") else { continue }
            results.append(ViewAssignment(view: tokens[start].name, property: tokens[start + 2].name, start: start, value: start + 4))
        }
        return results
    }

    /// Whether the literal at `index` is a cell's design-time placeholder: it sits in the closure that builds a
    /// stored view of a table or collection cell (`let nameLabel: UILabel = { …; label.text = "Bitcoin"; … }()`), and
    /// the file sets that view's same property again from a value (`nameLabel.text = coin.name`). A cell is
    /// configured before it is shown, so the literal never reaches the screen; a view controller's `"Loading…"`
    /// stays on screen until its data comes, and a cell's caption that nothing sets again is shown (both reported).
    private static func isCellPlaceholder(_ index: Int, _ shownProperty: String, _ views: [ViewAssignment],
                                          _ model: SourceModel) -> Bool {
        guard let view = model.properties.first(where: { $0.initializer?.contains(index) == true }),
              model.types[view.owner].inheritance.first?.hasSuffix("Cell") == true else { return false }
        return views.contains { assignment in
            assignment.view == view.name && assignment.property == shownProperty
                && model.tokens[assignment.value - 1].isSymbol("=") && model.tokens[assignment.value].kind == .identifier
        }
    }

    /// Whether the type that sets a view's text (in scope `site`) always hides the view named `view`: it sets
    /// `view.isHidden = true` straight in a body (not under an `if`, a `switch` or a closure) that runs whenever the
    /// text is set up, and the file never sets its `isHidden` otherwise (`= false`, `= value`, `.toggle()`). Such a
    /// body is the one that sets the text, an `init` of the type, or a method the type calls itself by name
    /// (`setup()` from `inject(input:)`) that is no `@objc` or `@IBAction` entry point. A cell that hides its listen
    /// button on every configure never shows its title; a button hidden in an event handler
    /// (`@objc func dismissTip() { tipButton.isHidden = true }`) is shown until then, and a view of the same name in
    /// another type of the file is another view.
    private static func isAlwaysHidden(_ view: String, setIn site: Int?, _ views: [ViewAssignment], _ model: SourceModel) -> Bool {
        let tokens = model.tokens
        let writes = views.filter { $0.view == view && $0.property == "isHidden" }
        guard !writes.isEmpty, let siteType = model.enclosingType(of: site) else { return false }
        let siteFunction = model.enclosingFunction(of: site)
        var hidden = false
        for write in writes {
            let value = write.value
            let ends = value + 1 >= tokens.count || tokens[value + 1].line != tokens[value].line
                || tokens[value + 1].isSymbol("}") || tokens[value + 1].isSymbol(";")
            guard tokens[value - 1].isSymbol("="), tokens[value].text == "true", ends else { return false }
            guard let scope = model.innermostScope(of: write.start) else { continue }
            if scope == site {
                hidden = true
            } else if case .function(let function) = model.scopes[scope].kind,
                      function == siteFunction || runsOnSetUp(function, of: siteType, model) {
                hidden = true
            }
        }
        return hidden
    }

    /// Whether function `index` of the file is a member of type `type` (or a same-named extension) that runs when
    /// the type sets itself up: an `init`, or a method the type calls by name that is no `@objc` or `@IBAction`.
    private static func runsOnSetUp(_ index: Int, of type: Int, _ model: SourceModel) -> Bool {
        let function = model.functions[index]
        guard let owner = function.owner, model.types[owner].simpleName == model.types[type].simpleName else { return false }
        if function.kind == .`init` { return true }
        guard !function.attributes.contains("@objc"), !function.attributes.contains("@IBAction") else { return false }
        return model.calls.contains { call in
            guard call.name == function.name, !call.isMember || (call.nameIndex >= 2 && model.tokens[call.nameIndex - 2].text == "self"),
                  let caller = model.enclosingType(of: call.scope), model.types[caller].simpleName == model.types[type].simpleName,
                  model.enclosingFunction(of: call.scope) != index else { return false }
            return true
        }
    }

    /// Whether the literal at `index` reads as prose: words outside its interpolations, with a space or a
    /// capitalized word, not allowed verbatim by the configuration.
    /// The app's own name is not translated: a literal equal to a folder of the file's path (`"Mochi Diffusion"`
    /// in `Mochi Diffusion/Support/…`) is a product name.
    private static func isProse(_ index: Int, _ context: LintContext) -> Bool {
        let token = context.model.tokens[index]
        guard context.isProseWordLiteral(index) else { return false }
        let value = LiteralText.visibleText(of: token)
        return !context.path.split(separator: "/").dropLast().contains { $0 == value }
    }
}
