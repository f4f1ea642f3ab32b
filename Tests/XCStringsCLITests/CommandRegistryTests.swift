import XCTest

@testable import XCStringsCLI

/// `CommandRegistry.command(named:)` finds every listed command by its name — the merge driver through its own
/// shortcut, the others through the list — and nothing else.
final class CommandRegistryTests: XCTestCase {
    func testEveryCommandIsFoundByItsName() {
        let names = CommandRegistry.all.map { $0.name }
        XCTAssertEqual(Set(names).count, names.count, "two commands share a name: \(names)")
        for command in CommandRegistry.all {
            XCTAssertEqual(
                CommandRegistry.command(named: command.name).map { ObjectIdentifier($0) }, ObjectIdentifier(command), command.name)
        }
    }

    /// The merge driver is found by its shortcut without the list, so the loop above would pass without it in
    /// `all`; `help` and the man page list `all`.
    func testTheMergeDriverIsListed() {
        XCTAssertEqual(CommandRegistry.all.filter { $0 == GitMergeDriverCommand.self }.count, 1)
        XCTAssertEqual(CommandRegistry.all.filter { $0.name == "merge-driver" }.count, 1)
    }

    func testOtherNamesFindNothing() {
        for name in ["", "merge-drivers", "Merge-driver", "merge_driver", "--version", "help"] {
            XCTAssertNil(CommandRegistry.command(named: name), name)
        }
    }
}
