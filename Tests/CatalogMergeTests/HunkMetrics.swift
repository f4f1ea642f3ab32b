import Foundation
import StringCatalog
import TestSupport
import XCTest

@testable import CatalogMerge

/// Measures conflict hunks: their sizes, git's for the same triple, and the bound the issue sets (no side larger
/// than the smallest enclosing language object).
enum HunkMetrics {
    /// Lines of each hunk, markers included: what a person reads.
    static func sizes(_ bytes: [UInt8]) throws -> [Int] {
        try ConflictedFile(bytes).hunks.map(\.lineCount)
    }

    /// The median (the mean of the two middle values for an even count); 0 for none.
    static func median(_ values: [Int]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? Double(sorted[middle]) : Double(sorted[middle - 1] + sorted[middle]) / 2
    }

    /// `git merge-file -p` on the triple, in `style`.
    static func gitMerge(base: [UInt8], ours: [UInt8], theirs: [UInt8], style: MergeOptions.ConflictStyle) throws -> [UInt8] {
        let folder = try TemporaryDirectory(prefix: "hunk-metrics")
        defer { folder.remove() }
        for (name, bytes) in [("base", base), ("ours", ours), ("theirs", theirs)] {
            try folder.write(Data(bytes), to: name)
        }
        var arguments = ["merge-file", "-p"]
        if style != .merge { arguments.append("--\(style.rawValue)") }
        arguments += ["ours", "base", "theirs"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder.url
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return [UInt8](data)
    }

    /// Lines in each side of a hunk (ours, theirs, and the base when it has one).
    static func sideLines(_ hunk: ConflictedFile.Hunk) -> [Int] {
        var sides = [hunk.ours, hunk.theirs]
        if let base = hunk.base { sides.append(base) }
        return sides.map { side in side.filter { $0 == 0x0A }.count }
    }

    /// For each hunk whose conflicts all lie inside a language: the most lines that language member takes in any
    /// side's file, plus one when a side lacks a conflicted member (the line carrying the comma before it, as
    /// git's own hunk would hold). Hunks with a conflict outside a language (a whole entry, a catalog field) are absent.
    static func languageBounds(_ bytes: [UInt8], sides documents: [JSONDocument]) -> [Int: Int] {
        bounds(bytes, sides: documents, enclosing: 4) { $0.language != nil }
    }

    /// The same for hunks around whole string entries (a key deleted on one side, changed on the other).
    static func entryBounds(_ bytes: [UInt8], sides documents: [JSONDocument]) -> [Int: Int] {
        bounds(bytes, sides: documents, enclosing: 2) { $0.path.components.count == 2 && $0.key != nil }
    }

    /// The hunks around whole string entries.
    static func wholeEntryHunks(_ bytes: [UInt8]) -> Set<Int> {
        Set(entryBounds(bytes, sides: []).keys)
    }

    private static func bounds(
        _ bytes: [UInt8], sides documents: [JSONDocument], enclosing length: Int, where inside: (ConflictReport) -> Bool
    ) -> [Int: Int] {
        guard let file = try? ConflictedFile(bytes), let reports = ConflictReader.reports(in: file, path: "t") else { return [:] }
        var byHunk: [Int: [ConflictReport]] = [:]
        for report in reports { if let index = report.hunkIndex { byHunk[index, default: []].append(report) } }
        var bounds: [Int: Int] = [:]
        for (index, reports) in byHunk where reports.allSatisfy(inside) {
            var bound = 0
            // Adjacent members share a hunk: the bound is the sum over the enclosing members it holds.
            for enclosing in Set(reports.map { Array($0.path.components.prefix(length)) }) {
                bound += documents.compactMap { document -> Int? in
                    guard let value = ConflictReport.value(at: enclosing[...], in: document.root) else { return nil }
                    let written = JSONWriter(style: document.style).bytes(for: value, depth: length - 1)
                    return written.filter { $0 == 0x0A }.count + 1
                }.max() ?? 0
            }
            if reports.contains(where: { $0.ours.value == nil || $0.theirs.value == nil || ($0.base.map { $0.value == nil } ?? false) }) {
                bound += 1
            }
            bounds[index] = bound
        }
        return bounds
    }

    /// Keeps `side` of every hunk (or of hunks number `onlyHunks`) the plain way, line by line, as a person would
    /// by hand in an editor: delete the marker lines and the other sides' lines.
    static func keepByHand(_ text: String, side: MergeSide, onlyHunks: Set<Int>? = nil) -> String {
        var out: [UInt8] = []
        var section: MergeSide?
        var hunk = -1
        var held: [UInt8] = []
        var kept: [UInt8] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let end = (bytes[start...].firstIndex(of: 0x0A) ?? bytes.count - 1) + 1
            let line = bytes[start..<end]
            start = end
            let marker = String(decoding: line.prefix(7), as: UTF8.self)
            if section == nil {
                if marker == "<<<<<<<" {
                    hunk += 1
                    section = .ours
                    held = Array(line)
                    kept = []
                } else {
                    out += line
                }
                continue
            }
            held += line
            switch marker {
            case "|||||||": section = .base
            case "=======": section = .theirs
            case ">>>>>>>":
                section = nil
                out += onlyHunks.map { $0.contains(hunk) } ?? true ? kept : held
            default:
                if section == side { kept += line }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
