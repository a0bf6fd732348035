import PaySpecJSON
import PaySpecModel

/// Small helpers shared by the Comgate vector generators.
enum ComgateVectorKit {
    /// One vector; its level follows from the levels of the rows and fields it rests on.
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
    static func row(_ catalog: SpecCatalog, _ table: String, _ key: String) -> SpecRow? {
        catalog.rows(table).first { $0.key == key }
    }

    /// `table#key` for a row of a Comgate table.
    static func ref(_ table: String, _ key: String) -> String { "\(table)#\(key)" }

    /// The reference text of every key in one language, as an object.
    static func texts(_ catalog: SpecCatalog, _ language: String) -> JSONValue {
        let strings = catalog.translations[language]?.strings ?? [:]
        return .object(strings.mapValues(JSONValue.string))
    }

    /// The level of one language's reference texts: a vector whose answer holds them rests on them.
    static func textLevel(_ catalog: SpecCatalog, _ language: String) -> SpecLevel? {
        catalog.translations[language]?.level
    }

    /// One text of the reference translations.
    static func text(_ catalog: SpecCatalog, _ language: String, _ key: String) -> String {
        catalog.translations[language]?.strings[key] ?? ""
    }
}
