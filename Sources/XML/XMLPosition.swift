import Diagnostics

/// A 1-based line and column in an XML text: Diagnostics' `SourceLocation`, so a reader's error position and a
/// finding's location are one type. Columns count Unicode scalars, as editors do, so a diagnostic `path:line:col`
/// lands on the character it names.
public typealias XMLPosition = SourceLocation
