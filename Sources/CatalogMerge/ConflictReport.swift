import StringCatalog

/// One conflict said out loud: where it is and each side's value (and unit state), for the merge summary line,
/// `git xcstrings conflicts` and `resolve --languages/--keys`.
public struct ConflictReport: Sendable, Equatable {
    /// One side's version of the conflicted place.
    public struct Side: Sendable, Equatable {
        /// The value; nil when this side does not have it.
        public var value: JSONValue?
        /// The `state` of the string unit the value belongs to, when it is a unit's value.
        public var state: String?

        /// Creates a side.
        public init(value: JSONValue?, state: String? = nil) {
            self.value = value
            self.state = state
        }
    }

    /// Where: a member path from the root (for a unit, its `value`).
    public var path: CatalogKeyPath
    /// Our side.
    public var ours: Side
    /// Their side.
    public var theirs: Side
    /// The base, when it is known (always in a merge; in a file, when hunks carry a diff3 base section).
    public var base: Side?
    /// The 1-based line of the hunk holding it, when read from a file.
    public var line: Int?
    /// The 0-based number of the hunk holding it in its file, when read from a file.
    public var hunkIndex: Int?

    /// Creates a report.
    public init(path: CatalogKeyPath, ours: Side, theirs: Side, base: Side?, line: Int? = nil, hunkIndex: Int? = nil) {
        self.path = path
        self.ours = ours
        self.theirs = theirs
        self.base = base
        self.line = line
        self.hunkIndex = hunkIndex
    }

    /// The report for the conflict at `path` between three catalog roots (nil: that side has no file).
    init(path: CatalogKeyPath, base: JSONValue?, ours: JSONValue?, theirs: JSONValue?) {
        self.init(path: path, ours: Self.side(at: path, in: ours), theirs: Self.side(at: path, in: theirs),
                  base: Self.side(at: path, in: base))
    }

    /// The same report with the base side read from the base catalog's root (e.g. git's index stage 1, for
    /// hunks written without a base section).
    public func withBase(from root: JSONValue) -> ConflictReport {
        var report = self
        report.base = Self.side(at: path, in: root)
        return report
    }

    /// The string key it is in, if any.
    public var key: String? { path.stringKey }

    /// The language it is in, if any (`strings.<key>.localizations.<language>…`).
    public var language: String? {
        let components = path.components
        return components.count >= 4 && components[0] == "strings" && components[2] == "localizations" ? components[3] : nil
    }

    /// The short name, as the merge names conflicts: `"Save" de value`.
    public var name: String {
        let kind: MergeConflict.Kind = ours.value == nil || theirs.value == nil ? .deletedAndChanged : .bothChanged
        return MergeConflict(path: path, kind: kind).description
    }

    /// `"menu.settings" nl value: ours "Instellingen...", theirs "Instellingen…" (base "Instellingen ...")`, values
    /// shortened past 60 characters; with `states`, each unit's state in brackets after its value.
    public func text(states: Bool = false) -> String {
        let baseHas = base?.value != nil
        var line = "\(name): ours \(Self.describe(ours, baseHas: baseHas, states: states)), "
            + "theirs \(Self.describe(theirs, baseHas: baseHas, states: states))"
        if let base { line += " (base \(Self.describe(base, baseHas: false, states: states)))" }
        return line
    }

    /// Values are shortened past this many characters.
    static let shownLength = 60

    private static func describe(_ side: Side, baseHas: Bool, states: Bool) -> String {
        var text: String
        if let value = side.value {
            text = shortened(value)
        } else {
            text = baseHas ? "deleted" : "none"
        }
        if states, let state = side.state { text += " [\(state)]" }
        return text
    }

    /// A string in quotes (escaped as in the file), anything else as one line of JSON; cut after 60 characters.
    static func shortened(_ value: JSONValue) -> String {
        func cut(_ text: String) -> String { text.count > shownLength ? text.prefix(shownLength) + "…" : text }
        if let text = value.stringValue { return CatalogKeyPath.quoted(cut(text)) }
        let compact = JSONStyle(separator: ":", indent: "", newline: "", xcodeEmptyObjects: false, finalNewline: "", order: .xcode)
        return cut(String(decoding: JSONWriter(style: compact, preservingSource: false).bytes(for: value), as: UTF8.self))
    }

    private static func side(at path: CatalogKeyPath, in root: JSONValue?) -> Side {
        let components = path.components
        let value = Self.value(at: components[...], in: root)
        var state: String?
        if value != nil, components.count >= 2, components[components.count - 2] == "stringUnit", components.last == "value" {
            state = Self.value(at: components.dropLast() + ["state"], in: root)?.stringValue
        }
        return Side(value: value, state: state)
    }

    /// The value at a member path, or nil when a member on the way is missing.
    static func value(at components: ArraySlice<String>, in root: JSONValue?) -> JSONValue? {
        var value = root
        for component in components {
            guard let object = value?.object, let index = object.index(forKey: component) else { return nil }
            value = object.members[index].value
        }
        return value
    }
}
