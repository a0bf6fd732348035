/// Whether a translation that equals its base text was left untranslated, or is the same in both
/// languages by nature: a text with no prose words of two letters or more (numbers, unit
/// letters, placeholders, URLs, markup), or one made of names and acronyms (`GitHub`, `HTML`,
/// `Apple Pay`). A single word in a Latin-script language may be one the
/// language shares with English (`Podcast`, `Video`, `Status`) or one left in English (`Reset`
/// in Czech): the text alone cannot tell, the other languages of its key do (see
/// `L10nChecker.keepingSharedNames`). Any other word in a language of another script, two or
/// more words, or one of the interface words no other language spells the
/// same way (`Pay`, `Cancel`), is untranslated.
enum IdenticalText {

    /// Names that are two words, read as one (so that "Pay" alone is not excused by them).
    static let namePhrases = ["Apple Pay", "Google Pay", "Samsung Pay", "Amazon Pay", "Click to Pay"]

    /// English interface words that are no word of another Latin-script language: a value of
    /// one of these alone is untranslated wherever it equals the base. Written for this check
    /// (common button, label and payment vocabulary), lower-case.
    static let englishOnlyWords: Set<String> = .words(
        """
        pay cancel save delete settings search done close back next continue share edit remove add send retry confirm submit
        sign log yes loading refresh undo more less show hide follow unfollow notifications notification account accounts
        password username reply replies mute unmute block unblock report about privacy safety language languages help
        welcome today yesterday tomorrow now ago left update updates select choose apply clear skip agree accept decline allow
        deny enable disable later never always everyone nobody followers posts card amount invalid security billing payment
        payments checkout secure failed success try again the and with your you for this that not please what when where which
        who how why hello goodbye thanks expired expiry month year cardholder purchase buy order orders receipt refund paid pending declined
        """)

    /// Languages written in a script other than Latin, Cyrillic or Greek: an English word left in
    /// their catalogs is never a shared word.
    static let otherScriptLanguages: Set<String> = .words(
        """
        ar fa ur ps ckb sd ug he yi hy ka ja zh ko th lo km my hi mr ne bn pa gu or ta te kn ml si as am ti dv bo mni sat
        """)

    /// What a text equal to the base says about its translation.
    enum Verdict: Sendable, Equatable {
        /// The same in both languages by nature: nothing to translate.
        case sameByNature
        /// Words a Latin-script language may share with English ("Sports" in French, "Mac OS
        /// Classic"): judged by the other Latin-script languages of its key (a single word is
        /// untranslated only when most of them translated it; a phrase unless a tenth of them
        /// kept it) and by the language's own translations (which may use each of its words).
        case possiblyShared
        /// Left in the base language.
        case untranslated
    }

    /// Whether a language is judged as written in Latin: its script is Latin, or not known and
    /// it is none of `otherScriptLanguages`. Only such languages share words with English.
    static func sharesLatinWords(script: ScriptDetector.Script?, language: String) -> Bool {
        guard let script else { return !otherScriptLanguages.contains(LanguageCodes.primarySubtag(language)) }
        return script == .latin
    }

    /// The prose words, lower-case, of a text a Latin-script language may share with English.
    static func sharedWords(_ text: String) -> [String]? {
        guard verdict(text, script: .latin) == .possiblyShared else { return nil }
        return proseWords(text).map { $0.lowercased() }
    }

    /// The one English interface word (`englishOnlyWords`) a text consists of, lower-case, or nil.
    static func englishOnlyWord(_ text: String) -> String? {
        let words = proseWords(text)
        guard words.count == 1 else { return nil }
        let word = words[0].lowercased()
        return englishOnlyWords.contains(word) ? word : nil
    }

    /// The prose words of a text whose every one is capitalised ("Mac OS Classic", "Swap"), as
    /// written; nil for any other text. Acronyms and names are no prose words and count as such.
    static func capitalisedWords(_ text: String) -> [String]? {
        let words = proseWords(text)
        guard !words.isEmpty, words.allSatisfy({ $0.unicodeScalars.first?.properties.isUppercase == true }) else { return nil }
        return words
    }

