import PaySpecL10n
import PaySpecRunner
import PaySpecVectors

/// `--texts FILE`: the SDK's own texts (any catalog format `payspec l10n` reads), which replace
/// PaySpec's reference texts as what authored texts are judged against.
///
/// Keys are the names the golden vectors give (`payButtonText`, `error.DEVICE_ROOTED`,
/// `reason.NO_FUNDS`); a folder or file without a language in its name is English.
enum SDKTextsFile {
    static func policy(path: String?, strict: Bool) throws -> AuthoredTextPolicy {
        guard let path else { return AuthoredTextPolicy(strict: strict) }
        let loaded = CatalogLoader.load([path], baseLanguage: "en")
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
        guard !texts.isEmpty else { throw UsageError("--texts: '\(path)' holds no texts") }
        return AuthoredTextPolicy(strict: strict, texts: texts, source: path)
    }

    /// `pt_BR` and `PT-br` as `pt-br`: the vectors name languages in lower case.
    static func language(_ code: String) -> String {
        String(code.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}
