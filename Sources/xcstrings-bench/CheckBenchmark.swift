import CatalogCheck
import Foundation
import StringCatalog

/// Times `git xcstrings check` on every corpus catalog: read, check and place findings, per catalog and in total.
func checkBenchmark(_ corpus: URL?) {
    guard let corpus else {
        print("check: corpus not found (set XCSTRINGS_CORPUS)")
        return
    }
    let folder = corpus.appendingPathComponent("catalogs")
    let files = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
        .filter { $0.pathExtension == "xcstrings" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let checker = CatalogChecker()
    var totalBytes = 0
    var totalSeconds = 0.0
    var totalFindings = 0
    var totalReadSeconds = 0.0
    for file in files {
        guard let data = try? Data(contentsOf: file) else { continue }
        let bytes = [UInt8](data)
        var best = Double.infinity
        var bestRead = Double.infinity
        var count = 0
        for _ in 0..<3 {
            let readStart = DispatchTime.now().uptimeNanoseconds
            _ = try? CatalogFile(bytes: bytes, path: file.lastPathComponent)
            bestRead = min(bestRead, Double(DispatchTime.now().uptimeNanoseconds - readStart) / 1e9)
            let start = DispatchTime.now().uptimeNanoseconds
            count = checker.check(bytes: bytes, path: file.lastPathComponent).count
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        totalBytes += bytes.count
        totalSeconds += best
        totalFindings += count
        totalReadSeconds += bestRead
        print(String(format: "check %@: %d bytes, %d findings, %.1f ms (reading alone %.1f ms; best of 3)",
                     file.lastPathComponent, bytes.count, count, best * 1000, bestRead * 1000))
    }
    print(String(format: "check total: %d catalogs, %.1f MB, %d findings, %.1f ms (reading alone %.1f ms), %.1f MB/s",
                 files.count, Double(totalBytes) / 1e6, totalFindings, totalSeconds * 1000, totalReadSeconds * 1000,
                 Double(totalBytes) / 1e6 / max(totalSeconds, 1e-9)))
}