    /// The words of a capitalised text a language of another script may keep as a name
    /// (`capitalisedWords`), unless it is one English interface word ("Done", "Cancel").
    static func keptNameWords(_ text: String) -> [String]? {
        guard let words = capitalisedWords(text) else { return nil }
        if words.count == 1 && englishOnlyWords.contains(words[0].lowercased()) { return nil }
        return words
    }

    /// English words that join a sentence and name nothing: a text of three prose words or more
    /// with one of them is a sentence or a phrase of English, not a name or a term another
    /// language shares. Written for this check, lower-case.
    static let englishFunctionWords: Set<String> = .words(
        """
        the an of to in on for with from into onto by at as and or but not no is are was were be been being will would can could
        should must may might has have had do does did your you this that these those there here it its their they we our my
        please while when before after than
        """)

    /// Whether a text is an English sentence or phrase: two different prose words or more, one
    /// of them an English function word ("Tap to retry", "Create a new folder"), or the first
    /// capitalised and the others in lower case ("Error creating space", "Accept share"). A
    /// name, a term or a title is capitalised word by word ("Mac OS Classic", "Community
    /// String", "Hey, Not Too Rough"); a mnemonic's underscore is inside its word
    /// (`Sound_cloud`), and a unit after a number (`Windows 7 64-bit`), a repeated unit
    /// (`{n} min | {n} min`) or a syntax (`@(if: condition-query, …)`) is no sentence.
    static func isEnglishSentence(_ text: String) -> Bool {
        let withoutMnemonic = text.replacingOccurrences(of: "_", with: "")
        // A word after a number is its unit (`64-bit`, `10 min`), no word of a sentence.
        var afterNumber = Set<String>()
        var previousIsNumber = false
        for token in ScriptDetector.words(of: TextMasking.prose(withoutMnemonic)) {
            if previousIsNumber { afterNumber.insert(token) }
            previousIsNumber = token.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
        }
        let words = proseWords(withoutMnemonic).filter { !afterNumber.contains($0) }
        guard Set(words.map { $0.lowercased() }).count >= 2 else { return false }
        // Written in lower case: a title capitalises its words ("Hey, Not Too Rough").
        if words.contains(where: { englishFunctionWords.contains($0) }) { return true }
        return words.first?.unicodeScalars.first?.properties.isUppercase == true
            && words.dropFirst().allSatisfy { $0.unicodeScalars.first?.properties.isLowercase == true }
    }

    /// Whether a text reads as a product name: every prose word capitalised, and an acronym or
    /// a name among its words ("Mac OS Classic (CR)", "Sony PlayStation Vita").
    static func isProductName(_ text: String) -> Bool {
        guard capitalisedWords(text) != nil else { return false }
        return ScriptDetector.words(of: TextMasking.prose(text)).contains { $0.count > 1 && isName($0) }
    }

    /// Whether a base text is coined names alone, one at least: words with a capital after a
    /// lower-case letter or with a digit ("TextBundle", "AdGuard", "CarPlay", "VKD3D", "Win64").
    /// A language written in Latin writes them as the base does, so where its translation is
    /// missing or not final, the base's text gettext or the platform falls back to reads as a
    /// translation would. An acronym of capitals alone is no such name: many are abbreviations
    /// of words each language writes its own way (`TTS`, `CNG`, `OSM ID`: "GNC", "ID OSM"), and
    /// nothing in the text tells them from a product's (`DXVK`). A number with a lower-case
    /// ending (`5th`, `10am`) is an ordinal or a unit.
    static func isNamesOnly(_ text: String) -> Bool {
        var names = 0
        for word in ScriptDetector.words(of: TextMasking.prose(text))
        where word.unicodeScalars.filter({ $0.properties.isAlphabetic }).count > 1 && !isSymbolOrPattern(word) {
            let scalars = Array(word.unicodeScalars)
            let isDigit = { (s: Unicode.Scalar) in ("0"..."9").contains(s) }
            if let first = scalars.first, isDigit(first), scalars.drop(while: isDigit).allSatisfy({ $0.properties.isLowercase }) {
                return false
            }
            let camel = zip(scalars, scalars.dropFirst()).contains { $0.properties.isLowercase && $1.properties.isUppercase }
            guard camel || scalars.contains(where: isDigit), !localizedAcronyms.contains(word) else { return false }
            names += 1
        }
        return names > 0
    }

