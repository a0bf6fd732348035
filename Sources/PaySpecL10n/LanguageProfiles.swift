/// Which language a text is written in, told apart without a dictionary download: a small word
/// profile per language, built from the spec's reference translations and a handful of common
/// function and payment words, plus Indonesian, which real catalogs ship under the wrong
/// folder (the MoneyCollect iOS demo's `en-IN.lproj`).
///
/// A value reads as another language when none of its words is in its own language's profile
/// and some are in another's. Every word of a reference translation is in its own profile, so
/// the reference translations can never be flagged (tested); a real translation with words the
/// profile lacks is flagged only when those words belong to another language's profile.
public struct LanguageProfiles: Sendable {
    /// language -> lower-cased words of at least three letters.
    public private(set) var words: [String: Set<String>]

    /// Common words per language, beyond those of the reference translations.
    static let functionWords: [String: String] = [
        "bg": "или не за карта картата плащане име въведете", "cs": "není pro jako karty platba zadejte jméno číslo nebo",
        "da": "ikke med kort betaling dit din indtast navn", "de": "der die das und ist nicht mit für sie ihre bitte jetzt eine zahlung",
        "el": "και για κάρτα πληρωμή όνομα εισάγετε δεν", "en": "the and you your for with this that not are please now card payment",
        "es": "los las una para con por usted tarjeta pago del que introduzca", "et": "või kaardi makse nimi sisesta pole",
        "fi": "tai kortti maksu nimi anna kortin syötä", "fr": "les des une est pas pour avec vous votre veuillez carte paiement dans",
        "hr": "ili nije kartice plaćanje ime unesite", "hu": "nem egy kártya fizetés név adja meg",
        "it": "gli una per con non della sono carta pagamento inserisci", "lt": "arba kortelės mokėjimas vardas įveskite nėra",
        "lv": "vai kartes maksājums vārds ievadiet nav", "nl": "het een van voor met niet kaart betaling naam vul",
        "no": "ikke med kort betaling ditt din skriv navn", "pl": "nie dla jak karty płatność wprowadź imię numer lub",
        "pt": "uma para com não você seu sua cartão pagamento dos das insira", "ro": "sau pentru cardul plată nume introduceți este",
        "ru": "или для карты оплата имя введите", "sk": "nie pre ako karty platba zadajte meno číslo alebo",
        "sl": "ali kartice plačilo ime vnesite", "sv": "och inte med för kort betalning ditt din ange namn",
        "uk": "або для картки оплата ім'я введіть", "vi": "và không cho thẻ thanh toán tên nhập của",
        "id": "dan yang untuk tidak dengan ini anda kartu bayar pembayaran nomor nama masukkan kedaluwarsa berlaku kode pemegang",
    ]

    /// Profiles from reference texts (language -> its values) and the function words.
    public init(reference: [String: [String]]) {
        var words: [String: Set<String>] = [:]
        for (language, list) in Self.functionWords { words[language] = Set(Self.tokens(list)) }
        for (language, values) in reference {
            for value in values { words[language, default: []].formUnion(Self.tokens(value)) }
        }
        self.words = words
    }

    /// The language `text` reads as when it is not `declared` (a primary subtag), or nil: no word
    /// of its own, at least one of another; the language with the most words wins.
    public func otherLanguage(of text: String, declared: String) -> String? {
        guard let own = words[declared] else { return nil }
        let tokens = Self.tokens(text)
        guard !tokens.isEmpty, !tokens.contains(where: own.contains) else { return nil }
        var best: (language: String, hits: Int)?
        for (language, profile) in words where language != declared {
            let hits = tokens.filter(profile.contains).count
            if hits > 0, hits > best?.hits ?? 0 || (hits == best?.hits && language < best!.language) {
                best = (language, hits)
            }
        }
        return best?.language
    }

    /// Lower-cased words of three letters or more, placeholders and upper-case acronyms (CVV,
    /// PIN) left out.
    static func tokens(_ text: String) -> [String] {
        var out: [String] = []
        var word = ""
        func close() {
            if word.count >= 3, !(word.allSatisfy(\.isUppercase) && word.count <= 5) { out.append(word.lowercased()) }
            word = ""
        }
        for ch in PlaceholderScanner.removingPlaceholders(text) {
            if ch.isLetter || ch == "'" { word.append(ch) } else { close() }
        }
        close()
        return out
    }
}
