import Foundation

/// A property list value in plain Swift types, converted from what `PropertyListSerialization` returns.
///
/// Dictionaries come back unordered from Foundation; readers sort keys where order matters for output.
public indirect enum PropertyListValue: Equatable, Sendable {
    case string(String)
    case dictionary([String: PropertyListValue])
    case array([PropertyListValue])
    /// Numbers, dates, data and booleans: kept only as their description (no legacy format uses them for text).
    case other(String)

    /// Parses XML, binary or old-style property list bytes; throws `LegacyReadError.invalidPropertyList`.
    public static func read(_ bytes: [UInt8], path: String) throws -> PropertyListValue {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            throw LegacyReadError.invalidPropertyList(path: path, reason: reason)
        }
        return convert(object)
    }

    private static func convert(_ object: Any) -> PropertyListValue {
        if let text = object as? String { return .string(text) }
        if let members = object as? [String: Any] { return .dictionary(members.mapValues(convert)) }
        if let items = object as? [Any] { return .array(items.map(convert)) }
        return .other(String(describing: object))
    }
}
