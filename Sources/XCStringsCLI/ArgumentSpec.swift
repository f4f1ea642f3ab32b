/// Declares what a command accepts: flags, options with values, and positional arguments.
///
/// Each command states its spec as a value; `ArgumentParser` parses against it and `HelpText` renders it,
/// so the help can never disagree with what is accepted.
public struct ArgumentSpec: Sendable {
    /// A boolean switch such as `--check`.
    public struct Flag: Sendable {
        public var name: String
        public var short: Character?
        public var help: String

        /// Creates a flag; `name` includes the leading dashes (`--check`).
        public init(_ name: String, short: Character? = nil, help: String) {
            self.name = name
            self.short = short
            self.help = help
        }
    }

    /// An option that takes a value, such as `--format json`; it may repeat when `repeatable`.
    public struct Option: Sendable {
        public var name: String
        public var short: Character?
        public var valueName: String
        public var help: String
        public var allowedValues: [String]?
        public var repeatable: Bool

        /// Creates an option; `allowedValues`, when given, are checked at parse time.
        public init(
            _ name: String, short: Character? = nil, valueName: String, help: String,
            allowedValues: [String]? = nil, repeatable: Bool = false
        ) {
            self.name = name
            self.short = short
            self.valueName = valueName
            self.help = help
            self.allowedValues = allowedValues
            self.repeatable = repeatable
        }
    }

    /// The positional arguments: a name for help, and how many are accepted.
    public struct Positionals: Sendable {
        public var usage: String
        public var help: String
        public var minimum: Int
        public var maximum: Int?

        /// Creates the positional description; `maximum` nil means any number.
        public init(usage: String, help: String, minimum: Int = 0, maximum: Int? = nil) {
            self.usage = usage
            self.help = help
            self.minimum = minimum
            self.maximum = maximum
        }

        /// No positional arguments at all.
        public static let none = Positionals(usage: "", help: "", minimum: 0, maximum: 0)
    }

    /// A flag or an option, as a typed key (`Option<Value>`) declares it.
    public enum Declaration: Sendable {
        case flag(Flag)
        case option(Option)
    }

    public var flags: [Flag]
    public var options: [Option]
    public var positionals: Positionals
    /// Groups of flags of which exactly one must be given (`--ours` or `--theirs`), checked by the parser.
    public var exactlyOne: [[String]]

    /// Creates a spec from typed keys, in the order the help lists them (flags first, then options); each group in
    /// `exactlyOne` is a set of keys of which the command line must give exactly one. Keys are the only way to
    /// declare a flag or an option, so each is read back typed (`arguments[key]`).
    public init(keys: [any OptionKey] = [], exactlyOne: [[any OptionKey]] = [], positionals: Positionals = .none) {
        flags = keys.compactMap { if case .flag(let flag) = $0.declaration { return flag } else { return nil } }
        options = keys.compactMap { if case .option(let option) = $0.declaration { return option } else { return nil } }
        self.positionals = positionals
        self.exactlyOne = exactlyOne.map { $0.map(\.declaration.name) }
    }
}

extension ArgumentSpec.Declaration {
    /// The long name, with its dashes (`--check`).
    public var name: String {
        switch self {
        case .flag(let flag): return flag.name
        case .option(let option): return option.name
        }
    }
}
