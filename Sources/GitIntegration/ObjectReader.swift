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

    /// Splits `cat-file --batch` output: for each object a header `<id> <type> <size>\n`, the bytes, and `\n`.
    static func parseBatch(_ output: Data, count: Int) throws -> [Data] {
        let bytes = [UInt8](output)
        var blobs: [Data] = []
        var offset = 0
        for _ in 0..<count {
            guard let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw GitError.unexpectedOutput(command: "cat-file --batch", detail: "truncated output")
            }
            let header = String(decoding: bytes[offset..<newline], as: UTF8.self)
            let fields = header.split(separator: " ")
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
