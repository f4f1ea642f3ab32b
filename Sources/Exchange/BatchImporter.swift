import CatalogCheck
import StringCatalog

/// Applies a batch to catalogs: matches every unit to its catalog and key, validates it, and plans the edit.
/// All or nothing: with any refusal and without `partial`, no catalog changes. Pure: catalogs and units in,
/// refusals, tallies and new catalog bytes out (the command writes them).
public struct BatchImporter {
    /// A catalog the batch may change: its path (what `original` names) and its file.
    public struct Target: Sendable {
        public var path: String
        public var file: CatalogFile

        /// Creates a target.
        public init(path: String, file: CatalogFile) {
            self.path = path
            self.file = file
        }
    }

    /// What an import decided.
    public struct Outcome: Sendable {
        /// Every refused unit, in batch order.
        public var refusals: [ImportRefusal]
        /// Per language, sorted by language.
        public var tallies: [LanguageTally]
        /// The new bytes of each catalog that changes; empty when the batch is refused.
        public var changes: [(path: String, bytes: [UInt8])]
    }

    struct Edit {
        var target: Int
        var address: UnitAddress
        var language: String
        var value: String
        var state: TranslationState
        var unit: Int
    }

    public var targets: [Target]
    public var options: ImportOptions
    /// All units go to the only target, whatever their `original` says (`--catalog` with one catalog).
    public var forceTarget: Bool

    /// Creates an importer.
    public init(targets: [Target], options: ImportOptions, forceTarget: Bool = false) {
        self.targets = targets
        self.options = options
        self.forceTarget = forceTarget
    }

