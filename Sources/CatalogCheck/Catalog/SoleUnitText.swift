import StringCatalog

/// The text of a localization that is one unit and nothing else (most are), parsed once by the check walk for
/// every check that reads it: the placeholder and substitution checks each looked the same text up in the format
/// cache (hashing it) before deciding whether the localization has anything to report.
struct SoleUnitText {
    let unit: StringUnit
    /// Whether the value holds a `%`; without one it has no specifiers and nothing invalid.
    let hasPercent: Bool
    /// The value parsed as a format string outside any substitution.
    let format: FormatString
    /// Its argument signature, outside any substitution and with no substitutions to describe its references.
    let signature: ArgumentSignature

    /// The text of `localization` when it is a sole unit (`LocalizationForms.soleUnit(of:)`), parsed through
    /// `formats`; nil otherwise.
    init?(_ localization: Localization, formats: FormatCache) {
        guard let unit = LocalizationForms.soleUnit(of: localization) else { return nil }
        self.unit = unit
        hasPercent = FormatString.containsPercent(unit.value)
        (format, signature) = formats.parsed(unit.value, hasPercent: hasPercent)
    }
}
