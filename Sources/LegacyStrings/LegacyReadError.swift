import Foundation
import StringCatalog

/// Why a legacy `.strings` or `.stringsdict` file could not be read; every case names the file and the place.
///
/// The description is one line in the `path:line:col: error: message` form editors and CI understand.
public enum LegacyReadError: Error, Equatable, CustomStringConvertible {
    /// The file could not be opened or read at all.
    case unreadable(path: String, reason: String)
    /// The bytes are not text in any encoding a `.strings` file may use.
    case undecodable(path: String, encoding: String)
    /// A syntax error at a 1-based line and column.
    case syntax(path: String, line: Int, column: Int, message: String)
    /// A property list (XML or binary) that Foundation could not parse.
    case invalidPropertyList(path: String, reason: String)
    /// A property list whose structure is not what the format requires; `keyPath` says where.
    case invalidStructure(path: String, keyPath: String, message: String)
    /// A rule a String Catalog cannot hold (width variants); migrating it would lose data.
    case unsupportedRule(path: String, keyPath: String, rule: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "\(path): error: cannot read the file: \(reason)"
        case let .undecodable(path, encoding):
            return "\(path): error: the file is not valid \(encoding) text; save it as UTF-8 or UTF-16 and try again"
        case let .syntax(path, line, column, message):
            return "\(path):\(line):\(column): error: \(message)"
        case let .invalidPropertyList(path, reason):
            return "\(path): error: not a valid property list: \(reason)"
        case let .invalidStructure(path, keyPath, message):
            return "\(path): error: \(keyPath): \(message)"
        case let .unsupportedRule(path, keyPath, rule):
            return "\(path): error: \(keyPath): \(rule) cannot be expressed in a String Catalog; "
                + "remove it, or pass --keep-width-rules to keep only its widest form"
        }
    }
}

extension LegacyReadError: LocatedError {}
