import PaySpecJSON
import PaySpecRunner
import PaySpecVectors
import Testing

/// A rewording of a text PaySpec wrote is informative; the reference text damaged on its way
/// into a port, another key's text, and a form every language writes alike are judged apart.
struct DamagedTextVerdictTests {
    static let reference = "Zaplatené: čiastka 12,50 €"

    static func judge(
        _ text: String, key: String = "statusPaid", language: String = "sk", policy: AuthoredTextPolicy = .reference
    )
        -> OutputMismatch?
    {
        let marker = AuthoredValue.text(reference, key: key, language: language, english: "Paid")
        return OutputComparison.mismatches(expected: marker, actual: .string(text), path: "expect.text", texts: policy).first
    }

    /// Each damage is recognised by undoing it, whatever the text: the same kinds on other
    /// texts and scripts than the ones they were written for.
    @Test(arguments: [
        ("Zaplatene\u{301}: c\u{30C}iastka 12,50 €", TextDamage.decomposed),
        ("Zaplatene: ciastka 12,50 €", .diacriticsStripped),
        ("ZAPLATENE: CIASTKA 12,50 €", .diacriticsStripped),
        ("ZaplatenÃ©: Ä\u{8D}iastka 12,50 â‚¬", .mojibake),
        ("ZaplatenÃ©: Ä\u{8D}iastka 12,50 â\u{82}¬", .mojibake),
        ("Zaplaten?: ?iastka 12,50 ?", .replaced),
        ("Zaplaten\u{FFFD}\u{FFFD}: \u{FFFD}\u{FFFD}iastka 12,50 \u{FFFD}\u{FFFD}\u{FFFD}", .replaced),
        ("Zaplatené:\u{A0}čiastka 12,50\u{A0}€", .whitespace),
        ("Zaplatené:  čiastka\t12,50 €", .whitespace),
    ])
    func damageFailsAndIsNamed(text: String, damage: TextDamage) {
        let m = Self.judge(text)
        #expect(m?.informative == false, "\(text)")
        #expect(m?.reason == damage.rawValue, "\(text): \(String(describing: m?.reason))")
    }

    @Test func otherScriptsAndCompatibilityFormsAreRecognisedToo() {
        #expect(TextDamage.kind(of: "Авторизирано", reference: "Авторизирано") == nil)
        #expect(TextDamage.kind(of: "И\u{306}", reference: "Й") == .decomposed)
        #expect(TextDamage.kind(of: "И", reference: "Й") == .diacriticsStripped)
        #expect(TextDamage.kind(of: "Πληρωμη", reference: "Πληρωμή") == .diacriticsStripped)
        #expect(TextDamage.kind(of: "Ð\u{9E}Ð¿Ð»Ð°Ñ\u{82}Ð°", reference: "Оплата") == .mojibake)
        #expect(TextDamage.kind(of: "??????", reference: "Оплата") == .replaced)
        #expect(TextDamage.kind(of: "Platba...", reference: "Platba…") == .compatibility)
        #expect(TextDamage.kind(of: "Płatność", reference: "Platnosc") == nil)  // diacritics added: another wording
        #expect(TextDamage.kind(of: "Plătit", reference: "Plǎtit") == nil)  // another letter, not a stripped one
    }

    @Test func aCaseChangeAndAnHonestRewordingStayInformative() {
        #expect(Self.judge("ZAPLATENÉ: ČIASTKA 12,50 €")?.informative == true)
        #expect(Self.judge("zaplatené: čiastka 12,50 €")?.informative == true)
        #expect(Self.judge("Platba prebehla, suma 12,50 €")?.informative == true)
        #expect(Self.judge(Self.reference) == nil)
    }

    @Test func damageIsJudgedAgainstTheSDKsOwnTextsWhenGiven() {
        let policy = AuthoredTextPolicy(texts: ["sk": ["statusPaid": "Úhrada prijatá"]], source: "sk.strings")
        #expect(Self.judge("Uhrada prijata", policy: policy)?.reason == TextDamage.diacriticsStripped.rawValue)
        #expect(Self.judge("Úhrada prijatá", policy: policy) == nil)
    }

    // MARK: another key's text

