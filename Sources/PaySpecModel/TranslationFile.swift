import PaySpecJSON

/// The reference text of every translation key in one language (`spec/translations/xx.json`).
public struct TranslationFile: Sendable {
    public var language: String
    /// Key -> text.
    public var strings: [String: String]
    /// Where each key's row stands.
    public var keyLocations: [String: SourceLocation]
    public var path: String
    public var location: SourceLocation
    /// How firm the texts are: `informative` for every language today (PaySpec wrote them).
    public var level: SpecLevel = .informative

    static let topLevelFields: Set<String> = ["language", "level", "reason", "rows", "table"]

    /// Reads one translation file; a row without a key or a value, a duplicate key or a
    /// non-string value is reported with its position.
    public static func load(path: String, bytes: [UInt8]) -> (TranslationFile?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func error(_ at: SourceLocation?, _ message: String) {
            diagnostics.append(Diagnostic(file: path, at: at, message))
        }
        let (parsed, problems) = JSONObjectFile.read(path: path, bytes: bytes, kind: "translation file", fields: topLevelFields)
        diagnostics += problems
        guard let root = parsed else { return (nil, diagnostics) }
        guard let language = root.member("language")?.value.value.stringValue else {
            error(root.location, "missing string field \"language\"")
            return (nil, diagnostics)
        }
        if root.member("table")?.value.value.stringValue != "translations/\(language)" {
            error(root.member("table")?.value.location ?? root.location, "\"table\" must be \"translations/\(language)\"")
        }
        if !path.hasSuffix("translations/\(language).json") {
            error(root.member("language")?.value.location, "language \"\(language)\" must live in translations/\(language).json")
        }
        guard let rows = root.member("rows")?.value.elements else {
            error(root.location, "missing array field \"rows\"")
            return (nil, diagnostics)
        }
        var strings: [String: String] = [:]
        var locations: [String: SourceLocation] = [:]
        for (i, row) in rows.enumerated() {
            let value = row.value
            guard let key = value["key"]?.stringValue, let text = value["value"]?.stringValue, value.objectValue?.count == 2 else {
                error(row.location, "row \(i + 1): expected {\"key\": string, \"value\": string}")
                continue
            }
            if locations[key] != nil {
                error(row.location, "row \(i + 1): duplicate key \"\(key)\"")
                continue
            }
            strings[key] = text
            locations[key] = row.location
        }
        let levelNode = root.member("level")?.value
        guard let raw = levelNode?.value.stringValue, let level = SpecLevel(rawValue: raw) else {
            error(levelNode?.location ?? root.location, "\"level\" must be normative, derived or informative")
            return (nil, diagnostics)
        }
        var file = TranslationFile(language: language, strings: strings, keyLocations: locations, path: path, location: root.location)
        file.level = level
        return (file, diagnostics)
    }
}
