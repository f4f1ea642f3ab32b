/// The exit codes every command uses, documented in the README and stable across releases.
public enum ExitCode: Int32, Sendable {
    /// Nothing to report: the catalog is canonical, the merge is clean, the lint found nothing.
    case clean = 0
    /// Findings or conflicts: the command did its job and found something a person must look at.
    case findings = 1
    /// Usage or input error: bad arguments, unreadable input; nothing was changed.
    case failure = 2
}
