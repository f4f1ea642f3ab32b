/// The `GitIntegration` module. Its contents arrive with the issue that builds it; see docs/.
public enum GitIntegrationModule {
    /// The module's name, for diagnostics.
    public static let name = "GitIntegration"
}
