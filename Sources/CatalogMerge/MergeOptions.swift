/// How conflicts are written: marker size, labels and whether the base is shown — what git asks of a driver.
public struct MergeOptions: Sendable, Equatable {
    /// git's `merge.conflictStyle`.
    public enum ConflictStyle: String, Sendable, Equatable {
        /// Ours and theirs only.
        case merge
        /// Ours, base (after `|||||||`) and theirs.
        case diff3
        /// Like diff3; git trims common lines, a hunk here already holds only the conflicting entries.
        case zdiff3

        /// Whether the base side is written.
        public var showsBase: Bool { self != .merge }
    }

    /// The length of each conflict marker (`%L`; git's default is 7).
    public var markerSize: Int
    /// The label after `<<<<<<<`.
    public var oursLabel: String
    /// The label after `>>>>>>>`.
    public var theirsLabel: String
    /// The label after `|||||||`.
    public var baseLabel: String
    /// Whether the base is shown in hunks.
    public var conflictStyle: ConflictStyle

    /// Creates options; the defaults are git's.
    public init(
        markerSize: Int = 7, oursLabel: String = "ours", theirsLabel: String = "theirs", baseLabel: String = "base",
        conflictStyle: ConflictStyle = .merge
    ) {
        self.markerSize = max(markerSize, 1)
        self.oursLabel = oursLabel
        self.theirsLabel = theirsLabel
        self.baseLabel = baseLabel
        self.conflictStyle = conflictStyle
    }
}
