import Testing

@testable import PaySpecL10n

/// The finding for a whole catalog in another script counts values by key: a plural entry
/// whose variants are each in the wrong script is one value of the catalog, not one per variant.
@Suite struct WholeCatalogCountTests {
    let base = CheckProfile.generic(base: "en")

    @Test("a catalog in another script with plural entries counts each entry once, never more values than it has")
    func pluralVariantsCountOnce() {
        let plurals = (0..<12).map { index in
            #"<plurals name="items\#(index)"><item quantity="one">%d item \#(index)</item><item quantity="other">%d items \#(index)</item></plurals>"#
        }
        let strings = (0..<12).map { #"<string name="title\#($0)">Title number \#($0)</string>"# }
        let english = "<resources>" + (plurals + strings).joined() + "</resources>"
        // Sorani in Arabic script filed under Kurmanji's ku, which is written in Latin.
        let soraniPlurals = (0..<12).map { index in
            #"<plurals name="items\#(index)"><item quantity="one">%d بڕگە \#(index)</item><item quantity="other">%d بڕگەکان \#(index)</item></plurals>"#
        }
        let soraniStrings = (0..<12).map { #"<string name="title\#($0)">ناونیشانی ژمارە \#($0)</string>"# }
        let sorani = "<resources>" + (soraniPlurals + soraniStrings).joined() + "</resources>"
        let report = checkProject([(english, "res/values/strings.xml"), (sorani, "res/values-ku/strings.xml")], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let whole = findings(report, .wrongScript)
        #expect(whole.map { "\($0.language) \($0.key ?? "-")" } == ["ku -"], "\(whole.map(\.message))")
        #expect(whole.first?.message.hasPrefix("24 of 24 values are written in Arabic script") == true, "\(whole.map(\.message))")
    }
}
