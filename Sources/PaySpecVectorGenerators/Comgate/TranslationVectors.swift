import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `comgate.translations`: the 26 presets with all 19 keys, the supported codes, the keys,
/// `forLanguageCode` with unknown codes, and the documented device-language resolution.
struct TranslationVectors: SuiteVectorGenerator {
    let suite = "comgate.translations"
    let description = "Translation presets, supportedLanguageCodes, forLanguageCode and device-language resolution"
    static let languages = "comgate/languages"
    static let keys = "comgate/translation-keys"

    @_optimize(none)
    func preset(_ catalog: SpecCatalog, _ code: String) -> JSONValue {
        let row = ComgateVectorKit.row(catalog, Self.languages, code)
        return [
            "language": .string(code), "preset": JSONValue(row?.string("preset")),
            "englishName": JSONValue(row?.string("englishName")), "texts": ComgateVectorKit.texts(catalog, code),
        ]
    }

    static let noPreset: JSONValue = ["language": nil, "preset": nil, "englishName": nil, "texts": nil]

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        var out: [GoldenVector] = []
        let languageRows = catalog.rows(Self.languages)
        let keyRows = catalog.rows(Self.keys)
        let keyRefs = keyRows.map { $0.reference(in: Self.keys) }
        for row in languageRows {
            guard let code = row.key else { continue }
            out.append(
                ComgateVectorKit.vector(
                    suite, "preset-\(code)",
                    "forLanguageCode(\(code)) is the \(row.string("preset") ?? "") preset with all keys",
                    input: ["op": "forLanguageCode", "code": .string(code)], expect: preset(catalog, code),
                    levels: [row.level] + keyRows.map(\.level),
                    spec: [row.reference(in: Self.languages)] + keyRefs,
                    tags: ["table", code]))
        }
        let sorted = languageRows.sorted { ($0.int("sortIndex") ?? 0) < ($1.int("sortIndex") ?? 0) }
        out.append(
            ComgateVectorKit.vector(
                suite, "supported-codes", "supportedLanguageCodes lists every code, sorted",
                input: ["op": "supportedLanguageCodes"],
                expect: ["codes": .array(sorted.compactMap(\.key).map(JSONValue.string))],
                levels: languageRows.map(\.level), spec: languageRows.map { $0.reference(in: Self.languages) },
                tags: ["table"]))
        let orderedKeys = keyRows.sorted { ($0.int("order") ?? 0) < ($1.int("order") ?? 0) }
        out.append(
            ComgateVectorKit.vector(
                suite, "keys", "The 19 keys in the order of the Translation initialiser",
                input: ["op": "keys"], expect: ["keys": .array(orderedKeys.compactMap(\.key).map(JSONValue.string))],
                levels: keyRows.map(\.level), spec: keyRefs, tags: ["table"]))
        for row in keyRows {
            guard let key = row.key else { continue }
            let budget = row.int("lengthBudget")
            out.append(
                ComgateVectorKit.vector(
                    suite, "key-\(key)",
                    "Key \(key): position \(row.int("order") ?? 0), kind \(row.string("kind") ?? "")",
                    input: ["op": "key", "key": .string(key)],
                    expect: [
                        "known": true, "order": JSONValue.integer(row.int("order") ?? 0),
                        "kind": JSONValue(row.string("kind")),
                        // The budget is PaySpec's own (no document sets one): any integer or null.
                        "lengthBudget": AuthoredValue.value(budget.map(JSONValue.integer) ?? nil, accepting: ["integer", "null"]),
                    ],
                    levels: [row.level],
                    spec: [row.reference(in: Self.keys)], tags: ["table"]))
        }
        out.append(
            ComgateVectorKit.vector(
                suite, "key-unknown", "A key Translation does not have",
                input: ["op": "key", "key": "statusCancelled"],
                expect: ["known": false, "order": nil, "kind": nil, "lengthBudget": nil],
                levels: [.derived], spec: ["\(Self.keys)#statusPaid"], tags: ["edge", "unknown-value"]))
        // Derived: keys are identifiers, matched exactly; a padded one is not the key.
        out.append(
            ComgateVectorKit.vector(
                suite, "key-padded", "A listed key with a space around it is not that key",
                input: ["op": "key", "key": " statusPaid "],
                expect: ["known": false, "order": nil, "kind": nil, "lengthBudget": nil],
                levels: [.derived], spec: ["\(Self.keys)#statusPaid"], tags: ["edge", "whitespace"]))
        let english = preset(catalog, "en")
        let unknown: [(String, String, String)] = [
            ("xx", "xx", "a code with no preset"), ("nb", "nb", "nb is not in the list (no is)"),
            ("uppercase", "CS", "codes are lower-case"), ("region", "cs-CZ", "a code with a region"),
            ("empty", "", "the empty string"),
            ("constructor", "constructor", "a name every JavaScript object inherits"),
        ]
        for u in unknown {
            out.append(
                ComgateVectorKit.vector(
                    suite, "for-code-unknown-\(u.0)", "forLanguageCode(\"\(u.1)\"): \(u.2)",
                    input: ["op": "forLanguageCode", "code": .string(u.1)], expect: english,
                    levels: [ComgateVectorKit.row(catalog, Self.languages, "en")?.level, .derived],
                    spec: ["\(Self.languages)#en"], tags: ["edge", "unknown-value", "ambiguity"],
                    ambiguity: "language-code-unknown", byChoice: ["nil": Self.noPreset]))
        }
        out += serverLanguage(catalog, english: english)
        out += variants(catalog)
        out += resolution(catalog)
        out += presetTexts(catalog)
        return out.map { readingVariant($0, catalog) }
    }

    static let variant = "language-code-variant"

    /// A code that is no supported code as written but whose language part is (`DE`, `cs-CZ`,
    /// `de_DE`): the documents never show one, so its answer depends on language-code-variant.
    /// Under `language-part` it is the part's preset (forLanguageCode) or the part itself (the
    /// documented resolution). The ambiguity comes first: it decides before an unknown-code rule.
    @_optimize(none)
    func readingVariant(_ v: GoldenVector, _ catalog: SpecCatalog) -> GoldenVector {
        let op = v.input["op"]?.stringValue
        guard op == "forLanguageCode" || op == "resolveDeviceLanguage",
            let code = (op == "forLanguageCode" ? v.input["code"] : v.input["deviceLanguage"])?.stringValue
        else { return v }
        let part = String(code.lowercased().prefix { $0 != "-" && $0 != "_" })
        guard part != code, ComgateVectorKit.row(catalog, Self.languages, part) != nil else { return v }
        var out = v
        out.ambiguities.insert(Self.variant, at: 0)
        out.expectByChoice["\(Self.variant)=language-part"] =
            op == "forLanguageCode" ? preset(catalog, part) : ["language": .string(part)]
        if !out.tags.contains("ambiguity") { out.tags.append("ambiguity") }
        out.level = .should
        return out
    }

    /// `presetText`: one vector per preset per key, the text of spec/translations/<code>.json.
    @_optimize(none)
    func presetTexts(_ catalog: SpecCatalog) -> [GoldenVector] {
        var out: [GoldenVector] = []
        let keyRows = catalog.rows(Self.keys)
        for row in catalog.rows(Self.languages) {
            guard let code = row.key else { continue }
            for keyRow in keyRows {
                guard let key = keyRow.key else { continue }
                out.append(
                    ComgateVectorKit.vector(
                        suite, "text-\(code)-\(key)", "The \(code) preset's text for \(key)",
                        input: ["op": "presetText", "language": .string(code), "key": .string(key)],
                        expect: ["known": true, "text": ComgateVectorKit.authoredText(catalog, code, key)],
                        levels: [row.level, keyRow.level],
                        spec: [row.reference(in: Self.languages), keyRow.reference(in: Self.keys)],
                        tags: ["table", "text", code]))
            }
        }
        let unknown: [(String, String, String, String)] = [
            ("text-unknown-key", "de", "statusCancelled", "a key Translation does not have"),
            ("text-unknown-language", "xx", "payButtonText", "a code with no preset"),
            ("text-uppercase-language", "DE", "payButtonText", "codes are matched exactly"),
            ("text-nb-language", "nb", "payButtonText", "nb has no preset (no has)"),
            ("text-uppercase-key", "de", "PayButtonText", "keys are matched exactly"),
        ]
        for u in unknown {
            out.append(
                ComgateVectorKit.vector(
                    suite, u.0, "presetText(\(u.1), \(u.2)) is unknown: \(u.3)",
                    input: ["op": "presetText", "language": .string(u.1), "key": .string(u.2)],
                    expect: ["known": false, "text": nil], levels: [.derived],
                    spec: ["\(Self.languages)#de", "\(Self.keys)#payButtonText"], tags: ["edge", "unknown-value"]))
        }
        return out
    }

    /// Upper-case and region variants of every code: forLanguageCode matches exactly, and the
    /// documented device-language resolution checks exactly too.
    @_optimize(none)
    func variants(_ catalog: SpecCatalog) -> [GoldenVector] {
        var out: [GoldenVector] = []
        let english = preset(catalog, "en")
        let en = ComgateVectorKit.row(catalog, Self.languages, "en")
        @_optimize(none)
        func unknownCode(_ name: String, _ code: String, _ why: String, near: String) {
            out.append(
                ComgateVectorKit.vector(
                    suite, "for-code-\(name)", "forLanguageCode(\"\(code)\"): \(why)",
                    input: ["op": "forLanguageCode", "code": .string(code)], expect: english,
                    levels: [en?.level, .derived], spec: ["\(Self.languages)#en", "\(Self.languages)#\(near)"],
                    tags: ["edge", "unknown-value", "ambiguity", "case-variant"],
                    ambiguity: "language-code-unknown", byChoice: ["nil": Self.noPreset]))
        }
        for row in catalog.rows(Self.languages) {
            guard let code = row.key else { continue }
            if code != "cs" {
                unknownCode("upper-\(code)", code.uppercased(), "codes are lower-case; no preset", near: code)
            }
        }
        let regions: [(String, String, String)] = [
            ("DE", "de", "upper-case"), ("de-AT", "de", "a region"), ("pt-BR", "pt", "a region"),
            ("nb-NO", "no", "Bokmål with a region"), ("zh", "en", "a language with no preset"),
            ("zh-Hans", "en", "a script variant of a language with no preset"), ("en-US", "en", "a region of en"),
            ("en-GB", "en", "a region of en"), ("de_DE", "de", "a POSIX locale"), ("sv-SE", "sv", "a region"),
            ("pt-PT", "pt", "a region"), (" de", "de", "a leading space"), ("de ", "de", "a trailing space"),
        ]
        for (code, near, why) in regions where code != "DE" {
            unknownCode("variant-\(code.trimmingSpaces)", code, "\(why) is no preset code", near: near)
        }
        // The documented resolution: supportedLanguageCodes.contains(d) ? d : "en".
        for row in catalog.rows(Self.languages) {
            guard let code = row.key else { continue }
            if !["cs", "sk", "no", "en"].contains(code) {
                out.append(
                    ComgateVectorKit.vector(
                        suite, "resolve-\(code)", "Device language \"\(code)\" is supported and resolves to itself",
                        input: ["op": "resolveDeviceLanguage", "deviceLanguage": .string(code)],
                        expect: ["language": .string(code)], levels: [row.level],
                        spec: [row.reference(in: Self.languages)], tags: ["table", code]))
            }
            if code != "de" {
                out.append(
                    ComgateVectorKit.vector(
                        suite, "resolve-upper-\(code)",
                        "Device language \"\(code.uppercased())\" resolves to en: the documented check is exact",
                        input: ["op": "resolveDeviceLanguage", "deviceLanguage": .string(code.uppercased())],
                        expect: ["language": "en"], levels: [en?.level, row.level],
                        spec: ["\(Self.languages)#en", row.reference(in: Self.languages)],
                        tags: ["edge", "case-variant", code]))
            }
        }
        // A code that is only a separator or only a subtag: no language part to match. A port
        // that strips separators before cutting reads -de as de.
        let fragments: [(String, String, String, String)] = [
            ("separator-hyphen", "-", "en", "only a separator"), ("separator-underscore", "_", "en", "only a separator"),
            ("subtag-hyphen", "-de", "de", "only a subtag"), ("subtag-underscore", "_DE", "de", "only a subtag"),
            ("empty-subtag", "de-", "de", "a language with an empty subtag"),
        ]
        for (name, code, near, why) in fragments {
            unknownCode(name, code, "\(why) is no preset code", near: near)
            out.append(
                ComgateVectorKit.vector(
                    suite, "resolve-\(name)", "Device language \"\(code)\" resolves to en: \(why) is not in the list",
                    input: ["op": "resolveDeviceLanguage", "deviceLanguage": .string(code)], expect: ["language": "en"],
                    levels: [en?.level, ComgateVectorKit.row(catalog, Self.languages, near)?.level],
                    spec: ["\(Self.languages)#en", "\(Self.languages)#\(near)"], tags: ["edge", "separator"]))
        }
        for (code, near, why) in regions where code != "DE" {
            out.append(
                ComgateVectorKit.vector(
                    suite, "resolve-variant-\(code.trimmingSpaces)",
                    "Device language \"\(code)\" resolves to en: \(why) is not in the list",
                    input: ["op": "resolveDeviceLanguage", "deviceLanguage": .string(code)],
                    expect: ["language": "en"],
                    levels: [en?.level, ComgateVectorKit.row(catalog, Self.languages, near)?.level],
                    spec: ["\(Self.languages)#en", "\(Self.languages)#\(near)"], tags: ["edge", "case-variant"]))
        }
        return out
    }

    /// The documented resolution: the device language if supported, else en.
    @_optimize(none)
    func resolution(_ catalog: SpecCatalog) -> [GoldenVector] {
        var out: [GoldenVector] = []
        let cases: [(String, String, String, String)] = [
            ("cs", "cs", "cs", "a supported language resolves to itself"),
            ("sk", "sk", "sk", "Slovak resolves to itself"),
            ("no", "no", "no", "no is supported"),
            ("en", "en", "en", "English resolves to itself"),
            ("unsupported", "ja", "en", "an unsupported language falls back to en"),
            ("uppercase", "DE", "en", "the documented check is exact: DE is not de"),
            ("empty", "", "en", "an empty device language falls back to en"),
        ]
        for c in cases {
            let near = c.2 == "en" && c.1 != "en" ? "en" : c.2
            out.append(
                ComgateVectorKit.vector(
                    suite, "resolve-\(c.0)", "Device language \"\(c.1)\" resolves to \(c.2): \(c.3)",
                    input: ["op": "resolveDeviceLanguage", "deviceLanguage": .string(c.1)],
                    expect: ["language": .string(c.2)],
                    levels: [ComgateVectorKit.row(catalog, Self.languages, near)?.level],
                    spec: ["\(Self.languages)#\(near)"], tags: ["table", c.2]))
        }
        out.append(
            ComgateVectorKit.vector(
                suite, "resolve-nb", "A Norwegian Bokmål device reports nb, which the list does not contain",
                input: ["op": "resolveDeviceLanguage", "deviceLanguage": "nb"], expect: ["language": "en"],
                levels: [ComgateVectorKit.row(catalog, Self.languages, "no")?.level], spec: ["\(Self.languages)#no"],
                tags: ["edge", "ambiguity", "nb"], ambiguity: "device-language-nb",
                byChoice: ["alias-nb-to-no": ["language": "no"]]))
        // The alias is of the code nb as reported; codes are matched as given.
        for (short, code, why) in [("upper-case", "NB", "upper-case"), ("padded", " nb", "padded")] {
            out.append(
                ComgateVectorKit.vector(
                    suite, "resolve-nb-\(short)",
                    "Device language \(JSONWriter.line(.string(code))) is no nb alias: \(why), it resolves to en",
                    input: ["op": "resolveDeviceLanguage", "deviceLanguage": .string(code)], expect: ["language": "en"],
                    levels: [ComgateVectorKit.row(catalog, Self.languages, "no")?.level, .derived],
                    spec: ["\(Self.languages)#no"], tags: ["edge", "ambiguity", "nb", "case-variant"],
                    ambiguity: "device-language-nb", byChoice: ["alias-nb-to-no": ["language": "en"]]))
        }
        out.append(
            ComgateVectorKit.vector(
                suite, "resolve-no-language-code", "A device without a language code resolves to en",
                input: ["op": "resolveDeviceLanguage", "deviceLanguage": nil], expect: ["language": "en"],
                levels: [ComgateVectorKit.row(catalog, Self.languages, "en")?.level], spec: ["\(Self.languages)#en"],
                tags: ["edge", "nil"]))
        return out
    }

    /// The server's `lang` spells Slovenian `si` (and accepts only ten codes); the SDK's code is
    /// `sl`, so an app passing the server's code gets no Slovenian preset.
    @_optimize(none)
    func serverLanguage(_ catalog: SpecCatalog, english: JSONValue) -> [GoldenVector] {
        let server = "comgate/server-values"
        let rows = ["lang.si", "lang.accepted"].compactMap { ComgateVectorKit.row(catalog, server, $0) }
        let refs = rows.map { $0.reference(in: server) }
        let en = ComgateVectorKit.row(catalog, Self.languages, "en")
        let sl = ComgateVectorKit.row(catalog, Self.languages, "sl")
        return [
            ComgateVectorKit.vector(
                suite, "for-code-server-si", "forLanguageCode(\"si\"), the server's Slovenian: no preset (the SDK's code is sl)",
                input: ["op": "forLanguageCode", "code": "si"], expect: english,
                levels: [en?.level, sl?.level] + rows.map(\.level), spec: ["\(Self.languages)#en", "\(Self.languages)#sl"] + refs,
                tags: ["edge", "server-value", "ambiguity"], ambiguity: "language-code-unknown",
                byChoice: ["nil": Self.noPreset]),
            ComgateVectorKit.vector(
                suite, "resolve-server-si", "Device language \"si\", as the server spells Slovenian, is not in the list: en",
                input: ["op": "resolveDeviceLanguage", "deviceLanguage": "si"], expect: ["language": "en"],
                levels: [en?.level, sl?.level] + rows.map(\.level), spec: ["\(Self.languages)#en", "\(Self.languages)#sl"] + refs,
                tags: ["edge", "server-value"]),
        ]
    }
}

extension String {
    /// The string with spaces replaced by `sp` markers, for vector ids.
    fileprivate var trimmingSpaces: String {
        var out = self
        if out.hasPrefix(" ") { out = "sp-" + out.dropFirst() }
        if out.hasSuffix(" ") { out = out.dropLast() + "-sp" }
        return out
    }

}
