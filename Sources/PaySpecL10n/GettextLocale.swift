import Foundation

/// gettext locale names (`pt_BR`, `sr@latin`, `ca@valencia`, `de_DE.UTF-8`, `zh_Hant`) as the
/// BCP 47 codes the checks read.
enum GettextLocale {
    /// Modifiers that name a script (glibc's `@latin`, `@cyrillic`, …).
    static let scriptModifiers: [String: String] = [
        "latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab", "hebrew": "Hebr", "greek": "Grek",
        "mongolian": "Mong", "tibetan": "Tibt",
    ]

    /// The BCP 47 code of a locale name, or nil when it is none: `sr@latin` -> `sr-Latn`,
    /// `ca@valencia` -> `ca-valencia` (a variant subtag), `be@tarask` -> `be-tarask`,
    /// `de_DE.UTF-8` -> `de-DE`; a modifier that is neither a script nor a variant (`@euro`)
    /// is dropped.
    static func bcp47(_ locale: String) -> String? {
        var name = Substring(locale.trimmingCharacters(in: .whitespaces))
        var modifier: Substring?
        if let at = name.firstIndex(of: "@") {
            modifier = name[name.index(after: at)...]
            name = name[..<at]
        }
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        let code = String(name).replacingOccurrences(of: "_", with: "-")
        guard LanguageCodes.looksLikeCode(code) else { return nil }
        guard let modifier = modifier.map({ $0.lowercased() }), !modifier.isEmpty else { return code }
        if let script = scriptModifiers[modifier] {
            // The script comes right after the language: `uz_UZ@cyrillic` -> `uz-Cyrl-UZ`.
            var parts = code.split(separator: "-").map(String.init)
            parts.insert(script, at: 1)
            return parts.joined(separator: "-")
        }
        // A registered variant subtag is 5 to 8 letters (`valencia`, `tarask`).
        if (5...8).contains(modifier.count), modifier.allSatisfy({ $0.isASCII && $0.isLetter }) { return code + "-" + modifier }
        return code
    }
}
