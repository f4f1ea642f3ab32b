import Diagnostics

/// Which declarations code that runs can reach (issue 11, class 3): text in a component nothing builds, a modifier
/// nothing applies, a private function nothing calls or a service nothing uses is shown to nobody, so a finding
/// there has no evidence either way and is reported apart, as a `text-in-unused-code` note.
///
/// The graph is one of names. A *container* is a declared type with its extensions (`T:SearchBar`), a `private` or
/// `fileprivate` function (`F:path|name`, called only from its file), or a function of `extension View` (`F:name`,
/// a modifier); a name a container's body writes (outside previews and nested containers) is a reference to the
/// containers of that name. A container is unused when every reference to it comes from its own body, a preview,
/// or a container already unused, or when a type it is declared in is unused: dead leaves are removed until none
/// is left, so a missing caller (a partial copy) leaves only what it alone built unused. Code outside containers,
/// types the project only extends, `public`/`open` and `@main`/`@objc` types and types the system builds (an `App`,
/// an `AppIntent`, a `UI…`/`NS…` subclass a storyboard may name) are always used; nothing is judged in a project
/// with no entry point, and only file-private functions when the code builds a view no file declares.
struct Reachability: Equatable, Sendable {
    /// The rule id of the note: a finding of a text rule whose code nothing that runs reaches.
    static let ruleID = "text-in-unused-code"

    /// The rules whose findings become the note in unused code: text rules, whose evidence is where the text sits.
    static let textRules: Set<String> = [
        "string-typed-label", "string-into-text", "raw-value-label", "compare-shown-word", "english-error-description",
    ]

    /// For each container, the names written in its own body (see the type's description).
    private(set) var references: [String: Set<String>] = [:]
    /// Names of the types some file declares (not only extends).
    private(set) var declaredTypes: Set<String> = []
    /// Types the system builds without code naming them (`@main`, an `App`, a storyboard's view controller).
    private(set) var systemTypes: Set<String> = []
    /// The function containers declared (`F:path|name`, `F:name`).
    private(set) var declaredFunctions: Set<String> = []
    /// For each container, the containers it is declared in (a nested type's or a method's type).
    private(set) var parents: [String: Set<String>] = [:]
    /// Types that are an app's entry point (`@main`, an `App`): without one, nothing is judged unused.
    private(set) var entryPoints: Set<String> = []
    /// Names of the views the project's code builds (`RootView()`, a capitalized callee ending in `View`).
    private(set) var builtViewNames: Set<String> = []
    /// The containers found unused, filled by `resolve()`.
    private(set) var unreachable: Set<String> = []

    /// Protocols whose conformers the system creates (an app's entry, widgets, intents, app and scene delegates).
    static let systemProtocols: Set<String> = [
        "App", "Widget", "WidgetBundle", "ControlWidget", "AppIntent", "AppShortcutsProvider", "AppEntity",
        "UIApplicationDelegate", "NSApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate",
        "TimelineProvider", "IntentTimelineProvider", "AppIntentTimelineProvider", "XCTestCase", "PreviewProvider",
    ]

    /// One container of a file: its key and the token range it spans.
    struct Container: Equatable, Sendable {
        var key: String
        var range: ClosedRange<Int>
        /// The function's name when it is a private function of its file (key `F:path|name`).
        var privateName: String? = nil
    }

    /// Creates an empty graph.
    init() {}

