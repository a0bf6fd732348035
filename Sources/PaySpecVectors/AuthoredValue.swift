import PaySpecJSON

/// Content PaySpec had to write itself because the vendor published none: the presets' texts in
/// 26 languages, the English error messages and reason meanings, the length budgets, which
/// server-only values count as known.
///
/// No document states these values, so an implementation is never red for answering others:
/// the vector judges what the documents do promise, and a different value is an *informative*
/// difference. Two forms stand in a golden `expect`:
///
/// ```json
/// {"$authored": "Betala", "english": "Pay", "key": "payButtonText", "language": "sv"}
/// {"$authored": true, "accept": ["boolean"]}
/// ```
///
/// A text (the first form) must be a non-empty string, hold no letters of a script its language
/// is not written in, and, outside English, not be the English reference text left untranslated
/// (`english`, present where the two references differ). A text that stands for a value (a
/// reason's meaning) names that value in `unlike`, and must not be the value itself: the raw
/// `NO_FUNDS` is no meaning of `NO_FUNDS`. Any other text passes, reported as
/// differing from PaySpec's reference. When the SDK's real texts are supplied
/// (`AuthoredTextPolicy.texts`, keyed as `key` and `language` say), they are the reference
/// instead, and a difference from them fails. A value (the second form) must be of one of the
/// `accept` JSON types (`boolean`, `integer`, `string`, `null`).
public struct AuthoredValue: Sendable, Hashable {
    /// The most members an authored marker has; larger objects are never markers.
    public static let maximumMembers = 5

    /// PaySpec's own value: what the reference model answers.
    public var reference: JSONValue
    /// The text's key in a catalog (`payButtonText`, `error.DEVICE_ROOTED`, `reason.NO_FUNDS`).
    public var key: String?
    /// The text's language (`sv`).
    public var language: String?
    /// PaySpec's English text for the same key, where it differs from `reference`.
    public var english: String?
    /// The JSON types a value (not a text) may have.
    public var accept: [String]
    /// The value a text stands for, which the text must not be (a reason's meaning is not the reason).
    public var unlike: String?
    /// The vector whose answer, at the text of the same key and language, this text must equal
    /// (`$sameAs`): the implementation's own wording is the reference, judged across the run.
    public var sameAs: String?

    /// Reads a marker; `nil` for any other value.
    public init?(_ value: JSONValue) {
        guard case .object(let o) = value, let reference = o["$authored"] else { return nil }
        self.reference = reference
        key = o["key"]?.stringValue
        language = o["language"]?.stringValue
        english = o["english"]?.stringValue
        accept = o["accept"]?.arrayValue?.compactMap(\.stringValue) ?? []
        unlike = o["unlike"]?.stringValue
        sameAs = o["$sameAs"]?.stringValue
    }

    /// A text PaySpec wrote for `key` in `language`.
    public static func text(
        _ text: String, key: String, language: String, english: String? = nil, unlike: String? = nil, sameAs: String? = nil
    ) -> JSONValue {
        var o: [String: JSONValue] = ["$authored": .string(text), "key": .string(key), "language": .string(language)]
        if let english, language != "en", !english.utf8.elementsEqual(text.utf8) { o["english"] = .string(english) }
        if let unlike { o["unlike"] = .string(unlike) }
        if let sameAs { o["$sameAs"] = .string(sameAs) }
        return .object(o)
    }

    /// A value PaySpec chose where no document states one; any value of the `accept` types passes.
    public static func value(_ value: JSONValue, accepting types: [String]) -> JSONValue {
        ["$authored": value, "accept": .array(types.map(JSONValue.string))]
    }

    /// The JSON type names `accept` may list.
    public static let typeNames: Set<String> = ["boolean", "integer", "string", "null"]

    /// `value` with every marker replaced by its reference value: what the reference model answers.
    public static func reference(in value: JSONValue) -> JSONValue {
        switch value {
        case .object(let o):
            if let a = AuthoredValue(value), o.count <= maximumMembers { return a.reference }
            return .object(o.mapValues(reference(in:)))
        case .array(let a): return .array(a.map(reference(in:)))
        default: return value
        }
    }

