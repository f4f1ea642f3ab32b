/// Parses command-line arguments against an `ArgumentSpec`.
///
/// Accepts `--name value`, `--name=value`, short aliases (`-o value`), `--` to end options, and `-` as a positional.
/// Anything unknown is a `UsageError` naming it, never silently ignored.
public struct ArgumentParser: Sendable {
    public var spec: ArgumentSpec

    /// Creates a parser for `spec`.
    public init(spec: ArgumentSpec) { self.spec = spec }

    /// Parses `arguments` (without the command name).
    public func parse(_ arguments: [String]) throws -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                result.separatorIndex = result.positionals.count
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if let flag = lookUpFlag(name) {
                if inlineValue != nil { throw UsageError("option '\(flag.name)' takes no value") }
                result.flags.insert(flag.name)
            } else if let option = lookUpOption(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option '\(option.name)' needs a value (\(option.valueName))")
                }
                if let allowed = option.allowedValues, !allowed.contains(value) {
                    throw UsageError(
                        "'\(value)' is not a valid value for '\(option.name)'; use one of: \(allowed.joined(separator: ", "))")
                }
                if !option.repeatable, result.options[option.name] != nil {
                    throw UsageError("option '\(option.name)' is given more than once")
                }
                result.options[option.name, default: []].append(value)
            } else {
                throw UsageError("unknown option '\(name)'")
            }
        }
        let count = result.positionals.count
        if count < spec.positionals.minimum {
            let what = spec.positionals.usage.isEmpty ? "an argument" : spec.positionals.usage
            throw UsageError("missing \(what)")
        }
        if let maximum = spec.positionals.maximum, count > maximum {
            throw UsageError("unexpected argument '\(result.positionals[maximum])'")
        }
        for group in spec.exactlyOne where group.filter({ result.flags.contains($0) || result.options[$0] != nil }).count != 1 {
            let names = group.map { "'\($0)'" }
            throw UsageError("give exactly one of \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")")
        }
        return result
    }

    private func lookUpFlag(_ name: String) -> ArgumentSpec.Flag? {
        spec.flags.first { $0.name == name || ($0.short.map { "-\($0)" } == name) }
    }

    private func lookUpOption(_ name: String) -> ArgumentSpec.Option? {
        spec.options.first { $0.name == name || ($0.short.map { "-\($0)" } == name) }
    }
}
