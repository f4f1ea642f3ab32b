import Foundation
import Git

/// Plans and performs `git xcstrings install` and `uninstall`: the merge driver in git config, the attribute that
/// routes catalogs to it, and the pre-commit hook.
///
/// Planning reads only; it returns the exact changes (`InstallAction`s), so `--dry-run` prints them, a second install
/// finds nothing to do, and uninstall removes exactly what install added.
public struct Installer {
    /// What to install.
    public struct Options: Equatable, Sendable {
        /// The user's configuration and attributes file instead of the repository's (no hook: hooks are per clone).
        public var global: Bool
        /// Install the pre-commit hook.
        public var hook: Bool
        /// Install the merge driver and the attribute.
        public var driver: Bool

        /// Creates options; by default everything in the current repository.
        public init(global: Bool = false, hook: Bool = true, driver: Bool = true) {
            self.global = global
            self.hook = hook
            self.driver = driver
        }
    }

    /// The changes to make and what to tell the user besides.
    public struct Plan: Equatable {
        /// The changes, in the order they are applied.
        public var actions: [InstallAction] = []
        /// Things the user must do or know (lines for a hook framework's config, skipped parts).
        public var notes: [String] = []
    }

    /// A runner in the folder the command was started in.
    public var git: Git
    /// The stable absolute path of `git-xcstrings` (see `ExecutableLocator`).
    public var executable: String

    /// Creates an installer.
    public init(git: Git, executable: String) {
        self.git = git
        self.executable = executable
    }

    /// The default global attributes file set when `core.attributesFile` is not set (git's own default location).
    public static let defaultAttributesFile = "~/.config/git/attributes"

    // MARK: install

    /// What `install` would change.
    public func planInstall(_ options: Options) throws -> Plan {
        var plan = Plan()
        let repository = options.global ? nil : try Repository.discover(using: git)
        let runner = repository?.git ?? git
        if options.driver {
            let scope: GitConfig.Scope = options.global ? .global : .local
            let config = GitConfig(git: runner, scope: scope)
            let driver = DriverConfigValue(executable: executable, withLabels: try runner.version().supportsMergeDriverLabels)
            let current = try config.get("merge.xcstrings.driver")
            if let current, DriverConfigValue.isUnguarded(current) {
                plan.notes.append("merge.xcstrings.driver ran git-xcstrings without the guard (\(current)); replaced "
                    + "with the guarded command, which merges as text when the executable is missing.")
                plan.actions.append(.setConfig(scope: scope, key: "merge.xcstrings.driver", value: driver.value))
                if try config.get("merge.xcstrings.name") != DriverConfigValue.driverName {
                    plan.actions.append(.setConfig(scope: scope, key: "merge.xcstrings.name", value: DriverConfigValue.driverName))
                }
            } else if let current, DriverConfigValue.executable(inDriver: current) == nil {
                plan.notes.append("merge.xcstrings.driver is set to a command that is not git-xcstrings's (\(current)); "
                    + "left as is. Remove it with 'git config \(options.global ? "--global" : "--local") "
                    + "--remove-section merge.xcstrings' and install again.")
            } else {
                if try config.get("merge.xcstrings.name") != DriverConfigValue.driverName {
                    plan.actions.append(.setConfig(scope: scope, key: "merge.xcstrings.name", value: DriverConfigValue.driverName))
                }
                if current != driver.value {
                    plan.actions.append(.setConfig(scope: scope, key: "merge.xcstrings.driver", value: driver.value))
                }
            }
            try planTextconv(config, scope: scope, into: &plan)
            let attributes = try attributesFile(repository: repository, plan: &plan)
            let text = read(attributes) ?? ""
            if AttributesEntry.earlierBlock.isPresent(in: text) {
                let updated = AttributesEntry.added(to: AttributesEntry.earlierBlock.removed(from: text))
                plan.actions.append(.writeFile(attributes, contents: updated, mode: 0o644))
            } else if !AttributesEntry.isPresent(in: text) {
                plan.actions.append(.writeFile(attributes, contents: AttributesEntry.added(to: text), mode: 0o644))
                if repository != nil {
                    plan.notes.append("Commit .gitattributes so every clone sends catalogs to the driver "
                        + "(clones without git-xcstrings merge them as text, as before).")
                }
            }
        }
        if options.hook {
            if let repository {
                try planHookInstall(repository, into: &plan)
            } else {
                plan.notes.append("hooks belong to each clone: run 'git xcstrings install --no-driver' in a repository "
                    + "to add the pre-commit hook there.")
            }
        }
        return plan
    }

