import Foundation

/// One file as it sits in the index (the version `git commit` would record), with its bytes.
public struct StagedFile: Equatable, Sendable {
    /// The path relative to the repository's top folder, as git prints it (`/` separators).
    public var path: String
    /// The index mode, e.g. `100644` or `100755`.
    public var mode: String
    /// The blob's object id.
    public var objectID: String
    /// The staged bytes (never the work tree's).
    public var contents: Data

    /// Creates a staged file.
    public init(path: String, mode: String, objectID: String, contents: Data) {
        self.path = path
        self.mode = mode
        self.objectID = objectID
        self.contents = contents
    }
}
