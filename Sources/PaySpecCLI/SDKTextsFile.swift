import PaySpecJSON
import PaySpecL10n
import PaySpecReport
import PaySpecRunner
import PaySpecVectors

/// `--texts FILE`: the SDK's own texts (any catalog format `payspec l10n` reads), which replace
/// PaySpec's reference texts as what authored texts are judged against.
///
/// Keys are the names the golden vectors give (`payButtonText`, `error.DEVICE_ROOTED`,
/// `reason.NO_FUNDS`); a folder or file without a language in its name is English.
enum SDKTextsFile {
    /// Reads `--texts`. The texts must name keys the vectors of `golden` name (the built-in
    /// ones without it): a file that matches none (an app's `comgate_pay_button_text` where the
    /// vectors say `payButtonText`) would otherwise change nothing while seeming to; it is a
    /// usage error. `coverage` says how many matched when only some did.
    static func policy(path: String?, strict: Bool, golden: String? = nil) throws -> AuthoredTextPolicy {
        var coverage: String?
        return try policy(path: path, strict: strict, golden: golden, coverage: &coverage)
    }

    static func policy(path: String?, strict: Bool, golden: String?, coverage: inout String?) throws -> AuthoredTextPolicy {
        guard let path else { return AuthoredTextPolicy(strict: strict) }
        let loaded = CatalogLoader.load([path], baseLanguage: "en", unnamedLanguage: "en")
        if let first = loaded.errors.first {
            throw UsageError("--texts: \(first.description)")
        }
        var texts: [String: [String: String]] = [:]
        for document in loaded.documents {
            for entry in document.entries where entry.role == .translation {
                guard let value = entry.value else { continue }
                texts[language(entry.language), default: [:]][entry.key] = value
            }
        }
        let shown = TerminalText.inline(path)
        guard !texts.isEmpty else { throw UsageError("--texts: '\(shown)' holds no texts") }
        let named = authoredKeys(BuiltInSuite.goldenSuites(golden).suites)
        let all = texts.flatMap { language, byKey in byKey.keys.map { (language, $0) } }
        let matched = all.filter { named.languagesOfKey[$0.1]?.contains($0.0) == true }.count
        if matched == 0 {
            let keys = Set(all.map(\.1)).sorted()
            let sample = named.languagesOfKey.keys.sorted().prefix(3).joined(separator: ", ")
            throw UsageError(
                "--texts: no text of '\(shown)' matches a key and language the vectors name (its keys: "
                    + TerminalText.inline(keys.prefix(3).joined(separator: ", ")) + (keys.count > 3 ? ", …" : "")
                    + "; the vectors' keys: \(sample), …); name the texts as the vectors do (or map them)")
        }
        if matched < all.count {
            coverage =
                "--texts: \(matched) of \(all.count) texts of '\(shown)' match keys the vectors name; the other \(all.count - matched) judge nothing"
        }
        return AuthoredTextPolicy(strict: strict, texts: texts, source: path)
    }

    /// The keys and languages of the authored texts the vectors of `suites` judge.
    static func authoredKeys(_ suites: [VectorSuite]) -> (languagesOfKey: [String: Set<String>], count: Int) {
        var out: [String: Set<String>] = [:]
        var count = 0
        func walk(_ value: JSONValue) {
            if let authored = AuthoredValue(value) {
                if let key = authored.key, let language = authored.language {
                    out[key, default: []].insert(Self.language(language))
                    count += 1
                }
                return
            }
            switch value {
            case .object(let members): for member in members.values { walk(member) }
            case .array(let items): for item in items { walk(item) }
            default: break
            }
        }
        for suite in suites { for vector in suite.vectors { walk(vector.expect) } }
        return (out, count)
    }

    /// `pt_BR` and `PT-br` as `pt-br`: the vectors name languages in lower case.
    static func language(_ code: String) -> String {
        String(code.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}
