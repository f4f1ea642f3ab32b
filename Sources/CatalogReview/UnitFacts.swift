import StringCatalog

/// The texts of one localization, flattened: one fact per unit or string set, with the variation path that
/// leads to it (`""`, `plural.one`, `device.iphone.plural.other`, `substitutions.n.plural.one`).
public enum UnitFacts {
    /// One text and its state.
    public struct Fact: Equatable, Sendable {
        /// The variation path; empty for the localization's own unit.
        public var path: String
        /// The state as written (`translated`, `needs_review`, …).
        public var state: String
        /// The value; a string set's values joined with ` | `.
        public var text: String
    }

    /// Every fact of `localization`, in file order.
    public static func facts(of localization: Localization, path: String = "") -> [Fact] {
        var result: [Fact] = []
        if let unit = localization.stringUnit {
            result.append(Fact(path: path, state: unit.state.rawValue, text: unit.value))
        }
        if let set = localization.stringSet {
            result.append(Fact(path: join(path, "stringSet"), state: set.state.rawValue, text: set.values.joined(separator: " | ")))
        }
        if let variations = localization.variations { result += facts(of: variations, path: path) }
        for (name, substitution) in localization.substitutions?.entries ?? [] {
            if let variations = substitution.variations {
                result += facts(of: variations, path: join(path, "substitutions." + name))
            }
        }
        return result
    }

    private static func facts(of variations: Variations, path: String) -> [Fact] {
        var result: [Fact] = []
        for (device, localization) in variations.device?.entries ?? [] {
            result += facts(of: localization, path: join(path, "device." + device))
        }
        for (category, localization) in variations.plural?.entries ?? [] {
            result += facts(of: localization, path: join(path, "plural." + category))
        }
        return result
    }

    private static func join(_ path: String, _ step: String) -> String { path.isEmpty ? step : path + "." + step }
}
