import Testing

@testable import PaySpecL10n

/// What a gettext catalog holds per message while it is read and checked: a singular
/// message's `msgstr` without an array of its own, and the base's msgids as one flag a key
/// instead of a dictionary entry each.
@Suite struct CompactGettextTests {
    static func catalog(singular: Int, plural: Int) -> String {
        var text = "msgid \"\"\nmsgstr \"Language: cs\\nPlural-Forms: nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;\\n\"\n\n"
        for i in 0..<singular { text += "msgid \"Pay \(i)\"\nmsgstr \"Zaplatit \(i)\"\n\n" }
        for i in 0..<plural {
            text += "msgid \"%d item \(i)\"\nmsgid_plural \"%d items \(i)\"\n"
            text += "msgstr[0] \"%d polo\u{17E}ka \(i)\"\nmsgstr[1] \"%d polo\u{17E}ky \(i)\"\nmsgstr[2] \"%d polo\u{17E}ek \(i)\"\n\n"
        }
        return text
    }

    /// Forms read and forms held beside the first, over every entry of `text`.
    static func forms(_ text: String) throws -> (read: Int, apart: Int) {
        var reader = GettextParser.Reader(bytes: Array(text.utf8), file: "cs.po")
        var (read, apart) = (0, 0)
        try reader.read { entry in
            read += entry.msgstr.count
            apart += entry.msgstr.heldApart
        }
        return (read, apart)
    }

    @Test("a singular message holds its msgstr in place: no array for 1,000 of them, two forms apart per plural")
    func singularMessagesHoldNoArray() throws {
        let singular = try Self.forms(Self.catalog(singular: 1_000, plural: 0))
        #expect(singular.read == 1_001)  // the header's msgstr too
        #expect(singular.apart == 0)
        let plural = try Self.forms(Self.catalog(singular: 0, plural: 100))
        #expect(plural.read == 1 + 300)
        #expect(plural.apart == 200)
    }

    @Test("msgstr[n] of a plural message keep their order and categories when read")
    func pluralFormsKeepTheirCategories() throws {
        let document = try GettextParser.parse(
            Array(Self.catalog(singular: 1, plural: 1).utf8), file: "cs.po", pathLanguage: "cs", sourceLanguage: "en")
        let translations = document.entries.filter { $0.role == .translation }
        #expect(translations.count == 2)
        #expect(translations[0].value == "Zaplatit 0")
        #expect(translations[1].plurals == ["one": "%d polo\u{17E}ka 0", "few": "%d polo\u{17E}ky 0", "other": "%d polo\u{17E}ek 0"])
    }

    @Test("the base's msgids are kept as one flag a checked key, and mark the base's cells present")
    func baseSourcesAreFlagsBySlot() throws {
        let text = Self.catalog(singular: 500, plural: 0)
        let document = try GettextParser.parse(Array(text.utf8), file: "cs.po", pathLanguage: "cs", sourceLanguage: "en")
        let profile = CheckProfile.generic(base: "en")
        let scan = LanguageScan([document], profile: profile)
        let basis = CheckBasis([document], scan: scan, profile: profile)
        let merged = L10nChecker.mergeBySlot(
            scan.slices["en"]!, language: "en", keyIndex: basis.keyIndex, slotCount: basis.keys.count, documents: [document],
            keepsSources: true)
        #expect(merged.hasSources)
        #expect(merged.sourceSlots.count == basis.keys.count)
        #expect(merged.sourceSlots.filter { $0 }.count == 500)
        #expect(merged.others.isEmpty)
        let skipping = L10nChecker.mergeBySlot(
            scan.slices["en"]!, language: "en", keyIndex: basis.keyIndex, slotCount: basis.keys.count, documents: [document],
            keepsSources: false)
        #expect(!skipping.hasSources && skipping.sourceSlots.isEmpty)

        let report = checkProject(
            [
                (text, "po/cs.po")
            ], profile: profile)
        #expect(report.matrix.cell("en", "Pay 7") == .ok)
        #expect(report.matrix.cell("cs", "Pay 7") == .ok)
        #expect(!report.findings.contains { $0.check == .missingLanguage })
    }
}
