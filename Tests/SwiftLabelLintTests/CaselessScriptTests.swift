import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// Prose in a script without case (Chinese, Japanese, Korean, Arabic…) is prose: it has no lower-case letter and
/// Chinese and Japanese write sentences without spaces, so `"导出数据"` used to read as a code and every rule that
/// weighs literals kept silent. Evidence: tune-8's focusguard-ios, whose four real cases the same screen in English
/// reports. Each case states every finding exactly; each class has an English twin that stays a finding, and code
/// written in such a script (`_`, a file name) stays silent.
final class CaselessScriptTests: XCTestCase {
    typealias Case = LintCase

    /// A row component showing its `title` and a list calling it with `titles`.
    static func rows(_ titles: [String]) -> String {
        let calls = titles.map { "            LockedRow(title: \"\($0)\")" }.joined(separator: "\n")
        return """
            import SwiftUI

            struct LockedRow: View {
                let title: String
                var body: some View {
                    Label(title, systemImage: "lock")
                }
            }

            struct Features: View {
                var body: some View {
                    List {
            \(calls)
                    }
                }
            }
            """
    }

    /// A screen showing a `@State` string the code sets to `first` or `second`.
    static func restore(_ first: String, _ second: String) -> String {
        """
        import SwiftUI

        struct RestoreView: View {
            @State private var message = ""
            var restored = false
            var body: some View {
                Text(message)
                    .onAppear {
                        if restored {
                            message = "\(first)"
                        } else {
                            message = "\(second)"
                        }
                    }
            }
        }
        """
    }

    /// A screen showing what a private helper returns: `"\(hours)` followed by `unit`.
    static func hours(_ unit: String) -> String {
        """
        import SwiftUI

        struct HoursView: View {
            let seconds: Double
            var body: some View {
                Text(formatTime(seconds))
            }

            private func formatTime(_ interval: Double) -> String {
                let hours = Int(interval) / 3600
                return "\\(hours)\(unit)"
            }
        }
        """
    }

    static let titleMessage = "'title' is a label typed 'String', so it is never extracted for translation; type it "
        + "'LocalizedStringKey' so callers' literals are extracted"

    static let messageMessage = "'Text(message)' shows a 'String' verbatim, so it is never translated; make 'message' "
        + "a 'LocalizedStringKey' or 'LocalizedStringResource', or write 'Text(verbatim: message)' if it is data"

    static let helperMessage = "'Text(formatTime(seconds))' shows a 'String' verbatim, so the words it returns are "
        + "never translated; return a 'LocalizedStringResource' (or 'LocalizedStringKey') instead"

    static let cases: [Case] = [
        Case(name: "a label component filled with Chinese labels",
             sources: [("App/Rows.swift", rows(["导出数据", "应用限制"]))],
             expected: ["App/Rows.swift:4:9 [string-typed-label] " + titleMessage]),
        Case(name: "a label component filled with Korean labels",
             sources: [("App/Rows.swift", rows(["데이터 내보내기", "설정"]))],
             expected: ["App/Rows.swift:4:9 [string-typed-label] " + titleMessage]),
        Case(name: "twin: the same component filled with English labels",
             sources: [("App/Rows.swift", rows(["Export data", "App limits"]))],
             expected: ["App/Rows.swift:4:9 [string-typed-label] " + titleMessage]),
        Case(name: "silent: the component filled with codes written in Chinese",
             sources: [("App/Rows.swift", rows(["导出_数据", "设置.png"]))],
             expected: []),
        Case(name: "a shown state set to Chinese sentences",
             sources: [("App/Restore.swift", restore("购买已成功恢复！", "没有找到之前的购买记录。"))],
             expected: ["App/Restore.swift:7:14 [string-into-text] " + messageMessage]),
        Case(name: "twin: the shown state set to English sentences",
             sources: [("App/Restore.swift", restore("Purchase restored!", "No earlier purchase found."))],
             expected: ["App/Restore.swift:7:14 [string-into-text] " + messageMessage]),
        Case(name: "silent: the shown state set to codes written in Chinese",
             sources: [("App/Restore.swift", restore("中文_key", "状态_1"))],
             expected: []),
        Case(name: "a helper returning a Japanese unit word after a number",
             sources: [("App/Hours.swift", hours("時間"))],
             expected: ["App/Hours.swift:6:14 [string-into-text] " + helperMessage]),
        Case(name: "twin: the helper returning an English word",
             sources: [("App/Hours.swift", hours(" hours"))],
             expected: ["App/Hours.swift:6:14 [string-into-text] " + helperMessage]),
        Case(name: "silent: the helper returning a unit symbol",
             sources: [("App/Hours.swift", hours(" h"))],
             expected: []),
    ]

    func testCaselessScripts() {
        LintCase.assertEach(Self.cases)
    }
}
