import Exchange
import XML
import Foundation
import StringCatalog

/// Times `export --xliff` of the largest corpus catalog to all its languages, and the import of a 10,000-unit XLIFF
/// batch (read, validate, apply, serialize), each from bytes to bytes; targets: under 0.5 s each.
func exchangeBenchmark(_ corpus: URL?) {
    guard let corpus else {
        print("exchange: corpus not found (set XCSTRINGS_CORPUS)")
        return
    }
    let folder = corpus.appendingPathComponent("catalogs")
    let files = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.fileSizeKey])) ?? [])
        .filter { $0.pathExtension == "xcstrings" }
    let sized = files.map { ($0, (try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) }
    guard let largest = sized.max(by: { $0.1 < $1.1 })?.0, let data = try? Data(contentsOf: largest) else { return }
    let bytes = [UInt8](data)
    let name = largest.lastPathComponent
    var best = Double.infinity
    var written = 0
    var outputs: [XLIFFExport.Output] = []
    for _ in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        guard let file = try? CatalogFile(bytes: bytes, path: name) else { return }
        outputs = XLIFFExport(inputs: [.init(path: name, catalog: file.catalog, bytes: bytes)], languages: nil, xcloc: false).outputs().files
        written = outputs.reduce(0) { $0 + $1.bytes.count }
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    print(String(format: "exchange export %@: %d languages, %.1f MB of XLIFF, %.1f ms (best of 3; target 500 ms)",
                 name, outputs.count, Double(written) / 1e6, best * 1000))

    // A 10,000-unit batch: translated units of the export, each target changed (a "✓" in front).
    var units: [String] = []
    for output in outputs {
        guard let batch = try? BatchReader.xliff(output.bytes, path: output.path) else { continue }
        for unit in batch where unit.target.map({ !$0.isEmpty }) == true && units.count < 10_000 {
            let language = output.path.replacingOccurrences(of: ".xliff", with: "")
            units.append("<file original=\"\(XMLEscaper.escapeAttribute(name))\" source-language=\"en\" target-language=\"\(language)\"><body>"
                         + "<trans-unit id=\"\(XMLEscaper.escapeAttribute(unit.id))\"><source>\(XMLEscaper.escapeAttribute(unit.source ?? ""))</source>"
                         + "<target state=\"translated\">✓\(XMLEscaper.escapeAttribute(unit.target ?? ""))</target></trans-unit></body></file>\n")
        }
    }
    let batchBytes = Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\">\n" + units.joined() + "</xliff>\n").utf8)
    best = .infinity
    var imported = 0
    var refused = 0
    // The phases of the best run: reading the catalog, reading the batch, validating and applying.
    var phases = (catalog: 0.0, batch: 0.0, importer: 0.0)
    var cpu = Double.infinity
    for _ in 0..<3 {
        let cpuStart = threadCPUSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        guard let file = try? CatalogFile(bytes: bytes, path: name) else { return }
        let read = DispatchTime.now().uptimeNanoseconds
        guard let batch = try? BatchReader.xliff(batchBytes, path: "batch.xliff") else { return }
        let parsed = DispatchTime.now().uptimeNanoseconds
        let outcome = BatchImporter(targets: [.init(path: name, file: file)], options: ImportOptions(partial: true)).run(batch)
        let end = DispatchTime.now().uptimeNanoseconds
        cpu = min(cpu, threadCPUSeconds() - cpuStart)
        imported = outcome.tallies.reduce(0) { $0 + $1.imported }
        refused = outcome.tallies.reduce(0) { $0 + $1.refused }
        let total = Double(end - start) / 1e9
        if total < best {
            best = total
            phases = (Double(read - start) / 1e6, Double(parsed - read) / 1e6, Double(end - parsed) / 1e6)
        }
    }
    print(String(format: "exchange import: %d units (%d imported, %d refused) into %@, %.1f ms (best of 3; target 500 ms), %.1f ms CPU",
                 units.count, imported, refused, name, best * 1000, cpu * 1000))
    print(String(format: "exchange import phases: catalog read %.1f ms, batch read %.1f ms, validate and apply %.1f ms",
                 phases.catalog, phases.batch, phases.importer))
}

/// The CPU time this thread has used: unlike wall time, not inflated by other work on a busy machine.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
