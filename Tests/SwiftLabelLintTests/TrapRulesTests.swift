import Diagnostics
import Foundation
import XCTest
@testable import SwiftLabelLint

/// Exact fixture tests of the second rule set (the traps that look right in English): each snippet states every
/// finding of these rules (line, column, rule, message) and the test compares the full list.
final class TrapRulesTests: XCTestCase {
    /// One expected finding: line, column, rule id, message.
    struct Expected: Equatable, CustomStringConvertible {
        var line: Int
        var column: Int
        var rule: String
        var message: String
        var description: String { "\(line):\(column) [\(rule)] \(message)" }
    }

    /// One snippet: files to lint (the first is reported on, all are linted) and its findings.
    struct Case {
        var title: String
        var source: String
        var expected: [Expected]
        var others: [String] = []
        var configuration = TrapRulesTests.allEnabled
    }

    /// Every trap rule switched on, the opt-in ones included.
    static let allEnabled = LintConfiguration(enabledRules: Set(trapRules.map(\.id)))

    static let trapRules: [LintRule] = [
        PluralByTernaryRule(), FixedFormatLocaleRule(), GluedDateOrDurationRule(), InterpolatedYearRule(),
        CachedFormatterLanguageRule(), ConcatenatedSentenceRule(),
    ]

    static func plural(_ line: Int, _ column: Int, _ one: String, _ many: String) -> Expected {
        Expected(line: line, column: column, rule: "plural-by-ternary", message:
            "'\(one)' or '\(many)' is chosen by comparing the count with 1, which gives every language English's two forms "
                + "(Russian and Polish need four, Arabic six); write one key with %lld and add plural variations in the catalog")
    }

    static func fixed(_ line: Int, _ column: Int, _ pattern: String) -> Expected {
        Expected(line: line, column: column, rule: "fixed-format-locale", message:
            "'\(pattern)' is a fixed format for machines, but the formatter has no fixed locale: under a Buddhist calendar "
                + "it prints the year 2569, with Arabic-Indic digits ٢٠٢٦; set locale = Locale(identifier: \"en_US_POSIX\") "
                + "(and a fixed timeZone for ids), or use ISO8601DateFormatter")
    }

    static func gluedPattern(_ line: Int, _ column: Int, _ pattern: String) -> Expected {
        Expected(line: line, column: column, rule: "glued-date-or-duration", message:
            "'\(pattern)' is a fixed date format shown to people, but the order of day and month, the case of names and "
                + "the clock differ by language; use setLocalizedDateFormatFromTemplate or Date.FormatStyle")
    }

    static func glued(_ line: Int, _ column: Int, _ kind: String) -> Expected {
        Expected(line: line, column: column, rule: "glued-date-or-duration", message:
            "this \(kind) is assembled by hand: units, spacing, digits and order differ by language; use "
                + "Duration.UnitsFormatStyle, Duration.TimeFormatStyle or DateComponentsFormatter")
    }

    static func year(_ line: Int, _ column: Int, _ code: String) -> Expected {
        Expected(line: line, column: column, rule: "interpolated-year", message:
            "'\(code)' is interpolated as a number into localized text, so digit grouping shows the year as \"2,026\" or "
                + "\"2 026\"; interpolate String(\(code)) or format it with .number.grouping(.never)")
    }

    static func cached(_ line: Int, _ column: Int, _ name: String, _ type: String, _ why: String) -> Expected {
        Expected(line: line, column: column, rule: "cached-formatter-language", message:
            "'\(name)' is a cached \(type) that never sets its locale, so it keeps the language it was created in after "
                + "the app changes its language (\(why)); set its locale when the language changes, or use a FormatStyle "
                + "(.formatted(…)), which reads the current locale each time")
    }

    static func joined(_ line: Int, _ column: Int, _ pieces: Int) -> Expected {
        Expected(line: line, column: column, rule: "concatenated-sentence", message:
            "this text joins \(pieces) pieces with +, so translators cannot change their order or agreement; write one key "
                + "with placeholders (String(localized: \"Delete \\(count) items\"))")
    }

    static let languagePicker = """
        struct LanguageMenu {
            func choose(_ code: String) {
                UserDefaults.standard.set([code], forKey: "AppleLanguages")
            }
        }
        """

