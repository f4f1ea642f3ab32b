import Foundation
import StringCatalog

/// `xcstrings-bench parse`: each corpus catalog read once in full (`JSONDocument(bytes:path:)`) and once shallow
/// (`JSONDocument(shallowBytes:path:)`), one pass and no timing loop: a run to count instructions under callgrind
/// (`--toggle-collect` on either initializer gives that read's cost per byte). Prints the bytes read.
func parseBenchmark(corpus: URL?) {
    guard let corpus else { return print("corpus not found; set XCSTRINGS_CORPUS") }
    let folder = corpus.appendingPathComponent("catalogs")
    let files = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
        .filter { $0.pathExtension == "xcstrings" }
        .sorted { $0.path < $1.path }
    let inputs = files.compactMap { try? [UInt8](Data(contentsOf: $0)) }
    var members = 0
    for input in inputs {
        if let document = try? JSONDocument(bytes: input, path: "bench") { members += document.root.object?.count ?? 0 }
    }
    for input in inputs {
        if let document = try? JSONDocument(shallowBytes: input, path: "bench") { members += document.root.object?.count ?? 0 }
    }
    print("parse: \(inputs.count) catalogs, \(inputs.reduce(0) { $0 + $1.count }) bytes, read in full and shallow (\(members) root members)")
}