    static func vector(_ id: String) -> RunVector {
        let pipeline = try! ConformancePipeline(ConformanceOptions())
        return pipeline.allVectors.first { $0.id == id }!
    }

    @Test func thePaidTextForAnAuthorizedPaymentFailsNamingBothKeys() {
        let v = Self.vector("comgate.status-view/show-authorized-cs")
        let r = v.judge(["visible": true, "text": "Zaplaceno", "style": "success"], choices: [:])
        #expect(r.status == .failed)
        #expect(r.diffLines.first?.contains("the text of statusPaid [cs], not of statusAuthorized") == true, "\(r.diffLines)")
        let reworded = v.judge(["visible": true, "text": "Platba autorizována", "style": "success"], choices: [:])
        #expect(reworded.status == .passed, "\(reworded.diffLines)")
    }

    @Test func withTheSDKsTextsAnotherKeysTextFailsAgainstThem() {
        let v = Self.vector("comgate.status-view/show-authorized-cs")
        let policy = AuthoredTextPolicy(
            texts: ["cs": ["statusAuthorized": "Rezervováno", "statusPaid": "Hotovo"]], source: "cs.strings")
        let r = v.judge(["visible": true, "text": "Hotovo", "style": "success"], choices: [:], texts: policy)
        #expect(r.status == .failed)
        #expect(r.diffLines.first?.contains("the text of statusPaid [cs], not of statusAuthorized") == true, "\(r.diffLines)")
        #expect(v.judge(["visible": true, "text": "Rezervováno", "style": "success"], choices: [:], texts: policy).status == .passed)
    }

    /// A field's label used as its hint is a wording languages use (PaySpec's presets give the
    /// label and the hint the same text in some), not another key's text.
    @Test func keysSomeLanguageWordsAlikeNameNoOtherKey() {
        let presets = ["de": ["cvvLabel": "Prüfnummer", "cvvHint": "CVC"], "sk": ["cvvLabel": "CVV kód", "cvvHint": "CVV kód"]]
        let marker = AuthoredValue.text("CVC", key: "cvvHint", language: "de")
        let m = OutputComparison.mismatches(
            expected: marker, actual: "Prüfnummer", path: "expect.text", texts: AuthoredTextPolicy(presets: presets)
        ).first
        #expect(m?.informative == true, "\(String(describing: m))")
        let apart = ["de": ["cvvLabel": "Prüfnummer", "cvvHint": "CVC"]]
        let n = OutputComparison.mismatches(
            expected: marker, actual: "Prüfnummer", path: "expect.text", texts: AuthoredTextPolicy(presets: apart)
        ).first
        #expect(n?.reason == "the text of cvvLabel [de], not of cvvHint")
    }

    // MARK: what every language writes alike

    @Test func acronymsMasksAndFormsThePresetsKeepAreNoEnglishLeft() {
        func english(
            _ text: String, _ en: String, key: String = "cvvHint", language: String = "de", presets: [String: [String: String]] = [:]
        )
            -> OutputMismatch?
        {
            let marker = AuthoredValue.text("Prüfziffer", key: key, language: language, english: en)
            return OutputComparison.mismatches(
                expected: marker, actual: .string(text), path: "expect.text", texts: AuthoredTextPolicy(presets: presets)
            ).first
        }
        #expect(english("CVV", "CVV")?.informative == true)
        #expect(english("CVC/CVV", "CVC/CVV")?.informative == true)
        #expect(english("MM/YY", "MM/YY", key: "expiryHint", language: "vi")?.informative == true)
        #expect(english("mm/yy", "mm/yy", key: "expiryHint", language: "vi")?.informative == true)
        #expect(english("12/34 €", "12/34 €")?.informative == true)
        #expect(english("Security code", "Security code")?.reason == "the English text left untranslated in de")
        let keep = ["cs": ["cvvHint": "Kód"], "sk": ["cvvHint": "Card code"], "pl": ["cvvHint": "Card code"]]
        #expect(english("Card code", "Card code", presets: keep)?.informative == true)
        let once = ["sk": ["cvvHint": "Card code"]]
        #expect(english("Card code", "Card code", presets: once)?.reason == "the English text left untranslated in de")
    }
}
