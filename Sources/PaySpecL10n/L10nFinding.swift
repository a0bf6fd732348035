import PaySpecJSON

/// One problem a check found: which check, how serious, where, about which language and key.
public struct L10nFinding: Sendable, Hashable, Comparable {
    public var check: CheckID
    public var severity: L10nSeverity
    public var language: String
    public var key: String?
    public var message: String
    /// The file and position the finding points at, when there is one (a missing key has none).
    public var file: String?
    public var location: SourceLocation?
    /// The catalog's text the finding is about (the variant's text for a plural), when there is one.
    public var value: String?
    /// The base language's text for the same key (and plural category), beside which a translator
    /// judges `value`; nil when the base has none.
    public var baseValue: String?

    public init(
        _ check: CheckID, language: String, key: String?, _ message: String, file: String? = nil,
        location: SourceLocation? = nil, severity: L10nSeverity? = nil, value: String? = nil, baseValue: String? = nil
    ) {
        self.check = check
        self.severity = severity ?? check.defaultSeverity
        self.language = language
        self.key = key
        self.message = message
        self.file = file
        self.location = location
        self.value = value
        self.baseValue = baseValue
    }

    public static func < (a: L10nFinding, b: L10nFinding) -> Bool {
        if a.language != b.language { return a.language < b.language }
        if a.key != b.key { return (a.key ?? "") < (b.key ?? "") }
        if a.check != b.check { return a.check < b.check }
        if a.file != b.file { return (a.file ?? "") < (b.file ?? "") }
        if a.location != b.location {
            return (a.location ?? SourceLocation(line: 0, column: 0)) < (b.location ?? SourceLocation(line: 0, column: 0))
        }
        return a.message < b.message
    }
}
