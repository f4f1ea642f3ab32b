import XML

/// Why a storyboard or xib could not be read; the description is one `path:line:col: error: message` line.
public struct InterfaceBuilderReadError: Error, Equatable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// Where in the file, when known.
    public var position: XMLPosition?
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(path: String, position: XMLPosition? = nil, message: String) {
        self.path = path
        self.position = position
        self.message = message
    }

    public var description: String {
        if let position { return "\(path):\(position.line):\(position.column): error: \(message)" }
        return "\(path): error: \(message)"
    }
}
