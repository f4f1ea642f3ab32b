/// A catalog that is valid JSON but not a valid String Catalog: a field of the wrong type, a required field missing.
public struct CatalogModelError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where in the catalog.
    public var keyPath: CatalogKeyPath
    /// What was expected there, e.g. "a string".
    public var expected: String
    /// What was found, e.g. "a number".
    public var found: String

    /// Creates an error.
    public init(keyPath: CatalogKeyPath, expected: String, found: String) {
        self.keyPath = keyPath
        self.expected = expected
        self.found = found
    }

    public var description: String { "\(keyPath): expected \(expected), found \(found)" }
}
