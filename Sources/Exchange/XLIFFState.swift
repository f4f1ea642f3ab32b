import StringCatalog

/// The mapping between a catalog unit's `state` and XLIFF 1.2's `<target state=…>`, as Xcode exports and imports.
///
/// Export: `translated` → `translated`, `needs_review` → `needs-review-l10n`, `new` → `new`; `stale` (a unit left
/// from an older source) → `needs-review-l10n`; Xcode's `machine_translated` → `translated` with
/// `state-qualifier="leveraged-mt"`; any other state → `translated`.
/// Import: `translated`, `final`, `signed-off` or no state → a translation; any `needs-review-*` → a translation
/// that needs review; `new`, `needs-translation` and the other `needs-*` states → not translated yet (skipped);
/// `approved="yes"` on the unit → a translation.
public enum XLIFFState {
    /// What import makes of a target's state.
    public enum Meaning: Equatable, Sendable {
        /// Done.
        case translated
        /// A draft: imported as `needs_review`.
        case needsReview
        /// Not translated yet: skipped.
        case untranslated
    }

    /// The `state` and `state-qualifier` attributes export writes for a unit state.
    public static func attributes(for state: TranslationState) -> (state: String, qualifier: String?) {
        switch state {
        case .translated: return ("translated", nil)
        case .needsReview, .stale: return ("needs-review-l10n", nil)
        case .new: return ("new", nil)
        case TranslationState(rawValue: "machine_translated"): return ("translated", "leveraged-mt")
        default: return ("translated", nil)
        }
    }

    /// What a target's `state` attribute (nil when absent) means for import. A unit marked `approved="yes"` is a
    /// translation whatever its state says (the Translate Toolkit, behind Weblate, reads it so).
    public static func meaning(of state: String?, approved: Bool = false) -> Meaning {
        if approved { return .translated }
        guard let state else { return .translated }
        switch state {
        case "translated", "final", "signed-off": return .translated
        case let other where other.hasPrefix("needs-review"): return .needsReview
        case "new", "needs-translation", "needs-l10n", "needs-adaptation": return .untranslated
        default: return .translated
        }
    }
}
