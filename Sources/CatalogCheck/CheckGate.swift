import Diagnostics
import Foundation

/// Decides what `git xcstrings check` prints and whether it fails, from the reports of the catalogs: the part of
/// the check a team gates CI on.
///
/// - By default the coverage findings (one per missing translation) are not listed: the table counts them.
///   `listCoverage` (`--list coverage`, `--verbose`) lists them.
/// - With a baseline (`--since REV`) only the findings the change introduced are judged (`CatalogChangeCheck`, the
///   pre-commit hook's comparison); the others are counted in one note per catalog. They are listed, coverage too:
///   they are the change's.
/// - With `minimumCoverage` the coverage figures decide instead of single missing translations: a language below
///   its figure is a `min-coverage` error.
public struct CheckGate: Sendable {
    /// The coverage each language must reach, if any.
    public var minimumCoverage: MinimumCoverage?
    /// List every coverage finding.
    public var listCoverage: Bool
    /// Fail on warnings too.
    public var strict: Bool

    /// Creates a gate.
    public init(minimumCoverage: MinimumCoverage? = nil, listCoverage: Bool = false, strict: Bool = false) {
        self.minimumCoverage = minimumCoverage
        self.listCoverage = listCoverage
        self.strict = strict
    }

    /// The rule id of a language below its minimum coverage.
    public static let minimumCoverageRule = "min-coverage"

    /// What the gate decided for one catalog.
    public struct Verdict: Equatable, Sendable {
        /// The findings to print.
        public var shown: [Finding]
        /// The findings that decide the exit status (errors fail; warnings with `strict`).
        public var judged: [Finding]
        /// A line counting the findings that were already there, with a baseline.
        public var note: String?
    }

    /// Judges `report`; `comparison` is its findings compared with the baseline (nil without `--since`, or when
    /// the catalog does not read: reading errors always count).
    public func verdict(for report: CatalogCheckReport, comparison: FindingBaseline.Comparison?) -> Verdict {
        let judged = comparison?.introduced ?? report.findings
        let shown = judged.filter { listCoverage || comparison != nil || $0.ruleID != CheckID.coverage.rawValue }
        var deciding = judged.filter { minimumCoverage == nil || $0.ruleID != CheckID.coverage.rawValue }
        if let minimumCoverage {
            for row in report.rows {
                guard let minimum = minimumCoverage.minimum(for: row.language), row.percent < minimum else { continue }
                deciding.append(Finding(
                    path: report.path, location: SourceLocation(line: 1, column: 1), severity: .error,
                    message: "'\(row.language)' is \(Self.percent(row.percent)) translated (\(row.translated) of "
                        + "\(row.total) keys), below the minimum of \(Self.percent(minimum))",
                    ruleID: Self.minimumCoverageRule))
            }
        }
        let below = deciding.filter { $0.ruleID == Self.minimumCoverageRule }
        let note = comparison.flatMap { $0.alreadyThere > 0 ? $0.summary(path: report.path) : nil }
        return Verdict(shown: shown + below, judged: deciding, note: note)
    }

    /// Whether the judged findings fail the check.
    public func fails(_ judged: [Finding]) -> Bool {
        judged.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }

    /// `93.2%`, `100%`: one decimal (rounded down, so 99.99% never shows as 100%) unless whole.
    public static func percent(_ value: Double) -> String {
        value == value.rounded() ? String(format: "%.0f%%", value) : String(format: "%.1f%%", (value * 10).rounded(.down) / 10)
    }

    /// The table printed first for each catalog: language, translated / total, percent, `needs_review`, errors,
    /// warnings. A catalog that does not read says so instead.
    public static func table(_ report: CatalogCheckReport) -> String {
        guard report.isReadable else { return "\(report.path): does not read as a String Catalog (see below)\n\n" }
        guard !report.rows.isEmpty else { return "\(report.path): no target language (only the source language)\n\n" }
        let header = ["language", "translated", "%", "needs_review", "errors", "warnings"]
        let lines = report.rows.map { row in
            [row.language, "\(row.translated)/\(row.total)", percent(row.percent), "\(row.needsReview)",
             "\(row.errors)", "\(row.warnings)"]
        }
        let widths = header.indices.map { column in ([header] + lines).map { $0[column].count }.max() ?? 0 }
        func render(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
        return report.path + "\n" + ([header] + lines).map { "  " + render($0) + "\n" }.joined() + "\n"
    }
}
