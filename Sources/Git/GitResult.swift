import Foundation

/// What one git invocation produced: its exit status and both output streams as bytes.
public struct GitResult: Equatable, Sendable {
    /// The exit status (0 is success for most commands; `git config --get` uses 1 for "not set").
    public var status: Int32
    /// Standard output, as bytes (blob contents are not necessarily UTF-8).
    public var stdout: Data
    /// Standard error, as bytes.
    public var stderr: Data

    /// Creates a result.
    public init(status: Int32, stdout: Data, stderr: Data) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }

    /// Standard output decoded as UTF-8 (invalid bytes replaced), for the text commands.
    public var output: String { String(decoding: stdout, as: UTF8.self) }

    /// Standard error decoded as UTF-8, for error messages.
    public var errorOutput: String { String(decoding: stderr, as: UTF8.self) }

    /// Standard output without its final newline: what a `git rev-parse` or `git config --get` answered.
    public var trimmedOutput: String {
        var text = output
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        return text
    }

    /// Standard output split at NUL bytes (for `-z` listings), without the empty tail.
    public var nulSeparated: [String] {
        stdout.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
    }
}
