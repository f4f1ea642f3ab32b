extension String {
    /// The string as one POSIX shell word: single-quoted, with embedded single quotes written as `'\''`.
    public var shellQuoted: String {
        "'" + replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
