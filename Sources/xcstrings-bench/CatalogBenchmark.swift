import Foundation
import StringCatalog

/// Read and write throughput of the catalog codec on the corpus catalogs, and read+write time of the largest one.
/// Targets (issue 2): read ≥ 200 MB/s; read+write of a ~3 MB catalog well under 50 ms.
func catalogBenchmark(corpus: URL?) {
    guard let corpus else { return print("corpus not found; set XCSTRINGS_CORPUS") }
    let folder = corpus.appendingPathComponent("catalogs")
    let files = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
        .filter { $0.pathExtension == "xcstrings" }
    let inputs = files.compactMap { try? [UInt8](Data(contentsOf: $0)) }
    let totalBytes = inputs.reduce(0) { $0 + $1.count }
    let documents = inputs.compactMap { try? JSONDocument(bytes: $0, path: "bench") }

    let rounds = 10
    let readSeconds = bestOf(rounds) { for input in inputs { _ = try? JSONDocument(bytes: input, path: "bench") } }
    // A command reads its catalogs and exits: the time to build the trees without freeing them between files.
    var kept: [JSONDocument] = []
    kept.reserveCapacity(inputs.count * rounds)
    let parseOnlySeconds = bestOf(rounds) {
        for input in inputs { if let document = try? JSONDocument(bytes: input, path: "bench") { kept.append(document) } }
    }
    let writeSeconds = bestOf(rounds) { for document in documents { _ = document.serialized() } }
    let canonicalSeconds = bestOf(3) { for document in documents { _ = document.canonicalBytes() } }
    let megabytes = Double(totalBytes) / 1_000_000
    print(String(format: "corpus: %d catalogs, %.1f MB", inputs.count, megabytes))
    print(String(format: "read:              %7.0f MB/s (parse and free each tree)", megabytes / readSeconds))
    print(String(format: "read, trees kept:  %7.0f MB/s (what a command that reads and exits pays)", megabytes / parseOnlySeconds))
    kept.removeAll()
    print(String(format: "write (lossless):  %7.0f MB/s", megabytes / writeSeconds))
    print(String(format: "write (canonical): %7.0f MB/s", megabytes / canonicalSeconds))

    guard let largest = inputs.max(by: { $0.count < $1.count }) else { return }
    let roundTrip = bestOf(rounds) {
        if let document = try? JSONDocument(bytes: largest, path: "bench") { _ = document.serialized() }
    }
    let edit = bestOf(rounds) {
        guard var document = try? JSONDocument(bytes: largest, path: "bench") else { return }
        document.root.object?["strings"]?.object?["zz benchmark key"] = .object(JSONObject())
        _ = document.serialized()
    }
    print(String(format: "largest (%.1f MB): read+write %.1f ms; read+insert key+write %.1f ms",
                 Double(largest.count) / 1_000_000, roundTrip * 1000, edit * 1000))
}

/// The fastest of `rounds` runs of `body`, in seconds.
func bestOf(_ rounds: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}
