import Foundation

// Benchmarks: `swift run -c release xcstrings-bench [area…]` prints figures for each area (all when none named).
// Each area lives in its own file as a function `(corpus: URL?) -> Void` registered here.
let areas: [(name: String, run: (URL?) -> Void)] = [
    ("catalog", catalogBenchmark),
    ("lint", lintBenchmark),
    ("migrate", migrateBenchmark),
    ("check", checkBenchmark),
    ("merge", mergeBenchmark),
    ("exchange", exchangeBenchmark),
    ("parse", parseBenchmark),
]

let corpus: URL? = {
    let env = ProcessInfo.processInfo.environment["XCSTRINGS_CORPUS"]
    let url = URL(fileURLWithPath: env ?? "../shared/corpus", isDirectory: true)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
}()
let wanted = Set(CommandLine.arguments.dropFirst())
for area in areas where wanted.isEmpty || wanted.contains(area.name) {
    print("== \(area.name)")
    area.run(corpus)
}
