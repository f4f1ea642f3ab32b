import StringCatalog

/// Walks the forms of a localization: units and string sets, through device and plural variations and
/// substitutions, so every check sees every text once with its context.
enum LocalizationForms {
    /// Every unit and string set in `localization`, in file order.
    static func forms(
        of localization: Localization, at path: CatalogKeyPath, category: String? = nil, substitution: String? = nil
    ) -> [LocalizationForm] {
        var walk = PathWalk(path)
        var result: [LocalizationForm] = []
        collectForms(of: localization, walk: &walk, category: category, substitution: substitution, into: &result)
        return result
    }

    /// Every unit and string set in `variations`.
    static func forms(
        of variations: Variations, at path: CatalogKeyPath, category: String?, substitution: String?
    ) -> [LocalizationForm] {
        var walk = PathWalk(path)
        var result: [LocalizationForm] = []
        collectForms(of: variations, walk: &walk, category: category, substitution: substitution, into: &result)
        return result
    }

    private static func collectForms(
        of localization: Localization, walk: inout PathWalk, category: String?, substitution: String?,
        into result: inout [LocalizationForm]
    ) {
        if let unit = localization.stringUnit {
            result.append(LocalizationForm(base: walk.base, steps: walk.steps(adding: .stringUnit), unit: unit,
                                           pluralCategory: category, substitution: substitution))
        }
        if let set = localization.stringSet {
            result.append(LocalizationForm(base: walk.base, steps: walk.steps(adding: .stringSet), stringSet: set,
                                           pluralCategory: category, substitution: substitution))
        }
        if let variations = localization.variations {
            walk.enter("variations")
            collectForms(of: variations, walk: &walk, category: category, substitution: substitution, into: &result)
            walk.leave(1)
        }
        for (name, value) in localization.substitutions?.entries ?? [] {
            guard let variations = value.variations else { continue }
            walk.enter("substitutions", name, "variations")
            collectForms(of: variations, walk: &walk, category: nil, substitution: name, into: &result)
            walk.leave(3)
        }
    }

    private static func collectForms(
        of variations: Variations, walk: inout PathWalk, category: String?, substitution: String?,
        into result: inout [LocalizationForm]
    ) {
        for (device, localization) in variations.device?.entries ?? [] {
            walk.enter("device", device)
            collectForms(of: localization, walk: &walk, category: category, substitution: substitution, into: &result)
            walk.leave(2)
        }
        for (name, localization) in variations.plural?.entries ?? [] {
            walk.enter("plural", name)
            collectForms(of: localization, walk: &walk, category: name, substitution: substitution, into: &result)
            walk.leave(2)
        }
    }

    /// The unit of a localization that holds nothing else (no string set, variations or substitutions): then it is
    /// the only form `forms(of:at:)` finds. Most localizations are one, and a check that has nothing to say about
    /// the unit can skip making paths and forms for them.
    static func soleUnit(of localization: Localization) -> StringUnit? {
        guard localization.stringSet == nil, localization.variations == nil, localization.substitutions == nil else {
            return nil
        }
        return localization.stringUnit
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
        var walk = PathWalk(path)
        var result: [PluralPlace] = []
        collectPluralPlaces(of: localization, walk: &walk, substitution: substitution, into: &result)
        return result
    }

    private static func collectPluralPlaces(
        of localization: Localization, walk: inout PathWalk, substitution: String?, into result: inout [PluralPlace]
    ) {
        if let variations = localization.variations {
            walk.enter("variations")
            collectPluralPlaces(of: variations, walk: &walk, substitution: substitution, into: &result)
            walk.leave(1)
        }
        for (name, value) in localization.substitutions?.entries ?? [] {
            guard let variations = value.variations else { continue }
            walk.enter("substitutions", name, "variations")
            collectPluralPlaces(of: variations, walk: &walk, substitution: name, into: &result)
            walk.leave(3)
        }
    }

    private static func collectPluralPlaces(
        of variations: Variations, walk: inout PathWalk, substitution: String?, into result: inout [PluralPlace]
    ) {
        for (device, localization) in variations.device?.entries ?? [] {
            walk.enter("device", device)
            collectPluralPlaces(of: localization, walk: &walk, substitution: substitution, into: &result)
            walk.leave(2)
        }
        if let plural = variations.plural {
            result.append(PluralPlace(path: walk.path(adding: "plural"), forms: plural, substitution: substitution))
            for (name, localization) in plural.entries {
                guard let nested = localization.variations else { continue }
                walk.enter("plural", name, "variations")
                collectPluralPlaces(of: nested, walk: &walk, substitution: substitution, into: &result)
                walk.leave(3)
            }
        }
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

/// The place a walk through a localization has reached: the path it started from and a stack of member names
/// below it. A form keeps the path and its names apart (joined when reported); a plural place gets its path in
/// one allocation.
private struct PathWalk {
    /// The path the walk started from.
    let base: CatalogKeyPath
    private var components: [String] = []

    /// The member a form is found at.
    enum Form {
        case stringUnit, stringSet

        /// The names of a form directly in the localization, made once.
        static let unitAlone = ["stringUnit"]
        static let setAlone = ["stringSet"]
    }

    init(_ path: CatalogKeyPath) {
        base = path
    }

    mutating func enter(_ name: String) { components.append(name) }

    mutating func enter(_ first: String, _ second: String) {
        components.append(first)
        components.append(second)
    }

    mutating func enter(_ first: String, _ second: String, _ third: String) {
        components.append(first)
        components.append(second)
        components.append(third)
    }

    mutating func leave(_ count: Int) { components.removeLast(count) }

    /// The names below `base` with `form` appended (shared arrays for a form directly in the localization).
    func steps(adding form: Form) -> [String] {
        guard !components.isEmpty else { return form == .stringUnit ? Form.unitAlone : Form.setAlone }
        return components + [form == .stringUnit ? "stringUnit" : "stringSet"]
    }

    /// The current path with `last` appended.
    func path(adding last: String) -> CatalogKeyPath {
        var exact: [String] = []
        exact.reserveCapacity(base.components.count + components.count + 1)
        exact.append(contentsOf: base.components)
        exact.append(contentsOf: components)
        exact.append(last)
        return CatalogKeyPath(exact)
    }
}
