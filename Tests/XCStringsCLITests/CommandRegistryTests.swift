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

    func testOtherNamesFindNothing() {
        for name in ["", "merge-drivers", "Merge-driver", "merge_driver", "--version", "help"] {
            XCTAssertNil(CommandRegistry.command(named: name), name)
        }
    }
}
