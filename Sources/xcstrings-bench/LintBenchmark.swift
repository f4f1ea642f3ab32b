import Foundation
import SwiftLabelLint

/// Lint throughput: lines per second over a generated tree of SwiftUI views, models and helpers (one core).
func lintBenchmark(_ corpus: URL?) {
    let sources = (0..<400).map { Linter.Source(path: "App/File\($0).swift", text: generatedSwiftFile(seed: $0)) }
    let lines = sources.reduce(0) { $0 + $1.text.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 } }
    let bytes = sources.reduce(0) { $0 + $1.text.utf8.count }
    _ = Linter().lint(Array(sources.prefix(20)))  // warm up
    var best = Double.infinity
    var findings = 0
    for _ in 0..<3 {
        let start = Date()
        findings = Linter().lint(sources).count
        best = min(best, Date().timeIntervalSince(start))
    }
    var lexBest = Double.infinity
    for _ in 0..<3 {
        let start = Date()
        for source in sources { _ = Lexer.tokenize(source.text) }
        lexBest = min(lexBest, Date().timeIntervalSince(start))
    }
    print("generated tree: \(sources.count) files, \(lines) lines, \(bytes / 1024) KiB, \(findings) findings")
    print(String(format: "lint:  %.0f lines/s (%.1f MB/s), best of 3: %.3f s", Double(lines) / best,
                 Double(bytes) / best / 1_000_000, best))
    print(String(format: "lexer: %.0f lines/s (%.1f MB/s)", Double(lines) / lexBest, Double(bytes) / lexBest / 1_000_000))
    // The whole lint with the opt-in rules switched on as well (both rule sets, every rule).
    let everyRule = Linter(configuration: LintConfiguration(enabledRules: Set(LintRules.ids)))
    let everyBest = (0..<3).map { _ in
        let start = Date()
        _ = everyRule.lint(sources)
        return Date().timeIntervalSince(start)
    }.min() ?? 1
    print(String(format: "lint, opt-in rules on: %.0f lines/s", Double(lines) / everyBest))
    appBenchmark(corpus)
    let interfaces = toolchainInterfaces()
    guard !interfaces.isEmpty else { return }
    let realLines = interfaces.reduce(0) { $0 + $1.text.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 } }
    var realBest = Double.infinity
    for _ in 0..<3 {
        let start = Date()
        _ = Linter().lint(interfaces)
        realBest = min(realBest, Date().timeIntervalSince(start))
    }
    print(String(format: "real Swift (toolchain .swiftinterface files: %d files, %d lines): %.0f lines/s",
                 interfaces.count, realLines, Double(realLines) / realBest))
}

/// `git xcstrings lint .` at the root of each real app of the corpus, end to end in this one process: finding the
/// files, reading them and the catalogs, the project index, every rule. Target: 150,000 lines/s on every app.
private func appBenchmark(_ corpus: URL?) {
    guard let apps = corpus?.appendingPathComponent("swift-apps"),
          let names = try? FileManager.default.contentsOfDirectory(atPath: apps.path) else { return }
    var totalLines = 0
    var totalTime = 0.0
    var slowest = (name: "", rate: Double.infinity)
    for name in names.sorted() where name.contains("+") {
        let root = apps.appendingPathComponent(name, isDirectory: true)
        let session = LintSession(currentDirectory: root, environment: [:])
        guard let first = try? session.lint(LintSession.Request()) else { continue }
        let lines = first.texts.values.reduce(0) { $0 + $1.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 } }
        var best = Double.infinity
        for _ in 0..<3 {
            let start = Date()
            _ = try? session.lint(LintSession.Request())
            best = min(best, Date().timeIntervalSince(start))
        }
        totalLines += lines
        totalTime += best
        if Double(lines) / best < slowest.rate { slowest = (name, Double(lines) / best) }
        print(String(format: "app %@: %d Swift lines, %d findings, %.3f s, %.0f lines/s", name, lines,
                     first.findings.count, best, Double(lines) / best))
    }
    guard totalTime > 0 else { return }
    print(String(format: "real apps: %d lines in %.2f s, %.0f lines/s overall; slowest %@ at %.0f lines/s (target 150,000)",
                 totalLines, totalTime, Double(totalLines) / totalTime, slowest.name, slowest.rate))
}

/// The public module interfaces beside the `swift` found on PATH: real Swift written by the compiler team.
private func toolchainInterfaces() -> [Linter.Source] {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
        let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        guard FileManager.default.fileExists(atPath: swift.path) else { continue }
        let lib = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib")
        guard let walker = FileManager.default.enumerator(at: lib, includingPropertiesForKeys: nil) else { return [] }
        var sources: [Linter.Source] = []
        for case let url as URL in walker
            where url.pathExtension == "swiftinterface" && !url.lastPathComponent.contains(".private.") {
            if let text = try? String(contentsOf: url, encoding: .utf8) {
                sources.append(Linter.Source(path: url.path, text: text))
            }
        }
        return sources
    }
    return []
}

/// One file of realistic SwiftUI-style code, about 500 lines, varied by `seed`.
private func generatedSwiftFile(seed: Int) -> String {
    var text = "import SwiftUI\nimport Foundation\n\n/// Generated for the lint benchmark (file \(seed)).\n"
    for index in 0..<8 {
        let name = "Screen\(seed)_\(index)"
        text += """
        struct \(name): View {
            @State private var query = ""
            @Binding var isPresented: Bool
            let title: \(index % 2 == 0 ? "String" : "LocalizedStringKey")
            let items: [Item\(index)]
            private let spacing: CGFloat = \(index).5

            var body: some View {
                NavigationStack {
                    List(items.filter { query.isEmpty || $0.name.localizedStandardContains(query) }) { item in
                        HStack(spacing: spacing) {
                            Image(systemName: item.symbol)
                            VStack(alignment: .leading) {
                                Text(item.name).font(.headline)
                                Text("Updated \\(item.date, format: .dateTime) by \\(item.author.uppercased())")
                                    .font(.caption)
                            }
                        }
                        .accessibilityIdentifier("row-\\(item.id)")
                    }
                    .searchable(text: $query, prompt: "Search")
                    .navigationTitle(title)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Close") { isPresented = false }
                        }
                    }
                }
            }

            /* A block comment /* nested */ with "quotes" */
            private func summary(for item: Item\(index)) -> String {
                let parts = [item.name, item.author, #"raw "\(index)" text"#]
                return parts.joined(separator: ", ") // trailing comment
            }
        }

        struct Item\(index): Identifiable, Codable, Hashable {
            let id: UUID
            var name: String
            var title: String
            var author: String
            var date: Date
            var symbol: String { isFavorite ? "star.fill" : "star" }
            var isFavorite = false

            static func sample(_ count: Int) -> [Item\(index)] {
                (0..<count).map { number in
                    Item\(index)(id: UUID(), name: "Item \\(number)", title: "T", author: "A", date: .now)
                }
            }
        }

        enum Kind\(index): String, CaseIterable {
            case alpha, beta, gamma
            var id: String { rawValue }
            var weight: Double {
                switch self {
                case .alpha: return 1.0 / 3.0
                case .beta: return 2e-3
                case .gamma: return 0x1p4
                }
            }
        }

        let message\(index) = \"\"\"
            A multi-line string with \\(\(index)) interpolation
            and "quotes" inside.
            \"\"\"


        """
    }
    return text
}