    static let cases: [Case] = [
        // plural-by-ternary
        Case(title: "ternary between singular and plural literals", source: """
            struct Row: View {
                let count: Int
                var body: some View {
                    Text(count == 1 ? "1 item" : "\\(count) items")
                }
            }
            """, expected: [plural(4, 14, "1 item", "\\(…) items")]),
        Case(title: "suffix chosen inside an interpolation, and is/are", source: """
            func summary(_ n: Int) -> String {
                let files = "\\(n) file\\(n == 1 ? "" : "s")"
                let verb = n != 1 ? "are" : "is"
                return files + verb
            }
            """, expected: [plural(2, 17, "", "s"), plural(3, 16, "are", "is")]),
        Case(title: "if/else on the count and a reversed comparison", source: """
            struct Photos: View {
                let count: Int
                var body: some View {
                    if count == 1 { Text("1 photo") } else { Text("\\(count) photos") }
                    Text(1 == count ? "entry" : "entries")
                }
            }
            """, expected: [plural(4, 9, "1 photo", "\\(…) photos"), plural(5, 14, "entry", "entries")]),
        Case(title: "the count written as 1 in one branch and interpolated in the other, the words the same", source: """
            struct Queue: View {
                let queued: [Int]
                var body: some View {
                    Text(queued.count == 1 ? "1 queued" : "\\(queued.count) queued")
                    Text("\\(queued.count == 1 ? "Only 1 left" : "Only \\(queued.count) left")")
                }
            }
            """, expected: [plural(4, 14, "1 queued", "\\(…) queued"), plural(5, 14, "Only 1 left", "Only \\(…) left")]),
        Case(title: "silent: a number that counts nothing, a different phrase, a count of 10", source: """
            struct Pages: View {
                let page: Int
                var body: some View {
                    Text(page == 1 ? "Page 1" : "Page \\(page)")
                    Text(page == 1 ? "1 queued" : "\\(page) waiting")
                    Text(page == 1 ? "10 queued" : "\\(page) queued")
                }
            }
            """, expected: []),
        Case(title: "silent: a log, a non-plural choice, a comparison with 2, a test-free count", source: """
            func report(_ count: Int) -> String {
                print("\\(count) file\\(count == 1 ? "" : "s")")
                let icon = count == 1 ? "person" : "person.2"
                let mode = count == 2 ? "pair" : "pairs"
                return count > 1 ? "Many" : "One"
            }
            """, expected: []),
        // fixed-format-locale and glued-date-or-duration on date formats
        Case(title: "machine pattern without a locale, and with one", source: """
            func fileName() -> String {
                let formatter = DateFormatter()
                formatter.dateFormat = "yyyy-MM-dd_HH-mm-ss"
                return "backup-\\(formatter.string(from: Date())).json"
            }
            func apiDate() -> DateFormatter {
                let posix = DateFormatter()
                posix.locale = Locale(identifier: "en_US_POSIX")
                posix.dateFormat = "yyyy-MM-dd"
                return posix
            }
            let stamp: DateFormatter = {
                let f = DateFormatter()
                f.dateFormat = "HH:mm:ss.SSS"
                f.locale = .current
                return f
            }()
            """, expected: [fixed(3, 28, "yyyy-MM-dd_HH-mm-ss"), fixed(14, 20, "HH:mm:ss.SSS")]),
        Case(title: "display patterns and a shown machine pattern are glued dates", source: """
            struct Day: View {
                let date: Date
                static let header: DateFormatter = {
                    let f = DateFormatter()
                    f.dateFormat = "MMM d"
                    return f
                }()
                static let clock: DateFormatter = {
                    let f = DateFormatter()
                    f.dateFormat = "HH:mm"
                    return f
                }()
                var body: some View {
                    Text(Self.header.string(from: date))
                    Text(Self.clock.string(from: date))
                }
            }
            func parseFeed() -> DateFormatter {
                let rfc = DateFormatter()
                rfc.locale = Locale(identifier: "en_US_POSIX")
                rfc.dateFormat = "EEE, dd MMM yyyy"
                return rfc
            }
            """, expected: [gluedPattern(5, 24, "MMM d"), gluedPattern(10, 24, "HH:mm")]),
        // glued durations
        Case(title: "durations and clock times shown or returned", source: """
            struct Timer: View {
                let minutes: Int
                let seconds: Int
                var body: some View {
                    Text("\\(minutes)m \\(seconds)s")
                    Label("\\(minutes):\\(seconds)", systemImage: "clock")
                }
                var remaining: String {
                    String(format: "%d:%02d", minutes, seconds)
                }
                func countdown() -> String {
                    return "\\(seconds) sec"
                }
            }
            """, expected: [glued(5, 14, "duration"), glued(6, 15, "time"), glued(9, 24, "time"), glued(12, 16, "duration")]),
        Case(title: "silent: host and port, a log, a size, an id", source: """
            struct Server {
                let host: String
                let port: Int
                let seconds: Int
                let count: Int
                var address: String { "\\(host):\\(port)" }
                func trace() { print("\\(seconds)s") }
                var size: String { "\\(count)m" }
                var key: String { "\\(host):\\(seconds)" }
            }
            """, expected: []),
        // interpolated-year
        Case(title: "a year in Text, String(localized:) and Button", source: """
            struct About: View {
                let year = Calendar.current.component(.year, from: Date())
                let model: Model
                var body: some View {
                    Text("© \\(year) Duet")
                    Button("Released \\(model.releaseYear)") {}
                    Text("\\(Calendar.current.component(.year, from: Date()))")
                }
                var footer: String { String(localized: "© \\(year) Duet") }
            }
            """, expected: [
                year(5, 14, "year"), year(6, 16, "model.releaseYear"),
                year(7, 14, "Calendar.current.component(.year, from: Date())"), year(9, 44, "year"),
            ]),
        Case(title: "silent: converted, a String year, plain String interpolation, verbatim", source: """
            struct About: View {
                let year: Int
                let yearText: String
                var body: some View {
                    Text("© \\(String(year)) Duet")
                    Text("© \\(yearText) Duet")
                    Text(verbatim: "© \\(year) Duet")
                    Text(copyright)
                }
                var copyright: String { "© \\(year) Duet" }
            }
            struct Film { let year: String; var label: some View { Text("Year \\(year)") } }
            """, expected: []),
        // cached-formatter-language
        Case(title: "static and global formatters shown in an app with a language picker", source: """
            enum Formatters {
                static let day: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    return formatter
                }()
                static let relative = RelativeDateTimeFormatter()
                static let id: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "yyyy-MM-dd"
                    formatter.locale = Locale(identifier: "en_US_POSIX")
                    return formatter
                }()
                static let fresh: NumberFormatter = {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .decimal
                    formatter.locale = Locale.current
                    return formatter
                }()
                static var computed: DateFormatter { DateFormatter() }
            }
            let percent: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .percent
                return formatter
            }()
            """, expected: [
                cached(2, 16, "day", "DateFormatter", "Language.swift:3 writes AppleLanguages"),
                cached(7, 16, "relative", "RelativeDateTimeFormatter", "Language.swift:3 writes AppleLanguages"),
                cached(22, 5, "percent", "NumberFormatter", "Language.swift:3 writes AppleLanguages"),
            ], others: [languagePicker]),
        Case(title: "a locale picker through the environment", source: """
            enum Formatters {
                static let day: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.timeStyle = .short
                    return formatter
                }()
            }
            struct Root: View {
                @AppStorage("language") var language = "en"
                var body: some View { Content().environment(\\.locale, Locale(identifier: language)) }
            }
            """, expected: [cached(2, 16, "day", "DateFormatter", "Sample.swift:10 sets .environment(\\.locale, …)")]),
        Case(title: "silent: the same formatter in an app that never changes its language", source: """
            enum Formatters {
                static let day: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    return formatter
                }()
            }
            """, expected: []),
        // concatenated-sentence
        Case(title: "localized pieces joined with data, punctuation and each other", source: """
            struct Greeting: View {
                let name: String
                let count: Int
                var body: some View {
                    Text(String(localized: "Hello") + ", " + name)
                    Text("Delete") + Text(" \\(count) ") + Text("items")
                    Text(NSLocalizedString("Files", comment: "") + ":")
                    Text(.app(.detailLabel)) + Text(": ") + Text(name).italic()
                }
            }
            """, expected: [joined(5, 14, 3), joined(6, 9, 3), joined(7, 14, 2), joined(8, 9, 3)]),
        Case(title: "silent: paragraphs, an icon, a list marker, numbers, plain strings, a log", source: """
            struct Notes: View {
                let name: String
                let total: Int
                var body: some View {
                    Text(String(localized: "First.") + "\\n\\n" + String(localized: "Second."))
                    Text(Image(systemName: "star")) + Text("Favorites")
                    Text("1. ") + Text(.login(.stageConnection))
                    Text(verbatim: name + "!")
                    Text("\\(total + 1)")
                }
                func log() { print(String(localized: "Saved") + name) }
            }
            """, expected: []),
        // configuration and suppression
        Case(title: "disabled in the configuration", source: """
            func label(_ n: Int) -> String { n == 1 ? "item" : "items" }
            """, expected: [], configuration: LintConfiguration(disabledRules: ["plural-by-ternary"], enabledRules: Set(trapRules.map(\.id)))),
        Case(title: "suppressed with a reason", source: """
            // xcstrings-lint:disable-next-line plural-by-ternary - English-only debug overlay
            func label(_ n: Int) -> String { n == 1 ? "item" : "items" }
            """, expected: []),
        Case(title: "at most five findings from one declaration", source: """
            func labels(_ a: Int, _ b: Int, _ c: Int) -> [String] {
                [a == 1 ? "item" : "items", b == 1 ? "file" : "files", c == 1 ? "photo" : "photos",
                 a == 1 ? "song" : "songs", b == 1 ? "album" : "albums", c == 1 ? "video" : "videos"]
            }
            """, expected: [
                plural(2, 6, "item", "items"), plural(2, 33, "file", "files"), plural(2, 60, "photo", "photos"),
                plural(3, 6, "song", "songs"), plural(3, 33, "album", "albums"),
            ]),
    ]

