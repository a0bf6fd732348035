/// Which language a whole catalog is written in, by letter-trigram profiles: a catalog whose
/// text is far closer to another language's profile than to its own (an `en-IN.lproj` holding
/// Indonesian) is reported once, as `wrong-language`.
///
/// Provenance: each profile is built, when first used, from the sample text below, written for
/// this project in the register of app and payment interfaces (about sixty words a language; no
/// text is taken from any app or corpus). A language without a sample is never judged.
enum CatalogLanguageID {
    static let samples: [String: String] = [
        "en": """
        Your payment was declined. Please check the card number and the expiry date, then try again. \
        Save this card for faster checkout next time. We could not reach the server; check your \
        connection and refresh the page. Are you sure you want to cancel this order? The amount will \
        be refunded to your account within a few days. Enter the code we sent to your phone. \
        Show more details about this transaction and download the receipt.
        """,
        "id": """
        Pembayaran Anda ditolak. Silakan periksa nomor kartu dan tanggal kedaluwarsa, lalu coba lagi. \
        Simpan kartu ini agar pembayaran berikutnya lebih cepat. Kami tidak dapat menghubungi server; \
        periksa koneksi Anda dan muat ulang halaman. Apakah Anda yakin ingin membatalkan pesanan ini? \
        Jumlah tersebut akan dikembalikan ke akun Anda dalam beberapa hari. Masukkan kode yang kami \
        kirim ke ponsel Anda. Tampilkan rincian transaksi dan unduh tanda terima.
        """,
        "de": """
        Ihre Zahlung wurde abgelehnt. Bitte überprüfen Sie die Kartennummer und das Ablaufdatum und \
        versuchen Sie es erneut. Speichern Sie diese Karte für einen schnelleren Kauf. Wir konnten den \
        Server nicht erreichen; prüfen Sie Ihre Verbindung und laden Sie die Seite neu. Möchten Sie \
        diese Bestellung wirklich stornieren? Der Betrag wird in wenigen Tagen auf Ihr Konto erstattet. \
        Geben Sie den Code ein, den wir an Ihr Telefon gesendet haben.
        """,
        "fr": """
        Votre paiement a été refusé. Veuillez vérifier le numéro de la carte et la date d'expiration, \
        puis réessayez. Enregistrez cette carte pour payer plus vite la prochaine fois. Nous n'avons pas \
        pu joindre le serveur ; vérifiez votre connexion et actualisez la page. Voulez-vous vraiment \
        annuler cette commande ? Le montant sera remboursé sur votre compte dans quelques jours. \
        Saisissez le code que nous avons envoyé à votre téléphone.
        """,
        "es": """
        Tu pago ha sido rechazado. Comprueba el número de la tarjeta y la fecha de caducidad y vuelve a \
        intentarlo. Guarda esta tarjeta para pagar más rápido la próxima vez. No hemos podido conectar \
        con el servidor; revisa tu conexión y actualiza la página. ¿Seguro que quieres cancelar este \
        pedido? El importe se devolverá a tu cuenta en unos días. Introduce el código que hemos enviado \
        a tu teléfono y muestra los detalles de la operación.
        """,
        "pt": """
        O seu pagamento foi recusado. Verifique o número do cartão e a data de validade e tente \
        novamente. Guarde este cartão para pagar mais depressa da próxima vez. Não foi possível \
        contactar o servidor; verifique a sua ligação e atualize a página. Tem a certeza de que quer \
        cancelar esta encomenda? O valor será devolvido à sua conta dentro de alguns dias. Introduza o \
        código que enviámos para o seu telemóvel.
        """,
        "it": """
        Il pagamento è stato rifiutato. Controlla il numero della carta e la data di scadenza, poi \
        riprova. Salva questa carta per pagare più velocemente la prossima volta. Non siamo riusciti a \
        raggiungere il server; controlla la connessione e ricarica la pagina. Vuoi davvero annullare \
        questo ordine? L'importo sarà rimborsato sul tuo conto entro pochi giorni. Inserisci il codice \
        che abbiamo inviato al tuo telefono.
        """,
        "nl": """
        Je betaling is geweigerd. Controleer het kaartnummer en de vervaldatum en probeer het opnieuw. \
        Bewaar deze kaart om de volgende keer sneller af te rekenen. We konden de server niet bereiken; \
        controleer je verbinding en vernieuw de pagina. Weet je zeker dat je deze bestelling wilt \
        annuleren? Het bedrag wordt binnen enkele dagen op je rekening teruggestort. Voer de code in die \
        we naar je telefoon hebben gestuurd.
        """,
        "sv": """
        Din betalning nekades. Kontrollera kortnumret och utgångsdatumet och försök igen. Spara det här \
        kortet för att betala snabbare nästa gång. Vi kunde inte nå servern; kontrollera din \
        anslutning och ladda om sidan. Är du säker på att du vill avbryta den här beställningen? \
        Beloppet återbetalas till ditt konto inom några dagar. Ange koden som vi skickade till din \
        telefon.
        """,
        "pl": """
        Twoja płatność została odrzucona. Sprawdź numer karty i datę ważności, a następnie spróbuj \
        ponownie. Zapisz tę kartę, aby następnym razem zapłacić szybciej. Nie udało się połączyć z \
        serwerem; sprawdź połączenie i odśwież stronę. Czy na pewno chcesz anulować to zamówienie? \
        Kwota zostanie zwrócona na Twoje konto w ciągu kilku dni. Wpisz kod, który wysłaliśmy na Twój \
        telefon.
        """,
        "tr": """
        Ödemeniz reddedildi. Lütfen kart numarasını ve son kullanma tarihini kontrol edip tekrar \
        deneyin. Bir sonraki sefer daha hızlı ödemek için bu kartı kaydedin. Sunucuya ulaşamadık; \
        bağlantınızı kontrol edin ve sayfayı yenileyin. Bu siparişi iptal etmek istediğinizden emin \
        misiniz? Tutar birkaç gün içinde hesabınıza iade edilecek. Telefonunuza gönderdiğimiz kodu girin.
        """,
    ]