    /// Validates `units` and plans the changes.
    public func run(_ units: [BatchUnit]) -> Outcome {
        let textRules = TextRules(configuration: options.configuration)
        var refusals: [ImportRefusal] = []
        var tallies: [String: LanguageTally] = [:]
        var edits: [Edit] = []
        var refusedUnits = Set<Int>()
        // Looking up a language's CLDR rules parses its code: once per language, not once per unit.
        var ruleSets: [String: PluralRuleSet?] = [:]
        func pluralRules(_ language: String) -> PluralRuleSet? {
            if let known = ruleSets[language] { return known }
            let found = PluralRules.ruleSet(forAppleLanguage: language)
            ruleSets[language] = .some(found)
            return found
        }
        func refuse(_ index: Int, _ rule: ImportRule, _ message: String) {
            let unit = units[index]
            refusals.append(ImportRefusal(file: unit.file, position: unit.position, language: unit.language,
                                          message: message, rule: rule))
            refusedUnits.insert(index)
        }
        for (index, unit) in units.enumerated() {
            tallies[unit.language, default: LanguageTally(language: unit.language)].language = unit.language
            guard let targetIndex = target(for: unit) else {
                refuse(index, .unknownCatalog, unit.original.map { "no catalog '\($0)' was given or found; name it with --catalog" }
                    ?? "the batch does not name its catalog; name it with --catalog")
                continue
            }
            let catalog = targets[targetIndex].file.catalog
            var address = UnitAddress.parse(unit.id) { catalog.strings[$0] != nil }
            var found = catalog.strings[address.key]
            if found == nil, let resname = unit.resname {
                address = UnitAddress.parse(resname) { catalog.strings[$0] != nil }
                found = catalog.strings[address.key]
            }
            guard let entry = found else {
                refuse(index, .unknownKey, "'\(address.key)' is not a key of \(targets[targetIndex].path); import never creates keys")
                continue
            }
            guard unit.language != catalog.sourceLanguage else {
                refuse(index, .sourceLanguage, "\(unit.language) is the catalog's source language, which import never changes")
                continue
            }
            guard entry.shouldTranslate != false else {
                refuse(index, .shouldTranslate, "'\(address.key)' is marked shouldTranslate: false and is never translated")
                continue
            }
            let meaning = XLIFFState.meaning(of: unit.state, approved: unit.approved)
            guard let text = unit.target, meaning != .untranslated else {
                tallies[unit.language]?.untranslated += 1
                continue
            }
            let sourceLocalization = entry.localizations?[catalog.sourceLanguage]
            let localization = entry.localizations?[unit.language]
            let current = localization.flatMap { UnitPlanner.unit(in: $0, at: address) }
            var state: TranslationState = options.machine || meaning == .needsReview ? .needsReview : .translated
            // What the catalog already holds is not this batch's to judge: an untouched export imports as a no-op.
            if let current, current.value.hasSameBytes(as: text), unit.markup == nil,
               current.state == state || (unit.state != nil && XLIFFState.attributes(for: current.state).state == unit.state) {
                tallies[unit.language]?.unchanged += 1
                continue
            }
            if let markup = unit.markup {
                refuse(index, .markup, "the translation holds XLIFF markup (\(markup)); a catalog takes plain text")
                continue
            }
            guard !text.isEmpty else {
                refuse(index, .emptyTarget, "the translation is empty; an empty target is no translation")
                continue
            }
            let rules = pluralRules(unit.language)
            if let problem = shapeProblem(address, source: sourceLocalization, target: localization, language: unit.language,
                                          rules: rules) {
                refuse(index, problem.0, problem.1)
                continue
            }
            let currentSource = UnitPlanner.sourceText(sourceLocalization, at: address)
                ?? (address.substitution == nil && address.selectors.isEmpty ? address.key : address.id)
            if let source = unit.source, !source.hasSameBytes(as: currentSource) {
                if options.partial {
                    state = .needsReview
                } else {
                    refuse(index, .sourceChanged, "the source changed since the export: the batch has «\(source)», "
                           + "the catalog has «\(currentSource)»; export again, or import with --partial to take it as needs_review")
                    continue
                }
            }
            let problems = textRules.problems(source: currentSource, target: text, language: unit.language, rules: rules,
                                              address: address, sourceLocalization: sourceLocalization)
            for (rule, message) in problems { refuse(index, rule, message) }
            if !problems.isEmpty { continue }
            if options.machine, !options.force, let current, current.state == .translated {
                refuse(index, .machineOverwrite, "a machine batch does not overwrite a person's translation «\(current.value)»; pass --force to replace it")
                continue
            }
            edits.append(Edit(target: targetIndex, address: address, language: unit.language, value: text, state: state, unit: index))
        }
        edits = completePlurals(edits, units: units, rules: pluralRules, refuse: refuse)
        for edit in edits { tallies[edit.language]?.imported += 1 }
        for index in refusedUnits { tallies[units[index].language]?.refused += 1 }
        let writable = refusals.isEmpty || options.partial
        return Outcome(refusals: refusals, tallies: tallies.values.sorted { $0.language < $1.language },
                       changes: writable ? apply(edits) : [])
    }

    /// The catalog a unit goes to.
    func target(for unit: BatchUnit) -> Int? {
        if forceTarget, targets.count == 1 { return 0 }
        guard let original = unit.original else { return targets.count == 1 ? 0 : nil }
        if let exact = targets.firstIndex(where: { $0.path == original }) { return exact }
        let name = original.split(separator: "/").last.map(String.init) ?? original
        let byName = targets.indices.filter { targets[$0].path.split(separator: "/").last.map(String.init) == name }
        return byName.count == 1 ? byName[0] : nil
    }

    /// A variation or substitution that the key does not have, or a plural category the language does not have.
    func shapeProblem(
        _ address: UnitAddress, source: Localization?, target: Localization?, language: String, rules: PluralRuleSet?
    ) -> (ImportRule, String)? {
        if address.substitution == nil, address.selectors.isEmpty, let variations = target?.variations,
           variations.plural != nil || variations.device != nil {
            return (.unknownKey, "'\(address.key)' varies in \(language); translate its forms "
                    + "('\(address.key)\(UnitAddress.separator)plural.other', …) instead of one text")
        }
        if let name = address.substitution, source?.substitutions?[name] == nil, target?.substitutions?[name] == nil {
            return (.unknownKey, "'\(address.key)' has no substitution '\(name)'; import never creates one")
        }
        for selector in address.selectors {
            if selector.axis == "device", !BatchReader.devices.contains(selector.value) {
                return (.unknownKey, "'\(selector.value)' is not a device String Catalogs vary by")
            }
            guard selector.axis == "plural" else { continue }
            let expected = (rules?.categoryNames.map(\.rawValue) ?? []).joined(separator: ", ")
            guard let category = PluralCategory(rawValue: selector.value) else {
                return (.pluralCategories, "'\(selector.value)' is not a plural category; \(language) uses \(expected)")
            }
            if category != .zero, let rules, rules.rule(for: category) == nil {
                return (.pluralCategories, "\(language) has no '\(selector.value)' plural category; \(language) uses \(expected)")
            }
        }
        return nil
    }

