import PaySpecJSON

/// How firmly a spec row is grounded.
public enum SpecLevel: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The vendor documents state it.
    case normative
    /// It follows from a standard or from the vendor's public behaviour; the row says why.
    case derived
    /// Written by PaySpec for completeness (an English message the documents do not give).
    case informative

    private var rank: Int {
        switch self {
        case .normative: return 0
        case .derived: return 1
        case .informative: return 2
        }
    }

    public static func < (lhs: SpecLevel, rhs: SpecLevel) -> Bool { lhs.rank < rhs.rank }
}

/// Where a normative row stands in a vendor document.
public struct Provenance: Sendable, Hashable {
    /// The document's file name.
    public var document: String
    /// The section heading as the document writes it.
    public var section: String
    /// The row's 1-based position in that section's table or list.
    public var row: Int

    public init(document: String, section: String, row: Int) {
        self.document = document
        self.section = section
        self.row = row
    }
}
