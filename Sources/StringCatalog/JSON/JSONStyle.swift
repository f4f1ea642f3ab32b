/// How a file is formatted: what the writer uses for members it has to render (new or changed ones).
///
/// Xcode writes `"key" : value`, two-space indentation, `{\n\n<indent>}` for empty objects and no final newline.
/// Other tools write `"key": value` and `{}`; a file keeps its own style so a change does not reformat it.
public struct JSONStyle: Equatable, Sendable {
    /// Between a key and its value: `" : "` (Xcode) or `": "`.
    public var separator: String
    /// One level of indentation.
    public var indent: String
    /// The line ending: `"\n"` or `"\r\n"`.
    public var newline: String
    /// Whether empty objects are written Xcode's way (`{`, newline, empty line, indentation, `}`) or as `{}`.
    public var xcodeEmptyObjects: Bool
    /// Whether `xcodeEmptyObjects` was read from an empty object of the file; false: the file holds none, and it is
    /// Xcode's way by default, so another file's empty objects fit it either way.
    public var emptyObjectsSeen = false
    /// What follows the root value: `""` for Xcode, a newline for most other tools.
    public var finalNewline: String
    /// How keys are sorted when a member is inserted.
    public var order: KeyOrder

    /// Creates a style.
    public init(
        separator: String, indent: String, newline: String, xcodeEmptyObjects: Bool, finalNewline: String,
        order: KeyOrder
    ) {
        self.separator = separator
        self.indent = indent
        self.newline = newline
        self.xcodeEmptyObjects = xcodeEmptyObjects
        self.finalNewline = finalNewline
        self.order = order
    }

    /// Exactly what Xcode writes.
    public static let xcode = JSONStyle(
        separator: " : ", indent: "  ", newline: "\n", xcodeEmptyObjects: true, finalNewline: "", order: .xcode)
}
