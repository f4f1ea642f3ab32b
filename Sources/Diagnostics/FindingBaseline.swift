/// Splits the findings of a new version of a file into those the change introduced and those already there: the
/// ratchet the pre-commit hook and `check --since REV` share, so old problems never block new work.
///
/// A finding's identity is its rule and its message, never its line: the catalog check's messages start with the
/// key path (`strings["Save"].localizations.de: …`), so a finding keeps its identity when a key added above it shifts
/// every line. Identities are counted (a message may repeat), so a second copy of an old problem is a new one.
public struct FindingBaseline: Sendable {
    /// How many findings of each identity the earlier versions hold (the most any one of them holds).
    private var counts: [Identity: Int]

    /// What makes two findings the same problem.
    struct Identity: Hashable, Sendable {
        var ruleID: String
        var message: String
    }

    /// The baseline of `versions`: the findings of each earlier version (one list per parent: `HEAD`, and the
    /// merged commit when finishing a merge). A finding present in any of them counts as already there. No
    /// versions (a new file) means every finding is new.
    public init(versions: [[Finding]]) {
        var counts: [Identity: Int] = [:]
        for findings in versions {
            var own: [Identity: Int] = [:]
            for finding in findings { own[Self.identity(of: finding), default: 0] += 1 }
            counts.merge(own) { max($0, $1) }
        }
        self.counts = counts
    }

    /// The result of comparing one file's findings with the baseline.
    public struct Comparison: Equatable, Sendable {
        /// The findings the change introduced, in the order given.
        public var introduced: [Finding]
        /// How many of the current findings were already in the baseline.
        public var alreadyThere: Int

        /// Creates a comparison.
        public init(introduced: [Finding], alreadyThere: Int) {
            self.introduced = introduced
            self.alreadyThere = alreadyThere
        }

        /// One line for a report: `Localizable.xcstrings: 72 problems were already there; none added`.
        public func summary(path: String) -> String {
            let old = alreadyThere == 1 ? "1 problem was" : "\(alreadyThere) problems were"
            let added = introduced.isEmpty ? "none added" : "\(introduced.count) added"
            return "\(path): \(old) already there; \(added)"
        }
    }

    /// Compares `current` with the baseline. Findings for which `alwaysNew` holds (the file does not read at all)
    /// are introduced whatever the baseline says.
    public func compare(_ current: [Finding], alwaysNew: (Finding) -> Bool = { _ in false }) -> Comparison {
        var remaining = counts
        var introduced: [Finding] = []
        var alreadyThere = 0
        for finding in current {
            let identity = Self.identity(of: finding)
            if !alwaysNew(finding), let left = remaining[identity], left > 0 {
                remaining[identity] = left - 1
                alreadyThere += 1
            } else {
                introduced.append(finding)
            }
        }
        return Comparison(introduced: introduced, alreadyThere: alreadyThere)
    }

    private static func identity(of finding: Finding) -> Identity {
        Identity(ruleID: finding.ruleID, message: finding.message)
    }
}
