/// The `LegacyStrings` module. Its contents arrive with the issue that builds it; see docs/.
public enum LegacyStringsModule {
    /// The module's name, for diagnostics.
    public static let name = "LegacyStrings"
}