    /// Acronyms that many languages write their own way: interface words ("Aceptar" and
    /// "Olgu" for `OK`), the clock's `AM` and `PM`, and byte units (French `Mo`, `Go`).
    static let localizedAcronyms: Set<String> = ["OK", "Pay", "AM", "PM", "KB", "MB", "GB", "TB", "PB"]

    /// The words of `text` that are prose: two letters or more, no name or acronym.
    static func proseWords(_ text: String) -> [String] {
        var prose = TextMasking.prose(text)
        for phrase in namePhrases where prose.contains(phrase) { prose = prose.replacingOccurrences(of: phrase, with: " ") }
        return ScriptDetector.words(of: prose).filter { word in
            word.unicodeScalars.filter { $0.properties.isAlphabetic }.count > 1 && !isName(word) && !isSymbolOrPattern(word)
        }
    }

    /// Whether `text` is a copyright notice (`© 2024 …`, `Copyright 2020-2022 …`): it names its
    /// holders, and stays as written.
    static func isCopyrightNotice(_ text: String) -> Bool { text.contains("©") || text.hasPrefix("Copyright") }

    /// Whether `text`, equal to the base, needs a translation into `language`, written in
    /// `script` (nil: not known; judged as Latin unless the language is one of `otherScriptLanguages`).
    static func verdict(_ text: String, script: ScriptDetector.Script?, language: String = "") -> Verdict {
        if isCopyrightNotice(text) { return .sameByNature }
        let words = proseWords(text)
        guard let first = words.first else { return .sameByNature }
        if !sharesLatinWords(script: script, language: language) {
            // Keys named as the keyboards of those scripts print them, in Latin ("Backspace", "Ctrl+Shift").
            return isKeyCombination(words) ? .sameByNature : .untranslated
        }
        // A single word may be one the language shares (Podcast, Video, Playlists,
        // Notifications): the other languages of its key, and the language's own
        // translations, decide (`L10nChecker.keepingSharedNames`, `droppingOwnWords`).
        if words.count == 1 && englishOnlyWords.contains(first.lowercased()) { return .untranslated }
        return .possiblyShared
    }

    /// Names of keyboard keys that are no other word of an interface, lower-case, as keyboards
    /// print them in Latin whatever their layout's script. Written for this check; words that
    /// also name a screen or an action ("Home", "Tab", "Delete", "Enter") are left out.
    static let keyNames: Set<String> = .words(
        "backspace esc ctrl alt altgr shift capslock numlock scrolllock prtsc sysrq pgup pgdn pgdown cmd fn")

    /// Whether every prose word of a text names a key ("Backspace", "Ctrl+Shift+S"; one-letter
    /// parts are no prose words).
    static func isKeyCombination(_ words: [String]) -> Bool {
        let named = words.filter { keyNames.contains($0.lowercased()) }
        return !named.isEmpty && named.count == words.count
    }

