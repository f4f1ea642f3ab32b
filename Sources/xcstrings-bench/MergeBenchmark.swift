import CatalogMerge
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `xcstrings-bench merge`: the merge driver against `git merge-file` on the same corpus triples — the largest
/// one and the whole set — as a time ratio (target ≤ 1.0), and the driver's peak memory against the file size
/// (target < 10×). Both run as processes, the way git runs a driver (posix_spawn + wait4, so the figures hold
/// each child's own time and peak memory). Needs `git-xcstrings` built beside this executable
/// (`swift build -c release` builds both).
func mergeBenchmark(corpus: URL?) {
    guard let corpus else {
        print("merge: corpus not found (set XCSTRINGS_CORPUS); skipped")
        return
    }
    let triples = mergeTriples(corpus)
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("git-xcstrings").path
    guard let largest = triples.max(by: { $0.size < $1.size }), FileManager.default.isExecutableFile(atPath: tool),
        let git = executableOnPath("git")
    else {
        print("merge: needs the corpus triples, git on PATH and git-xcstrings built beside xcstrings-bench; skipped")
        return
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("merge-bench-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let result = scratch.appendingPathComponent("A").path

    // Both tools merge into a copy of ours, in place, as git's driver protocol has it.
    func ours(_ triple: MergeTriple) -> ChildRun {
        copy(triple.ours, to: result)
        return spawn(tool, ["merge-driver", triple.base, result, triple.theirs, "7", "bench"])
    }
    func textual(_ triple: MergeTriple) -> ChildRun {
        copy(triple.ours, to: result)
        return spawn(git, ["merge-file", "-q", result, triple.base, triple.theirs])
    }

    let repeats = 9
    let oursRuns = (0..<repeats).map { _ in ours(largest) }
    let gitRuns = (0..<repeats).map { _ in textual(largest) }
    let oursLargest = median(oursRuns.map(\.seconds))
    let gitLargest = median(gitRuns.map(\.seconds))
    print(String(format: "largest triple (%.2f MB): driver %.1f ms, git merge-file %.1f ms, ratio %.2f (target ≤ 1.0)",
                 Double(largest.size) / 1_000_000, oursLargest * 1000, gitLargest * 1000, oursLargest / gitLargest))

    var oursTotal = 0.0
    var gitTotal = 0.0
    for triple in triples {
        oursTotal += ours(triple).seconds
        gitTotal += textual(triple).seconds
    }
    print(String(format: "whole set (%d triples): driver %.0f ms, git merge-file %.0f ms, ratio %.2f (target ≤ 1.0)",
                 triples.count, oursTotal * 1000, gitTotal * 1000, oursTotal / gitTotal))

    let baseline = median((0..<repeats).map { _ in spawn(tool, ["--version"]) }.map(\.seconds))
    let baselinePeak = spawn(tool, ["--version"]).peakBytes
    let peak = oursRuns.map(\.peakBytes).max() ?? 0
    print(String(format: "process start-up alone (git-xcstrings --version): %.1f ms, %.1f MB", baseline * 1000, Double(baselinePeak) / 1_000_000))
    print(String(format: "peak memory of the driver on the largest triple: %.1f MB = %.1f× the file; above start-up: %.1f MB = %.1f× (target < 10×)",
                 Double(peak) / 1_000_000, Double(peak) / Double(largest.size),
                 Double(peak - baselinePeak) / 1_000_000, Double(peak - baselinePeak) / Double(largest.size)))
}

/// Paths of one corpus merge whose ours and theirs exist (an absent base is an empty file).
struct MergeTriple {
    var base: String
    var ours: String
    var theirs: String
    var size: Int
}

/// A finished child: wall time and peak resident memory.
struct ChildRun {
    var seconds: Double
    var peakBytes: Int
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

private func copy(_ source: String, to destination: String) {
    try? FileManager.default.removeItem(atPath: destination)
    try? FileManager.default.copyItem(atPath: source, toPath: destination)
}

private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

private func executableOnPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Runs `path` with `arguments`, its output to /dev/null, and returns its wall time and peak memory (wait4).
private func spawn(_ path: String, _ arguments: [String]) -> ChildRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return ChildRun(seconds: 0, peakBytes: 0) }
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
    #if os(Linux)
    let peak = Int(usage.ru_maxrss) * 1024
    #else
    let peak = Int(usage.ru_maxrss)
    #endif
    return ChildRun(seconds: seconds, peakBytes: peak)
}
