import Diagnostics
import XML

/// Why a storyboard or xib could not be read; the description is one `path:line:col: error: message` line.
public struct InterfaceBuilderReadError: LocatedError, Equatable {
    /// The file (never nil; optional as `LocatedError` has it).
    public var path: String?
    /// Where in the file, when known.
    public var position: SourceLocation?
    /// What is wrong.
    public var message: String

    /// Creates an error; `position` is the XML reader's.
    public init(path: String, position: XMLPosition? = nil, message: String) {
        self.path = path
        self.position = position.map { SourceLocation(line: $0.line, column: $0.column) }
        self.message = message
    }
}
