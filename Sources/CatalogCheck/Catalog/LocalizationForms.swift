import StringCatalog

/// Walks the forms of a localization: units and string sets, through device and plural variations and
/// substitutions, so every check sees every text once with its context.
enum LocalizationForms {
    /// Every unit and string set in `localization`, in file order.
    static func forms(
        of localization: Localization, at path: CatalogKeyPath, category: String? = nil, substitution: String? = nil
    ) -> [LocalizationForm] {
        var result: [LocalizationForm] = []
        if let unit = localization.stringUnit {
            result.append(LocalizationForm(path: path.appending("stringUnit"), unit: unit, pluralCategory: category,
                                           substitution: substitution))
        }
        if let set = localization.stringSet {
            result.append(LocalizationForm(path: path.appending("stringSet"), stringSet: set, pluralCategory: category,
                                           substitution: substitution))
        }
        if let variations = localization.variations {
            result += forms(of: variations, at: path.appending("variations"), category: category, substitution: substitution)
        }
        for (name, value) in localization.substitutions?.entries ?? [] {
            guard let variations = value.variations else { continue }
            let at = path.appending("substitutions").appending(name).appending("variations")
            result += forms(of: variations, at: at, category: nil, substitution: name)
        }
        return result
    }

    /// Every unit and string set in `variations`.
    static func forms(
        of variations: Variations, at path: CatalogKeyPath, category: String?, substitution: String?
    ) -> [LocalizationForm] {
        var result: [LocalizationForm] = []
        for (device, localization) in variations.device?.entries ?? [] {
            result += forms(of: localization, at: path.appending("device").appending(device), category: category,
                            substitution: substitution)
        }
        for (name, localization) in variations.plural?.entries ?? [] {
            result += forms(of: localization, at: path.appending("plural").appending(name), category: name,
                            substitution: substitution)
        }
        return result
    }

    /// Whether any form of `localization` (as `forms(of:at:)` walks them) is a unit or string set in `state`; walks
    /// without building paths, for tallies that need no place.
    static func containsState(_ state: TranslationState, in localization: Localization) -> Bool {
        if localization.stringUnit?.state == state || localization.stringSet?.state == state { return true }
        if let variations = localization.variations, containsState(state, in: variations) { return true }
        for (_, substitution) in localization.substitutions?.entries ?? [] {
            if let variations = substitution.variations, containsState(state, in: variations) { return true }
        }
        return false
    }

    private static func containsState(_ state: TranslationState, in variations: Variations) -> Bool {
        for map in [variations.device, variations.plural] {
            for (_, localization) in map?.entries ?? [] where containsState(state, in: localization) { return true }
        }
        return false
    }

    /// Every plural variation in `localization` (top level, inside device variants, inside substitutions).
    static func pluralPlaces(of localization: Localization, at path: CatalogKeyPath, substitution: String? = nil) -> [PluralPlace] {
        var result: [PluralPlace] = []
        if let variations = localization.variations {
            result += pluralPlaces(of: variations, at: path.appending("variations"), substitution: substitution)
        }
        for (name, value) in localization.substitutions?.entries ?? [] {
            guard let variations = value.variations else { continue }
            let at = path.appending("substitutions").appending(name).appending("variations")
            result += pluralPlaces(of: variations, at: at, substitution: name)
        }
        return result
    }

    static func pluralPlaces(of variations: Variations, at path: CatalogKeyPath, substitution: String?) -> [PluralPlace] {
        var result: [PluralPlace] = []
        for (device, localization) in variations.device?.entries ?? [] {
            result += pluralPlaces(of: localization, at: path.appending("device").appending(device), substitution: substitution)
        }
        if let plural = variations.plural {
            result.append(PluralPlace(path: path.appending("plural"), forms: plural, substitution: substitution))
            for (name, localization) in plural.entries {
                guard let nested = localization.variations else { continue }
                result += pluralPlaces(of: nested, at: path.appending("plural").appending(name).appending("variations"),
                                       substitution: substitution)
            }
        }
        return result
    }

    /// The text that stands for a whole localization when comparing arguments: its unit, else the `other` form of
    /// its plural or device variations (the form that carries every argument), else the first form found.
    static func referenceText(of localization: Localization) -> String? {
        if let unit = localization.stringUnit { return unit.value }
        return localization.variations.flatMap(referenceText(of:))
    }

    /// The reference text of variations (see `referenceText(of:)`).
    static func referenceText(of variations: Variations) -> String? {
        for map in [variations.plural, variations.device].compactMap({ $0 }) {
            if let other = map["other"], let text = referenceText(of: other) { return text }
            for (_, localization) in map.entries {
                if let text = referenceText(of: localization) { return text }
            }
        }
        return nil
    }
}