    /// Trigram counts per language, built once.
    static let profiles: [String: [Trigram: Double]] = samples.mapValues { normalized(trigrams(of: $0)) }

    /// Letters a catalog must have before it is judged: fewer say too little.
    static let minimumLetters = 200
    /// Distinct words a catalog must have before it is judged.
    static let minimumWords = 25

    /// The profiled language `texts` read as, at least 0.3 alike, or nil: a catalog in Latin
    /// letters under a code of another script may be the language romanised (Bakhtiari written
    /// in Latin), which reads as none of the profiles.
    static func closestLanguage(of texts: [String]) -> String? {
        guard let vector = trigramVector(of: texts) else { return nil }
        // Typed apart: an untyped tuple closure given to `max` took seconds to type-check.
        let scored: [(language: String, similarity: Double)] = profiles.map { ($0.key, similarity(vector, $0.value)) }
        let best = scored.max { (a: (language: String, similarity: Double), b: (language: String, similarity: Double)) -> Bool in
            a.similarity < b.similarity || (a.similarity == b.similarity && a.language > b.language)
        }
        guard let best, best.similarity >= 0.3 else { return nil }
        return best.language
    }

    /// The normalised trigram counts of the prose of `texts`, read up to about 8,000 letters (enough
    /// to tell a language), or nil when they hold fewer than `minimumLetters`.
    static func trigramVector(of texts: [String]) -> [Trigram: Double]? {
        var counts: [Trigram: Double] = [:]
        var letters = 0
        for text in texts {
            letters += addTrigrams(of: TextMasking.prose(text), to: &counts)
            if letters > 8_000 { break }
        }
        guard letters >= minimumLetters else { return nil }
        return normalized(counts)
    }

    /// English names of the profiled languages, for messages.
    static let names: [String: String] = [
        "en": "English", "id": "Indonesian", "de": "German", "fr": "French", "es": "Spanish", "pt": "Portuguese",
        "it": "Italian", "nl": "Dutch", "sv": "Swedish", "pl": "Polish", "tr": "Turkish",
    ]

    /// The language `texts` read as when that is not `declared` (a primary subtag), with both
    /// similarities, or nil: the other language must be at least 0.15 closer and similar at
    /// least 0.3, and `declared` must have a profile.
    static func otherLanguage(of texts: [String], declared: String) -> (language: String, similarity: Double, own: Double)? {
        guard let ownProfile = profiles[declared] else { return nil }
        // A catalog of a few words repeated (a synthetic one, a list of names) says too little:
        // that is found first, by a pass that stops at the 25th distinct word.
        var distinct = Set<String>()
        for text in texts where distinct.count < minimumWords {
            for word in ScriptDetector.words(of: text) { distinct.insert(word) }
        }
        guard distinct.count >= minimumWords else { return nil }
        guard let vector = trigramVector(of: texts) else { return nil }
        let own = similarity(vector, ownProfile)
        var best: (String, Double)?
        for (language, profile) in profiles where language != declared {
            let s = similarity(vector, profile)
            if s > best?.1 ?? 0 || (s == best?.1 && language < best!.0) { best = (language, s) }
        }
        guard let (language, s) = best, s >= 0.3, s - own >= 0.15 else { return nil }
        return (language, s, own)
    }

    static func trigrams(of text: String) -> [Trigram: Double] {
        var counts: [Trigram: Double] = [:]
        _ = addTrigrams(of: text, to: &counts)
        return counts
    }

    /// Adds the letter trigrams of each word (padded with spaces) to `counts`; returns the
    /// number of letters read.
    @discardableResult
    static func addTrigrams(of text: String, to counts: inout [Trigram: Double]) -> Int {
        var letters = 0
        for word in ScriptDetector.words(of: text) {
            let lower = Array((" " + word.lowercased() + " ").unicodeScalars)
            guard lower.count >= 4, !lower.contains(where: { ("0"..."9").contains($0) }) else { continue }
            letters += lower.count - 2
            for i in 0..<(lower.count - 2) {
                counts[Trigram(lower[i], lower[i + 1], lower[i + 2]), default: 0] += 1
            }
        }
        return letters
    }

    /// Three scalars in one integer (21 bits each, as Unicode needs): a trigram counted without
    /// making a string of it, for each of the thousands a catalog has.
    struct Trigram: Hashable {
        let packed: UInt64

        init(_ a: Unicode.Scalar, _ b: Unicode.Scalar, _ c: Unicode.Scalar) {
            packed = UInt64(a.value) << 42 | UInt64(b.value) << 21 | UInt64(c.value)
        }
    }

    static func normalized(_ counts: [Trigram: Double]) -> [Trigram: Double] {
        let norm = counts.values.reduce(0) { $0 + $1 * $1 }.squareRoot()
        guard norm > 0 else { return counts }
        return counts.mapValues { $0 / norm }
    }

    static func similarity(_ a: [Trigram: Double], _ b: [Trigram: Double]) -> Double {
        let (small, large) = a.count < b.count ? (a, b) : (b, a)
        var sum = 0.0
        for (gram, weight) in small { if let other = large[gram] { sum += weight * other } }
        return sum
    }
}