    /// An Interface Builder object key of a storyboard's strings: an object ID of three, two and
    /// three letters or digits, a dot and a property (`BgM-ve-c93.title`, `gtf-PD-IHm.label`).
    static func isInterfaceBuilderKey(_ key: String) -> Bool {
        let utf8 = Array(key.utf8)
        guard utf8.count > 11, utf8[3] == UInt8(ascii: "-"), utf8[6] == UInt8(ascii: "-"), utf8[10] == UInt8(ascii: ".") else {
            return false
        }
        func isAlphanumeric(_ b: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b)
        }
        return [0, 1, 2, 4, 5, 7, 8, 9].allSatisfy { isAlphanumeric(utf8[$0]) } && utf8[11...].allSatisfy(isAlphanumeric)
    }

    /// A key that holds the app's name (Android's `app_name`, the bundle names of
    /// `InfoPlist.strings`): a name, kept or adapted as its owner decides.
    static func namesTheApp(_ key: String) -> Bool {
        key == "app_name" || key.hasPrefix("app_name_") || key == "CFBundleDisplayName" || key == "CFBundleName"
            || key == "CFBundleSpokenName"
    }

    /// Unit symbols of SI, of data and of screens, as written (case matters: `px`, `kB`,
    /// `MHz`), which languages keep whatever their script. Written for this check.
    static let unitSymbols: Set<String> = .words(
        """
        px pt dp dip sp em rem dpi ppi fps Hz kHz MHz GHz kB KiB MiB GiB TiB ms ns bps kbps Mbps Gbps rpm kg mg km cm mm nm
        kWh mAh dB lm lx
        """)

    /// Whether a base text is one unit symbol alone (`W`, `kWh`, `hPa`, `°C`, `px`): languages
    /// written in Latin write these symbols of the SI (and of screen layout) as the base does, so
    /// where the key is missing, the fallback reads as a translation would. Only symbols that do
    /// not vary between such languages count: units of time (`min`, `h`, `s`: Hungarian `p`,
    /// `ó`, `mp`), of data (French `ko`, `Mo`), of turns and beats (`rpm`: German `U/min`) and
    /// compounds (`km/h`: Turkish `km/sa`) are written each language's way, as are `m` (metres
    /// or minutes) and `N/A`. Languages in other scripts write their own (Russian `Вт`), so the
    /// caller asks only for Latin ones.
    static func isUnitSymbolAlone(_ text: String) -> Bool {
        stableUnitSymbols.contains(text.trimmingCharacters(in: .whitespaces))
    }

    /// The unit symbols every language written in Latin writes alike.
    static let stableUnitSymbols: Set<String> = .words(
        """
        mm cm km mg kg W kW MW mW V mV kV mA J kJ Wh kWh mAh Pa hPa kPa Hz kHz MHz GHz dB °C °F px pt dp sp dpi ppi
        """)

    /// Whether a text is what an interface writes after a number: a percent sign or a unit of
    /// up to three letters ("s", "ms", "%", "с", "% (exact)"), alone or before a remark in
    /// brackets. Typography sets a space before it in many languages (Ukrainian, Czech, French,
    /// German), where the English base has none.
    /// `strict`: its letters are lower-case or a unit symbol of `unitSymbols` ("s", "kB"), not
    /// a word such as "OK".
    static func isUnitSuffix(_ text: String, strict: Bool = true) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        if let open = scalars.firstIndex(of: "("), scalars.last == ")" { scalars = scalars[..<open] }
        while let last = scalars.last, ScriptDetector.isWhitespace(last) { scalars = scalars.dropLast() }
        guard let first = scalars.first else { return false }
        if first == "%" || first == "‰" || first == "°" { return scalars.count <= 2 }
        let letters = scalars.filter { $0.properties.isAlphabetic }
        guard !letters.isEmpty, letters.count == scalars.count, letters.count <= 3 else { return false }
        let word = String(String.UnicodeScalarView(scalars))
        return !strict || unitSymbols.contains(word) || (letters.allSatisfy(\.properties.isLowercase) && !englishOnlyWords.contains(word))
    }

    /// A unit or symbol every language writes alike (`µs`, `°C`, `№`), or a date pattern field
    /// (`dd`, `yyyy`, `EEEE`: one pattern letter repeated).
    static func isSymbolOrPattern(_ word: String) -> Bool {
        if word.unicodeScalars.contains(where: { $0 == "µ" || $0 == "°" || $0 == "№" }) { return true }
        if unitSymbols.contains(word) { return true }
        guard let first = word.first, word.count >= 2, word.allSatisfy({ $0 == first }) else { return false }
        return "dMyEHhmsSaLkKzGuQw".contains(first)
    }

    /// An acronym (two or more capitals and nothing lower-case: HTML, OPML, CVV), a word with a
    /// capital after its first letter or with a digit (GitHub, iOS, 3DS), or a card-form word.
    static func isName(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        if ScriptDetector.latinAcronyms.contains(word) && word != "Pay" { return true }
        let uppers = scalars.filter { $0.properties.isUppercase }.count
        let lowers = scalars.filter { $0.properties.isLowercase }.count
        if uppers >= 2 && lowers == 0 { return true }
        if scalars.dropFirst().contains(where: { $0.properties.isUppercase }) { return true }
        return scalars.contains { ("0"..."9").contains($0) }
    }
}
