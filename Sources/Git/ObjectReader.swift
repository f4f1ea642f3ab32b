import Foundation

/// Reads many git objects with one `git cat-file --batch` process instead of one process per file.
public struct ObjectReader: Sendable {
    /// The runner (any folder inside the repository).
    public var git: Git

    /// Creates a reader.
    public init(git: Git) {
        self.git = git
    }

    /// The contents of each object in `ids`, in order; throws when an object is missing.
    public func read(_ ids: [String]) throws -> [Data] {
        guard !ids.isEmpty else { return [] }
        let input = Data(ids.map { $0 + "\n" }.joined().utf8)
        let output = try git.check(["cat-file", "--batch"], input: input).stdout
        return try Self.parseBatch(output, count: ids.count)
    }

    /// The contents of each object named in `names` (`<rev>:<path>` or an id), in order; nil for a name that does
    /// not exist (a path absent from that revision). Paths with a newline cannot be named on `--batch` input and
    /// read as absent.
    public func readIfPresent(_ names: [String]) throws -> [Data?] {
        let askable = names.filter { !$0.contains("\n") }
        guard !askable.isEmpty else { return names.map { _ in nil } }
        let input = Data(askable.map { $0 + "\n" }.joined().utf8)
        let output = try git.check(["cat-file", "--batch"], input: input).stdout
        var found = try Self.parseBatch(output, count: askable.count, allowMissing: true)[...]
        return names.map { $0.contains("\n") ? nil : found.popFirst() ?? nil }
    }

    /// Splits `cat-file --batch` output: for each object a header `<id> <type> <size>\n`, the bytes, and `\n`.
    static func parseBatch(_ output: Data, count: Int) throws -> [Data] {
        try parseBatch(output, count: count, allowMissing: false).map { $0 ?? Data() }
    }

    /// Splits `cat-file --batch` output; with `allowMissing`, a `<name> missing` (or `ambiguous`) header gives nil.
    static func parseBatch(_ output: Data, count: Int, allowMissing: Bool) throws -> [Data?] {
        let bytes = [UInt8](output)
        var blobs: [Data?] = []
        var offset = 0
        for _ in 0..<count {
            guard let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw GitError.unexpectedOutput(command: "cat-file --batch", detail: "truncated output")
            }
            let header = String(decoding: bytes[offset..<newline], as: UTF8.self)
            let fields = header.split(separator: " ")
            if allowMissing, let last = fields.last, last == "missing" || last == "ambiguous" {
                blobs.append(nil)
                offset = newline + 1
                continue
            }
            guard fields.count == 3, let size = Int(fields[2]), newline + 1 + size <= bytes.count else {
                throw GitError.unexpectedOutput(command: "cat-file --batch", detail: header)
            }
            let start = newline + 1
            blobs.append(Data(bytes[start..<(start + size)]))
            offset = start + size + 1
        }
        return blobs
    }
}
