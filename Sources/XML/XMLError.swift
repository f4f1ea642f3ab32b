/// Why a text is not well-formed XML, and where: the reader stops at the first such place.
public struct XMLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in words a user understands (lower case, no final period).
    public var message: String
    /// Where the problem starts.
    public var position: XMLPosition

    /// Creates an error.
    public init(_ message: String, at position: XMLPosition) {
        self.message = message
        self.position = position
    }

    /// `line:col: message`; callers prefix the path to get a complete diagnostic.
    public var description: String { "\(position): \(message)" }
}
