import CatalogCheck
import StringCatalog
import XML

/// Reads a batch to import into units: XLIFF 1.2 (Xcode's and the translation platforms' variants), a JSON batch
/// (`{"de": {"Save": "Sichern", "%lld items": {"one": "…", "other": "…"}}}`), or another `.xcstrings` (its
/// translations). Pure: bytes in, units out; malformed input throws `ExchangeInputError` with its position.
public enum BatchReader {
    /// The devices String Catalogs vary by.
    static let devices: Set<String> = ["iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision", "other"]

    /// Reads the XLIFF text of `path`.
    public static func xliff(_ bytes: [UInt8], path: String) throws -> [BatchUnit] {
        let document: XDocument
        do { document = try XDocument(bytes: bytes) } catch let error as XMLError { throw ExchangeInputError.xml(error, path: path) }
        let root = document.root
        func fail(_ element: XElement, _ message: String) -> ExchangeInputError {
            .malformed(path: path, position: TextPosition(line: element.position.line, column: element.position.column), message: message)
        }
        guard root.localName == "xliff" else { throw fail(root, "not an XLIFF file: the root element is <\(root.name)>, not <xliff>") }
        if let version = root.attribute("version"), version.hasPrefix("2") {
            throw fail(root, "XLIFF \(version) is not supported; export XLIFF 1.2 (the version Xcode reads and writes)")
        }
        var units: [BatchUnit] = []
        for file in root.elements(named: "file") {
            guard let language = file.attribute("target-language"), !language.isEmpty else {
                throw fail(file, "<file> has no target-language; say which language the translations are in")
            }
            // Lokalise writes `original=""`: a file that names no catalog.
            let original = file.attribute("original").flatMap { $0.isEmpty ? nil : $0 }
            for body in file.elements(named: "body") {
                try collect(body, path: path, original: original, language: language, into: &units, fail: fail)
            }
        }
        return units
    }

    private static func collect(
        _ container: XElement, path: String, original: String?, language: String, into units: inout [BatchUnit],
        fail: (XElement, String) -> ExchangeInputError
    ) throws {
        for case .element(let element) in container.children {
            switch element.localName {
            case "group":
                try collect(element, path: path, original: original, language: language, into: &units, fail: fail)
            case "trans-unit":
                guard let id = element.attribute("id") else { throw fail(element, "<trans-unit> has no id") }
                // One pass over the unit's children for both: the first <source> and the first <target>.
                var sourceElement: XElement?
                var target: XElement?
                for case .element(let child) in element.children {
                    switch child.localName {
                    case "source" where sourceElement == nil: sourceElement = child
                    case "target" where target == nil: target = child
                    default: continue
                    }
                    if sourceElement != nil, target != nil { break }
                }
                let state = target?.attribute("state")
                let (text, markup) = target.map(plainText) ?? (nil, nil)
                // Phrase, Weblate and Pontoon write an empty `<target/>` for a unit nobody translated: no translation.
                let translation = text == "" && state == nil && markup == nil ? nil : text
                // Tolgee writes an empty `<source/>` when it has no base text: no source to compare.
                let source = sourceElement?.textContent
                let resname = element.attribute("resname")
                var unit = BatchUnit(
                    file: path, position: TextPosition(line: element.position.line, column: element.position.column),
                    original: original, language: language, id: id, source: source == "" ? nil : source,
                    target: translation, state: state, markup: markup)
                unit.resname = resname == id ? nil : resname
                unit.approved = element.attribute("approved") == "yes"
                units.append(unit)
            default:
                continue
            }
        }
    }

    /// The text of a `<target>` and the first inline element that a catalog cannot hold. `<mrk>` is transparent
    /// (segmenting CAT tools wrap the whole target in `<mrk mtype="seg">`; others mark terms with it); `<g>`, `<x/>`,
    /// `<ph>`, `<bpt>`… are markup.
    static func plainText(_ element: XElement) -> (String, String?) {
        var text = ""
        var markup: String?
        func walk(_ element: XElement) {
            for child in element.children {
                switch child {
                case .text(let string), .cdata(let string): text += string
                case .element(let inner) where inner.localName == "mrk": walk(inner)
                case .element(let inner):
                    if markup == nil { markup = "<\(inner.name)>" }
                    text += inner.textContent
                case .comment, .processingInstruction: continue
                }
            }
        }
        walk(element)
        return (text, markup)
    }

    /// Reads a JSON batch: language → key → text, or → plural category / device → text (nested as the catalog
    /// nests variations). A key may also be a full unit id (`KEY|==|plural.one`).
    public static func json(_ bytes: [UInt8], path: String) throws -> [BatchUnit] {
        let document = try JSONDocument(bytes: bytes, path: path)
        let lines = LineIndex(bytes)
        func position(_ member: JSONObject.Member) -> TextPosition {
            member.sourceOffset.map(lines.position(ofOffset:)) ?? TextPosition(line: 1, column: 1)
        }
        guard let languages = document.root.object else {
            throw ExchangeInputError.malformed(path: path, position: TextPosition(line: 1, column: 1),
                                               message: "a JSON batch is an object: language → key → translation")
        }
        var units: [BatchUnit] = []
        for language in languages.members {
            guard let keys = language.value.object else {
                throw ExchangeInputError.malformed(path: path, position: position(language),
                                                   message: "'\(language.key)' must map keys to translations")
            }
            for key in keys.members {
                try jsonUnits(key.value, key: key.key, selectors: [], at: position(key), path: path,
                              language: language.key, position: position, into: &units)
            }
        }
        return units
    }

    private static func jsonUnits(
        _ value: JSONValue, key: String, selectors: [UnitAddress.Selector], at place: TextPosition, path: String,
        language: String, position: (JSONObject.Member) -> TextPosition, into units: inout [BatchUnit]
    ) throws {
        if let text = value.stringValue {
            let id = UnitAddress(key: key, selectors: selectors).id
            units.append(BatchUnit(file: path, position: place, original: nil, language: language, id: id, source: nil, target: text))
            return
        }
        guard let object = value.object else {
            throw ExchangeInputError.malformed(path: path, position: place,
                                               message: "the translation of '\(key)' must be text or an object of plural categories or devices")
        }
        for member in object.members {
            let axis: String
            if PluralCategory(rawValue: member.key) != nil {
                axis = "plural"
            } else if devices.contains(member.key) {
                axis = "device"
            } else {
                throw ExchangeInputError.malformed(path: path, position: position(member),
                                                   message: "'\(member.key)' is neither a plural category nor a device")
            }
            try jsonUnits(member.value, key: key, selectors: selectors + [.init(axis, member.key)], at: position(member),
                          path: path, language: language, position: position, into: &units)
        }
    }

    /// Reads the translations of another catalog: every unit of every language but its source language.
    public static func catalog(_ bytes: [UInt8], path: String) throws -> [BatchUnit] {
        let file = try CatalogFile(bytes: bytes, path: path)
        let lines = LineIndex(bytes)
        let catalog = file.catalog
        let document = file.document()
        var units: [BatchUnit] = []
        for language in catalog.languages where language != catalog.sourceLanguage {
            for unit in UnitPlanner.units(of: catalog, language: language) {
                guard let target = unit.target else { continue }
                let offset = document.sourceOffset(of: ["strings", unit.address.key, "localizations", language])
                units.append(BatchUnit(
                    file: path, position: offset.map(lines.position(ofOffset:)) ?? TextPosition(line: 1, column: 1),
                    original: nil, language: language, id: unit.address.id, source: unit.source, target: target.value,
                    state: XLIFFState.attributes(for: target.state).state))
            }
        }
        return units
    }
}
