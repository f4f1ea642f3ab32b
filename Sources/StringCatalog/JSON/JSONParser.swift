import Foundation

/// A hand-written UTF-8 JSON parser: one walk of the grammar that records every value on a `JSONTape` (byte
/// offsets, nothing decoded) or only checks it.
///
/// Foundation's `JSONSerialization` loses member order and duplicate keys and is slow on Linux; catalogs need
/// all three kept. Errors are `JSONReadError`s with line and column, computed only when something is wrong. A
/// shallow read checks the values of `strings` entries by the same walk without recording them, so it accepts and
/// refuses exactly what a full read does.
struct JSONParser {
    private let bytes: [UInt8]
    /// The same bytes, for reading one at a time without reference counting in the hot loops.
    private let input: UnsafeBufferPointer<UInt8>
    private let path: String
    private var position = 0
    private var depth = 0
    /// Whitespace inside the first empty object met, so new empty objects can be written the file's way.
    private var firstEmptyObjectTrivia: Range<Int>?
    /// Whether trailing commas and duplicate keys are accepted (and recorded in `repairs`) instead of rejected.
    private var lenient = false
    /// What lenient reading found, in the order found.
    private var repairs: [PendingRepair] = []
    /// Whether the values of members of objects at depth 2 (`strings` entries) are only checked, not recorded.
    private var shallow = false
    /// Whether values are recorded (false while a shallow read checks a `strings` entry).
    private var recording = true
    private var records: [JSONTape.Record] = []
    /// The keys of the objects being read, innermost object's last (one stack shared by the nested objects).
    private var keys: [KeyRecord] = []
    /// How many of `keys` are in use: an object's keys are let go by lowering it, and the records above it are
    /// overwritten by the next object's (removing them from the array was a call per object).
    private var keyCount = 0
    /// The `strings` entries a shallow read checked, in order.
    private var entries = ShallowEntries()
    /// A shallow read's reference: the entries of another version of the file, already checked. An entry here with
    /// the same key as written and the same bytes as one of them is valid as that one was, and is not walked again.
    private var reference: [ShallowEntries.Entry] = []
    /// Whether a shallow read has a reference and reads in full its `strings` entries not found there.
    private var hasReference = false
    /// The reference's bytes (empty without a reference).
    private var referenceInput = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// The reference entry after the last one matched: the next entry is looked for from there.
    private var referenceCursor = 0
    /// Whether the root member being read is `strings` (a shallow read records its entries).
    private var inStrings = false
    /// Where the whitespace inside the first empty object of the `strings` entry being checked starts.
    private var entryEmptyObject: Int?

    private static let maximumDepth = 512

    /// One key of an object being read, for duplicate detection and lenient repairs.
    private struct KeyRecord {
        /// The key's text as written, between the quotes.
        var content: Range<Int>
        /// Where the member starts: after the `{` or the comma before it.
        var segmentStart: Int
        /// Where the member ends: its comma, or the end of its value when it is the last (kept by lenient reading
        /// only, for its repairs).
        var end = 0
        /// The key's record on the tape.
        var record: Int
        /// Whether a later copy replaced it (lenient reading).
        var dropped = false
    }

    /// A repair found by lenient reading; a duplicate's values are built from the tape when the walk is done.
    private enum PendingRepair {
        case trailingComma(at: Int)
        case duplicateKey(key: String, removing: Range<Int>, dropped: Int, kept: Int)
    }

    private init(bytes: [UInt8], input: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.input = input
        self.path = path
    }