    /// `diff.xcstrings.textconv`: the listing `git diff` shows for catalogs. Someone else's command is left alone.
    private func planTextconv(_ config: GitConfig, scope: GitConfig.Scope, into plan: inout Plan) throws {
        let textconv = TextconvDriverCommand(executable: executable).value
        let current = try config.get("diff.xcstrings.textconv")
        if let current, !TextconvDriverCommand.isOurs(current) {
            plan.notes.append("diff.xcstrings.textconv is set to a command that is not git-xcstrings's (\(current)); "
                + "left as is.")
        } else if current != textconv {
            plan.actions.append(.setConfig(scope: scope, key: "diff.xcstrings.textconv", value: textconv))
        }
    }

    /// The attributes file: the repository's `.gitattributes`, or the global `core.attributesFile` (planning to set
    /// it to git's default location when unset).
    private func attributesFile(repository: Repository?, plan: inout Plan) throws -> URL {
        if let repository { return repository.topLevel.appendingPathComponent(".gitattributes") }
        let config = GitConfig(git: git, scope: .global)
        if let path = try config.getPath("core.attributesFile") { return URL(fileURLWithPath: path) }
        plan.actions.append(.setConfig(scope: .global, key: "core.attributesFile", value: Self.defaultAttributesFile))
        return expandedDefaultAttributesFile
    }

