import PaySpecModel

/// Comgate `Translation`: keys, language codes and the 26 presets.
enum TranslationEmitter {
    static func keysAndLanguages(_ catalog: SpecCatalog) -> String {
        let keys = catalog.rows("comgate/translation-keys").sorted { ($0.int("order") ?? 0) < ($1.int("order") ?? 0) }
        let languages = catalog.rows("comgate/languages").sorted { $0.key! < $1.key! }
        var w = SwiftSourceWriter()
        w.doc("The user-settable keys of `Translation`, in the order of its initialiser.")
        w.block("public enum TranslationKey: String, Sendable, Hashable, CaseIterable") { w in
            for row in keys {
                w.line("/// \(row.string("labels")!)")
                w.provenance(row, table: "comgate/translation-keys")
                w.line("case \(caseName(row.key!))")
            }
            w.line()
            w.doc("The most characters a value may have, where the spec gives a budget (button texts).")
            w.block("public var lengthBudget: Int?") { w in
                w.block("switch self") { w in
                    let budgeted = keys.filter { $0.int("lengthBudget") != nil }
                    for row in budgeted { w.line("case .\(caseName(row.key!)): return \(row.int("lengthBudget")!)") }
                    w.line("default: return nil")
                }
            }
        }
        w.line()
        w.doc("A language with a built-in preset. `allCases` is sorted by code.")
        w.block("public enum LanguageCode: String, Sendable, Hashable, CaseIterable") { w in
            for row in languages {
                w.provenance(row, table: "comgate/languages")
                w.line("case \(caseName(row.key!))")
            }
            w.line()
            w.doc("`ComgateSecureSession.supportedLanguageCodes`: every code, sorted.")
            w.line(
                "public static let supportedLanguageCodes: [String] = [\(languages.map { swiftLiteral($0.key!) }.joined(separator: ", "))]")
            w.line()
            w.switchProperty(
                "public var englishName: String", languages.map { ("." + caseName($0.key!), swiftLiteral($0.string("englishName")!)) })
            w.line()
            w.doc("The name of the static `Translation` preset, for example `english`.")
            w.switchProperty(
                "public var presetName: String", languages.map { ("." + caseName($0.key!), swiftLiteral($0.string("preset")!)) })
        }
        return generatedHeader("Comgate.TranslationKey, Comgate.LanguageCode: spec/comgate/translation-keys.json, languages.json.")
            + "\n" + inNamespace("Comgate", w.text)
    }

    static func presets(_ catalog: SpecCatalog) -> String {
        let keys = catalog.rows("comgate/translation-keys").sorted { ($0.int("order") ?? 0) < ($1.int("order") ?? 0) }.map { $0.key! }
        let languages = catalog.rows("comgate/languages").sorted { $0.key! < $1.key! }
        var w = SwiftSourceWriter()
        w.doc("A built-in `Translation`: the text of every key in one language (spec/translations/).")
        w.block("public struct TranslationPreset: Sendable, Hashable") { w in
            w.line("public let language: LanguageCode")
            w.line("/// Texts in `TranslationKey.allCases` order.")
            w.line("private let texts: [String]")
            w.line()
            w.block("public subscript(key: TranslationKey) -> String") { w in
                w.line("texts[TranslationKey.allCases.firstIndex(of: key)!]")
            }
            w.line()
            w.doc("The preset for a language.")
            w.block("public static func preset(for language: LanguageCode) -> TranslationPreset") { w in
                w.block("switch language") { w in
                    for row in languages { w.line("case .\(caseName(row.key!)): return .\(caseName(row.string("preset")!))") }
                }
            }
            for row in languages {
                let code = row.key!
                let file = catalog.translations[code]
                w.line()
                w.doc("\(row.string("englishName")!) (`\(code)`).")
                w.line("public static let \(caseName(row.string("preset")!)) = TranslationPreset(")
                w.line("    language: .\(caseName(code)),")
                w.line("    texts: [")
                for key in keys {
                    w.line("        \(swiftLiteral(file?.strings[key] ?? "")),  // \(key)")
                }
                w.line("    ])")
            }
        }
        return generatedHeader("Comgate.TranslationPreset: spec/translations/*.json.") + "\n" + inNamespace("Comgate", w.text)
    }
}
