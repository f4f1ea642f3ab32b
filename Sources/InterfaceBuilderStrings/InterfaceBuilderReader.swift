import Foundation
import XML

/// Reads the localizable strings of a storyboard or xib (Interface Builder's XML), as `ibtool
/// --generate-strings-file` lists them and as Xcode's migration to a String Catalog writes them.
///
/// Every element with an `id` is an object; its class is the Cocoa (`NS`) or UIKit (`UI`) class of the element
/// name (`menuItem` → `NSMenuItem`), never its custom class. Its strings:
/// - the attributes `title`, `alternateTitle`, `placeholderString`, `label`, `paletteLabel`, `headerToolTip`, and
///   on UIKit `text`, `placeholder`, `prompt`, `headerTitle`, `footerTitle`, under their own names, and the same
///   names written as `<string key="…">` children (Interface Builder's form for text with line breaks);
/// - `toolTip`: `ibShadowedToolTip` on views and cells; `toolTip` on toolbar and menu items;
/// - the column header `<tableHeaderCell key="headerCell" title="…">` as `headerCell.title` of the column;
/// - `<accessibility description="…">` as `ibExternalAccessibilityDescription`;
/// - UIKit button states `<state key="normal" title="…">` as `normalTitle`;
/// - a binding's `NSNullPlaceholder`, `NSNoSelectionPlaceholder`, `NSMultipleValuesPlaceholder` and
///   `NSNotApplicablePlaceholder` options as `ibShadowedIsNilPlaceholder`, `ibShadowedNoSelectionPlaceholder`, …
///   of the binding (class `CocoaBindingsConnection`).
/// A pop-up button cell's `title` is its selected item's and is not listed (the item is). Empty text is not
/// listed. The object's "Comment for Localizer" (`<attributedString key="userComments">`) is the note.
public enum InterfaceBuilderReader {
    /// The strings of the storyboard or xib at `url`, in document order.
    public static func read(_ url: URL, path: String? = nil) throws -> [InterfaceBuilderString] {
        let name = path ?? url.path
        let bytes: [UInt8]
        do { bytes = Array(try Data(contentsOf: url)) } catch {
            throw InterfaceBuilderReadError(path: name, message: "cannot read the file: \(error.localizedDescription)")
        }
        return try strings(bytes: bytes, path: name)
    }

    /// The strings of a storyboard or xib held in `bytes`; `path` names it in errors.
    public static func strings(bytes: [UInt8], path: String) throws -> [InterfaceBuilderString] {
        let document: XDocument
        do { document = try XDocument(bytes: bytes) } catch let error as XMLError {
            throw InterfaceBuilderReadError(path: path, position: error.position, message: error.message)
        }
        guard document.root.name == "document" else {
            throw InterfaceBuilderReadError(path: path, position: document.root.position,
                                            message: "not a storyboard or xib: the root element is <\(document.root.name)>, not <document>")
        }
        return strings(in: document)
    }

    /// The strings of a parsed storyboard or xib, in document order.
    public static func strings(in document: XDocument) -> [InterfaceBuilderString] {
        let runtime = document.root.attribute("targetRuntime") ?? "MacOSX.Cocoa"
        let prefix = runtime.hasPrefix("MacOSX") ? "NS" : "UI"
        var found: [InterfaceBuilderString] = []
        collect(document.root, prefix: prefix, into: &found)
        return found
    }

    /// Attribute (and `<string key>`) names that hold text, with the property each becomes.
    static let textProperties: [String: String] = [
        "title": "title", "alternateTitle": "alternateTitle", "placeholderString": "placeholderString",
        "label": "label", "paletteLabel": "paletteLabel", "headerToolTip": "headerToolTip",
        "text": "text", "placeholder": "placeholder", "prompt": "prompt",
        "headerTitle": "headerTitle", "footerTitle": "footerTitle",
    ]
    /// Binding options that hold placeholder text, with the property each becomes.
    static let placeholderOptions: [String: String] = [
        "NSNullPlaceholder": "ibShadowedIsNilPlaceholder",
        "NSNoSelectionPlaceholder": "ibShadowedNoSelectionPlaceholder",
        "NSMultipleValuesPlaceholder": "ibShadowedMultipleValuesPlaceholder",
        "NSNotApplicablePlaceholder": "ibShadowedNotApplicablePlaceholder",
    ]
    /// Elements whose tool tip is a property of their own rather than the view's shadowed one.
    static let ownToolTip: Set<String> = ["toolbarItem", "menuItem"]
    /// Elements whose `title` is not listed (it mirrors another object's).
    static let titleNotListed: Set<String> = ["popUpButtonCell"]