    private var expandedDefaultAttributesFile: URL {
        let home = git.environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".config/git/attributes")
    }

    private func planHookInstall(_ repository: Repository, into plan: inout Plan) throws {
        let hook = repository.hook("pre-commit")
        let exists = FileManager.default.fileExists(atPath: hook.path)
        let existing = read(hook)
        if let framework = try HookFramework.detect(in: repository, existingHook: existing) {
            plan.notes.append(framework.instructions(command: "git-xcstrings pre-commit"))
            return
        }
        let block = HookScript.block(executable: executable)
        let actionsBefore = plan.actions.count
        defer {
            let hooks = repository.hooksDirectory.standardizedFileURL.path
            let inWorkTree = hooks.hasPrefix(repository.topLevel.standardizedFileURL.path + "/")
                && !hooks.hasPrefix(repository.commonDirectory.standardizedFileURL.path + "/")
            if inWorkTree, plan.actions.count > actionsBefore {
                plan.notes.append("The hooks folder \(repository.hooksDirectory.path) is inside the work tree "
                    + "(core.hooksPath), so the hook may be committed and shared: where \(executable) does not exist, "
                    + "it finds git-xcstrings on PATH, in /opt/homebrew/bin, /usr/local/bin or ~/.mint/bin.")
            }
        }
        guard exists else {
            plan.actions.append(.writeFile(hook, contents: HookScript.standalone(executable: executable), mode: 0o755))
            return
        }
        if let existing, let updated = block.replacing(in: existing) {
            if updated != existing { plan.actions.append(.writeFile(hook, contents: updated, mode: 0o755)) }
        } else if !Self.isSymbolicLink(hook), let existing, HookScript.isShellScript(existing),
            let updated = block.insertedAfterFirstLine(of: existing)
        {
            plan.actions.append(.writeFile(hook, contents: updated, mode: 0o755))
        } else {
            let chained = hook.appendingPathExtension(String(HookScript.chainedSuffix.dropFirst()))
            guard !FileManager.default.fileExists(atPath: chained.path) else {
                throw GitError.fileAccess(path: chained.path, reason: "already exists, so the current pre-commit hook "
                    + "cannot be moved aside; move or delete it and install again")
            }
            plan.actions.append(.moveFile(from: hook, to: chained))
            plan.actions.append(.writeFile(
                hook, contents: HookScript.chaining(executable: executable, hookName: "pre-commit"), mode: 0o755))
        }
    }

    // MARK: uninstall

    /// What `uninstall` would change: exactly the parts install adds, wherever they are found.
    public func planUninstall(global: Bool) throws -> Plan {
        var plan = Plan()
        let repository = global ? nil : try Repository.discover(using: git)
        let runner = repository?.git ?? git
        let scope: GitConfig.Scope = global ? .global : .local
        let config = GitConfig(git: runner, scope: scope)
        if let current = try config.get("merge.xcstrings.driver"), DriverConfigValue.executable(inDriver: current) == nil {
            plan.notes.append("merge.xcstrings.driver is not git-xcstrings's (\(current)); left as is.")
        } else if try !config.entries(matching: "^merge\\.xcstrings\\.(name|driver)$").isEmpty {
            plan.actions.append(.unsetConfig(scope: scope, keys: ["merge.xcstrings.name", "merge.xcstrings.driver"],
                                             section: "merge.xcstrings"))
        }
        if let current = try config.get("diff.xcstrings.textconv"), TextconvDriverCommand.isOurs(current) {
            plan.actions.append(.unsetConfig(scope: scope, keys: ["diff.xcstrings.textconv"], section: "diff.xcstrings"))
        }
        let attributes: URL?
        if let repository {
            attributes = repository.topLevel.appendingPathComponent(".gitattributes")
        } else {
            attributes = try GitConfig(git: git, scope: .global).getPath("core.attributesFile").map { URL(fileURLWithPath: $0) }
        }
        let block = [AttributesEntry.block, AttributesEntry.earlierBlock].first { block in
            attributes.flatMap(read).map(block.isPresent(in:)) ?? false
        }
        if let attributes, let text = read(attributes), let block {
            let rest = block.removed(from: text)
            plan.actions.append(rest.isEmpty ? .removeFile(attributes) : .writeFile(attributes, contents: rest, mode: 0o644))
            if global, rest.isEmpty, try GitConfig(git: git, scope: .global).get("core.attributesFile") == Self.defaultAttributesFile {
                plan.actions.append(.unsetConfig(scope: .global, keys: ["core.attributesFile"], section: "core"))
            }
        }
        if let repository { planHookUninstall(repository, into: &plan) }
        return plan
    }

    private func planHookUninstall(_ repository: Repository, into plan: inout Plan) {
        let hook = repository.hook("pre-commit")
        let text = read(hook)
        let block = HookScript.block(executable: executable)
        guard let text, block.isPresent(in: text) else {
            if let framework = try? HookFramework.detect(in: repository, existingHook: text) {
                plan.notes.append("\(framework.rawValue) manages this repository's hooks: remove the git-xcstrings "
                    + "entry from its configuration yourself (install wrote none).")
            }
            return
        }
        let rest = block.removed(from: text)
        let chained = hook.appendingPathExtension(String(HookScript.chainedSuffix.dropFirst()))
        if rest == HookScript.shebang + "\n" {
            plan.actions.append(.removeFile(hook))
        } else if rest == HookScript.shebang + "\n" + HookScript.chainLine(hookName: "pre-commit"),
            FileManager.default.fileExists(atPath: chained.path)
        {
            plan.actions.append(.removeFile(hook))
            plan.actions.append(.moveFile(from: chained, to: hook))
        } else {
            plan.actions.append(.writeFile(hook, contents: rest, mode: 0o755))
        }
    }

    // MARK: applying

    /// Applies `plan`'s actions in order, in the repository of the current folder (or globally).
    public func apply(_ plan: Plan) throws {
        let runner = (try? Repository.discover(using: git))?.git ?? git
        for action in plan.actions { try action.apply(git: runner) }
    }

    /// A hook that is a symbolic link (to a shared script) is chained, never edited through the link.
    private static func isSymbolicLink(_ url: URL) -> Bool {
        let type = try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
        return type == .typeSymbolicLink
    }

    private func read(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
