/// The pay button's title in a language, from the Comgate translation presets that
/// PaySpecEnumsPlugin generates into this target (from the spec bundled with PaySpec).
public enum PayButton {
    /// The title for a language code (`de`, `cs`, …), or `nil` when there is no preset for it.
    public static func title(language code: String) -> String? {
        guard let language = Comgate.LanguageCode(rawValue: code) else { return nil }
        return Comgate.TranslationPreset.preset(for: language)[.payButtonText]
    }

    /// Every language with a preset.
    public static var languages: [String] { Comgate.LanguageCode.supportedLanguageCodes }
}