    /// Refuses the plural units of a place that would stay without a category its language needs every day.
    func completePlurals(
        _ edits: [Edit], units: [BatchUnit], rules pluralRules: (String) -> PluralRuleSet?, refuse: (Int, ImportRule, String) -> Void
    ) -> [Edit] {
        struct Place: Hashable {
            var target: Int
            var key: String
            var language: String
            var substitution: String?
            var outer: [UnitAddress.Selector]
        }
        var places: [Place: [Int]] = [:]
        for (position, edit) in edits.enumerated() {
            guard let last = edit.address.selectors.last, last.axis == "plural" else { continue }
            let place = Place(target: edit.target, key: edit.address.key, language: edit.language,
                              substitution: edit.address.substitution, outer: Array(edit.address.selectors.dropLast()))
            places[place, default: []].append(position)
        }
        var dropped = Set<Int>()
        for (place, positions) in places {
            guard let rules = pluralRules(place.language) else { continue }
            let localization = targets[place.target].file.catalog.strings[place.key]?.localizations?[place.language]
            let existing = localization.flatMap { existingForms($0, substitution: place.substitution, outer: place.outer) } ?? []
            let have = Set(existing).union(positions.map { edits[$0].address.selectors.last?.value ?? "" })
            let missing = rules.categories.filter { $0.isEveryday && !have.contains($0.category.rawValue) }.map(\.category.rawValue)
            guard !missing.isEmpty else { continue }
            let needed = missing.map { "'\($0)'" }.joined(separator: ", ")
            for position in positions {
                refuse(edits[position].unit, .pluralCategories,
                       "\(place.language) needs the \(needed) plural form\(missing.count > 1 ? "s" : "") too: "
                           + "the catalog has no such form and the batch brings no valid one")
                dropped.insert(position)
            }
        }
        guard !dropped.isEmpty else { return edits }
        return edits.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    private func existingForms(_ localization: Localization, substitution: String?, outer: [UnitAddress.Selector]) -> [String]? {
        var current: Localization? = localization
        if let substitution { current = localization.substitutions?[substitution].map { Localization(variations: $0.variations) } }
        for selector in outer {
            current = selector.axis == "plural" ? current?.variations?.plural?[selector.value] : current?.variations?.device?[selector.value]
        }
        return current?.variations?.plural?.keys
    }

    // MARK: - Applying

    private func apply(_ edits: [Edit]) -> [(path: String, bytes: [UInt8])] {
        var changes: [(String, [UInt8])] = []
        for targetIndex in targets.indices {
            guard edits.contains(where: { $0.target == targetIndex }) else { continue }
            let target = targets[targetIndex]
            var document = target.file.document()
            guard var root = document.root.object, var strings = root["strings"]?.object else { continue }
            var members = strings.members
            var position: [ExactKey: Int] = [:]
            for (offset, member) in members.enumerated() { position[ExactKey(member.key)] = offset }
            let catalog = target.file.catalog
            for edit in edits where edit.target == targetIndex {
                guard let offset = position[ExactKey(edit.address.key)] else { continue }
                // Only a substitution copies from the source localization (`argNum`, `formatSpecifier`).
                let source = edit.address.substitution == nil ? nil : catalog.strings[edit.address.key]?.localizations?[catalog.sourceLanguage]
                CatalogEditor.setUnit(in: &members[offset].value, language: edit.language, address: edit.address,
                                      value: edit.value, state: edit.state, source: source)
            }
            strings.replaceMembers(members)
            root["strings"] = .object(strings)
            document.root = .object(root)
            let bytes = document.serialized()
            if bytes != target.file.bytes { changes.append((target.path, bytes)) }
        }
        return changes
    }
}
