import Foundation
import GitIntegration
import TestSupport
import XCTest

final class InstallerTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: Shell.builtTool.path), "git-xcstrings not built")
    }

    func testFreshInstallWritesDriverAttributeAndHook() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let plan = try repo.install()
        XCTAssertEqual(plan.actions.count, 5)
        XCTAssertFalse(plan.notes.joined().contains("inside the work tree"), "the default .git/hooks is not shared")
        let driver = try repo.git("config", "--local", "merge.xcstrings.driver").stdout
        XCTAssertTrue(driver.contains("'\(Shell.builtTool.path)' %O %A %B %L %P"), driver)
        XCTAssertEqual(try repo.git("check-attr", "merge", "diff", "--", "a/L.xcstrings").stdout,
                       "a/L.xcstrings: merge: xcstrings\na/L.xcstrings: diff: xcstrings\n")
        XCTAssertEqual(try repo.git("config", "--local", "diff.xcstrings.textconv").stdout,
                       TextconvDriverCommand(executable: Shell.builtTool.path).value + "\n")
        XCTAssertEqual(repo.read(".git/hooks/pre-commit"), HookScript.standalone(executable: Shell.builtTool.path))
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: repo.url.appendingPathComponent(".git/hooks/pre-commit").path))
    }

    /// A repository installed before the diff driver existed: install upgrades its attribute block, uninstall
    /// removes either form byte for byte.
    func testTheEarlierAttributeBlockIsUpgradedAndRemoved() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let user = "*.png binary\n"
        try repo.write(AttributesEntry.earlierBlock.text + user, to: ".gitattributes")
        try repo.install()
        XCTAssertEqual(repo.read(".gitattributes"), AttributesEntry.block.text + user)
        try repo.uninstall()
        XCTAssertEqual(repo.read(".gitattributes"), user)
        try repo.write(AttributesEntry.earlierBlock.text + user, to: ".gitattributes")
        try repo.uninstall()
        XCTAssertEqual(repo.read(".gitattributes"), user)
    }

    func testSecondInstallChangesNoByte() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        try repo.install()
        let first = repo.snapshot()
        let plan = try repo.install()
        XCTAssertEqual(plan.actions, [])
        XCTAssertEqual(repo.snapshot(), first)
    }

    func testUninstallRestoresByteForByte() throws {
        let cases: [(name: String, attributes: String?, hook: String?)] = [
            ("fresh", nil, nil),
            ("attributes without final newline", "*.png binary", nil),
            ("shell hook", "*.pbxproj merge=union\n", "#!/usr/bin/env bash\nset -e\necho 'mine'\n"),
            ("hook without final newline", nil, "#!/bin/sh\ntrue"),
        ]
        for item in cases {
            let repo = try TestRepository()
            defer { repo.remove() }
            try repo.git("config", "merge.tool", "vimdiff")
            if let attributes = item.attributes { try repo.write(attributes, to: ".gitattributes") }
            if let hook = item.hook { try repo.writeExecutable(hook, to: ".git/hooks/pre-commit") }
            let before = repo.snapshot()
            try repo.install()
            XCTAssertNotEqual(repo.snapshot(), before, item.name)
            try repo.uninstall()
            XCTAssertEqual(repo.snapshot(), before, item.name)
            XCTAssertEqual(try repo.installer().planUninstall(global: false).actions, [], item.name)
        }
    }

    func testExistingShellHookKeepsRunning() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let original = "#!/bin/sh\necho \"mine ran\" > \"$(git rev-parse --show-toplevel)/hook-ran\"\n"
        try repo.writeExecutable(original, to: ".git/hooks/pre-commit")
        try repo.install()
        let hook = try XCTUnwrap(repo.read(".git/hooks/pre-commit"))
        XCTAssertTrue(hook.hasPrefix("#!/bin/sh\n# >>> git-xcstrings pre-commit >>>"))
        XCTAssertTrue(hook.hasSuffix(String(original.dropFirst("#!/bin/sh\n".count))))
        try repo.write(TestRepository.catalog(), to: "L.xcstrings")
        try repo.git("add", "L.xcstrings")
        XCTAssertEqual(try repo.commit("ok").status, 0)
        XCTAssertEqual(repo.read("hook-ran"), "mine ran\n")
        // Ours runs first and refuses a broken catalog (git sends hook output to stderr).
        try repo.write(TestRepository.brokenCatalog, to: "L.xcstrings")
        try repo.git("add", "L.xcstrings")
        let refused = try repo.commit("broken")
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("L.xcstrings:"), refused.stderr)
    }

    func testNonShellHookIsChainedAndRestored() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let original = "#!/usr/bin/env perl\nopen(my $f, '>', 'perl-ran'); print $f \"perl\\n\"; close($f);\n"
        try repo.writeExecutable(original, to: ".git/hooks/pre-commit")
        let before = repo.snapshot()
        try repo.install()
        XCTAssertEqual(repo.read(".git/hooks/pre-commit.before-xcstrings"), original)
        try repo.write(TestRepository.catalog(), to: "L.xcstrings")
        try repo.git("add", ".")
        XCTAssertEqual(try repo.commit("ok").status, 0)
        XCTAssertEqual(repo.read("perl-ran"), "perl\n")
        try repo.uninstall()
        XCTAssertEqual(repo.snapshot(), before)
    }

    func testSymlinkedHookIsChainedNotEditedThroughTheLink() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let shared = try repo.writeExecutable("#!/bin/sh\necho shared > shared-ran\n", to: "tools/shared-hook")
        let hook = repo.url.appendingPathComponent(".git/hooks/pre-commit")
        try FileManager.default.createSymbolicLink(atPath: hook.path, withDestinationPath: shared.path)
        try repo.install()
        XCTAssertEqual(repo.read(shared.path), "#!/bin/sh\necho shared > shared-ran\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: hook.path + ".before-xcstrings"), shared.path)
        try repo.git("add", "tools")
        XCTAssertEqual(try repo.commit("ok").status, 0)
        XCTAssertEqual(repo.read("shared-ran"), "shared\n")
        try repo.uninstall()
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: hook.path), shared.path)
    }

    func testCommitWithBrokenCatalogIsRefusedAndPartialFixJudgedByStaged() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        try repo.install()
        try repo.write(TestRepository.brokenCatalog, to: "Sources/Localizable.xcstrings")
        try repo.git("add", ".")
        let refused = try repo.commit("broken")
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.hasPrefix("Sources/Localizable.xcstrings:"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains(":8:1: error: the file ends early"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("commit refused"), refused.stderr)
        // Fix staged, work tree broken again: the staged version is judged, so the commit goes through.
        try repo.write(TestRepository.catalog(), to: "Sources/Localizable.xcstrings")
        try repo.git("add", ".")
        try repo.write(TestRepository.brokenCatalog, to: "Sources/Localizable.xcstrings")
        let accepted = try repo.commit("fixed")
        XCTAssertEqual(accepted.status, 0, accepted.stdout + accepted.stderr)
        XCTAssertTrue(accepted.stderr.contains("warning: partially staged"), accepted.stderr)
        XCTAssertEqual(repo.read("Sources/Localizable.xcstrings"), TestRepository.brokenCatalog)
        XCTAssertEqual(try repo.git("show", "HEAD:Sources/Localizable.xcstrings").stdout, TestRepository.catalog())
    }

    func testCoreHooksPathIsRespected() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        try repo.git("config", "core.hooksPath", "tools/git-hooks")
        XCTAssertTrue(try repo.install().notes.joined().contains("is inside the work tree"))
        XCTAssertNil(repo.read(".git/hooks/pre-commit"))
        XCTAssertEqual(repo.read("tools/git-hooks/pre-commit"), HookScript.standalone(executable: Shell.builtTool.path))
        try repo.write(TestRepository.brokenCatalog, to: "L.xcstrings")
        try repo.git("add", "L.xcstrings")
        XCTAssertEqual(try repo.commit("broken").status, 1)
    }

    func testWorktreeInstallUsesCommonHooksAndConfig() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let worktree = try repo.addWorktree()
        try repo.install(in: worktree)
        XCTAssertNotNil(repo.read(".git/hooks/pre-commit"))
        XCTAssertNotNil(repo.read(worktree.appendingPathComponent(".gitattributes").path))
        XCTAssertTrue(try repo.git("config", "--local", "merge.xcstrings.driver").stdout.contains("merge-driver"))
        try repo.write(TestRepository.brokenCatalog, to: "../wt/L.xcstrings")
        try repo.git("add", "L.xcstrings", in: worktree)
        let refused = try Shell.git(["commit", "-qm", "broken"], in: worktree, environment: repo.environment)
        XCTAssertEqual(refused.status, 1, refused.stderr)
        XCTAssertEqual(try repo.installer(in: worktree).planInstall(.init()).actions, [])
    }

    func testHookFrameworksGetInstructionsInsteadOfFiles() throws {
        let cases: [(file: String, framework: String, expected: String)] = [
            ("lefthook.yml", "lefthook", "run: git-xcstrings pre-commit"),
            (".pre-commit-config.yaml", "pre-commit", "entry: git-xcstrings pre-commit"),
            (".husky/pre-commit", "husky", "    git-xcstrings pre-commit"),
        ]
        for item in cases {
            let repo = try TestRepository()
            defer { repo.remove() }
            try repo.write("# theirs\n", to: item.file)
            let plan = try repo.install()
            XCTAssertNil(repo.read(".git/hooks/pre-commit"), item.framework)
            XCTAssertEqual(plan.notes.filter { $0.contains("manage") }.count, 1, item.framework)
            XCTAssertTrue(plan.notes.joined().contains(item.expected), item.framework + ": " + plan.notes.joined())
            XCTAssertEqual(repo.read(item.file), "# theirs\n")
            let removal = try repo.uninstall()
            XCTAssertTrue(removal.notes.joined().contains("\(item.framework) manages this repository's hooks"), item.framework)
            XCTAssertEqual(repo.read(item.file), "# theirs\n")
        }
    }

    func testGlobalInstallAndUninstall() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        try repo.write("[user]\n\tname = Someone\n", to: "../home/.gitconfig")
        let before = repo.snapshot()
        let plan = try repo.install(.init(global: true))
        XCTAssertTrue(plan.notes.joined().contains("hooks belong to each clone"))
        XCTAssertNil(repo.read(".git/hooks/pre-commit"))
        XCTAssertNil(repo.read(".gitattributes"))
        let global = try XCTUnwrap(repo.read(repo.home.path + "/.gitconfig"))
        XCTAssertTrue(global.contains("attributesFile = ~/.config/git/attributes"), global)
        XCTAssertEqual(try repo.git("check-attr", "merge", "--", "L.xcstrings").stdout, "L.xcstrings: merge: xcstrings\n")
        XCTAssertEqual(try repo.installer().planInstall(.init(global: true)).actions, [])
        try repo.uninstall(global: true)
        XCTAssertEqual(repo.snapshot(), before)
    }

    func testDryRunPlansWithoutWriting() throws {
        let repo = try TestRepository()
        defer { repo.remove() }
        let before = repo.snapshot()
        let plan = try repo.installer().planInstall(.init())
        XCTAssertEqual(plan.actions.map(\.summary).filter { $0.hasPrefix("create ") }.count, 2)
        XCTAssertEqual(repo.snapshot(), before)
    }
}
