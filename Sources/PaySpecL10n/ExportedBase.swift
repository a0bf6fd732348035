/// How far a language translated its catalog, read from its matrix row: the share of its
/// values left equal to the base.
struct TranslationDepth {
    /// Values the language has (neither missing nor left to fall back), and those equal to the base.
    var present = 0
    var kept = 0

    init(_ row: [LanguageKeyMatrix.Cell]) {
        for cell in row where cell != .missing && cell != .fallback {
            present += 1
            if cell == .untranslated { kept += 1 }
        }
    }

    /// Two thirds of its values translated at least.
    var isMostlyTranslated: Bool { present > 0 && kept * 3 <= present }

    /// Nine in ten of its values translated at least: a catalog whose translators have reached
    /// nearly every key, so that a text it keeps as the base has it is kept on purpose (a name,
    /// a term), and one it translated is meant to be translated.
    var isThorough: Bool { present >= 20 && kept * 10 <= present }
}

/// Evidence that a key's base text is English a translation platform exported into the
/// languages that have not translated it yet (Crowdin and Localazy write the base text for a
/// key with no translation), rather than a name or a term the languages keep: every thorough
/// translator with the key (`TranslationDepth.isThorough`) translated it. A name ("Plex",
/// "Jellyfin"), a loanword ("Video", "Podcast") or a term is kept by some of them, in the
/// Latin-script languages at least, and has no such evidence.
///
/// Judged per script class: a Latin-script language keeping a single word is untranslated only
/// when four thorough Latin-script translators at least had the key and none kept it (a word
/// the Latin-script languages share is kept by some of them); a language of another script
/// when three thorough translators of other scripts had it. Either way no thorough translator
/// of any script kept it.
struct ExportedBase {
    private(set) var latinPresent = 0
    private(set) var otherPresent = 0
    private(set) var kept = 0

    mutating func count(_ isKept: Bool, latin: Bool) {
        if latin { latinPresent += 1 } else { otherPresent += 1 }
        if isKept { kept += 1 }
    }

    /// Whether a language of that script class keeping the text has left it untranslated.
    func isEvidence(latin: Bool) -> Bool {
        guard kept == 0 else { return false }
        return latin ? latinPresent >= 4 : otherPresent >= 3
    }
}
