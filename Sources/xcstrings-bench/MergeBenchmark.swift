import CatalogMerge
import Foundation

#if canImport(Glibc)
import Glibc
private let childrenUsage = RUSAGE_CHILDREN.rawValue
private let selfUsage = RUSAGE_SELF.rawValue
#elseif canImport(Darwin)
import Darwin
private let childrenUsage = RUSAGE_CHILDREN
private let selfUsage = RUSAGE_SELF
#endif

/// `xcstrings-bench merge`: the merge driver against `git merge-file` on the same corpus triples — the largest
/// one and the whole set — as a time ratio (target ≤ 1.0), and the driver's peak memory against the file size
/// (target < 10×). Both tools run as processes, the way git runs them, when the built `git-xcstrings` is beside
/// this executable; otherwise the engine is timed in-process (and the figures say so).
func mergeBenchmark(corpus: URL?) {
    guard let corpus else {
        print("merge: corpus not found (set XCSTRINGS_CORPUS); skipped")
        return
    }
    let triples = mergeTriples(corpus)
    guard let largest = triples.max(by: { $0.size < $1.size }) else {
        print("merge: no readable triples")
        return
    }
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("git-xcstrings")
    let asProcess = FileManager.default.isExecutableFile(atPath: tool.path)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("merge-bench-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    func ours(_ triple: MergeTriple) -> Double {
        if asProcess {
            let output = scratch.appendingPathComponent("A")
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.copyItem(atPath: triple.ours, toPath: output.path)
            return seconds { _ = try? Subprocess.run(tool.path, ["merge-driver", triple.base, output.path, triple.theirs, "7", "bench"]) }
        }
        return seconds {
            let read = { (path: String) in [UInt8](FileManager.default.contents(atPath: path) ?? Data()) }
            _ = try? CatalogMerger().merge(base: read(triple.base), ours: read(triple.ours), theirs: read(triple.theirs))
        }
    }
    func git(_ triple: MergeTriple) -> Double {
        seconds { _ = try? Subprocess.run("git", ["merge-file", "-p", triple.ours, triple.base, triple.theirs]) }
    }

    let repeats = 7
    let oursLargest = (0..<repeats).map { _ in ours(largest) }.sorted()[repeats / 2]
    let gitLargest = (0..<repeats).map { _ in git(largest) }.sorted()[repeats / 2]
    let mode = asProcess ? "driver process" : "engine in-process (git-xcstrings not built beside the bench)"
    print(String(format: "largest triple (%.2f MB, %@): ours %.1f ms, git merge-file %.1f ms, ratio %.2f (target ≤ 1.0)",
                 Double(largest.size) / 1_000_000, mode, oursLargest * 1000, gitLargest * 1000, oursLargest / gitLargest))

    var oursTotal = 0.0
    var gitTotal = 0.0
    for triple in triples {
        oursTotal += ours(triple)
        gitTotal += git(triple)
    }
    print(String(format: "whole set (%d triples): ours %.0f ms, git merge-file %.0f ms, ratio %.2f (target ≤ 1.0)",
                 triples.count, oursTotal * 1000, gitTotal * 1000, oursTotal / gitTotal))

    if asProcess {
        var before = rusage()
        getrusage(childrenUsage, &before)
        let output = scratch.appendingPathComponent("A")
        try? FileManager.default.removeItem(at: output)
        try? FileManager.default.copyItem(atPath: largest.ours, toPath: output.path)
        _ = try? Subprocess.run(tool.path, ["merge-driver", largest.base, output.path, largest.theirs, "7", "bench"])
        var after = rusage()
        getrusage(childrenUsage, &after)
        // ru_maxrss is in kilobytes on Linux, bytes on macOS; RUSAGE_CHILDREN reports the largest child so far.
        #if os(Linux)
        let peak = Double(after.ru_maxrss) * 1024
        #else
        let peak = Double(after.ru_maxrss)
        #endif
        print(String(format: "peak memory of the driver on the largest triple: %.1f MB = %.1f× the file (target < 10×)%@",
                     peak / 1_000_000, peak / Double(largest.size),
                     after.ru_maxrss > before.ru_maxrss ? "" : " (upper bound: an earlier child peaked higher)"))
    } else {
        var usage = rusage()
        getrusage(selfUsage, &usage)
        #if os(Linux)
        let peak = Double(usage.ru_maxrss) * 1024
        #else
        let peak = Double(usage.ru_maxrss)
        #endif
        print(String(format: "peak memory of this process (upper bound for one merge): %.1f MB = %.1f× the largest file",
                     peak / 1_000_000, peak / Double(largest.size)))
    }
}

/// Paths of one corpus merge whose ours and theirs exist (an absent base is an empty file).
struct MergeTriple {
    var base: String
    var ours: String
    var theirs: String
    var size: Int
}

private func mergeTriples(_ corpus: URL) -> [MergeTriple] {
    let merges = corpus.appendingPathComponent("merges")
    guard let table = try? String(contentsOf: merges.appendingPathComponent("cases.tsv"), encoding: .utf8) else { return [] }
    let blob = { (id: String) in merges.appendingPathComponent("blobs/\(id).xcstrings").path }
    var triples: [MergeTriple] = []
    for line in table.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count > 8, fields[6] != "-", fields[7] != "-" else { continue }
        let base = fields[5] == "-" ? "/dev/null" : blob(fields[5])
        let size = ((try? FileManager.default.attributesOfItem(atPath: blob(fields[6])))?[.size] as? Int) ?? 0
        triples.append(MergeTriple(base: base, ours: blob(fields[6]), theirs: blob(fields[7]), size: size))
    }
    return triples
}

private func seconds(_ work: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
}
