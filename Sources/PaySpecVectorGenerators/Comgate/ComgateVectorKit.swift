import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// Small helpers shared by the Comgate vector generators.
enum ComgateVectorKit {
    /// One vector; its level follows from the levels of the rows and fields it rests on.
    @_optimize(none)
    static func vector(
        _ suite: String, _ name: String, _ description: String, input: JSONValue, expect: JSONValue,
        levels: [SpecLevel?], spec: [String], tags: [String], ambiguity: String? = nil,
        byChoice: [String: JSONValue] = [:]
    ) -> GoldenVector {
        var choices: [String: JSONValue] = [:]
        if let ambiguity {
            for (option, output) in byChoice { choices["\(ambiguity)=\(option)"] = output }
        }
        return GoldenVector(
            id: "\(suite)/\(name)", suite: suite, description: description, input: input, expect: expect,
            level: vectorLevel(levels), spec: spec, tags: tags, ambiguities: ambiguity.map { [$0] } ?? [],
            expectByChoice: choices)
    }

    /// The row of `table` whose key is `key`.
    @_optimize(none)
    static func row(_ catalog: SpecCatalog, _ table: String, _ key: String) -> SpecRow? {
        catalog.rows(table).first { $0.key == key }
    }

    /// `table#key` for a row of a Comgate table.
    @_optimize(none)
    static func ref(_ table: String, _ key: String) -> String { "\(table)#\(key)" }

    /// The reference text of every key in one language, as an object of authored texts.
    @_optimize(none)
    static func texts(_ catalog: SpecCatalog, _ language: String) -> JSONValue {
        let strings = catalog.translations[language]?.strings ?? [:]
        return .object(Dictionary(uniqueKeysWithValues: strings.keys.map { ($0, authoredText(catalog, language, $0)) }))
    }

    /// A preset's text: PaySpec wrote it (the vendor publishes none), so a port is judged on what
    /// the documents promise of it and a different wording is informative (`AuthoredValue`).
    @_optimize(none)
    static func authoredText(_ catalog: SpecCatalog, _ language: String, _ key: String) -> JSONValue {
        AuthoredValue.text(text(catalog, language, key), key: key, language: language, english: text(catalog, "en", key))
    }

    /// A preset's text shown elsewhere (the status view): whatever its wording, it is the text the
    /// same implementation gives for the key in `comgate.translations` (`$sameAs`).
    @_optimize(none)
    static func presetTextShown(_ catalog: SpecCatalog, _ language: String, _ key: String) -> JSONValue {
        AuthoredValue.text(
            text(catalog, language, key), key: key, language: language, english: text(catalog, "en", key),
            sameAs: "comgate.translations/text-\(language)-\(key)")
    }

    /// The English message of a `ComgateError`: the document names the field, PaySpec wrote the words.
    @_optimize(none)
    static func authoredMessage(_ code: String, _ message: String) -> JSONValue {
        AuthoredValue.text(message, key: "error.\(code)", language: "en")
    }

    /// The English meaning of an error reason: the document gives it in Czech, PaySpec's wording.
    /// Whatever its wording, a meaning is not the raw reason itself.
    @_optimize(none)
    static func authoredMeaning(_ reason: String, _ meaning: String) -> JSONValue {
        AuthoredValue.text(meaning, key: "reason.\(reason)", language: "en", unlike: reason)
    }

    /// A reason's meaning shown in the status view: whatever its wording, the meaning the same
    /// implementation gives for the reason in `comgate.error-reasons` (`$sameAs`).
    @_optimize(none)
    static func meaningShown(_ reason: String, _ meaning: String) -> JSONValue {
        AuthoredValue.text(
            meaning, key: "reason.\(reason)", language: "en", unlike: reason, sameAs: "comgate.error-reasons/reason-\(reason)")
    }

    /// One text of the reference translations.
    @_optimize(none)
    static func text(_ catalog: SpecCatalog, _ language: String, _ key: String) -> String {
        catalog.translations[language]?.strings[key] ?? ""
    }
}