    /// The containers of `model` (file `path`), sorted by where they start.
    static func containers(_ model: SourceModel, path: String) -> [Container] {
        var result: [Container] = []
        for type in model.types {
            guard let scope = type.bodyScope, model.scopes[scope].end >= model.scopes[scope].start else { continue }
            result.append(Container(key: "T:" + type.simpleName, range: model.scopes[scope].start...model.scopes[scope].end))
        }
        for function in model.functions {
            guard let key = functionKey(function, model, path: path), let scope = function.bodyScope,
                  model.scopes[scope].end >= function.nameIndex else { continue }
            let isPrivate = key == "F:" + path + "|" + function.name
            result.append(Container(key: key, range: function.nameIndex...model.scopes[scope].end,
                                    privateName: isPrivate ? function.name : nil))
        }
        return result.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The container key of a function that may be unused: a `private`/`fileprivate` one (`F:path|name`), or one of
    /// `extension View` (`F:name`); nil for any other (a framework may call it: `body`, `makeUIView`, an override).
    static func functionKey(_ function: FunctionDeclaration, _ model: SourceModel, path: String) -> String? {
        guard function.kind == .func, function.name.first.map({ $0.isLetter || $0 == "_" }) == true,
              !function.modifiers.contains("override"), !function.modifiers.contains("public"), !function.modifiers.contains("open"),
              !function.attributes.contains(where: { $0.hasPrefix("@objc") || $0.hasPrefix("@IB") }) else { return nil }
        if function.modifiers.contains("private") || function.modifiers.contains("fileprivate") {
            return "F:" + path + "|" + function.name
        }
        guard let owner = function.owner, model.types[owner].kind == .extension, model.types[owner].simpleName == "View" else {
            return nil
        }
        return "F:" + function.name
    }

    /// The key of the innermost container holding token `index`, or `""` (top-level code).
    static func containerKey(at index: Int, in containers: [Container]) -> String {
        containers.last { $0.range.contains(index) }?.key ?? ""
    }

    /// Adds the declarations and references of one file; `previews` are its preview ranges, where nothing counts.
    mutating func add(_ model: SourceModel, path: String, previews: [ClosedRange<Int>]) {
        let tokens = model.tokens
        for type in model.types where type.kind != .extension {
            declaredTypes.insert(type.simpleName)
            if Self.isSystemBuilt(type, model) { systemTypes.insert(type.simpleName) }
            if type.inheritance.contains("App") || Self.hasModifier(before: type, model, where: { $0 == "@main" }) {
                entryPoints.insert(type.simpleName)
            }
        }
        for call in model.calls where !call.isMember && call.name.hasSuffix("View") && call.name.first?.isUppercase == true {
            builtViewNames.insert(call.name)
        }
        let containers = Self.containers(model, path: path)
        let privateNames = Set(containers.compactMap(\.privateName))
        for container in containers where container.key.hasPrefix("F:") { declaredFunctions.insert(container.key) }
        let declarationNames = Set(model.types.map(\.nameIndex) + model.functions.map(\.nameIndex))
        // A sweep with a stack of the containers open at each token: the innermost one owns the reference.
        // Names are gathered per container offset (the last slot is top-level code), merged once at the end.
        var open: [Int] = []
        var next = 0
        var names = [Set<String>](repeating: [], count: containers.count + 1)
        for index in tokens.indices {
            while let last = open.last, containers[last].range.upperBound < index { open.removeLast() }
            while next < containers.count, containers[next].range.lowerBound <= index {
                if containers[next].range.upperBound >= index { open.append(next) }
                next += 1
            }
            guard tokens[index].kind == .identifier else { continue }
            // Only a name that can be a container's counts: a capitalized one (a type), a call (a modifier), or a
            // private function of this file (also passed as a value, `action: save`). Most identifiers are neither,
            // so this is asked before the declaration and preview lookups.
            let text = tokens[index].text
            let first = text.utf8.first ?? 0
            let isCall = index + 1 < tokens.count && tokens[index + 1].isSymbol("(")
            let isPrivate = !privateNames.isEmpty && privateNames.contains(text)
            guard (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) || first == UInt8(ascii: "`") || isCall || isPrivate,
                  !declarationNames.contains(index), previews.isEmpty || !previews.contains(where: { $0.contains(index) }) else {
                continue
            }
            let slot = open.last ?? containers.count
            let name = tokens[index].name
            names[slot].insert(name)
            if isPrivate { names[slot].insert(path + "|" + name) }
        }
        for (slot, set) in names.enumerated() where !set.isEmpty {
            references[slot < containers.count ? containers[slot].key : "", default: []].formUnion(set)
        }
        for (offset, container) in containers.enumerated() {
            let outer = containers[..<offset].last { $0.range.contains(container.range.lowerBound) && $0.key != container.key }
            if let outer { parents[container.key, default: []].insert(outer.key) }
        }
    }

    /// Whether one of the modifiers and attributes written before `type`'s keyword satisfies `matches`.
    private static func hasModifier(before type: TypeDeclaration, _ model: SourceModel, where matches: (String) -> Bool) -> Bool {
        var token = type.nameIndex - 2
        while token >= 0, model.tokens[token].kind == .keyword || model.tokens[token].kind == .attribute {
            if matches(model.tokens[token].text) { return true }
            token -= 1
        }
        return false
    }

    /// Whether the system builds `type` without code naming it: `@main`, a system protocol (`App`, `AppIntent`),
    /// or a class of a `UI…`/`NS…` superclass (a storyboard or a nib may name it).
    static func isSystemBuilt(_ type: TypeDeclaration, _ model: SourceModel) -> Bool {
        if type.inheritance.contains(where: { systemProtocols.contains($0) || $0.hasSuffix("WidgetBundle") }) { return true }
        if type.kind == .class, type.inheritance.contains(where: { $0.hasPrefix("UI") || $0.hasPrefix("NS") }) { return true }
        // `@main` is the app's entry; `@objc` names are found at run time; `public`/`open` is another module's to use.
        return hasModifier(before: type, model) { ["@main", "public", "open"].contains($0) || $0.hasPrefix("@objc") }
    }

    /// Computes `unreachable`: containers every reference to which comes from their own body, a preview, or a
    /// container already found unused (so a view only an unused modifier builds is unused too), and the containers
    /// nested in an unused type. Code outside containers always runs; nothing is unused in a project with no entry
    /// point (`@main`, an `App`): a library, or a partial copy whose callers are elsewhere. Called once, after every
    /// file is added.
    mutating func resolve() {
        guard !entryPoints.isEmpty else { return }
        // A view built by name that no file declares and no framework has (`RootView()`): code is missing, so a
        // component or modifier nothing builds may be built there. Only file-private functions are judged then.
        let isPartial = builtViewNames.contains { !declaredTypes.contains($0) && !Self.isFrameworkView($0) }
        // A type named in lower case (`struct osmApp`) is not judged: `add` records capitalized names and calls only.
        let judged = declaredTypes.subtracting(systemTypes).filter { $0.first?.isUppercase == true }
        let types = isPartial ? [] : Set(judged.map { "T:" + $0 })
        let declared = types.union(declaredFunctions.filter { !isPartial || $0.utf8.contains(UInt8(ascii: "|")) })
        // Who references each declared container, by name (a private function also by `path|name`).
        let typeNames = isPartial ? [] : judged
        let functionNames = Set(declared.filter { $0.hasPrefix("F:") }.map { String($0.dropFirst(2)) })
        var referrers: [String: Set<String>] = [:]
        for (container, names) in references {
            for name in names {
                if typeNames.contains(name) { referrers["T:" + name, default: []].insert(container) }
                if functionNames.contains(name) { referrers["F:" + name, default: []].insert(container) }
            }
        }
        var chains: [String: [String]] = [:]
        for key in Set(references.keys).union(declared) { chains[key] = ancestors(of: key) }
        var unused: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for key in declared where !unused.contains(key) {
                let inUnusedType = chains[key, default: []].contains { unused.contains($0) }
                let live = (referrers[key] ?? []).contains { referrer in
                    let chain = chains[referrer, default: []]
                    return referrer != key && !chain.contains(key) && !unused.contains(referrer)
                        && !chain.contains { unused.contains($0) }
                }
                if inUnusedType || !live {
                    unused.insert(key)
                    changed = true
                }
            }
        }
        unreachable = unused
    }