    /// Whether `value` holds a marker anywhere.
    public static func contains(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let o): return o["$authored"] != nil || o.values.contains(where: contains)
        case .array(let a): return a.contains(where: contains)
        default: return false
        }
    }

    /// The problem with a marker's own form, if any (for `vectors check`).
    public var formProblem: String? {
        if key != nil || language != nil {
            guard reference.stringValue != nil, key != nil, language != nil else {
                return "an authored text needs a string \"$authored\", a \"key\" and a \"language\""
            }
            return accept.isEmpty ? nil : "an authored text takes no \"accept\""
        }
        if unlike != nil { return "\"unlike\" belongs to an authored text (with a \"key\" and a \"language\")" }
        if sameAs != nil { return "\"$sameAs\" belongs to an authored text (with a \"key\" and a \"language\")" }
        if accept.isEmpty { return "an authored value needs \"accept\" (JSON types) or a \"key\" and \"language\"" }
        if let bad = accept.first(where: { !Self.typeNames.contains($0) }) {
            return "unknown type \"\(bad)\" in \"accept\" (boolean, integer, string or null)"
        }
        return nil
    }

    /// The difference `actual` makes, or `nil` when it is the reference value.
    /// `path` is written out only for a difference (most answers are the reference text).
    func judge(_ actual: JSONValue, path written: @autoclosure () -> String, texts: AuthoredTextPolicy) -> OutputMismatch? {
        var path: String { written() }
        var shown: JSONValue { Self.marker(self) }
        guard let key, let language else {
            guard accept.contains(Self.typeName(actual)) else {
                return OutputMismatch(
                    path: path, expected: shown, actual: actual, reason: "expected \(accept.joined(separator: " or "))")
            }
            return actual == reference ? nil : OutputMismatch(path: path, expected: shown, actual: actual, informative: true)
        }
        let supplied = texts.text(key: key, language: language)
        let expectedText = supplied ?? reference.stringValue ?? ""
        guard case .string(let text) = actual else {
            return OutputMismatch(path: path, expected: .string(expectedText), actual: actual, reason: "expected a text")
        }
        if text.utf8.elementsEqual(expectedText.utf8) { return nil }
        if let unlike, text.utf8.elementsEqual(unlike.utf8) {
            return OutputMismatch(
                path: path, expected: .string(expectedText), actual: actual, reason: "the value \(unlike) itself, not a text for it")
        }
        if let damage = TextDamage.kind(of: text, reference: expectedText) {
            return OutputMismatch(path: path, expected: .string(expectedText), actual: actual, reason: damage.rawValue)
        }
        if let other = texts.otherKey(holding: text, key: key, language: language) {
            return OutputMismatch(
                path: path, expected: .string(expectedText), actual: actual,
                reason: "the text of \(other) [\(language)], not of \(key)")
        }
        let english = language == "en" ? nil : texts.text(key: key, language: "en") ?? self.english
        let kept = english.map { texts.languagesKeeping($0, key: key, besides: language) >= 2 } ?? false
        if let problem = TextPromise.problem(text, language: language, english: kept ? nil : english) {
            return OutputMismatch(path: path, expected: .string(expectedText), actual: actual, reason: problem)
        }
        if let supplied, let source = texts.source {
            return OutputMismatch(
                path: path, expected: .string(supplied), actual: actual, reason: "differs from \(key) [\(language)] in \(source)")
        }
        return OutputMismatch(path: path, expected: .string(expectedText), actual: actual, informative: true)
    }

    static func marker(_ a: AuthoredValue) -> JSONValue {
        var o: [String: JSONValue] = ["$authored": a.reference]
        if let unlike = a.unlike { o["unlike"] = .string(unlike) }
        if !a.accept.isEmpty { o["accept"] = .array(a.accept.map(JSONValue.string)) }
        return .object(o)
    }

    static func typeName(_ v: JSONValue) -> String {
        switch v {
        case .null: return "null"
        case .bool: return "boolean"
        case .integer: return "integer"
        case .double(let d): return d.rounded() == d ? "integer" : "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}

/// How authored content is judged in one run.
public struct AuthoredTextPolicy: Sendable, Hashable {
    /// PaySpec's reference texts; differences informative.
    public static let reference = AuthoredTextPolicy()

    /// Whether an informative difference fails the vector (`--strict-texts`).
    public var strict: Bool
    /// The SDK's own texts, by language then key: they replace PaySpec's as the reference.
    public var texts: [String: [String: String]]
    /// Where `texts` came from (a file name), for messages.
    public var source: String?
    /// PaySpec's own texts, by language then key: another key's text is no text for this one,
    /// and a form several presets keep is no English left in place.
    public var presets: [String: [String: String]]

    public init(
        strict: Bool = false, texts: [String: [String: String]] = [:], source: String? = nil,
        presets: [String: [String: String]] = [:]
    ) {
        self.strict = strict
        self.texts = texts
        self.source = source
        self.presets = presets
    }

    func text(key: String, language: String) -> String? { texts[language]?[key] }

    /// The key whose text in `language` (the SDK's, or else PaySpec's) `text` is, when it is not
    /// `key`'s own. Acronyms and format masks stand for several keys and name none, and so does a
    /// text of a key that some language words as this one (a field's label and its hint).
    func otherKey(holding text: String, key: String, language: String) -> String? {
        if TextPromise.isLanguageNeutral(text) { return nil }
        for catalog in [texts[language], presets[language]] {
            guard let catalog else { continue }
            if let own = catalog[key], own.utf8.elementsEqual(text.utf8) { return nil }
            let others = catalog.filter { $0.key != key && $0.value.utf8.elementsEqual(text.utf8) }.keys.sorted()
            if let other = others.first(where: { !sharesWording(key, $0) }) { return other }
        }
        return nil
    }

    /// Whether some language, in the SDK's texts or PaySpec's, gives the two keys the same text.
    func sharesWording(_ a: String, _ b: String) -> Bool {
        [texts, presets].contains { catalogs in
            catalogs.values.contains { c in
                guard let x = c[a], let y = c[b] else { return false }
                return x.utf8.elementsEqual(y.utf8)
            }
        }
    }

    /// How many languages other than English and `language` PaySpec's presets keep `form` in for `key`.
    func languagesKeeping(_ form: String, key: String, besides language: String) -> Int {
        presets.reduce(0) { n, entry in
            entry.key == "en" || entry.key == language || entry.value[key].map { $0.utf8.elementsEqual(form.utf8) } != true ? n : n + 1
        }
    }
}
