import Diagnostics

/// Runs the lint over a set of Swift sources: reads every file, gathers project facts (which types are views,
/// which words the catalogs show), runs the enabled rules, and applies each file's suppressions.
public struct Linter: Sendable {
    /// One Swift file to lint: the path to report and its text.
    public struct Source: Sendable {
        public var path: String
        public var text: String

        /// Creates a source.
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// The rule id of reports about text the lexer could not read (an unterminated string or comment).
    public static let lexerRuleID = "lexer"

    public var configuration: LintConfiguration
    var rules: [LintRule]

    /// Creates a linter with `configuration`; all rules not disabled there run.
    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.init(configuration: configuration, rules: LintRules.all)
    }

    /// Creates a linter running only `rules` (tests run one rule at a time).
    init(configuration: LintConfiguration = LintConfiguration(), rules: [LintRule]) {
        self.configuration = configuration
        self.rules = rules
    }

    /// Every id a suppression or the configuration may name.
    public static var knownRuleIDs: Set<String> {
        Set(LintRules.ids + [SuppressionFilter.ruleID, lexerRuleID, Reachability.ruleID])
    }

    /// Lints `sources` with the shown words of the project's catalogs; returns all findings, unsorted.
    /// `context` holds the project's other files: read for facts (which types are views, what callers pass),
    /// never reported on.
    public func lint(_ sources: [Source], catalogWords: Set<String> = [], context: [Source] = []) -> [Finding] {
        var project = ProjectIndex(catalogWords: catalogWords)
        var models: [(Source, SourceModel, FileRegions, [LexProblem])] = []
        // Test targets and command-line targets are developer code: no finding, no evidence.
        let commandLine = DeveloperCode.commandLinePaths((sources + context).map { ($0.path, $0.text) })
        for source in sources where !SourceFinder.isGeneratedText(source.text) {
            let lexed = Lexer.tokenize(source.text)
            let model = SourceModel(tokens: lexed.tokens)
            let regions = FileRegions(model)
            project.add(model, regions: regions, configuration: configuration, path: source.path,
                        isDeveloperCode: commandLine.contains(source.path))
            project.noteLanguageChange(in: model, path: source.path)
            models.append((source, model, regions, lexed.problems))
        }
        for source in context where !SourceFinder.isGeneratedText(source.text) {
            let model = SourceModel(source: source.text)
            project.add(model, regions: FileRegions(model), configuration: configuration, path: source.path,
                        isDeveloperCode: commandLine.contains(source.path))
            project.noteLanguageChange(in: model, path: source.path)
        }
        project.includeReturnedCalls()
        var findings: [Finding] = []
        // Opt-in rules not named in `enabledRules` are off like disabled ones (suppressions naming them are not stale).
        let off = configuration.disabledRules.union(
            rules.filter { $0.isOptIn && !configuration.enabledRules.contains($0.id) }.map(\.id))
        let active = rules.filter { !off.contains($0.id) }
        for (source, model, regions, problems) in models {
            let context = LintContext(path: source.path, model: model, regions: regions, configuration: configuration,
                                      project: project)
            // Previews are never shipped: sample words there are not a localization bug.
            let previewLines = regions.previews.map { model.tokens[$0.lowerBound].line...model.tokens[min($0.upperBound, model.tokens.count - 1)].endLine }
            // Developer-only code (`#if DEBUG`, a `Debug…` type) shows no text to the people the app is translated for.
            let debugLines = regions.debugLines
            let isDeveloperCode = DeveloperCode.isDeveloperPath(source.path) || commandLine.contains(source.path)
            var fileFindings = active.flatMap { $0.check(context) }.filter { finding in
                guard finding.severity != .error else { return !previewLines.contains { $0.contains(finding.location.line) } }
                return !isDeveloperCode && !previewLines.contains { $0.contains(finding.location.line) }
                    && !debugLines.contains { $0.contains(finding.location.line) }
            }
            // Text in code nothing that runs reaches is no evidence either way: a note apart (issue 11, class 3).
            fileFindings = project.reachability.noteUnused(fileFindings, model, path: source.path, disabled: off)
            if !configuration.disabledRules.contains(Self.lexerRuleID) {
                fileFindings += problems.map {
                    Finding(path: source.path, location: SourceLocation(line: $0.line, column: $0.column),
                            severity: .warning, message: "\($0.message); the rest of this file may be misread",
                            ruleID: Self.lexerRuleID)
                }
            }
            let filter = SuppressionFilter(path: source.path, comments: model.comments, knownRules: Self.knownRuleIDs)
            var kept = filter.apply(to: fileFindings, disabledRules: off)
            if configuration.disabledRules.contains(SuppressionFilter.ruleID) {
                kept.removeAll { $0.ruleID == SuppressionFilter.ruleID }
            }
            findings += kept
        }
        return findings
    }

    /// Line ranges of `#if DEBUG … #endif` blocks (up to their `#else`) and of types whose name says developer-only
    /// UI (`DeveloperCode.isDeveloperName`: `DebugMenuView`, `FeatureDebugMenu`, `DeveloperSettings`).
    static func debugLineRanges(_ model: SourceModel) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        var stack: [(line: Int, isDebug: Bool)] = []
        let tokens = model.tokens
        for (index, token) in tokens.enumerated() where token.kind == .directive || token.kind == .poundKeyword {
            switch token.text {
            case "#if":
                let isDebug = index + 1 < tokens.count && tokens[index + 1].text == "DEBUG"
                    && tokens[index + 1].line == token.line
                stack.append((token.line, isDebug))
            case "#else", "#elseif", "#endif":
                guard let open = stack.popLast() else { continue }
                if open.isDebug { ranges.append(open.line...token.line) }
                if token.text != "#endif" { stack.append((token.line, false)) }
            default:
                continue
            }
        }
        for type in model.types where DeveloperCode.isDeveloperName(Substring(type.simpleName)) {
            guard let scope = type.bodyScope else { continue }
            ranges.append(tokens[type.nameIndex].line...tokens[model.scopes[scope].end].endLine)
        }
        return ranges
    }

    /// The tool description reporters print (SARIF rules, JSON header).
    public static func toolDescription(version: String) -> ToolDescription {
        ToolDescription(
            name: "git-xcstrings lint", version: version,
            informationURI: "docs/lint.md",
            rules: LintRules.all.map { ($0.id, $0.summary) } + [
                (SuppressionFilter.ruleID, "A suppression comment is unreadable, has no reason, or suppresses nothing."),
                (lexerRuleID, "The Swift text could not be read to its end (an unterminated string or comment)."),
                (Reachability.ruleID, "Text a text rule reports in code that nothing that runs uses (no evidence either way)."),
            ])
    }
}
