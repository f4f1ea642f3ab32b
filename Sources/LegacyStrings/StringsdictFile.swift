import Foundation
import StringCatalog

/// A `.stringsdict` file: plural, device and width rules by key, read from an XML (or binary) property list.
public struct StringsdictFile: Equatable, Sendable {
    /// The plural categories a stringsdict variable may hold, in CLDR order.
    public static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

    /// The path used in messages.
    public var path: String
    /// The entries sorted by key.
    public var entries: [StringsdictEntry]

    /// Creates a file value.
    public init(path: String, entries: [StringsdictEntry]) {
        self.path = path
        self.entries = entries
    }

    /// Reads and interprets the file at `url`; errors name the file and the key path of the problem.
    public static func read(_ url: URL) throws -> StringsdictFile {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw LegacyReadError.unreadable(path: url.path, reason: FileError.reason(of: error))
        }
        return try parse(Array(data), path: url.path)
    }

    /// Interprets the bytes of a `.stringsdict` property list.
    public static func parse(_ bytes: [UInt8], path: String) throws -> StringsdictFile {
        if bytes.allSatisfy({ $0 == 0x20 || (0x09...0x0D).contains($0) }) {
            return StringsdictFile(path: path, entries: [])
        }
        guard case let .dictionary(root) = try PropertyListValue.read(bytes, path: path) else {
            throw LegacyReadError.invalidStructure(path: path, keyPath: "(root)", message: "expected a dictionary of keys")
        }
        let reader = RuleReader(path: path)
        let entries = try root.keys.sorted().map { key in
            StringsdictEntry(key: key, rule: try reader.rule(root[key], keyPath: [key]))
        }
        return StringsdictFile(path: path, entries: entries)
    }
}

/// Interprets one key's dictionary, recursively for device and width rules.
private struct RuleReader {
    let path: String

    func rule(_ value: PropertyListValue?, keyPath: [String]) throws -> StringsdictRule {
        switch value {
        case let .string(text)?:
            return .text(text)
        case let .dictionary(members)?:
            if let device = members["NSStringDeviceSpecificRuleType"] {
                return .device(try ruleMap(device, keyPath: keyPath + ["NSStringDeviceSpecificRuleType"]))
            }
            if let width = members["NSStringVariableWidthRuleType"] {
                return .width(try ruleMap(width, keyPath: keyPath + ["NSStringVariableWidthRuleType"]))
            }
            guard case let .string(format)? = members["NSStringLocalizedFormatKey"] else {
                throw failure(keyPath + ["NSStringLocalizedFormatKey"], "missing or not a string; every key needs a format")
            }
            var variables: [String: StringsdictVariable] = [:]
            for (name, member) in members where name != "NSStringLocalizedFormatKey" {
                variables[name] = try variable(member, keyPath: keyPath + [name])
            }
            return .format(format, variables: variables)
        default:
            throw failure(keyPath, "expected a dictionary with NSStringLocalizedFormatKey, or a string")
        }
    }

    func ruleMap(_ value: PropertyListValue, keyPath: [String]) throws -> [String: StringsdictRule] {
        guard case let .dictionary(members) = value else { throw failure(keyPath, "expected a dictionary of rules") }
        var result: [String: StringsdictRule] = [:]
        for (name, member) in members { result[name] = try rule(member, keyPath: keyPath + [name]) }
        return result
    }

    func variable(_ value: PropertyListValue, keyPath: [String]) throws -> StringsdictVariable {
        guard case let .dictionary(members) = value else {
            throw failure(keyPath, "expected a variable dictionary with NSStringFormatSpecTypeKey")
        }
        guard case let .string(specType)? = members["NSStringFormatSpecTypeKey"] else {
            throw failure(keyPath + ["NSStringFormatSpecTypeKey"], "missing; expected NSStringPluralRuleType")
        }
        guard specType == "NSStringPluralRuleType" else {
            throw failure(keyPath + ["NSStringFormatSpecTypeKey"], "unsupported rule type '\(specType)'; expected NSStringPluralRuleType")
        }
        var valueType: String?
        if let member = members["NSStringFormatValueTypeKey"] {
            guard case let .string(text) = member else {
                throw failure(keyPath + ["NSStringFormatValueTypeKey"], "expected a string such as d, lld or @")
            }
            valueType = text
        }
        var forms: [String: String] = [:]
        for (name, member) in members where !name.hasPrefix("NSString") {
            guard StringsdictFile.pluralCategories.contains(name) else {
                throw failure(keyPath + [name], "unknown plural category; expected one of zero, one, two, few, many, other")
            }
            guard case let .string(text) = member else { throw failure(keyPath + [name], "expected a string") }
            forms[name] = text
        }
        return StringsdictVariable(valueType: valueType, forms: forms)
    }

    func failure(_ keyPath: [String], _ message: String) -> LegacyReadError {
        .invalidStructure(path: path, keyPath: keyPath.joined(separator: "."), message: message)
    }
}
