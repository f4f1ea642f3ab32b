import CatalogCheck
import Diagnostics
import Git
import GitIntegration
import StringCatalog
import SwiftLabelLint

/// The validators `git xcstrings pre-commit` runs on staged files: THE place where the other capabilities plug in.
///
/// Each entry reads staged content only (never the work tree). To add one, append a `StagedFileValidator` (or a
/// `ClosureValidator` wrapping a library call) to `standard`.
enum PreCommitValidators {
    /// The validators in the order they run, for `repository`.
    static func standard(repository: Repository) -> [StagedFileValidator] {
        [catalogs, swiftLint(repository)]
    }

    /// Staged catalogs: first read (conflict markers, JSON, duplicate keys, field types: `CatalogSyntaxValidator`),
    /// then, when readable, the catalog check in pre-commit mode (coverage findings are warnings there; placeholder,
    /// plural, substitution and structure errors block). An unreadable catalog is not checked, so it is reported once,
    /// and always. A readable one is judged against the next commit's parents (`CatalogChangeCheck`): only the
    /// findings the change introduces count, the others make one note per catalog.
    static var catalogs: StagedFileValidator {
        let syntax = CatalogSyntaxValidator()
        let change = CatalogChangeCheck(checker: CatalogChecker(options: CheckOptions(mode: .preCommit)))
        return ClosureValidator(name: "catalog read and check", accepts: syntax.accepts(path:), validateChange: { files, baseline in
            let earlier = (try? baseline.versions(of: files.map(\.path))) ?? [:]
            let comparisons = change.compare(files.map { file in
                CatalogChangeCheck.Input(current: [UInt8](file.contents),
                                         earlier: (earlier[file.path] ?? []).map { [UInt8]($0) }, path: file.path)
            })
            var outcome = ValidationOutcome(findings: [])
            for (file, comparison) in zip(files, comparisons) {
                guard let comparison else {
                    outcome.findings += syntax.findings(path: file.path, contents: file.contents)
                    continue
                }
                outcome.findings += summarizingCoverage(comparison.introduced, path: file.path)
                if comparison.alreadyThere > 0 { outcome.notes.append(comparison.summary(path: file.path)) }
            }
            return outcome
        }, baselineFree: { files in
            files.flatMap { file in
                let unreadable = syntax.findings(path: file.path, contents: file.contents)
                guard unreadable.isEmpty else { return unreadable }
                return summarizingCoverage(change.checker.check(bytes: [UInt8](file.contents), path: file.path), path: file.path)
            }
        })
    }

    /// The most coverage warnings the hook prints for one catalog before it summarizes them in one line.
    static let coverageWarningsShown = 3

    /// Coverage findings are warnings in the hook (work in progress commits untranslated keys), and a catalog with
    /// many of them would bury the findings that block: past `coverageWarningsShown` they become one summary line
    /// that points to `git xcstrings check` for the list.
    static func summarizingCoverage(_ findings: [Finding], path: String) -> [Finding] {
        let coverage = findings.filter { $0.ruleID == "coverage" && $0.severity == .warning }
        guard coverage.count > coverageWarningsShown, let first = coverage.first else { return findings }
        let others = findings.filter { !($0.ruleID == "coverage" && $0.severity == .warning) }
        let summary = Finding(
            path: path, location: first.location, severity: .warning,
            message: "\(coverage.count) translations are missing or unfinished; "
                + "run 'git xcstrings check --list coverage \(path)' for the list (a warning here, an error in CI)",
            ruleID: "coverage")
        return others + [summary]
    }

    /// Staged Swift files: the lint's staged mode (`git xcstrings lint --staged`), which reads the index itself,
    /// reports the staged files that differ from HEAD and reads the rest of the index for context. Runs only when a
    /// staged `.swift` file changed. A staged catalog the lint cannot read is left to `catalogs`, which reports it.
    /// Against a baseline, only findings on lines the change touches count (`ChangeBaseline.touchedLinesInIndex`);
    /// the others make one note per file.
    static func swiftLint(_ repository: Repository) -> StagedFileValidator {
        let lint = { () -> [Finding] in
            let session = LintSession(currentDirectory: repository.topLevel, environment: repository.git.environment)
            do {
                // A staged catalog the lint could not read is reported once, by `catalogs`.
                return try session.run(LintSession.Request(staged: true)).filter { $0.ruleID != "catalog" }
            } catch is JSONReadError, is CatalogFileError {
                return []
            } catch let error as LocatedError {
                return [Finding(path: error.path ?? ".", location: SourceLocation(line: 1, column: 1), severity: .error,
                                message: "the lint could not run: \(error.sentence)", ruleID: "lint-input")]
            } catch {
                return [Finding(path: ".", location: SourceLocation(line: 1, column: 1), severity: .error,
                                message: "the lint could not run: \(FileError.reason(of: error))", ruleID: "lint-input")]
            }
        }
        return ClosureValidator(name: "lint", accepts: { $0.hasSuffix(".swift") }, validateChange: { files, baseline in
            let findings = lint()
            guard let touched = try? baseline.touchedLinesInIndex(of: files.map(\.path)) else {
                return ValidationOutcome(findings: findings)
            }
            var outcome = ValidationOutcome(findings: [])
            var alreadyThere: [String: Int] = [:]
            for finding in findings {
                if let lines = touched[finding.path], !lines.contains(finding.location.line) {
                    alreadyThere[finding.path, default: 0] += 1
                } else {
                    outcome.findings.append(finding)
                }
            }
            for path in alreadyThere.keys.sorted() {
                let added = outcome.findings.filter { $0.path == path }
                outcome.notes.append(FindingBaseline.Comparison(introduced: added, alreadyThere: alreadyThere[path] ?? 0)
                    .summary(path: path))
            }
            return outcome
        }, baselineFree: { _ in lint() })
    }

    /// Every rule the pre-commit can report, for the JSON and SARIF reporters.
    static func toolDescription(version: String) -> ToolDescription {
        let lint = Linter.toolDescription(version: version)
        let check = CatalogCheckRun.toolDescription(version: version)
        return ToolDescription(
            name: "git-xcstrings pre-commit", version: version, informationURI: "docs/installer.md",
            rules: PreCommitCheck.rules + check.rules + lint.rules
                + [("lint-input", "The lint could not read its input (a non-UTF-8 Swift file, a broken configuration).")])
    }
}