    /// Reads `bytes` as one JSON document onto a tape; `path` names the file in errors. When `shallow`, the values
    /// of `strings` entries (members of objects at depth 2) are checked but recorded only as their bytes
    /// (`unread` records), which the writer writes back verbatim.
    static func tape(_ bytes: [UInt8], path: String, shallow: Bool) throws -> JSONTape {
        try bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: bytes, input: buffer, path: path)
            parser.shallow = shallow
            // About one record per 20 bytes in catalogs; capacity not written to costs no memory.
            parser.records.reserveCapacity(shallow ? 1024 : bytes.count / 8 + 16)
            try parser.walkDocument()
            return JSONTape(bytes: bytes, records: parser.records, firstEmptyObjectTrivia: parser.firstEmptyObjectTrivia)
        }
    }

    /// Reads `bytes` shallow (as `tape(_:path:shallow:)` with `shallow`), returning the `strings` entries it checked
    /// too. An entry with the same key and bytes as one of `reference`'s entries (read from `referenceBytes`, another
    /// version of the file) is taken as checked: the same bytes at the same depth are valid as those were. With a
    /// reference, the other entries of `strings` that are objects are recorded in full (the caller reads those),
    /// unless `readingDifferences` is false (the caller reads only some of them, from a copy).
    static func shallowTape(
        _ bytes: [UInt8], path: String, reference: ShallowEntries?, referenceBytes: [UInt8], readingDifferences: Bool = true
    ) throws -> (JSONTape, ShallowEntries) {
        try referenceBytes.withUnsafeBufferPointer { referenceBuffer in
            try bytes.withUnsafeBufferPointer { buffer in
                var parser = JSONParser(bytes: bytes, input: buffer, path: path)
                parser.shallow = true
                if let reference {
                    parser.hasReference = readingDifferences
                    parser.reference = reference.entries
                    parser.referenceInput = referenceBuffer
                    parser.entries.entries.reserveCapacity(reference.entries.count + 16)
                }
                parser.records.reserveCapacity(1024)
                try parser.walkDocument()
                let tape = JSONTape(bytes: bytes, records: parser.records, firstEmptyObjectTrivia: parser.firstEmptyObjectTrivia)
                return (tape, parser.entries)
            }
        }
    }

    /// Reads `bytes` as Xcode does: trailing commas and duplicate keys (the last copy wins) are accepted and
    /// returned as repairs, byte ranges to delete; any other error is thrown as by `tape`.
    static func repairs(in bytes: [UInt8], path: String) throws -> [JSONRepair] {
        let (tape, pending) = try bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: bytes, input: buffer, path: path)
            parser.lenient = true
            try parser.walkDocument()
            let tape = JSONTape(bytes: bytes, records: parser.records, firstEmptyObjectTrivia: parser.firstEmptyObjectTrivia)
            return (tape, parser.repairs)
        }
        var builder = JSONTreeBuilder(tape)
        return pending.map { repair in
            switch repair {
            case .trailingComma(let comma):
                return JSONRepair(removing: comma..<(comma + 1), kind: .trailingComma)
            case .duplicateKey(let key, let range, let dropped, let kept):
                return JSONRepair(
                    removing: range, kind: .duplicateKey(key: key, dropped: builder.value(at: dropped), kept: builder.value(at: kept)))
            }
        }
    }

    /// Reads the whole input: whitespace, one value, whitespace, end.
    private mutating func walkDocument() throws {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { throw error(.byteOrderMark, at: 0) }
        if bytes.count >= Int(UInt32.max) { throw error(.tooLarge, at: 0) }
        do {
            skipWhitespace()
            if position == input.count { throw error(.emptyFile, at: position) }
            try walkValue()
            skipWhitespace()
            if position != input.count { throw error(.trailingData, at: position) }
        } catch let failure as JSONReadError {
            // Strings are validated as they are read; bytes outside strings only here, when something failed.
            if failure.reason != .invalidUTF8, let offset = Self.firstInvalidUTF8Offset(in: bytes) {
                throw error(.invalidUTF8, at: offset)
            }
            // Conflict markers make any JSON invalid; name them instead of the first stray character.
            if let markerLine = Self.conflictMarkerLine(in: bytes) {
                throw JSONReadError(path: path, line: markerLine, column: 1, reason: .conflictMarkers)
            }
            throw failure
        }
    }

    // MARK: Values

    private mutating func walkValue() throws {
        guard position < input.count else { throw error(.unexpectedEnd(expected: "a value"), at: position) }
        let start = position
        switch input[position] {
        case UInt8(ascii: "{"):
            try walkObject()
        case UInt8(ascii: "["):
            try walkArray()
        case UInt8(ascii: "\""):
            let escaped = try scanString()
            record(.string, from: start, flags: escaped ? JSONTape.Record.escaped : 0)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            record(.true, from: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            record(.false, from: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            record(.null, from: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try scanNumber()
            record(.number, from: start)
        default:
            throw unexpected(expected: "a value")
        }
    }

    /// Records a scalar that spans `start` up to the current position.
    @inline(__always)
    private mutating func record(_ kind: JSONTape.Record.Kind, from start: Int, flags: UInt8 = 0) {
        guard recording else { return }
        records.append(JSONTape.Record(
            kind: kind, flags: flags, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: position),
            count: 0, after: UInt32(truncatingIfNeeded: records.count + 1)))
    }

    /// Opens a container's record at the current position; returns its index.
    @inline(__always)
    private mutating func open(_ kind: JSONTape.Record.Kind) -> Int {
        let index = records.count
        if recording { records.append(JSONTape.Record(kind: kind, start: UInt32(truncatingIfNeeded: position))) }
        return index
    }

    /// Closes the container opened at record `index`, which ends at the current position.
    @inline(__always)
    private mutating func close(_ index: Int, count: Int) {
        guard recording else { return }
        records[index].end = UInt32(truncatingIfNeeded: position)
        records[index].count = UInt32(truncatingIfNeeded: count)
        records[index].after = UInt32(truncatingIfNeeded: records.count)
    }

    private mutating func walkObject() throws {
        try enterContainer()
        defer { depth -= 1 }
        let recordIndex = open(.object)
        position += 1  // {
        let objectStart = position
        var segmentStart = position
        skipWhitespace()
        if position < input.count, input[position] == UInt8(ascii: "}") {
            if firstEmptyObjectTrivia == nil { firstEmptyObjectTrivia = segmentStart..<position }
            if entryEmptyObject == nil { entryEmptyObject = segmentStart }
            position += 1
            close(recordIndex, count: 0)
            return
        }
        // Keys without escapes are compared by their bytes in place (no allocation): by a search while the object
        // is small, then through a hash table of those bytes. Once a key with escapes appears, the object switches
        // to a table of decoded keys (key → index in `keys`).
        let stackBase = keyCount
        defer { keyCount = stackBase }
        var decodedTable: [ExactKey: Int]?
        var rawTable: RawKeyTable?
        var count = 0
        while true {
            guard position < input.count else { throw error(.unexpectedEnd(expected: "a key"), at: position) }
            guard input[position] == UInt8(ascii: "\"") else { throw unexpected(expected: "a key in double quotes") }
            let keyStart = position
            let keyRecord = records.count
            let escaped = try scanString()
            record(.string, from: keyStart, flags: escaped ? JSONTape.Record.escaped : 0)
            let content = (keyStart + 1)..<(position - 1)
            let decoded = escaped ? decodedKey(content) : nil
            if decodedTable == nil, escaped {
                var built: [ExactKey: Int] = [:]
                // Sized for the members still to come, judged by the bytes each took so far (at most 8 times as many
                // as seen): growing by doubling rehashed the table of a large `strings` object many times.
                let seen = keyCount - stackBase
                let perMember = max(1, (keyStart - objectStart) / max(1, seen))
                built.reserveCapacity(min(seen + (input.count - keyStart) / perMember, 8 * seen + 16))
                for index in stackBase..<keyCount where !keys[index].dropped {
                    built[ExactKey(rawKey(keys[index].content))] = index
                }
                decodedTable = built
                rawTable = nil
            }
            var earlier: Int?
            if decodedTable != nil {
                let key = ExactKey(decoded ?? rawKey(content))
                earlier = decodedTable?[key]
                decodedTable?[key] = keyCount
            } else {
                if rawTable == nil, keyCount - stackBase >= RawKeyTable.searchLimit {
                    var table = RawKeyTable()
                    for index in stackBase..<keyCount where !keys[index].dropped {
                        _ = table.insert(index, hash: rawHash(keys[index].content)) { _ in false }
                    }
                    rawTable = table
                }
                if rawTable != nil {
                    earlier = rawTable?.insert(keyCount, hash: rawHash(content)) { sameBytes(keys[$0].content, content) } ?? nil
                } else {
                    earlier = earlierKey(content, from: stackBase)
                }
            }
            if let earlier {
                let key = decoded ?? rawKey(content)
                guard lenient else { throw duplicate(key, first: keys[earlier].content.lowerBound - 1, at: keyStart) }
                keys[earlier].dropped = true
                if recording { records[keys[earlier].record].flags |= JSONTape.Record.dropped }
            }
            let current = keyCount
            let member = KeyRecord(content: content, segmentStart: segmentStart, record: keyRecord)
            if current < keys.count { keys[current] = member } else { keys.append(member) }
            keyCount += 1
            skipWhitespace()
            guard position < input.count else { throw error(.unexpectedEnd(expected: "':'"), at: position) }
            guard input[position] == UInt8(ascii: ":") else { throw unexpected(expected: "':' after the key") }
            position += 1
            skipWhitespace()
            if shallow, depth == 2, recording {
                let valueStart = position
                let match = inStrings ? referenceMatch(key: content) : nil
                // With a reference, an entry not found there is one the caller reads: an object is recorded in full
                // (its bytes are then its object's source; a scalar would keep none, so scalars stay placeholders).
                let readInFull = match == nil && inStrings && hasReference && position < input.count
                    && input[position] == UInt8(ascii: "{")
                if let match {
                    takeChecked(reference[match], at: valueStart, match: match, key: content)
                } else {
                    entryEmptyObject = nil
                    recording = readInFull
                    try walkValue()
                    recording = true
                    if inStrings {
                        entries.entries.append(ShallowEntries.Entry(
                            key: content, value: valueStart..<position, emptyObject: entryEmptyObject.map { $0 - valueStart }))
                    }
                }
                if !readInFull {
                    records.append(JSONTape.Record(
                        kind: .unread, start: UInt32(truncatingIfNeeded: valueStart), end: UInt32(truncatingIfNeeded: position),
                        after: UInt32(truncatingIfNeeded: records.count + 1)))
                }
            } else {
                if shallow, depth == 1 { inStrings = isStringsKey(content) }
                try walkValue()
            }
            let valueEnd = position
            if let earlier {
                // The earlier copy goes with the comma after it; the later one stays where it is.
                repairs.append(.duplicateKey(
                    key: decoded ?? rawKey(content), removing: keys[earlier].segmentStart..<(keys[earlier].end + 1),
                    dropped: keys[earlier].record + 1, kept: keyRecord + 1))
            }
            count += 1
            skipWhitespace()
            guard position < input.count else { throw error(.unexpectedEnd(expected: "',' or '}'"), at: position) }
            if input[position] == UInt8(ascii: ",") {
                if lenient { keys[current].end = position }
                closeMember(key: keyRecord, comma: position)
                let comma = position
                position += 1
                segmentStart = position
                skipWhitespace()
                if lenient, position < input.count, input[position] == UInt8(ascii: "}") {
                    repairs.append(.trailingComma(at: comma))
                    position += 1
                    close(recordIndex, count: count)
                    return
                }
                continue
            }
            guard input[position] == UInt8(ascii: "}") else { throw unexpected(expected: "',' or '}'") }
            if lenient { keys[current].end = valueEnd }
            closeMember(key: keyRecord, comma: 0)
            position += 1
            close(recordIndex, count: count)
            return
        }
    }

    /// Completes the record of the key at `index` once its member's value is read and what follows it is known: the
    /// record after the value's, and the comma after the value (0: none). One write, so one check of the array.
    @inline(__always)
    private mutating func closeMember(key index: Int, comma: Int) {
        guard recording else { return }
        let after = UInt32(truncatingIfNeeded: records.count)
        records[index].closeMember(after: after, comma: UInt32(truncatingIfNeeded: comma))
    }

    /// Whether a key as written is `strings`.
    private func isStringsKey(_ content: Range<Int>) -> Bool {
        guard content.count == 7, let address = input.baseAddress else { return false }
        return memcmp(address + content.lowerBound, "strings", 7) == 0
    }

    /// The reference entry with the key `content` and the same bytes as the value at the current position, if any,
    /// from the key line's start: the whitespace before the key and the separator after it are compared too, so an
    /// entry whose only change is its key line (`\t"B": {` for `    "B" : {`) is a change.
    /// Versions of a file mostly hold their entries in the same order, so the key is looked for among the few
    /// reference entries after the last one matched. Only an object, array or string is taken: each ends where its
    /// bytes say, so a value that starts with a reference value's bytes is that value.
    private mutating func referenceMatch(key content: Range<Int>) -> Int? {
        guard referenceCursor < reference.count, let address = input.baseAddress,
            let referenceAddress = referenceInput.baseAddress
        else { return nil }
        let last = min(reference.count, referenceCursor + Self.referenceLookahead)
        var index = referenceCursor
        while index < last {
            let key = reference[index].key
            if key.count == content.count,
                memcmp(referenceAddress + key.lowerBound, address + content.lowerBound, key.count) == 0
            {
                break
            }
            index += 1
        }
        guard index < last else { return nil }
        referenceCursor = index + 1
        let key = reference[index].key
        let value = reference[index].value
        guard value.count <= input.count - position, !value.isEmpty else { return nil }
        switch referenceInput[value.lowerBound] {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""): break
        default: return nil
        }
        guard memcmp(referenceAddress + value.lowerBound, address + position, value.count) == 0 else { return nil }
        // The separator (a few bytes), then the whitespace before the key (it follows a `{` or a `,`), backwards.
        let separator = content.upperBound + 1
        let referenceSeparator = key.upperBound + 1
        guard position - separator == value.lowerBound - referenceSeparator else { return nil }
        for offset in 0..<(position - separator) where input[separator + offset] != referenceInput[referenceSeparator + offset] {
            return nil
        }
        var before = content.lowerBound - 2
        var referenceBefore = key.lowerBound - 2
        while before >= 0, referenceBefore >= 0, input[before] == referenceInput[referenceBefore], Self.isWhitespace(input[before]) {
            before -= 1
            referenceBefore -= 1
        }
        guard before >= 0, referenceBefore >= 0, !Self.isWhitespace(input[before]), !Self.isWhitespace(referenceInput[referenceBefore])
        else { return nil }
        return index
    }

    /// JSON's whitespace: space, line feed, carriage return, tab.
    @inline(__always)
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// How many reference entries after the last one matched are searched for an entry's key.
    private static let referenceLookahead = 8

    /// Moves past a value that has the bytes of the reference entry `entry` (number `match`), recording it as checked.
    private mutating func takeChecked(_ entry: ShallowEntries.Entry, at valueStart: Int, match: Int, key: Range<Int>) {
        if firstEmptyObjectTrivia == nil, let offset = entry.emptyObject {
            // The whitespace inside the empty object, found as the walk would find it (it ends at the `}`).
            position = valueStart + offset
            skipWhitespace()
            firstEmptyObjectTrivia = (valueStart + offset)..<position
        }
        position = valueStart + entry.value.count
        entries.entries.append(ShallowEntries.Entry(
            key: key, value: valueStart..<position, emptyObject: entry.emptyObject, reference: match))
    }

    /// The text of a key without escapes, as written.
    private func rawKey(_ content: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: input[content]), as: UTF8.self)
    }

    /// The text of a key with escapes (already checked by `scanString`).
    private func decodedKey(_ content: Range<Int>) -> String {
        var text: [UInt8] = []
        JSONTape.decodeEscapes(bytes[content], into: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// The index in `keys` of an earlier key of this object (from `base`) written with the same bytes. Inlined: a
    /// call copied the whole parser for it, once per member.
    @inline(__always)
    private func earlierKey(_ content: Range<Int>, from base: Int) -> Int? {
        for index in base..<keyCount where !keys[index].dropped && sameBytes(keys[index].content, content) {
            return index
        }
        return nil
    }

    /// Whether two ranges of the input hold the same bytes. Keys of one object mostly differ in length or in their
    /// first byte, so the rest are compared only when those agree.
    @inline(__always)
    private func sameBytes(_ one: Range<Int>, _ other: Range<Int>) -> Bool {
        guard one.count == other.count else { return false }
        guard !one.isEmpty else { return true }
        guard input[one.lowerBound] == input[other.lowerBound], let address = input.baseAddress else { return false }
        return memcmp(address + one.lowerBound, address + other.lowerBound, one.count) == 0
    }

    /// A hash of a range of the input (a key as written), for `RawKeyTable`: eight bytes at a time (a `strings` key
    /// is a sentence), then FNV-1a over the last few; the high half is folded into the low bits the table uses.
    /// Inlined, as `earlierKey` is.
    @inline(__always)
    private func rawHash(_ content: Range<Int>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(content.count)
        var index = content.lowerBound
        if let base = input.baseAddress.map(UnsafeRawPointer.init) {
            while index + 8 <= content.upperBound {
                hash = (hash ^ ByteWord.load(base, at: index)) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 29
                index += 8
            }
        }
        while index < content.upperBound {
            hash = (hash ^ UInt64(input[index])) &* 0x0100_0000_01B3
            index += 1
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    private func duplicate(_ key: String, first: Int, at offset: Int) -> JSONReadError {
        error(.duplicateKey(key: key, firstLine: TextPosition(offset: first, in: bytes).line), at: offset)
    }

    private mutating func walkArray() throws {
        try enterContainer()
        defer { depth -= 1 }
        let recordIndex = open(.array)
        position += 1  // [
        skipWhitespace()
        if position < input.count, input[position] == UInt8(ascii: "]") {
            position += 1
            close(recordIndex, count: 0)
            return
        }
        var count = 0
        while true {
            try walkValue()
            count += 1
            skipWhitespace()
            guard position < input.count else { throw error(.unexpectedEnd(expected: "',' or ']'"), at: position) }
            if input[position] == UInt8(ascii: ",") {
                let comma = position
                position += 1
                skipWhitespace()
                if lenient, position < input.count, input[position] == UInt8(ascii: "]") {
                    repairs.append(.trailingComma(at: comma))
                    position += 1
                    close(recordIndex, count: count)
                    return
                }
                continue
            }
            guard input[position] == UInt8(ascii: "]") else { throw unexpected(expected: "',' or ']'") }
            position += 1
            close(recordIndex, count: count)
            return
        }
    }

    private mutating func enterContainer() throws {
        depth += 1
        if depth > Self.maximumDepth { throw error(.tooDeep, at: position) }
    }

    /// Checks a string starting at its opening quote — control characters, escapes, surrogates, UTF-8 — and
    /// moves past it. Returns whether the string held escapes.
    private mutating func scanString() throws -> Bool {
        position += 1  // opening quote
        let start = position
        let count = input.count
        var sawNonASCII = false
        var hadEscapes = false
        let raw = input.baseAddress.map(UnsafeRawPointer.init)
        while position < count {
            // Eight bytes at a time up to the first that ends the string, starts an escape or is a control character.
            if let raw, position + 8 <= count {
                let word = ByteWord.load(raw, at: position)
                let stops = ByteWord.bytes(of: word, equalTo: UInt8(ascii: "\"")) | ByteWord.bytes(of: word, equalTo: UInt8(ascii: "\\"))
                    | ByteWord.bytes(of: word, below: 0x20)
                if ByteWord.nonASCIIBytes(of: word) != 0 { sawNonASCII = true }
                guard stops != 0 else {
                    position += 8
                    continue
                }
                position += ByteWord.firstNonZero(stops)
            }
            let byte = input[position]
            if byte == UInt8(ascii: "\"") {
                if sawNonASCII, let offset = Self.firstInvalidUTF8Offset(in: UnsafeBufferPointer(rebasing: input[start..<position])) {
                    throw error(.invalidUTF8, at: start + offset)
                }
                position += 1
                return hadEscapes
            }
            if byte < 0x20 { throw error(.controlCharacterInString, at: position) }
            if byte >= 0x80 { sawNonASCII = true }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            hadEscapes = true
            let escapeStart = position
            position += 1
            guard position < count else { break }
            let escaped = input[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                continue
            case UInt8(ascii: "u"):
                _ = try parseUnicodeEscape(escapeStart: escapeStart)
            default:
                let shown = String(decoding: bytes[escapeStart..<min(position, count)], as: UTF8.self)
                throw error(.invalidEscape(shown), at: escapeStart)
            }
        }
        throw error(.unexpectedEnd(expected: "'\"' to close the string"), at: count)
    }

    private mutating func parseHex4(escapeStart: Int) throws -> UInt32 {
        guard position + 4 <= input.count else { throw error(.invalidEscape("\\u"), at: escapeStart) }
        var value: UInt32 = 0
        for byte in bytes[position..<position + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                let shown = String(decoding: bytes[escapeStart..<position + 4], as: UTF8.self)
                throw error(.invalidEscape(shown), at: escapeStart)
            }
            value = value * 16 + UInt32(digit)
        }
        position += 4
        return value
    }

    private mutating func parseUnicodeEscape(escapeStart: Int) throws -> Unicode.Scalar {
        let high = try parseHex4(escapeStart: escapeStart)
        if (0xD800...0xDBFF).contains(high) {
            guard position + 2 <= input.count, input[position] == UInt8(ascii: "\\"), input[position + 1] == UInt8(ascii: "u")
            else { throw error(.invalidSurrogate, at: escapeStart) }
            position += 2
            let low = try parseHex4(escapeStart: escapeStart)
            guard (0xDC00...0xDFFF).contains(low) else { throw error(.invalidSurrogate, at: escapeStart) }
            let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            guard let scalar = Unicode.Scalar(combined) else { throw error(.invalidSurrogate, at: escapeStart) }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw error(.invalidSurrogate, at: escapeStart) }
        return scalar
    }

    private mutating func scanNumber() throws {
        let start = position
        let count = input.count
        func isDigit(_ index: Int) -> Bool {
            index < count && input[index] >= UInt8(ascii: "0") && input[index] <= UInt8(ascii: "9")
        }
        if input[position] == UInt8(ascii: "-") { position += 1 }
        guard isDigit(position) else { throw error(.invalidNumber, at: start) }
        if input[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while isDigit(position) { position += 1 }
        }
        if position < count, input[position] == UInt8(ascii: ".") {
            position += 1
            guard isDigit(position) else { throw error(.invalidNumber, at: start) }
            while isDigit(position) { position += 1 }
        }
        if position < count, input[position] == UInt8(ascii: "e") || input[position] == UInt8(ascii: "E") {
            position += 1
            if position < count, input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard isDigit(position) else { throw error(.invalidNumber, at: start) }
            while isDigit(position) { position += 1 }
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws {
        let length = literal.utf8CodeUnitCount
        let matches = literal.withUTF8Buffer { expected in
            position + length <= input.count && bytes[position..<position + length].elementsEqual(expected)
        }
        guard matches else { throw unexpected(expected: "a value") }
        position += length
    }

    /// Inlined: it runs between every two tokens, and the call cost as much as the skipping.
    @inline(__always)
    private mutating func skipWhitespace() {
        let count = input.count
        let raw = input.baseAddress.map(UnsafeRawPointer.init)
        while position < count {
            // Indentation eight spaces at a time, up to the first byte that is not a space: nearly half of a
            // catalog's bytes (Xcode indents by two spaces a level, and a unit's value is six levels deep).
            if let raw, position + 8 <= count {
                let notSpaces = ByteWord.load(raw, at: position) ^ 0x2020_2020_2020_2020
                guard notSpaces != 0 else {
                    position += 8
                    continue
                }
                position += ByteWord.firstNonZero(notSpaces)
            }
            guard Self.isWhitespace(input[position]) else { return }
            position += 1
        }
    }

    // MARK: Errors

    private func error(_ reason: JSONReadError.Reason, at offset: Int) -> JSONReadError {
        let place = TextPosition(offset: offset, in: bytes)
        return JSONReadError(path: path, line: place.line, column: place.column, reason: reason)
    }

    private func unexpected(expected: String) -> JSONReadError {
        guard position < bytes.count else { return error(.unexpectedEnd(expected: expected), at: position) }
        let scalarEnd = min(bytes.count, position + Self.scalarLength(leadByte: bytes[position]))
        let shown = String(decoding: bytes[position..<scalarEnd], as: UTF8.self)
        return error(.unexpectedCharacter(found: "'\(shown)'", expected: expected), at: position)
    }

    private static func scalarLength(leadByte: UInt8) -> Int {
        switch leadByte {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }

    /// The 1-based line of the first git conflict marker, if the text holds one.
    static func conflictMarkerLine(in bytes: [UInt8]) -> Int? {
        ConflictMarkerScanner().markers(in: bytes).first?.line
    }

    /// The offset of the first byte that is not valid UTF-8, if any (overlongs and surrogates are invalid).
    static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidUTF8Offset(in: $0) }
    }

    /// The offset of the first byte in `buffer` that is not valid UTF-8, if any.
    static func firstInvalidUTF8Offset(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        do {
            let count = buffer.count
            var index = 0
            while index < count {
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                guard let length = JSONByteChecks.utf8SequenceLength(in: buffer, at: index) else { return index }
                index += length
            }
            return nil
        }
    }
}

/// The keys of one object by their bytes as written (keys without escapes), for duplicate detection without
/// decoding or allocating a string per key: open addressing over indices into the parser's key stack.
private struct RawKeyTable {
    /// Objects up to this many keys are searched instead (a table costs more than a few comparisons).
    static let searchLimit = 8

    private var slots = [(hash: Int, index: Int)](repeating: (0, -1), count: 32)
    private var count = 0

    /// Inserts key `index` with `hash`; when a key with the same bytes (`sameBytes` of its index) is there, it is
    /// replaced by `index` (the later copy, for lenient reading) and its index returned.
    mutating func insert(_ index: Int, hash: Int, sameBytes: (Int) -> Bool) -> Int? {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot].index >= 0 {
            if slots[slot].hash == hash, sameBytes(slots[slot].index) {
                let earlier = slots[slot].index
                slots[slot].index = index
                return earlier
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = (hash, index)
        count += 1
        return nil
    }

    private mutating func grow() {
        let old = slots
        slots = [(hash: Int, index: Int)](repeating: (0, -1), count: old.count * 2)
        let mask = slots.count - 1
        for entry in old where entry.index >= 0 {
            var slot = entry.hash & mask
            while slots[slot].index >= 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
