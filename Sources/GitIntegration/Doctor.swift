import Foundation
import Git
import StringCatalog

/// `git xcstrings doctor`: reports what is installed where and proves the merge driver works the way a GUI client
/// would run it; every problem comes with the command that fixes it.
public struct Doctor {
    /// One problem and its fix.
    public struct Problem: Equatable {
        /// What is wrong, in a sentence.
        public var message: String
        /// The command (or edit) that fixes it.
        public var fix: String
    }

    /// What the doctor saw.
    public struct Report: Equatable {
        /// `label: value` facts, in order.
        public var facts: [(String, String)] = []
        /// The problems found; empty means healthy.
        public var problems: [Problem] = []

        /// Equal when facts and problems are.
        public static func == (lhs: Report, rhs: Report) -> Bool {
            lhs.facts.elementsEqual(rhs.facts, by: ==) && lhs.problems == rhs.problems
        }

        /// The report as text: facts, then problems with their fixes.
        public var text: String {
            let width = facts.map(\.0.count).max() ?? 0
            var out = facts.map { $0.0 + ":" + String(repeating: " ", count: width - $0.0.count + 1) + $0.1 + "\n" }.joined()
            if problems.isEmpty {
                out += "\nNo problems found.\n"
            } else {
                out += "\n\(problems.count) problem\(problems.count == 1 ? "" : "s"):\n"
                for problem in problems { out += "  - \(problem.message)\n    fix: \(problem.fix)\n" }
            }
            return out
        }
    }

    /// A runner in the folder the command was started in (with the user's environment).
    public var git: Git
    /// The stable path of the running `git-xcstrings`.
    public var executable: String
    /// The PATH of the minimal environment the live check uses, like a GUI client's.
    public var minimalPath = "/usr/bin:/bin"

    /// Creates a doctor.
    public init(git: Git, executable: String) {
        self.git = git
        self.executable = executable
    }

    /// Examines the installation; `liveCheck` runs a real merge in a throwaway repository.
    public func examine(liveCheck: Bool = true) -> Report {
        var report = Report()
        if let version = try? git.version() {
            report.facts.append(("git", "\(version) (\(git.executable.path))"
                + (version.supportsMergeDriverLabels ? "" : "; conflict labels need git 2.44, plain ones are used")))
        } else {
            report.problems.append(Problem(message: "git does not run", fix: "install git"))
        }
        report.facts.append(("git-xcstrings", executable + (runs(executable) ? "" : " (does not run)")))
        let repository = try? Repository.discover(using: git)
        let runner = repository?.git ?? git
        if let repository {
            report.facts.append(("repository", repository.topLevel.path))
            report.facts.append(("hooks folder", repository.hooksDirectory.path
                + ((try? repository.hooksPathIsConfigured()) == true ? " (core.hooksPath)" : "")))
        } else {
            report.facts.append(("repository", "none (not inside a clone; checking the global setup)"))
        }
        let driver = examineDriver(runner: runner, global: repository == nil, into: &report)
        if let repository {
            examineAttributes(repository, into: &report)
            examineHook(repository, into: &report)
        }
        if liveCheck, let driver {
            if let failure = liveMerge(driver: driver) {
                report.facts.append(("live check", "FAILED"))
                report.problems.append(Problem(
                    message: "a catalog merge in a throwaway repository under 'env -i PATH=\(minimalPath)' did not go "
                        + "through the driver: \(failure)",
                    fix: "git xcstrings install\(repository == nil ? " --global" : "") (run from a working git-xcstrings)"))
            } else {
                report.facts.append(("live check", "ok: a catalog merge under 'env -i PATH=\(minimalPath)' went through the driver"))
            }
        }
        return report
    }

    /// Reports the configured driver; returns its command when it is ours and its executable runs.
    private func examineDriver(runner: Git, global: Bool, into report: inout Report) -> String? {
        let install = "git xcstrings install" + (global ? " --global" : "")
        let origin = try? runner.run(["config", "--show-origin", "--get", "merge.xcstrings.driver"])
        guard let origin, origin.status == 0, let tab = origin.trimmedOutput.firstIndex(of: "\t") else {
            report.facts.append(("merge driver", "not configured"))
            report.problems.append(Problem(message: "the xcstrings merge driver is not configured", fix: install))
            return nil
        }
        let value = String(origin.trimmedOutput[origin.trimmedOutput.index(after: tab)...])
        let source = String(origin.trimmedOutput[..<tab])
        guard let configured = DriverConfigValue.executable(inDriver: value) else {
            guard DriverConfigValue.isUnguarded(value) else {
                report.facts.append(("merge driver", "\(value) (\(source)); not git-xcstrings's"))
                return nil
            }
            report.facts.append(("merge driver", "\(value) (\(source)); unguarded"))
            report.problems.append(Problem(
                message: "merge.xcstrings.driver runs git-xcstrings without the guard: if that executable is missing "
                    + "or killed, git marks catalogs conflicted with no markers and only your side in them, and "
                    + "'git add' commits the loss",
                fix: install + " (replaces it with the guarded command)"))
            return nil
        }
        report.facts.append(("merge driver", "\(configured) (\(source))"))
        guard FileManager.default.isExecutableFile(atPath: configured) else {
            report.problems.append(Problem(
                message: "the merge driver points at \(configured), which does not exist; catalogs merge as text",
                fix: install))
            return nil
        }
        guard runs(configured) else {
            report.problems.append(Problem(message: "\(configured) does not run ('--version' failed)", fix: install))
            return nil
        }
        return value
    }

