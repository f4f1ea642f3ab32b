import Foundation

/// Reads staged files from git's index (`git ls-files -s`, `git cat-file --batch`), for `lint --staged`:
/// the pre-commit hook must lint what is about to be committed, not the working tree.
public struct GitIndexReader {
    /// The repository's working tree root.
    public var repository: URL
    /// The environment git runs with (the caller's, so `GIT_DIR`/`GIT_INDEX_FILE` from a hook are honoured).
    public var environment: [String: String]

    /// Creates a reader for the repository at `repository`.
    public init(repository: URL, environment: [String: String]) {
        self.repository = repository
        self.environment = environment
    }

    /// The staged (stage 0) files whose path ends in one of `suffixes`, with their contents.
    public func stagedFiles(withSuffixes suffixes: [String]) throws -> [(path: String, data: Data)] {
        let listing = try run(["ls-files", "-s", "-z"], input: nil)
        var entries: [(path: String, object: String)] = []
        for record in listing.split(separator: 0) {
            let text = String(decoding: record, as: UTF8.self)
            guard let tab = text.firstIndex(of: "\t") else { continue }
            let fields = text[..<tab].split(separator: " ")
            let path = String(text[text.index(after: tab)...])
            guard fields.count == 3, fields[2] == "0", fields[0] != "160000",
                  suffixes.contains(where: { path.hasSuffix($0) }) else { continue }
            entries.append((path, String(fields[1])))
        }
        guard !entries.isEmpty else { return [] }
        let request = entries.map { $0.object + "\n" }.joined()
        let output = try run(["cat-file", "--batch"], input: Data(request.utf8))
        return try parseBatch(output, entries: entries)
    }

    /// The paths whose staged content differs from `HEAD` (added, copied, modified, renamed), or nil when there
    /// is no `HEAD` yet (then everything staged is new).
    public func changedPaths() -> Set<String>? {
        guard let output = try? run(["diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR", "HEAD", "--"], input: nil) else {
            return nil
        }
        return Set(output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    /// Splits `git cat-file --batch` output: `<oid> <type> <size>\n<content>\n` per object.
    private func parseBatch(_ output: Data, entries: [(path: String, object: String)]) throws -> [(path: String, data: Data)] {
        let bytes = [UInt8](output)
        var result: [(path: String, data: Data)] = []
        var offset = 0
        for entry in entries {
            guard let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw LintInputError.git("unexpected end of 'git cat-file --batch' output at '\(entry.path)'")
            }
            let header = String(decoding: bytes[offset..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= bytes.count else {
                throw LintInputError.git("cannot read staged blob of '\(entry.path)'")
            }
            result.append((entry.path, Data(bytes[(newline + 1)..<(newline + 1 + size)])))
            offset = newline + 1 + size + 1
        }
        return result
    }

    private func run(_ arguments: [String], input: Data?) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = repository
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        do {
            try process.run()
        } catch {
            throw LintInputError.git("cannot run git: \(error.localizedDescription)")
        }
        let writer = DispatchQueue(label: "git-stdin")
        writer.async {
            if let input { stdin.fileHandleForWriting.write(input) }
            try? stdin.fileHandleForWriting.close()
        }
        let errorBox = ErrorOutput()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorBox.data = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorBox.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw LintInputError.git("'git \(arguments.joined(separator: " "))' failed: \(message)")
        }
        return data
    }
}

/// Holds stderr bytes read on another thread; the group wait orders the write before the read.
private final class ErrorOutput: @unchecked Sendable {
    var data = Data()
}