    /// SwiftUI views whose name ends in `View`, and views of Apple frameworks (`UI…`, `NS…`, `MK…`, …).
    static func isFrameworkView(_ name: String) -> Bool {
        swiftUIViews.contains(name) || frameworkPrefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// SwiftUI's own views that `isFrameworkView` knows by name, and the SwiftUI views of Apple frameworks without
    /// a class prefix (TipKit's `TipView`; StoreKit's `ProductView`, `StoreView`, `SubscriptionStoreView`,
    /// `SubscriptionOfferView`): a project that builds one is not missing code. Only names ending in `View` are
    /// listed: `builtViewNames` records no other, so `Map`, `Chart`, `VideoPlayer`, `PhotosPicker`, `Gauge`, `List`,
    /// `Form`, `Grid` and the like never make a project partial.
    private static let swiftUIViews: Set<String> = [
        "ScrollView", "NavigationView", "TabView", "ProgressView", "ScrollViewReader", "ContentUnavailableView",
        "NavigationSplitView", "TimelineView", "ViewThatFits", "AnyView", "EmptyView", "EquatableView", "TupleView",
        "HSplitView", "VSplitView", "SpriteView", "SceneView", "RealityView", "WebView", "ShareView", "MapView",
        "TipView", "ProductView", "StoreView", "SubscriptionStoreView", "SubscriptionOfferView", "DocumentLaunchView",
    ]
    /// The name prefixes of Apple frameworks' view classes (`UIView`, `LPLinkView`, `HKActivityRingView`, `GLKView`).
    private static let frameworkPrefixes = [
        "UI", "NS", "MK", "WK", "AV", "PK", "SCN", "SK", "MTK", "AR", "PDF", "QL", "CN", "PH", "SF", "MF",
        "LP", "GK", "HK", "EK", "GLK", "VN",
    ]

    /// The containers enclosing a container, innermost first (`T:BiometricLock` for `T:Availability`).
    func ancestors(of key: String) -> [String] {
        var chain: [String] = []
        var current = parents[key] ?? []
        var seen: Set<String> = [key]
        while let next = current.first, seen.insert(next).inserted {
            chain.append(next)
            current = parents[next] ?? []
        }
        return chain
    }

    /// The findings of one file with those of text rules in unused code turned into `text-in-unused-code` notes
    /// (dropped when that id is disabled). `containers` are computed only when some finding may move.
    func noteUnused(_ findings: [Finding], _ model: SourceModel, path: String, disabled: Set<String>) -> [Finding] {
        guard !unreachable.isEmpty, findings.contains(where: { Self.textRules.contains($0.ruleID) }) else { return findings }
        let containers = Self.containers(model, path: path)
        return findings.compactMap { finding in
            guard Self.textRules.contains(finding.ruleID), let index = Self.tokenIndex(at: finding.location, model.tokens) else {
                return finding
            }
            let key = Self.containerKey(at: index, in: containers)
            guard unreachable.contains(key) else { return finding }
            guard !disabled.contains(Self.ruleID) else { return nil }
            var note = finding
            note.ruleID = Self.ruleID
            note.message = "\(Self.describe(key)) is used by no code that runs (nothing outside previews and its own body "
                + "refers to it), so this text is shown to nobody: no evidence either way. If it will be used, "
                + "[\(finding.ruleID)] \(finding.message)"
            return note
        }
    }

    /// How a container is named in a note: `'SearchBar'`, `'errorAlert(…)'`.
    static func describe(_ key: String) -> String {
        let name = key.dropFirst(2).split(separator: "|").last.map(String.init) ?? ""
        return key.hasPrefix("T:") ? "'\(name)'" : "'\(name)(…)'"
    }

    /// The index of the token at `location` (the first at or after it on its line), nil when none is.
    static func tokenIndex(at location: SourceLocation, _ tokens: [Token]) -> Int? {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            let token = tokens[middle]
            if token.line < location.line || (token.line == location.line && token.column < location.column) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < tokens.count ? low : nil
    }
}
