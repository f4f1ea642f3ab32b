/// The `CatalogCheck` module. Its contents arrive with the issue that builds it; see docs/.
public enum CatalogCheckModule {
    /// The module's name, for diagnostics.
    public static let name = "CatalogCheck"
}
