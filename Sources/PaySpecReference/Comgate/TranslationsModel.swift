import PaySpecEnums
import PaySpecJSON

/// `comgate.translations`: presets by code, supported codes, the keys, and the documented
/// device-language resolution.
struct TranslationsModel: SuiteModel {
    static let suite = "comgate.translations"
    static let ops = ["forLanguageCode", "supportedLanguageCodes", "keys", "key", "resolveDeviceLanguage", "presetText"]
    static let languageCodes = CaseNames(Comgate.LanguageCode.self)
    static let keys = CaseNames(Comgate.TranslationKey.self)

    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let i = try ComgateInput(input, suite: Self.suite)
        let op = try i.string("op")
        switch op {
        case "forLanguageCode":
            return forLanguageCode(try i.string("code"), context)
        case "supportedLanguageCodes":
            return ["codes": .array(supportedCodes(context).map(JSONValue.string))]
        case "keys":
            let keys = Comgate.TranslationKey.allCases.map(\.rawValue)
            return ["keys": .array(keys.map(JSONValue.string))]
        case "key":
            return key(try i.string("key"))
        case "presetText":
            return presetText(try i.string("language"), try i.string("key"), context)
        case "resolveDeviceLanguage":
            _ = try i.field("deviceLanguage")
            return ["language": .string(resolve(try i.optionalString("deviceLanguage"), context))]
        default:
            throw i.unknownOp(op, Self.ops)
        }
    }

    func supportedCodes(_ context: ModelContext) -> [String] {
        return Comgate.LanguageCode.supportedLanguageCodes
    }

    /// The code as the language-code-variant choice reads it: as given, or lower-cased and cut
    /// at the first `-` or `_` (`de-AT` -> `de`).
    static func variantReading(_ code: String, _ context: ModelContext) -> String {
        // A code with no upper-case letter, no separator and no text beyond ASCII is its own
        // language part: it reads the same either way, and the choice is not consulted.
        let mayDiffer = code.utf8.contains {
            $0 >= 0x80 || (0x41...0x5A).contains($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
        }
        guard mayDiffer, context.choice(.languageCodeVariant) == .languagePart else { return code }
        return languagePart(code)
    }

    /// The code lower-cased and cut at the first `-` or `_`. An ASCII code is cut and lower-cased
    /// by bytes: each of its characters is one byte (or CR LF, which holds neither separator), so
    /// the part is the same without lower-casing and walking the characters of a long code.
    static func languagePart(_ code: String) -> String {
        guard ASCIIText.holds(code) else { return String(code.lowercased().prefix { $0 != "-" && $0 != "_" }) }
        let part = code.utf8.prefix { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") }
        return String(decoding: part.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    func forLanguageCode(_ code: String, _ context: ModelContext) -> JSONValue {
        var language = Self.languageCodes.named(Self.variantReading(code, context))
        if language == nil {
            if context.choice(.languageCodeUnknown) == .english {
                language = .en
            }
        }
        guard let language else { return ["language": nil, "preset": nil, "englishName": nil, "texts": nil] }
        let preset = Comgate.TranslationPreset.preset(for: language)
        var texts: [String: JSONValue] = [:]
        for key in Comgate.TranslationKey.allCases {
            texts[key.rawValue] = .string(preset[key])
        }
        return [
            "language": .string(language.rawValue), "preset": .string(language.presetName),
            "englishName": .string(language.englishName), "texts": .object(texts),
        ]
    }

    /// The text of one key in the preset of one code, both matched exactly.
    func presetText(_ code: String, _ name: String, _ context: ModelContext) -> JSONValue {
        guard let language = Self.languageCodes.named(code), let key = Self.keys.named(name) else {
            return ["known": false, "text": nil]
        }
        let text = Comgate.TranslationPreset.preset(for: language)[key]
        return ["known": true, "text": .string(text)]
    }

    func key(_ name: String) -> JSONValue {
        guard let key = Self.keys.named(name), let index = Comgate.TranslationKey.allCases.firstIndex(of: key) else {
            return ["known": false, "order": nil, "kind": nil, "lengthBudget": nil]
        }
        return [
            "known": true, "order": .integer(index + 1), "kind": .string(Self.kind(key)),
            "lengthBudget": key.lengthBudget.map(JSONValue.integer) ?? nil,
        ]
    }

    /// The kind of a key: the generated enum carries no kind, so it follows from the key's name.
    static func kind(_ key: Comgate.TranslationKey) -> String {
        switch key {
        case .panLabel, .expiryLabel, .cvvLabel, .fullNameLabel: return "label"
        case .panHint, .expiryHint, .cvvHint, .fullNameHint: return "hint"
        case .panInvalidError, .expiryInvalidMonthError, .expiryExpiredError, .fullNameRequiredError: return "error"
        case .payButtonText, .payButtonProcessingText, .threeDSCancelButton: return "button"
        case .statusPaid, .statusAuthorized, .statusPending: return "status"
        case .loadingProcessingText: return "loading"
        }
    }

    /// `supportedLanguageCodes.contains(device ?? "en") ? device : "en"`, with nb (as reported)
    /// and upper-case or region-suffixed codes read per the ambiguity choices.
    func resolve(_ device: String?, _ context: ModelContext) -> String {
        var code = device ?? "en"
        if code == "nb", context.choice(.deviceLanguageNb) == .aliasNbToNo { code = "no" }
        code = Self.variantReading(code, context)
        return Comgate.LanguageCode.supportedLanguageCodes.contains(code) ? code : "en"
    }
}
