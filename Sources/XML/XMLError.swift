import Diagnostics

/// Why a text is not well-formed XML, and where: the reader stops at the first such place. The reader knows no
/// file, so the error has no path; its callers (`InterfaceBuilderReadError`, `ExchangeInputError.xml`) give it the
/// file's path before a user sees it.
public struct XMLError: LocatedError, Hashable, Sendable {
    /// What is wrong, in words a user understands (lower case, no final period).
    public var message: String
    /// Where the problem starts (never nil; optional as `LocatedError` has it).
    public var position: XMLPosition?

    /// Creates an error.
    public init(_ message: String, at position: XMLPosition) {
        self.message = message
        self.position = position
    }

    /// Always nil: the reader reads bytes, not a file.
    public var path: String? { nil }
}
