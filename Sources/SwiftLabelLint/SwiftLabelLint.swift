/// The `SwiftLabelLint` module. Its contents arrive with the issue that builds it; see docs/.
public enum SwiftLabelLintModule {
    /// The module's name, for diagnostics.
    public static let name = "SwiftLabelLint"
}
