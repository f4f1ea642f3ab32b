/// The result of parsing a command line against an `ArgumentSpec`.
public struct ParsedArguments: Sendable, Equatable {
    /// The flags given, by their long name (`--check`).
    public var flags: Set<String> = []
    /// The option values given, by long name, in command-line order.
    public var options: [String: [String]] = [:]
    /// The positional arguments, in order.
    public var positionals: [String] = []
    /// How many positionals came before a `--` (nil when there was none): `diff REV -- PATH` tells them apart.
    public var separatorIndex: Int?

    /// Creates an empty result.
    public init() {}

    /// Whether the flag `name` (long form, e.g. `--check`) was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value of option `name`, if given.
    public func option(_ name: String) -> String? { options[name]?.last }

    /// All values of option `name`, also splitting comma-separated lists (`--languages de,fr`).
    public func list(_ name: String) -> [String] {
        (options[name] ?? []).flatMap { $0.split(separator: ",").map { String($0) } }.filter { !$0.isEmpty }
    }
}
