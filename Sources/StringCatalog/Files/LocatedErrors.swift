import Diagnostics

extension JSONReadError: LocatedError {
    /// The line and column of the problem.
    public var position: TextPosition? { TextPosition(line: line, column: column) }
}

extension CatalogFileError: LocatedError {}
