import Diagnostics
import Foundation
import StringCatalog

/// Why a legacy `.strings` or `.stringsdict` file could not be read; every case names the file and the place.
///
/// The description (from `LocatedError`) is one line in the `path:line:col: error: message` form editors and CI understand.
public enum LegacyReadError: Error, Equatable {
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

    /// The file (never nil; optional as `LocatedError` has it).
    public var path: String? {
        switch self {
        case let .unreadable(path, _), let .undecodable(path, _), let .syntax(path, _, _, _),
             let .invalidPropertyList(path, _), let .invalidStructure(path, _, _), let .unsupportedRule(path, _, _):
            return path
        }
    }

    /// The line and column of a syntax error; nil for the others.
    public var position: TextPosition? {
        if case let .syntax(_, line, column, _) = self { return TextPosition(line: line, column: column) }
        return nil
    }

    /// The message without the path.
    public var message: String {
        switch self {
        case let .unreadable(_, reason):
            return "cannot read the file: \(reason)"
        case let .undecodable(_, encoding):
            return "the file is not valid \(encoding) text; save it as UTF-8 or UTF-16 and try again"
        case let .syntax(_, _, _, message):
            return message
        case let .invalidPropertyList(_, reason):
            return "not a valid property list: \(reason)"
        case let .invalidStructure(_, keyPath, message):
            return "\(keyPath): \(message)"
        case let .unsupportedRule(_, keyPath, rule):
            return "\(keyPath): \(rule) cannot be expressed in a String Catalog; "
                + "remove it, or pass --keep-width-rules to keep only its widest form"
        }
    }
}

extension LegacyReadError: LocatedError {}
