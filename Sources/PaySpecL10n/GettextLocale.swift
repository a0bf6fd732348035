import Foundation

/// gettext locale names (`pt_BR`, `sr@latin`, `ca@valencia`, `en@shaw`, `de_DE.UTF-8`,
/// `zh_Hant`) as the BCP 47 codes the checks read. A modifier always makes a locale of its
/// own, never the language without it: `en@shaw` is English in the Shavian alphabet, not the
/// English base.
enum GettextLocale {
    /// Modifiers that name a script in words (glibc's `@latin`, `@cyrillic`, `@devanagari`, …),
    /// with the ISO 15924 code of the script.
    static let scriptModifiers: [String: String] = [
        "latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab", "hebrew": "Hebr", "greek": "Grek",
        "mongolian": "Mong", "tibetan": "Tibt", "bengali": "Beng", "gurmukhi": "Guru", "shavian": "Shaw", "deseret": "Dsrt",
        "olchiki": "Olck", "meitei": "Mtei", "syriac": "Syrc", "tifinagh": "Tfng", "adlam": "Adlm",
    ]

    /// Modifiers that name a variant the IANA registry spells otherwise (KDE's Serbian
    /// `@ijekavian` and `@ijekavianlatin`): the script and variant subtags they stand for.
    static let registeredVariants: [String: [String]] = [
        "ijekavian": ["ijekavsk"], "ijekavianlatin": ["Latn", "ijekavsk"],
    ]

    /// The four-letter script codes of ISO 15924 (lower-case): a modifier of four letters is a
    /// script when it is one of them (`@shaw`, `@Latn`, `@Cyrl`), and a variant otherwise
    /// (`@euro`, `@quot`).
    static let iso15924: Set<String> = .words(
        """
        adlm afak aghb ahom arab aran armi armn avst bali bamu bass batk beng bhks blis bopo brah brai bugi buhd cakm cans
        cari cham cher chrs cirt copt cpmn cprt cyrl cyrs deva diak dogr dsrt dupl egyd egyh egyp elba elym ethi gara geok
        geor glag gong gonm goth gran grek gujr gukh guru hanb hang hani hano hans hant hatr hebr hira hluw hmng hmnp hrkt
        hung inds ital jamo java jpan jurc kali kana kawi khar khmr khoj kitl kits knda kore kpel krai kthi lana laoo latf
        latg latn leke lepc limb lina linb lisu loma lyci lydi mahj maka mand mani marc maya medf mend merc mero mlym modi
        mong moon mroo mtei mult mymr nagm nand narb nbat newa nkdb nkgb nkoo nshu ogam olck onao orkh orya osge osma ougr
        palm pauc pcun pelm perm phag phli phlp phlv phnx piqd plrd prti psin ranj rjng rohg roro runr samr sara sarb saur
        sgnw shaw shrd shui sidd sidt sind sinh sogd sogo sora soyo sund sunu sylo syrc syre syrj syrn tagb takr tale talu
        taml tang tavt tayo telu teng tfng tglg thaa thai tibt tirh tnsa todr tols toto tutg ugar vaii visp vith wara wcho
        wole xpeo xsux yezi yiii zanb zinh zmth zsye zsym zxxx zyyy zzzz
        """)

    /// The BCP 47 code of a locale name, or nil when it is none: `sr@latin` -> `sr-Latn`,
    /// `en@shaw` -> `en-Shaw`, `uz_UZ@cyrillic` -> `uz-Cyrl-UZ`, `ca@valencia` -> `ca-valencia`
    /// (a variant subtag), `sr@ijekavianlatin` -> `sr-Latn-ijekavsk`, `de_DE.UTF-8` -> `de-DE`.
    /// A modifier that is neither a script nor a variant subtag in form (`@euro`, `@quot`) is
    /// kept as a private-use subtag (`de-DE-x-euro`): it is the team's own locale, whose
    /// language is still the one before it.
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
        // `sr@latin.UTF-8` is written too: the charset may follow the modifier.
        // Only letters and digits make subtags: `@Latn-x` is read as `latnx`.
        let cleaned = modifier.map { m in String(m.prefix { $0 != "." }.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }).lowercased()
        }
        guard let modifier = cleaned, !modifier.isEmpty else { return code }
        var parts = code.split(separator: "-").map(String.init)
        // Script and variant subtags come in their places: language, script, region, variants.
        func insertScript(_ script: String) {
            // A name that already carries a script (`zh_Hant@…`) keeps it.
            guard !(parts.count > 1 && parts[1].count == 4) else { return }
            parts.insert(script, at: 1)
        }
        if let script = scriptModifiers[modifier]
            ?? (iso15924.contains(modifier) ? modifier.prefix(1).uppercased() + modifier.dropFirst() : nil)
        {
            insertScript(script)
        } else if let subtags = registeredVariants[modifier] {
            for subtag in subtags {
                if subtag.count == 4 { insertScript(subtag) } else { parts.append(subtag) }
            }
        } else if (5...8).contains(modifier.count) || (modifier.count == 4 && modifier.first!.isNumber) {
            // A variant subtag is 5 to 8 characters, or 4 beginning with a digit (`valencia`, `tarask`).
            parts.append(modifier)
        } else {
            // Private use: `x` and subtags of 1 to 8 characters.
            parts.append("x")
            var rest = Substring(modifier)
            while !rest.isEmpty {
                parts.append(String(rest.prefix(8)))
                rest = rest.dropFirst(8)
            }
        }
        return parts.joined(separator: "-")
    }
}
