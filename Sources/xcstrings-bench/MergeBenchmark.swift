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
    var perHalf: [Bool: (ours: Double, git: Double, count: Int)] = [:]
    for triple in triples {
        let driver = ours(triple).seconds
        let git = textual(triple).seconds
        oursTotal += driver
        gitTotal += git
        let sums = perHalf[triple.tune] ?? (0, 0, 0)
        perHalf[triple.tune] = (sums.ours + driver, sums.git + git, sums.count + 1)
    }
    print(String(format: "whole set (%d triples): driver %.0f ms, git merge-file %.0f ms, ratio %.2f (target ≤ 1.0)",
                 triples.count, oursTotal * 1000, gitTotal * 1000, oursTotal / gitTotal))
    for tune in [true, false] {
        guard let sums = perHalf[tune] else { continue }
        print(String(format: "  %@ half (%d triples): ratio %.2f", tune ? "tune" : "held-out", sums.count, sums.ours / sums.git))
    }

    let baseline = median((0..<repeats).map { _ in spawn(tool, ["--version"]) }.map(\.seconds))
    let baselinePeak = spawn(tool, ["--version"]).peakBytes
    let peak = oursRuns.map(\.peakBytes).max() ?? 0
    print(String(format: "process start-up alone (git-xcstrings --version): %.1f ms, %.1f MB", baseline * 1000, Double(baselinePeak) / 1_000_000))
    print(String(format: "peak memory of the driver on the largest triple: %.1f MB = %.1f× the file; above start-up: %.1f MB = %.1f× (target < 10×)",
                 Double(peak) / 1_000_000, Double(peak) / Double(largest.size),
                 Double(peak - baselinePeak) / 1_000_000, Double(peak - baselinePeak) / Double(largest.size)))

    // A generated 20,000 keys × 20 languages catalog (≈ 70 MB) with 200 conflicts: peak memory against the largest
    // input, conflicted included (issue 10 §3: under 10×; issue 12: ≤ 6×).
    let big = generatedConflictedTriple(in: scratch)
    copy(big.ours, to: result)
    let bigRun = spawn(tool, ["merge-driver", big.base, result, big.theirs, "7", "bench"])
    let bigGit = textual(big)
    print(String(format: "generated conflicted triple (%.1f MB, 20,000 keys × 20 languages, 200 conflicts): driver %.0f ms, "
                 + "git merge-file %.0f ms; peak memory %.0f MB = %.1f× the largest input (target ≤ 6×)",
                 Double(big.size) / 1_000_000, bigRun.seconds * 1000, bigGit.seconds * 1000,
                 Double(bigRun.peakBytes) / 1_000_000, Double(bigRun.peakBytes) / Double(big.size)))
}

/// Writes base, ours and theirs of a large catalog: 20,000 keys × 20 languages in Xcode's format; ours and theirs
/// change the same 200 German values differently (conflicts) and theirs 400 French values besides.
private func generatedConflictedTriple(in folder: URL) -> MergeTriple {
    let languages = ["en", "ar", "da", "de", "es", "fi", "fr", "it", "ja", "ko", "nb", "nl", "pl", "pt-BR", "pt-PT", "ru",
                     "sv", "tr", "uk", "zh-Hans"]
    func write(_ name: String, change: (Int, String) -> String?) -> String {
        var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        for index in 0..<20_000 {
            text += "    \"Key number \(index) with some text\" : {\n      \"localizations\" : {\n"
            for (position, language) in languages.enumerated() {
                let value = "Translated value \(index) in \(language) lorem ipsum dolor" + (change(index, language) ?? "")
                text += "        \"\(language)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
                text += "            \"value\" : \"\(value)\"\n          }\n        }\(position == languages.count - 1 ? "" : ",")\n"
            }
            text += "      }\n    }\(index == 19_999 ? "" : ",")\n"
        }
        text += "  },\n  \"version\" : \"1.0\"\n}"
        let path = folder.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }
    let base = write("big-base.xcstrings") { _, _ in nil }
    let ours = write("big-ours.xcstrings") { index, language in index % 100 == 0 && language == "de" ? " (ours)" : nil }
    let theirs = write("big-theirs.xcstrings") { index, language in
        if index % 100 == 0 && language == "de" { return " (theirs)" }
        return index % 50 == 1 && language == "fr" ? " (theirs)" : nil
    }
    let size = ((try? FileManager.default.attributesOfItem(atPath: theirs))?[.size] as? Int) ?? 1
    return MergeTriple(base: base, ours: ours, theirs: theirs, size: size)
}

/// Paths of one corpus merge whose ours and theirs exist (an absent base is an empty file).
struct MergeTriple {
    var base: String
    var ours: String
    var theirs: String
    var size: Int
    /// Whether the case is in docs/evaluation.md's tune half.
    var tune = false
}

/// docs/evaluation.md's tune half of the merge corpus.
private let tuneRepositories: Set<String> = [
    "coteditor/CotEditor", "TheBoredTeam/boring.notch", "MrKai77/Loop", "rxhanson/Rectangle", "Ranchero-Software/NetNewsWire",
]

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
        triples.append(MergeTriple(base: base, ours: blob(fields[6]), theirs: blob(fields[7]), size: size,
                                   tune: tuneRepositories.contains(fields[1])))
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
