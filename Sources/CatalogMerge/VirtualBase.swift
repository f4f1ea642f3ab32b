import Foundation
import StringCatalog

/// A base holding conflict markers: in a criss-cross history (two merge bases) git merges the bases into a
/// virtual base first, and that inner merge can leave hunks (issue 10 §3). Each hunk's two sides are both
/// candidates for the base. This reads the base both ways and settles every entry whose base is ambiguous:
/// merged against each candidate, when the two results agree that candidate is the base; when they disagree the
/// entry has no trustworthy base and is merged as added on both sides (both sides' content kept where they agree,
/// a conflict where they differ).
struct VirtualBase {
    /// The base to merge against, as strict JSON.
    var bytes: [UInt8]
    /// How many entries the two readings of the base disagreed on.
    var ambiguousEntries: Int

    /// Nil when `base` has no markers, or a reading of it is not a catalog (the merge then reports the base as
    /// unreadable, and the driver falls back to git's textual merge). Out of line: its locals would otherwise enlarge
    /// the stack frame of every merge (`CatalogMerger.mergeOnTheirsLayout` says why that costs).
    @inline(never)
    init?(base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String) {
        guard Self.hasOpeningMarker(base),
            let first = try? ConflictResolver.resolve(base, keeping: .ours).bytes,
            let second = try? ConflictResolver.resolve(base, keeping: .theirs).bytes,
            var firstDocument = try? JSONDocument(bytes: first, path: path),
            let secondDocument = try? JSONDocument(bytes: second, path: path),
            let oursDocument = try? JSONDocument(bytes: ours, path: path),
            let theirsDocument = try? JSONDocument(bytes: theirs, path: path),
            var strings = firstDocument.root.object?["strings"]?.object,
            let otherStrings = secondDocument.root.object?["strings"]?.object
        else { return nil }
        let oursStrings = MemberLookup(oursDocument.root.object?["strings"]?.object)
        let theirsStrings = MemberLookup(theirsDocument.root.object?["strings"]?.object)
        let firstLookup = MemberLookup(strings)
        let secondLookup = MemberLookup(otherStrings)
        let language = oursDocument.root.object?["sourceLanguage"]?.stringValue
        var keys = strings.keys
        for key in otherStrings.keys where !firstLookup.contains(key) { keys.append(key) }
        var ambiguous = 0
        for key in keys {
            let a = firstLookup[key], b = secondLookup[key]
            guard !same(a, b) else { continue }
            ambiguous += 1
            let path = ["strings", key]
            var left = TreeMerge(order: firstDocument.style.order, keepTheirsBytes: false)
            left.sourceLanguage = language
            var right = left
            let agree = Self.sameOutcome(
                left.mergeValue(a, oursStrings[key], theirsStrings[key], path: path), oursStrings[key],
                right.mergeValue(b, oursStrings[key], theirsStrings[key], path: path))
            if agree, let a {
                strings.setValue(a, forKey: key, order: firstDocument.style.order)
            } else if agree, let b {
                strings.setValue(b, forKey: key, order: firstDocument.style.order)
            } else {
                strings.removeValue(forKey: key)
            }
        }
        firstDocument.root.object?["strings"] = .object(strings)
        self.bytes = firstDocument.serialized()
        self.ambiguousEntries = ambiguous
    }

    /// Whether a line starts with seven or more `<` (git lengthens markers in the inner merge of a criss-cross).
    static func hasOpeningMarker(_ bytes: [UInt8]) -> Bool {
        // Every base is asked this: only the lines starting with a `<` are looked at.
        ByteSearch.contains(UInt8(ascii: "<"), in: bytes) { buffer, position in
            guard position == 0 || buffer[position - 1] == 0x0A, position + 7 <= buffer.count else { return false }
            return buffer[position..<position + 7].allSatisfy { $0 == UInt8(ascii: "<") }
        }
    }

    private static func sameOutcome(_ a: MergeOutcome, _ ours: JSONValue?, _ b: MergeOutcome) -> Bool {
        func value(_ outcome: MergeOutcome) -> (JSONValue?, Bool)? {
            switch outcome {
            case .keepOurs: return (ours, true)
            case .take(let value): return (value, true)
            case .delete: return (nil, true)
            case .conflicted: return nil
            }
        }
        guard let left = value(a), let right = value(b) else { return false }
        return same(left.0, right.0)
    }
}
