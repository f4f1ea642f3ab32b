/// One localizable string of a storyboard or xib, as `ibtool --generate-strings-file` and Xcode's migration to a
/// String Catalog name it: object id and property path (`0HX-j9-5jF.title`), the object's class, the text, and the
/// note a developer left for localizers.
public struct InterfaceBuilderString: Equatable, Sendable {
    /// The object's id (`0HX-j9-5jF`, or `126` in files converted from old nibs).
    public var objectID: String
    /// The property path: `title`, `headerCell.title`, `ibShadowedToolTip`, `ibShadowedIsNilPlaceholder`, …
    public var property: String
    /// The class named in the comment: the Cocoa (`NSMenuItem`) or UIKit (`UILabel`) class of the element, never
    /// its custom class; `CocoaBindingsConnection` for a binding's placeholder.
    public var className: String
    /// The text, in the development language.
    public var value: String
    /// The object's "Comment for Localizer" note (`userComments`), if any.
    public var note: String?

    /// Creates a string.
    public init(objectID: String, property: String, className: String, value: String, note: String? = nil) {
        self.objectID = objectID
        self.property = property
        self.className = className
        self.value = value
        self.note = note
    }

    /// The table key: `<object id>.<property path>`.
    public var key: String { objectID + "." + property }

    /// The comment Xcode writes: `Class = "NSMenuItem"; title = "Select Word"; ObjectID = "0HX-j9-5jF";`, then
    /// `Note = "…";` when the object has a note. Text is escaped as in a `.strings` file (`\"`, `\\`, `\n`, `\t`).
    public var comment: String {
        var text = "Class = \"\(className)\"; \(property) = \"\(Self.escaped(value))\"; ObjectID = \"\(objectID)\";"
        if let note { text += " Note = \"\(Self.escaped(note))\";" }
        return text
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(character)
            }
        }
        return out
    }
}