    func testEveryFindingOfEverySnippet() {
        for testCase in Self.cases {
            let sources = [Linter.Source(path: "Sample.swift", text: testCase.source)]
                + testCase.others.enumerated().map { Linter.Source(path: $0.offset == 0 ? "Language.swift" : "Other\($0.offset).swift", text: $0.element) }
            let linter = Linter(configuration: testCase.configuration, rules: Self.trapRules)
            let actual = linter.lint(sources)
                .filter { $0.path == "Sample.swift" }
                .sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
                .map { Expected(line: $0.location.line, column: $0.location.column, rule: $0.ruleID, message: $0.message) }
            XCTAssertEqual(actual, testCase.expected, testCase.title)
        }
    }

    /// Opt-in rules run only when `enabledRules` names them, and a suppression naming an opt-in rule that is off is
    /// not reported as stale.
    func testOptInRulesRunOnlyWhenEnabled() throws {
        struct OptIn: LintRule {
            let id = "plural-by-ternary"
            let severity = Severity.warning
            let summary = "test"
            var isOptIn: Bool { true }
            func check(_ context: LintContext) -> [Finding] { PluralByTernaryRule().check(context) }
        }
        let source = [Linter.Source(path: "A.swift", text: "func f(_ n: Int) -> String { n == 1 ? \"item\" : \"items\" }\n"
            + "// xcstrings-lint:disable-next-line plural-by-ternary - reason\nlet g = 1\n")]
        XCTAssertEqual(Linter(rules: [OptIn()]).lint(source).map(\.ruleID), [])
        let enabled = LintConfiguration(enabledRules: ["plural-by-ternary"])
        XCTAssertEqual(Linter(configuration: enabled, rules: [OptIn()]).lint(source).map(\.ruleID),
                       ["plural-by-ternary", "suppression"])
        XCTAssertEqual(LintRules.all.filter(\.isOptIn).map(\.id),
                       ["fixed-format-locale", "glued-date-or-duration", "concatenated-sentence"])
        let concatenation = [Linter.Source(path: "B.swift", text: "let s = String(localized: \"Hi\") + name\n")]
        XCTAssertEqual(Linter().lint(concatenation).map(\.ruleID), [])
        XCTAssertEqual(Linter(configuration: LintConfiguration(enabledRules: ["concatenated-sentence"])).lint(concatenation)
            .map(\.ruleID), ["concatenated-sentence"])
        let (loaded, warnings) = try ConfigurationLoader.load(
            Data(#"{"enabledRules": ["plural-by-ternary", "nope"]}"#.utf8), path: "c.json", knownRules: Linter.knownRuleIDs)
        XCTAssertEqual(loaded.enabledRules, ["plural-by-ternary", "nope"])
        XCTAssertEqual(warnings.map(\.message).first?.hasPrefix("unknown rule 'nope' in 'enabledRules'"), true)
    }
}
