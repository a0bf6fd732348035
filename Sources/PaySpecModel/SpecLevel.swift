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
    /// The document lines the row rests on, as written (`L93`, `L54-L57`, `L59,L86`); `nil`
    /// only in versions of spec/ written before rows cited lines (loaded for `payspec diff`).
    public var lines: LineReference?

    public init(document: String, section: String, row: Int, lines: LineReference?) {
        self.document = document
        self.section = section
        self.row = row
        self.lines = lines
    }

    /// `document:L93` — how messages and generated comments cite the row.
    public var citation: String { lines.map { "\(document):\($0.text)" } ?? document }
}

/// One or more line ranges of a document: `L12`, `L12-L15`, several joined by commas
/// (`L54,L57-L58`). Lines are 1-based; a range runs from its first to its last line.
public struct LineReference: Sendable, Hashable {
    /// The reference as written in spec/.
    public var text: String
    /// The ranges, in the order written.
    public var ranges: [ClosedRange<Int>]

    /// Parses `text`; `nil` when it is not of the form above (a zero line, a range that runs
    /// backwards, stray spaces or characters).
    public init?(_ text: String) {
        var ranges: [ClosedRange<Int>] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let ends = part.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(ends.count) else { return nil }
            var numbers: [Int] = []
            for end in ends {
                guard end.first == "L", end.count > 1, end.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
                    end.dropFirst().first != "0", let n = Int(end.dropFirst())
                else { return nil }
                numbers.append(n)
            }
            if numbers.count == 2 && numbers[0] >= numbers[1] { return nil }
            ranges.append(numbers[0]...numbers[numbers.count - 1])
        }
        self.text = text
        self.ranges = ranges
    }

    /// Every line the reference names, in order, each once.
    public var lineNumbers: [Int] {
        var seen: Set<Int> = []
        return ranges.flatMap { Array($0) }.filter { seen.insert($0).inserted }
    }
}
