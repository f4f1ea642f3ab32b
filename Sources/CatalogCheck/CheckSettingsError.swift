import Diagnostics

/// A configuration file whose `check` object cannot be used: the file and what is wrong.
public struct CheckSettingsError: LocatedError, Equatable {
    /// The configuration file (never nil; optional as `LocatedError` has it).
    public var path: String?
    /// What is wrong in it.
    public var message: String
}
