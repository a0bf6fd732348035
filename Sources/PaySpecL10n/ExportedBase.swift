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
/// key with no translation), rather than a name or a term the languages keep: the thorough
/// translators (`TranslationDepth.isThorough`) of the language's script class translated it. A
/// name ("Plex", "Jellyfin"), a loanword ("Video", "Podcast") or a term is kept by some of them,
/// in the Latin-script languages at least, and has no such evidence.
///
/// A Latin-script language keeping the text has left it untranslated when four thorough
/// Latin-script translators at least had the key and none kept it; a language of another script
/// when three thorough translators of other scripts had it and no thorough translator of any
/// script kept it. The caller also asks for the platform's signature: a language of another
/// script that translated most of its catalog has the base's text for the key.
struct ExportedBase {
    private(set) var latinPresent = 0
    private(set) var latinKept = 0
    private(set) var otherPresent = 0
    private(set) var otherKept = 0

    mutating func count(_ isKept: Bool, latin: Bool) {
        if latin {
            latinPresent += 1
            if isKept { latinKept += 1 }
        } else {
            otherPresent += 1
            if isKept { otherKept += 1 }
        }
    }

    /// Whether the thorough translators of every script translated the text nearly all: eight
    /// of them at least had the key, and at most one in six kept it. A name or a loanword is
    /// kept by more of them ("OK", "Cookies"); one or two keeping it is a translator's slip or
    /// a loanword of one language (Brazilian Portuguese "Download"). Such a text kept by a
    /// catalog of another script than Latin that its translators have not reached through (not
    /// thorough itself) is the English a platform wrote for a string not yet translated there
    /// (Transifex writes the source text).
    var isWidelyTranslated: Bool {
        let (present, kept) = (latinPresent + otherPresent, latinKept + otherKept)
        return present >= 8 && kept * 6 <= present
    }

    /// Whether a language of that script class keeping the text has left it untranslated.
    func isEvidence(latin: Bool) -> Bool {
        guard latinKept == 0 else { return false }
        return latin ? latinPresent >= 4 : otherPresent >= 3 && otherKept == 0
    }
}
