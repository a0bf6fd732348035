/// The shapes a documented table can have, recognised from its cells alone.
enum TableShape: Equatable {
    /// `.case` | `CODE` | description: error cases with codes.
    case errorCodes
    /// `CODE` | description: raw values of a closed string set.
    case rawValues
    /// `.case(labels:)` | `Type` | description: enum cases with associated values.
    case casesWithTypes
    /// `.case` | text naming `Translation.key` or another source: what a view shows per case.
    case caseBehaviour
    /// `.case` | `CODE`, `CODE`, …: a mapping whose cells list several values.
    case caseMapping
    /// `.case` | description: enum cases explained in prose.
    case caseMeanings
    /// language name | `Translation.preset`.
    case presets
    /// `identifier` | description.
    case keys
    /// `member` | `Type` | …: properties, parameters, fields.
    case members

    /// The shape of `table`, or `nil` when its columns match none.
    static func of(_ table: DocumentTable) -> TableShape? {
        let col0 = table.rows.map { $0.cells[0] }
        let col1 = table.rows.map { $0.cells.count > 1 ? $0.cells[1] : "" }
        let allCases = col0.allSatisfy { CellText.enumCase($0) != nil }
        if table.width >= 2, allCases, col1.allSatisfy({ CellText.isConstant(CellText.unquoted($0)) && $0.hasPrefix("`") }) {
            return .errorCodes
        }
        if table.width == 2, col0.allSatisfy({ $0.hasPrefix("`") && CellText.isConstant(CellText.unquoted($0)) }) {
            return .rawValues
        }
        if table.width == 3, allCases, col1.allSatisfy(CellText.isTypeList) { return .casesWithTypes }
        if table.width == 2, allCases {
            let spans = col1.map(CellText.codeSpans)
            if spans.contains(where: { $0.contains { $0.hasPrefix("Translation.") } }) { return .caseBehaviour }
            if spans.allSatisfy({ !$0.isEmpty && $0.allSatisfy { CellText.isConstant($0) } }) { return .caseMapping }
            return .caseMeanings
        }
        if table.width == 2, col1.allSatisfy({ CellText.unquoted($0).hasPrefix("Translation.") && $0.hasPrefix("`") }) {
            return .presets
        }
        if table.width == 2,
            col0.allSatisfy({
                $0.hasPrefix("`") && CellText.isIdentifier(CellText.unquoted($0)) && CellText.unquoted($0).first!.isLowercase
            })
        {
            return .keys
        }
        if table.width >= 3, col0.allSatisfy({ $0.hasPrefix("`") }), col1.allSatisfy({ $0.hasPrefix("`") }) {
            return .members
        }
        return nil
    }
}
