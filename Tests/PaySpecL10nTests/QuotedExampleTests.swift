import Testing

@testable import PaySpecL10n

/// A `{{name}}` the base writes only inside a quoted example, in a format that fills printf
/// arguments alone, is text a translator translates; a `%s` dropped from the same text, or a
/// `{name}` outside quotation marks, is still reported.
@Suite struct QuotedExampleTests {
    let base = CheckProfile.generic(base: "en")

    @Test("a translated example field name is not a placeholder mismatch; a dropped argument beside it is")
    func quotedTemplateExample() {
        let help = #"Enter the template.\nA front template of\n“The capital of {{Country}} is:”\ncould become\n“Capital: {{Country}}”"#
        let report = checkProject(
            [
                (
                    CatalogText.android([("summary", help), ("saved", "Saved to “{name}” in %s"), ("greeting", "Hello {user}")]),
                    "res/values/strings.xml"
                ),
                (
                    CatalogText.android([
                        ("summary", #"Anna malli.\nEtumalli\n”Maan {{Maa}} pääkaupunki on:”\nvoi olla\n”Pääkaupunki: {{Maa}}”"#),
                        ("saved", "Tallennettu kohteeseen ”{nimi}”"), ("greeting", "Hei {käyttäjä}"),
                    ]),
                    "res/values-fi/strings.xml"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        // `saved` drops %s; `greeting`'s {user} is outside quotation marks, so it may be filled.
        #expect(found(report, .placeholderMismatch) == ["fi greeting", "fi saved"], "\(report.findings.map(\.message))")
        #expect(QuotedExample.bracesAreQuoted("A “{{x}}” and «{y}»"))
        #expect(!QuotedExample.bracesAreQuoted("A “{{x}}” and {y}") && !QuotedExample.bracesAreQuoted("no braces"))
    }
}