    private static func collect(_ element: XElement, prefix: String, into found: inout [InterfaceBuilderString]) {
        if let id = element.attribute("id") {
            if element.name == "binding" {
                found += bindingPlaceholders(element, id: id)
            } else {
                found += objectStrings(element, id: id, className: className(of: element.name, prefix: prefix))
            }
        }
        for child in element.elements { collect(child, prefix: prefix, into: &found) }
    }

    private static func objectStrings(_ element: XElement, id: String, className: String) -> [InterfaceBuilderString] {
        let note = note(of: element)
        var found: [InterfaceBuilderString] = []
        func add(_ property: String, _ value: String) {
            guard !value.isEmpty else { return }
            found.append(InterfaceBuilderString(objectID: id, property: property, className: className, value: value, note: note))
        }
        for attribute in element.attributes {
            if let property = property(forText: attribute.name, of: element.name) { add(property, attribute.value) }
        }
        for child in element.elements {
            switch child.name {
            case "string":
                if let key = child.attribute("key"), let property = property(forText: key, of: element.name) {
                    add(property, text(of: child))
                }
            case "tableHeaderCell" where child.attribute("key") == "headerCell":
                if let title = child.attribute("title") ?? child.elements(named: "string").first(where: { $0.attribute("key") == "title" })?.textContent {
                    add("headerCell.title", title)
                }
            case "accessibility":
                if let description = child.attribute("description") { add("ibExternalAccessibilityDescription", description) }
            case "state":
                if let state = child.attribute("key"), let title = child.attribute("title") { add(state + "Title", title) }
            default:
                continue
            }
        }
        return found
    }

    private static func property(forText name: String, of element: String) -> String? {
        if name == "toolTip" { return ownToolTip.contains(element) ? "toolTip" : "ibShadowedToolTip" }
        if name == "title", titleNotListed.contains(element) { return nil }
        return textProperties[name]
    }

    private static func bindingPlaceholders(_ binding: XElement, id: String) -> [InterfaceBuilderString] {
        guard let options = binding.elements(named: "dictionary").first(where: { $0.attribute("key") == "options" }) else { return [] }
        return options.elements(named: "string").compactMap { option in
            guard let key = option.attribute("key"), let property = placeholderOptions[key] else { return nil }
            let value = option.textContent
            guard !value.isEmpty else { return nil }
            return InterfaceBuilderString(objectID: id, property: property, className: "CocoaBindingsConnection", value: value)
        }
    }

    /// The text of a `<string>` element; Interface Builder writes text with control characters as
    /// `base64-UTF8="YES"` and the base64 of its UTF-8 bytes.
    static func text(of string: XElement) -> String {
        guard string.attribute("base64-UTF8") == "YES" else { return string.textContent }
        let encoded = string.textContent.filter { !$0.isWhitespace }
        let padded = encoded + String(repeating: "=", count: (4 - encoded.count % 4) % 4)
        return Data(base64Encoded: padded).map { String(decoding: $0, as: UTF8.self) } ?? string.textContent
    }

    /// The "Comment for Localizer": `<attributedString key="userComments">` with its fragments' content.
    private static func note(of element: XElement) -> String? {
        guard let comments = element.elements(named: "attributedString").first(where: { $0.attribute("key") == "userComments" })
        else { return nil }
        let text = comments.elements(named: "fragment").map { fragment in
            fragment.attribute("content")
                ?? fragment.elements(named: "string").first(where: { $0.attribute("key") == "content" })?.textContent ?? ""
        }.joined()
        return text.isEmpty ? nil : text
    }

    /// `menuItem` → `NSMenuItem` (or `UIMenuItem` for UIKit documents); `customView` → `NSView`.
    static func className(of elementName: String, prefix: String) -> String {
        let name = elementName == "customView" ? "view" : elementName
        guard let first = name.first else { return prefix }
        return prefix + first.uppercased() + name.dropFirst()
    }
}
