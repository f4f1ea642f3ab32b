import Diagnostics
import StringCatalog

/// What `git xcstrings check` says about one catalog: its findings and, per target language, how much is
/// translated — the table a team reads first instead of one line per missing translation.
public struct CatalogCheckReport: Equatable, Sendable {
    /// One row of the table: a target language of the catalog.
    public struct Row: Equatable, Sendable {
        /// The language code as the catalog spells it.
        public var language: String
        /// Keys that should be translated whose every form in this language passes the coverage requirement.
        public var translated: Int
        /// Keys that should be translated (`shouldTranslate` not false, not `stale`).
        public var total: Int
        /// Keys with at least one form in state `needs_review` in this language.
        public var needsReview: Int
        /// Error findings about this language's localizations.
        public var errors: Int
        /// Warning findings about this language's localizations.
        public var warnings: Int

        /// The share translated, 0…100 (100 when nothing is to be translated).
        public var percent: Double { total == 0 ? 100 : Double(translated) * 100 / Double(total) }
    }

    /// The catalog as displayed.
    public var path: String
    /// Every finding, in check order; a catalog that does not read has one `structure` error and no rows.
    public var findings: [Finding]
    /// One row per target language, in the catalog's language order.
    public var rows: [Row]
    /// Every language the catalog has (source first), to refuse a `--languages` code it does not have.
    public var languages: [String]
    /// Whether the file read as a catalog.
    public var isReadable: Bool
}

extension CatalogChecker {
    /// Checks catalog `bytes` (named `path`) and tallies coverage per target language. Findings are those of
    /// `check(bytes:path:)`.
    ///
    /// `keep` is handed what the check read and found (`KeptReads`: the file with its model, the issues and the parsed
    /// format strings): a process that exits right after it can keep them instead of freeing tens of thousands of
    /// values one by one. By default they are let go.
    public func report(bytes: [UInt8], path: String, keep: (AnyObject) -> Void = { _ in }) -> CatalogCheckReport {
        guard let file = try? CatalogFile(bytes: bytes, path: path) else {
            return CatalogCheckReport(path: path, findings: check(bytes: bytes, path: path), rows: [], languages: [],
                                      isReadable: false)
        }
        // One context for the checks and the table: it looks the plural rules up once.
        let context = CheckContext(catalog: file.catalog, options: options)
        let walked = CheckWalk(context: context).run()
        let (issues, coverage) = (walked.issues, walked.coverage)
        // The run's parsed texts too: freeing a large catalog's cache entry by entry was 1.5M instructions.
        keep(KeptReads(files: [file], others: [issues, context.formats]))
        return CatalogCheckReport(path: path, findings: findings(for: issues, in: file),
                                  rows: rows(context, issues: issues, coverage: coverage), languages: context.languages,
                                  isReadable: true)
    }

    /// The coverage table of `catalog` alone (only the coverage check runs): what `git xcstrings diff` shows
    /// before and after a change. Errors and warnings count coverage findings only.
    public func coverage(of catalog: Catalog) -> [CatalogCheckReport.Row] {
        let context = CheckContext(catalog: catalog, options: options)
        let coverage = CoverageCheck(context: context).tallied()
        return rows(context, issues: coverage.issues, coverage: coverage)
    }

    /// One row per target language of the catalog of `context`, from its `issues` and the coverage check's tally
    /// (which keys hold each language, and which of those need review).
    private func rows(_ context: CheckContext, issues: [CheckIssue], coverage: CoverageCheck.Tally) -> [CatalogCheckReport.Row] {
        var rows = context.targetLanguages.map {
            CatalogCheckReport.Row(language: $0, translated: 0, total: 0, needsReview: 0, errors: 0, warnings: 0)
        }
        let index = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1.language, $0) })
        // The keys with a coverage error, per row. The coverage check reports these only for keys that expect a
        // translation and hold the row's language, so each is one of the row's held translations that is not done:
        // a row's count of translated keys is the ones it holds less these. The coverage check reports key by key,
        // so a key's errors in one language follow one another: a key is counted when it differs from the row's
        // last one (no key is hashed).
        var unfinished = [Int](repeating: 0, count: rows.count)
        var lastUnfinished = [String?](repeating: nil, count: rows.count)
        for issue in issues {
            guard let language = Self.language(of: issue.keyPath), let row = index[language] else { continue }
            if issue.severity == .error { rows[row].errors += 1 } else { rows[row].warnings += 1 }
            if issue.check == .coverage, issue.severity == .error, let key = issue.keyPath.stringKey,
               lastUnfinished[row] != key {
                lastUnfinished[row] = key
                unfinished[row] += 1
            }
        }
        for row in rows.indices {
            // "no 'de' translation" is placed at the key, not under a language: counted here.
            let missing = coverage.expected - coverage.held[row]
            if options.mode == .preCommit { rows[row].warnings += missing } else { rows[row].errors += missing }
            rows[row].total = coverage.expected
            rows[row].translated = coverage.held[row] - unfinished[row]
            rows[row].needsReview = coverage.needsReview[row]
        }
        return rows
    }

    /// The language a key path is about (`strings.<key>.localizations.<language>…`), if any.
    static func language(of path: CatalogKeyPath) -> String? {
        let components = path.components
        guard components.count >= 4, components[0] == "strings", components[2] == "localizations" else { return nil }
        return components[3]
    }
}
