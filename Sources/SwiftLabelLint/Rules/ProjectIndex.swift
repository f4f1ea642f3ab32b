/// Facts gathered across all linted files and catalogs before the rules run.
public struct ProjectIndex: Equatable, Sendable {
    /// Names of types that some file declares (or extends) with a view-like conformance.
    public var viewTypeNames: Set<String>
    /// Source-language values and extracted keys of the project's catalogs: words a person sees.
    public var catalogWords: Set<String>

    /// Creates an index.
    public init(viewTypeNames: Set<String> = [], catalogWords: Set<String> = []) {
        self.viewTypeNames = viewTypeNames
        self.catalogWords = catalogWords
    }

    /// SwiftUI protocols whose conformers show text (any protocol ending in `Style` counts too).
    public static let viewProtocols: Set<String> = [
        "View", "ViewModifier", "ToolbarContent", "CustomizableToolbarContent", "Commands", "Scene", "App",
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
        "TableColumnContent", "TableRowContent", "Widget", "ChartContent", "Shape", "AccessoryWidgetGroup",
    ]

    /// Whether an inheritance list makes a type view-like.
    public static func isViewLike(_ inheritance: [String], configuration: LintConfiguration) -> Bool {
        inheritance.contains { name in
            viewProtocols.contains(name) || configuration.viewTypes.contains(name)
                || (name.hasSuffix("Style") && name.count > 5 && name.first?.isUppercase == true)
        }
    }

    /// Adds the view-like types declared in `model`.
    public mutating func add(_ model: SourceModel, configuration: LintConfiguration) {
        for type in model.types where Self.isViewLike(type.inheritance, configuration: configuration) {
            viewTypeNames.insert(type.simpleName)
        }
    }
}
