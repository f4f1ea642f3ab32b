/// The result of parsing a command line against an `ArgumentSpec`; commands read it through their typed keys
/// (`arguments[Self.force]`, in `Option.swift`), never by a name spelled again.
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

}
