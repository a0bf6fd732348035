import Testing

@testable import PaySpecL10n

/// Latin words a translation in another script keeps from the base on purpose: the base's
/// `email` written `e-mail`, its `Expose` written `Exposé`, a coined name with the language's
/// case ending. Beside them, the look-alike letter and the English word left stay findings.
@Suite struct BaseSpellingTests {
    let base = CheckProfile.generic(base: "en")

    @Test("the base's words in another spelling are not wrong-script; a Latin look-alike and an English word left are")
    func baseWordsInAnotherSpelling() {
        let report = checkProject(
            [
                (
                    CatalogText.strings([
                        ("bad_address", "Bad email address."), ("expose", "App Expose"), ("rate", "Rate AnkiDroid"),
                        ("answer", "Answer"), ("trackpads", "All Trackpads"),
                        ("server", "Stay connected to your server"), ("open", "Open settings"),
                    ]), "en.lproj/Localizable.strings"
                ),
                (
                    CatalogText.strings([
                        ("bad_address", "Κακή διεύθυνση e-mail."), ("expose", "App Exposé"), ("rate", "Αξιολογήστε το AnkiDroid"),
                        ("answer", "Aπάντηση"), ("trackpads", "Όλα τα trackpad"),
                        ("server", "Μείνετε συνδεδεμένοι με τον διακομιστή e-mail σας"), ("open", "Open Settings"),
                    ]), "el.lproj/Localizable.strings"
                ),
                (
                    CatalogText.strings([
                        ("bad_address", "Дөрес булмаган e-mail адресы."), ("expose", "App Exposé"), ("rate", "AnkiDroidны бәяләгез"),
                        ("answer", "Җавап"), ("trackpads", "Барлык trackpadлар"),
                    ]), "tt.lproj/Localizable.strings"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        // Greek's Latin A in Aπάντηση, trackpad left in English and the base with its capitals
        // changed; Tatar's English word with a case ending is no coined name.
        #expect(
            found(report, .wrongScript) == ["el answer", "el open", "el trackpads", "tt trackpads"], "\(report.findings.map(\.message))")
        #expect(BaseSpelling.sameText("E-mail", "Email") && !BaseSpelling.sameText("Mail", "Email"))
        #expect(!BaseSpelling.sameText("Open Settings", "Open settings"))
        #expect(BaseSpelling.respelledBaseWords(in: "διεύθυνση e-mail.") { $0 == "email" } == ["e", "mail"])
        #expect(BaseSpelling.respelledBaseWords(in: "το e-shop") { $0 == "email" }.isEmpty)
    }
}
