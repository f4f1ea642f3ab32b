import Foundation

/// One catalog the migration will write: from which table, where, with which bytes and counts.
public struct PlannedCatalog: Sendable {
    /// The legacy table it comes from.
    public var table: LegacyTable
    /// Where it is written.
    public var catalogURL: URL
    /// Whether a catalog already existed there (and is merged into).
    public var mergesIntoExisting: Bool
    /// The bytes to write.
    public var bytes: [UInt8]
    /// Counts for the report.
    public var statistics: TableStatistics
    /// Warnings for the report.
    public var warnings: [LegacyWarning]
}
