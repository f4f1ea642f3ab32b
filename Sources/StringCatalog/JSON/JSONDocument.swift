/// A JSON file read losslessly: the root value, the whitespace around it, and the style the file is written in.
///
/// `serialized()` of an unchanged document gives back the input bytes exactly; after changes, only the changed
/// values are rendered (in the file's own style) and every untouched member keeps its bytes.
public struct JSONDocument: Sendable {
    /// The root value (an object for a catalog).
    public var root: JSONValue
    /// How new and changed values are written: detected from the file, Xcode's for a new document.
    public var style: JSONStyle
    /// The file name used in error messages and findings.
    public let path: String
    /// The bytes the document was read from (empty for a new document); positions refer to these.
    public let sourceBytes: [UInt8]
    private let leading: ArraySlice<UInt8>
    private let trailing: ArraySlice<UInt8>?
    /// The `strings` entries a shallow read checked (empty for other reads).
    private(set) var shallowEntries = ShallowEntries()

    /// Reads `bytes` as a JSON document; `path` names the file in errors.
    public init(bytes: [UInt8], path: String) throws {
        self.init(tape: try JSONParser.tape(bytes, path: path, shallow: false), path: path)
    }

    /// The document of a tape read from a file named `path` (its tree is built here).
    public init(tape: JSONTape, path: String) {
        self.init(tape: tape, path: path, detectingOrder: true)
    }

    /// Reads `bytes` with the values of `strings` entries checked (it throws what `init(bytes:path:)` throws) but
    /// not built: each is a placeholder that only writes its original bytes back (its content reads as `null`). For splicing changed
    /// entries into a large file without building a tree for the unchanged ones; never for reading content.
    /// The style's key order is not detected (it is `.xcode`): a caller that inserts keys detects it from the
    /// keys it has (`KeyOrder.detect`), which for a large file with non-ASCII keys costs more than the read.
    public init(shallowBytes bytes: [UInt8], path: String) throws {
        try self.init(shallowBytes: bytes, path: path, reference: nil)
    }

    /// Reads `bytes` shallow (as `init(shallowBytes:path:)`), taking each `strings` entry that has the same key as
    /// written and the same bytes as an entry of `reference` (another version of the file, read shallow) as checked:
    /// the same bytes at the same place in the grammar are valid as those were, so it accepts and refuses exactly
    /// what `init(shallowBytes:path:)` does. `sameEntriesInReference` then says which entries those are. With a
    /// reference, the other `strings` entries that are objects are read in full (their trees built, as
    /// `init(bytes:path:)` builds them): they are the ones that differ, which a merge reads anyway — so no entry
    /// is walked twice. With `readingDifferences` false they stay placeholders too, for a caller that reads only
    /// some of them (from a copy of the file holding those).
    public init(shallowBytes bytes: [UInt8], path: String, reference: JSONDocument?, readingDifferences: Bool = true) throws {
        try self.init(
            shallowBytes: bytes, path: path, reference: reference?.shallowEntries, referenceBytes: reference?.sourceBytes ?? [],
            readingDifferences: readingDifferences)
    }

    /// Reads `bytes` shallow against another version of the file read in full (`reference`): as
    /// `init(shallowBytes:path:reference:readingDifferences:)`, with the entries of the reference's tape.
    init(shallowBytes bytes: [UInt8], path: String, reference: JSONTape, readingDifferences: Bool) throws {
        try self.init(
            shallowBytes: bytes, path: path, reference: ShallowEntries(tape: reference), referenceBytes: reference.bytes,
            readingDifferences: readingDifferences)
    }

    private init(
        shallowBytes bytes: [UInt8], path: String, reference: ShallowEntries?, referenceBytes: [UInt8], readingDifferences: Bool
    ) throws {
        let (tape, entries) = try JSONParser.shallowTape(
            bytes, path: path, reference: reference, referenceBytes: referenceBytes, readingDifferences: readingDifferences)
        self.init(tape: tape, path: path, detectingOrder: false)
        shallowEntries = entries
    }