    private func examineAttributes(_ repository: Repository, into report: inout Report) {
        let result = try? repository.git.run(["check-attr", "merge", "--", "Localizable.xcstrings"])
        let value = result?.trimmedOutput.components(separatedBy: ": ").last ?? "unspecified"
        report.facts.append(("*.xcstrings merge attribute", value))
        if value != "xcstrings" {
            report.problems.append(Problem(
                message: "catalogs are not routed to the driver (merge attribute is '\(value)')",
                fix: "git xcstrings install (adds '\(AttributesEntry.line)' to .gitattributes)"))
        }
    }

    private func examineHook(_ repository: Repository, into report: inout Report) {
        let hook = repository.hook("pre-commit")
        let text = FileManager.default.contents(atPath: hook.path).map { String(decoding: $0, as: UTF8.self) }
        if let framework = try? HookFramework.detect(in: repository, existingHook: text) {
            let configs = [".husky/pre-commit", "lefthook.yml", ".lefthook.yml", "lefthook.yaml", ".pre-commit-config.yaml"]
            let mentioned = configs.contains { name in
                let data = FileManager.default.contents(atPath: repository.topLevel.appendingPathComponent(name).path)
                return data.map { String(decoding: $0, as: UTF8.self).contains("git-xcstrings") } ?? false
            }
            report.facts.append(("pre-commit hook", "managed by \(framework.rawValue)"
                + (mentioned ? "; its config runs git-xcstrings" : "")))
            if !mentioned {
                report.problems.append(Problem(
                    message: "\(framework.rawValue) manages the hooks and its config does not run git-xcstrings",
                    fix: "run 'git xcstrings install' and add the lines it prints to the \(framework.rawValue) config"))
            }
            return
        }
        guard let text, HookScript.block(executable: executable).isPresent(in: text) else {
            report.facts.append(("pre-commit hook", "not installed (\(hook.path))"))
            report.problems.append(Problem(message: "the pre-commit hook is not installed", fix: "git xcstrings install --no-driver"))
            return
        }
        report.facts.append(("pre-commit hook", hook.path))
        if !FileManager.default.isExecutableFile(atPath: hook.path) {
            report.problems.append(Problem(message: "\(hook.path) is not executable, so git skips it",
                                           fix: "chmod +x \(hook.path.shellQuoted)"))
        }
    }

    /// Whether `path --version` exits 0, run in the doctor's folder with the user's environment.
    private func runs(_ path: String) -> Bool {
        let result = ChildProcess.run(
            executable: path, arguments: ["--version"], directory: git.directory.path, environment: git.environment,
            input: nil)
        return result?.status == 0
    }

    /// Merges two branches that each added a neighbouring key to one catalog (a textual conflict) in a throwaway
    /// repository, with only `PATH=/usr/bin:/bin` and a fresh HOME; nil when the driver merged it cleanly.
    func liveMerge(driver: String) -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("git-xcstrings-doctor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let environment = ["PATH": minimalPath, "HOME": folder.path]
            let git = try Git(directory: folder, environment: environment)
            let identity = ["-c", "user.name=git-xcstrings doctor", "-c", "user.email=doctor@example.invalid"]
            try git.check(["init", "-q"])
            try git.check(["config", "merge.xcstrings.name", DriverConfigValue.driverName])
            try git.check(["config", "merge.xcstrings.driver", driver])
            let catalog = folder.appendingPathComponent("Localizable.xcstrings")
            try Data((AttributesEntry.line + "\n").utf8).write(to: folder.appendingPathComponent(".gitattributes"))
            try Data(Self.catalog(keys: ["Cancel"]).utf8).write(to: catalog)
            try git.check(["add", "."])
            try git.check(identity + ["commit", "-qm", "base"])
            let base = try git.output(["rev-parse", "HEAD"])
            try git.check(["checkout", "-qb", "theirs"])
            try Data(Self.catalog(keys: ["Banana", "Cancel"]).utf8).write(to: catalog)
            try git.check(identity + ["commit", "-qam", "theirs"])
            try git.check(["checkout", "-qb", "ours", base])
            try Data(Self.catalog(keys: ["Apple", "Cancel"]).utf8).write(to: catalog)
            try git.check(identity + ["commit", "-qam", "ours"])
            let merge = try git.run(identity + ["merge", "-q", "--no-edit", "theirs"])
            let merged = String(decoding: (try? Data(contentsOf: catalog)) ?? Data(), as: UTF8.self)
            guard merge.status == 0, merged.contains("\"Apple\""), merged.contains("\"Banana\""),
                ConflictMarkerScanner().markers(in: Array(merged.utf8)).isEmpty
            else {
                let detail = (merge.errorOutput + merge.output).split(separator: "\n").first.map(String.init) ?? ""
                return "git merge exited \(merge.status)" + (detail.isEmpty ? "" : " (\(detail))")
            }
            return nil
        } catch {
            return FileError.reason(of: error)
        }
    }

    /// A small catalog with `keys` in Xcode's layout.
    static func catalog(keys: [String]) -> String {
        let entries = keys.map { "    \"\($0)\" : {\n\n    }" }.joined(separator: ",\n")
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(entries)\n  },\n  \"version\" : \"1.0\"\n}\n"
    }
}
