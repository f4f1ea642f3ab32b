/// A typed key for one flag or option: its name, help, type and default declared together, once.
///
/// A command declares its keys as static values, builds its spec from them (`ArgumentSpec(keys:…)`), and reads
/// each back typed with `arguments[key]`, so no name is spelled twice and a flag is never read as an option.
public struct Option<Value>: OptionKey {
    /// How the key appears in the spec, and so in the help and the man page.
    public let declaration: ArgumentSpec.Declaration
    /// The typed value from the values given on the command line (empty when absent; one `""` for a given flag).
    let value: @Sendable (_ given: [String]) -> Value
}

/// What every `Option` is, whatever its type: a declaration for the spec.
public protocol OptionKey: Sendable {
    var declaration: ArgumentSpec.Declaration { get }
}

extension Option where Value == Bool {
    /// A switch such as `--check`: true when given.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
        Option(declaration: .flag(.init(name, short: short, help: help))) { !$0.isEmpty }
    }
}

extension Option where Value == String? {
    /// An option with one value (`--format json`), nil when absent.
    public static func value(
        _ name: String, short: Character? = nil, valueName: String, help: String, allowedValues: [String]? = nil
    ) -> Option {
        Option(declaration: .option(.init(name, short: short, valueName: valueName, help: help,
                                          allowedValues: allowedValues))) { $0.last }
    }
}

extension Option {
    /// An option whose value is one of `T`'s cases (`--format json`), checked at parse time; nil when absent.
    public static func choice<T: RawRepresentable & CaseIterable>(
        _ name: String, valueName: String, help: String
    ) -> Option<T?> where T.RawValue == String {
        choice(name, valueName: valueName, help: help, cases: Array(T.allCases))
    }

    /// An option whose value is one of `cases` (in the order the help lists them), for a type of another module that
    /// is not `CaseIterable`; nil when absent.
    public static func choice<T: RawRepresentable>(
        _ name: String, valueName: String, help: String, cases: [T]
    ) -> Option<T?> where T.RawValue == String {
        Option<T?>(declaration: .option(.init(name, valueName: valueName, help: help,
                                              allowedValues: cases.map(\.rawValue)))) { $0.last.flatMap(T.init(rawValue:)) }
    }
}

extension Option where Value == [String] {
    /// A repeatable option whose values may also be comma-separated lists (`--languages de,fr --languages nl`).
    public static func list(_ name: String, short: Character? = nil, valueName: String, help: String) -> Option {
        Option(declaration: .option(.init(name, short: short, valueName: valueName, help: help, repeatable: true))) {
            $0.flatMap { $0.split(separator: ",").map(String.init) }.filter { !$0.isEmpty }
        }
    }
}

extension Option where Value == [String] {
    /// A repeatable option whose values are taken whole (`--catalog a.xcstrings --catalog b.xcstrings`).
    public static func values(_ name: String, valueName: String, help: String) -> Option {
        Option(declaration: .option(.init(name, valueName: valueName, help: help, repeatable: true))) { $0 }
    }
}

extension ParsedArguments {
    /// The typed value of `key`: whether a flag was given, an option's value, a list's values.
    public subscript<Value>(_ key: Option<Value>) -> Value {
        key.value(given(key))
    }

    /// Whether `key` appears on the command line at all (a list given only empty values still counts).
    public func isGiven(_ key: some OptionKey) -> Bool { !given(key).isEmpty }

    private func given(_ key: some OptionKey) -> [String] {
        switch key.declaration {
        case .flag(let flag): return flags.contains(flag.name) ? [""] : []
        case .option(let option): return options[option.name] ?? []
        }
    }
}
