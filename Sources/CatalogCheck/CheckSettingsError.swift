import Diagnostics

/// A configuration file whose `check` object cannot be used: the file, where, and what is wrong.
public struct CheckSettingsError: LocatedError, Equatable {
    /// The configuration file (never nil; optional as `LocatedError` has it).
    public var path: String?
    /// The line and column of what is wrong (the member's key, or where the JSON breaks); nil for the whole file.
    public var position: SourceLocation?
    /// What is wrong in it.
    public var message: String
}
