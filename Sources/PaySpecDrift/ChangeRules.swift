/// The rule catalogue of `payspec diff`: every kind of change between two versions of spec/,
/// with its severity. Documented in spec/README.md under "Change rules (payspec diff)".
public enum ChangeRule: String, Sendable, CaseIterable {
    case tableRemoved = "table-removed"
    case rowRemoved = "row-removed"
    case rowRenamed = "row-renamed"
    case codeChanged = "code-changed"
    case categoryChanged = "category-changed"
    case mappingChanged = "mapping-changed"
    case identifierChanged = "identifier-changed"
    case tableAdded = "table-added"
    case closedSetValueAdded = "closed-set-value-added"
    case translationKeyAdded = "translation-key-added"
    case rowAdded = "row-added"
    case behaviourChanged = "behaviour-changed"
    case ambiguityChoiceChanged = "ambiguity-choice-changed"
    case wordingChanged = "wording-changed"
    case provenanceChanged = "provenance-changed"
    case informativeRowChanged = "informative-row-changed"
    case translationTextChanged = "translation-text-changed"

    /// How severe a change of this kind is.
    public var severity: Severity {
        switch self {
        case .tableRemoved, .rowRemoved, .rowRenamed, .codeChanged, .categoryChanged, .mappingChanged, .identifierChanged:
            return .error
        case .tableAdded, .closedSetValueAdded, .translationKeyAdded, .rowAdded, .behaviourChanged, .ambiguityChoiceChanged:
            return .warning
        case .wordingChanged, .provenanceChanged, .informativeRowChanged, .translationTextChanged:
            return .info
        }
    }

    /// One line on what the rule means.
    public var meaning: String {
        switch self {
        case .tableRemoved: return "a whole table is gone"
        case .rowRemoved: return "a code, reason, status, key, language or other row was removed"
        case .rowRenamed: return "a row's key changed while the rest stayed (a renamed case, reason or language)"
        case .codeChanged: return "a ComgateError case now has another code"
        case .categoryChanged: return "a ComgateError case moved to another category"
        case .mappingChanged: return "a mapping target changed (status -> outcome, result -> text/style, cause -> error, …)"
        case .identifierChanged: return "a generated Swift name or preset name changed"
        case .tableAdded: return "a new table"
        case .closedSetValueAdded: return "a value was added to a closed set that ports switch over"
        case .translationKeyAdded: return "a translation key was added; every language now lacks it"
        case .rowAdded: return "a behaviour row was added"
        case .behaviourChanged: return "a normative non-wording field changed (finality, order, a rule's condition, …)"
        case .ambiguityChoiceChanged: return "the reference model's choice for an ambiguity changed"
        case .wordingChanged: return "prose changed: a message, meaning, label or statement"
        case .provenanceChanged: return "level, source, why, fieldLevels or ambiguity link changed"
        case .informativeRowChanged: return "an informative row was added, removed or changed"
        case .translationTextChanged: return "a reference translation's text changed"
        }
    }

    /// Tables whose keys form a closed set that implementations switch over.
    static let closedSets: Set<String> = [
        "comgate/errors", "comgate/error-reasons", "comgate/payment-results", "comgate/session-states",
        "comgate/languages", "seb/outcomes", "seb/platform-statuses", "moneycollect/statuses",
        "moneycollect/return-url-markers", "seb/result-fields",
    ]

    /// Fields that are mapping targets, per table.
    static let mappingTargets: [String: Set<String>] = [
        "comgate/payment-results": ["statusText", "statusStyle", "classification", "associatedValues"],
        "comgate/init-failures": ["error"],
        "comgate/validation-rules": ["error", "translationKey"],
        "comgate/session-transitions": ["to", "from", "event"],
        "comgate/session-states": ["associatedValue"],
        "seb/platform-statuses": ["outcome", "match", "status"],
        "seb/flow-terminations": ["outcome", "error"],
        "seb/status-lookup": ["part", "value", "name"],
        "seb/result-fields": ["type", "presence"],
        "moneycollect/statuses": ["message", "messageFrom", "match", "status"],
        "moneycollect/return-url-markers": ["marker"],
    ]

    /// Fields that become names in generated code.
    static let identifiers: Set<String> = ["swiftName", "preset"]

    /// Prose fields.
    static let wording: Set<String> = ["message", "meaning", "labels", "statement", "englishName", "question", "title"]

    /// Fields that say where a row comes from rather than what it says.
    static let provenance: Set<String> = ["level", "source", "why", "fieldLevels", "ambiguity", "sources"]

    /// The rule for a changed field of a row in `table`.
    static func forField(_ field: String, table: String) -> ChangeRule {
        if table == "comgate/errors" && field == "code" { return .codeChanged }
        if table == "comgate/errors" && field == "category" { return .categoryChanged }
        if mappingTargets[table]?.contains(field) == true { return .mappingChanged }
        if identifiers.contains(field) { return .identifierChanged }
        if provenance.contains(field) { return .provenanceChanged }
        if table == "ambiguities" { return field == "choice" ? .ambiguityChoiceChanged : .wordingChanged }
        if wording.contains(field) { return .wordingChanged }
        return .behaviourChanged
    }
}
