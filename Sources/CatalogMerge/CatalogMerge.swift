/// The `CatalogMerge` module. Its contents arrive with the issue that builds it; see docs/.
public enum CatalogMergeModule {
    /// The module's name, for diagnostics.
    public static let name = "CatalogMerge"
}
