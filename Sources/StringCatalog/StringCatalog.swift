/// The `StringCatalog` module: the catalog model and its lossless, Xcode-exact JSON reader and writer.
public enum StringCatalogModule {
    /// The module's name, for diagnostics.
    public static let name = "StringCatalog"
}