    /// For a document read with `init(shallowBytes:path:reference:)`: for each entry of the root's `strings`, in
    /// order, the position among the reference's `strings` entries of the one with the same key as written and
    /// the same bytes, where the read found it (it looks near the last one found, so entries that moved far are
    /// not found); nil elsewhere. Empty when the entries were not recorded (a `strings` key written with escapes).
    public var sameEntriesInReference: [Int?] { shallowEntries.entries.map(\.reference) }

    private init(tape: JSONTape, path: String, detectingOrder: Bool) {
        var builder = JSONTreeBuilder(tape)
        self.root = builder.value(at: tape.root.index)
        self.path = path
        self.sourceBytes = tape.bytes
        self.leading = tape.leading
        self.trailing = tape.trailing
        self.style = Self.detectStyle(
            root: root, trailing: tape.trailing, emptyObject: tape.firstEmptyObjectTrivia.map { tape.bytes[$0] },
            detectingOrder: detectingOrder)
    }

    /// A new document holding `root`, written in `style`.
    public init(root: JSONValue, style: JSONStyle = .xcode, path: String = "<new>") {
        self.root = root
        self.style = style
        self.path = path
        self.sourceBytes = []
        self.leading = []
        self.trailing = nil
    }

    /// The document's bytes: the input exactly where nothing changed.
    public func serialized() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(sourceBytes.count + 1024)
        out.append(contentsOf: leading)
        JSONWriter(style: style).write(root, depth: 0, into: &out)
        if let trailing { out.append(contentsOf: trailing) } else { out.append(contentsOf: style.finalNewline.utf8) }
        return out
    }

    /// The canonical form in `style` (Xcode's by default): every object sorted, nothing kept from the source.
    public func canonicalBytes(style: JSONStyle = .xcode) -> [UInt8] {
        var out = JSONWriter(style: style, preservingSource: false, sortOrder: style.order).bytes(for: root)
        out.append(contentsOf: style.finalNewline.utf8)
        return out
    }

    /// The line and column of byte `offset` in the source.
    public func position(ofOffset offset: Int) -> TextPosition {
        TextPosition(offset: offset, in: sourceBytes)
    }

    /// Where the member at `path` starts in the source (its key's opening quote), or the nearest enclosing member
    /// that was read from the file. Nil only for an empty path or a new document.
    public func location(of path: CatalogKeyPath) -> TextPosition? {
        sourceOffset(of: path).map { position(ofOffset: $0) }
    }

    /// The byte offset behind `location(of:)`, for callers that turn many offsets into positions with an index of
    /// their own (the check reports thousands of findings per catalog).
    public func sourceOffset(of path: CatalogKeyPath) -> Int? {
        var value = root
        var best: Int?
        for component in path.components {
            guard let object = value.object, let index = object.index(forKey: component) else { break }
            let member = object.members[index]
            if let offset = member.sourceOffset { best = offset }
            value = member.value
        }
        return best
    }

    private static func detectStyle(
        root: JSONValue, trailing: ArraySlice<UInt8>, emptyObject: ArraySlice<UInt8>?, detectingOrder: Bool = true
    ) -> JSONStyle {
        var style = JSONStyle.xcode
        style.finalNewline = String(decoding: trailing, as: UTF8.self)
        guard let object = root.object, let first = object.members.first, let trivia = first.trivia,
              let source = object.source
        else { return style }
        let leading = source[trivia.start..<trivia.keyStart]
        style.separator = String(decoding: source[trivia.keyEnd..<trivia.valueStart], as: UTF8.self)
        if leading.contains(0x0D) { style.newline = "\r\n" }
        let indent = leading.drop { $0 == 0x0A || $0 == 0x0D }
        if !indent.isEmpty, indent.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            style.indent = String(decoding: indent, as: UTF8.self)
        }
        if let emptyObject {
            style.xcodeEmptyObjects = !emptyObject.isEmpty
            style.emptyObjectsSeen = true
        }
        guard detectingOrder else { return style }
        if let strings = object["strings"]?.object {
            style.order = KeyOrder.detect(strings.keys)
        } else {
            style.order = KeyOrder.detect(object.keys)
        }
        return style
    }
}
