import Diagnostics
import Foundation
import Git
import GitIntegration
import StringCatalog

/// `git xcstrings demo`: shows, in a throw-away repository, a catalog merge git's textual merge cannot do and the
/// driver can — adjacent new keys, different languages of one key, a state change against a value change.
///
/// It uses real git with the user's own configuration switched off (so a globally installed driver does not
/// hide the textual conflict), registers the driver only inside the temporary repository, and deletes it.
struct MergeDemo {
    /// The `git-xcstrings` executable git should run as the driver.
var executablePath: String
    /// Where the narrative goes.
var write: (String) -> Void

    /// Creates the demo.
init(executablePath: String, write: @escaping (String) -> Void) {
        self.executablePath = executablePath
        self.write = write
    }

    /// Something in the demo did not behave as it should (git missing, a step failed).
    struct Failure: LocatedError {
        /// What failed, with git's output.
        var message: String
        /// Always nil: the demo's failures are about git, not a file of the user's.
        var path: String? { nil }
    }

    static let base = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Abbrechen"
                  }
                }
              }
            },
            "Save" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Sichern"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// Runs the demo; true when the driver merged cleanly what git alone could not.
    /// Throws `Failure` when git is missing or a setup step fails; the temporary folder is removed either way.
    @discardableResult
func run() throws -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("git-xcstrings-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Localizable.xcstrings")

        write("git-xcstrings demo — in a temporary repository: \(folder.path)\n\n")
        try git(["init", "-q"], in: folder)
        try git(["checkout", "-q", "-b", "main"], in: folder)
        try Data(Self.base.utf8).write(to: file)
        try commit("A catalog with Cancel and Save", in: folder)

        try git(["checkout", "-q", "-b", "feature"], in: folder)
        try edit(file) { catalog in
            catalog.setUnit(key: "Open", language: "de", state: "translated", value: "Öffnen")
            catalog.setUnit(key: "Cancel", language: "es", state: "translated", value: "Cancelar")
            catalog.setUnit(key: "Save", language: "de", state: "translated", value: "Sichern")
        }
        try commit("feature: add Open, Spanish Cancel, review Save", in: folder)
        write("On branch feature: added key \"Open\", added Spanish to \"Cancel\", marked \"Save\" de as translated.\n")

        try git(["checkout", "-q", "main"], in: folder)
        try edit(file) { catalog in
            catalog.setUnit(key: "Close", language: "de", state: "translated", value: "Schließen")
            catalog.setUnit(key: "Cancel", language: "fr", state: "translated", value: "Annuler")
            catalog.setUnit(key: "Save", language: "de", state: "needs_review", value: "Speichern")
        }
        try commit("main: add Close, French Cancel, reword Save", in: folder)
        write("On branch main:    added key \"Close\", added French to \"Cancel\", changed \"Save\" de to \"Speichern\".\n\n")

        write("$ git merge feature          # git's textual merge, no driver\n")
        let plain = try git(["merge", "--no-edit", "feature"], in: folder, check: false)
        let conflicted = plain.status != 0
        let markers = (try? String(contentsOf: file, encoding: .utf8))?.components(separatedBy: "\n")
            .filter { $0.hasPrefix("<<<<<<<") }.count ?? 0
        write(indent(plain.output))
        write(conflicted ? "→ git stops: \(markers) conflict hunk\(markers == 1 ? "" : "s") in Localizable.xcstrings.\n\n"
                         : "→ unexpectedly clean.\n\n")
        try git(["merge", "--abort"], in: folder, check: false)

        write("$ git xcstrings install --no-hook   # the guarded driver and the attribute, this repository only\n")
        let installer = Installer(git: try runner(in: folder), executable: executablePath)
        do {
            try installer.apply(try installer.planInstall(Installer.Options(hook: false)))
        } catch {
            throw Failure(message: "cannot install the driver in the demo repository: \(error)")
        }

        write("$ git merge feature          # with the driver\n")
        let merged = try git(["merge", "--no-edit", "feature"], in: folder, check: false)
        write(indent(merged.output))
        let clean = merged.status == 0
        write(clean ? "→ merged cleanly. The merged catalog:\n\n" : "→ the driver left conflicts (exit \(merged.status)).\n\n")
        if let text = try? String(contentsOf: file, encoding: .utf8) { write(indent(text) + "\n") }
        write("\nThe temporary repository has been removed. Register the driver in your own repository with\n"
              + "'git xcstrings install' (or for every repository with 'git xcstrings install --global'). It registers\n"
              + "the guarded driver, which merges as text if git-xcstrings is ever missing; never register the bare\n"
              + "executable, which would leave a catalog with only your side in it.\n")
        return conflicted && clean
    }

    private func commit(_ message: String, in folder: URL) throws {
        try git(["add", "-A"], in: folder)
        try git(["commit", "-q", "-m", message], in: folder)
    }

    private func edit(_ file: URL, _ change: (inout JSONDocument) -> Void) throws {
        var catalog = try JSONDocument(bytes: [UInt8](try Data(contentsOf: file)), path: file.lastPathComponent)
        change(&catalog)
        try Data(catalog.serialized()).write(to: file)
    }

    private func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
            .replacingOccurrences(of: "\\s+$", with: "\n", options: .regularExpression)
    }

    /// A runner in `folder` with the user's configuration switched off and a fixed identity.
    private func runner(in folder: URL) throws -> Git {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_AUTHOR_NAME"] = "Demo"
        environment["GIT_AUTHOR_EMAIL"] = "demo@example.com"
        environment["GIT_COMMITTER_NAME"] = "Demo"
        environment["GIT_COMMITTER_EMAIL"] = "demo@example.com"
        environment["GIT_MERGE_AUTOEDIT"] = "no"
        do {
            return try Git(directory: folder, environment: environment)
        } catch {
            throw Failure(message: "cannot run git (\(error)); the demo needs git on PATH")
        }
    }

    @discardableResult
    private func git(_ arguments: [String], in folder: URL, check: Bool = true) throws -> (status: Int32, output: String) {
        let result: GitResult
        do {
            result = try runner(in: folder).run(arguments)
        } catch {
            throw Failure(message: "cannot run git (\(error)); the demo needs git on PATH")
        }
        let output = result.output + result.errorOutput
        if check, result.status != 0 {
            throw Failure(message: "'git \(arguments.joined(separator: " "))' failed: \(output)")
        }
        return (result.status, output)
    }
}

extension JSONDocument {
    /// Sets the string unit of `key` in `language` (creating the entry and language as needed), the way Xcode
    /// would write it: a new member at its sorted place, everything else untouched.
    fileprivate mutating func setUnit(key: String, language: String, state: String, value: String) {
        guard var root = root.object, var strings = root["strings"]?.object else { return }
        var entry = strings[key]?.object ?? JSONObject()
        var localizations = entry["localizations"]?.object ?? JSONObject()
        var unit = localizations[language]?.object?["stringUnit"]?.object ?? JSONObject()
        unit.setValue(.string(state), forKey: "state", order: .xcode)
        unit.setValue(.string(value), forKey: "value", order: .xcode)
        localizations.setValue(.object(JSONObject(pairs: [("stringUnit", .object(unit))])), forKey: language, order: .xcode)
        entry.setValue(.object(localizations), forKey: "localizations", order: .xcode)
        strings.setValue(.object(entry), forKey: key, order: .xcode)
        root.setValue(.object(strings), forKey: "strings", order: .xcode)
        self.root = .object(root)
    }
}
