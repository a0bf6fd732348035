import Testing

@testable import PaySpecL10n

/// An ICU choice (`{n, plural, …}`, `select`, `selectordinal`) is read as ICU wherever a catalog
/// holds it, not only in ARB files: an Android app that formats a string with `MessageFormat`
/// writes one in `strings.xml`. The braces of a branch are no placeholder, and a branch's text
/// (`=1 {1}`) is text; the arguments are compared by name.
@Suite struct ICUChoiceInAnyFormatTests {
    static let base = CatalogText.android(
        [
            ("speed", "{n, plural, =1 {1} other {{n,number,#.0}} }"),
            ("tracks", "{count, plural, one {# track} other {# tracks}}"),
            ("owner", "{who, select, self {Your track} other {{who}\\'s track}}"),
        ], lineByLine: true)

    @Test func aChoiceIsComparedByItsArgumentsNotItsBranchBraces() {
        let report = checkProject(
            [
                (Self.base, "res/values/strings.xml"),
                // Hungarian formats the number in every case; Czech keeps the plural with its own forms.
                (
                    CatalogText.android(
                        [
                            ("speed", "{n,number,#.0}"), ("tracks", "{count, plural, one {# trasa} few {# trasy} other {# tras}}"),
                            ("owner", "{who, select, self {A te útvonalad} other {{who} útvonala}}"),
                        ]), "res/values-hu/strings.xml"
                ),
                // German renames the argument of one and drops the owner's name: both are wrong.
                (
                    CatalogText.android(
                        [
                            ("speed", "{m,number,#.0}"), ("tracks", "{count, plural, one {# Strecke} other {# Strecken}}"),
                            ("owner", "{who, select, self {Deine Strecke} other {Eine Strecke}}"),
                        ]), "res/values-de/strings.xml"
                ),
                // Irish writes `= 1`, which MessageFormat refuses: the whole message is broken.
                (
                    CatalogText.android(
                        [
                            ("speed", "{n, plural, = 1 {1} other {{n,number,#.0}} }"),
                            ("tracks", "{count, plural, one {# rian} other {# rian}}"),
                            ("owner", "{who, select, self {Do rian} other {Rian {who}}}"),
                        ]), "res/values-ga/strings.xml"
                ),
            ], profile: .generic(base: "en"))
        #expect(found(report, .placeholderMismatch) == ["de owner", "de speed", "ga speed"])
        let irish = findings(report, .placeholderMismatch).first { $0.language == "ga" }
        #expect(irish?.message.contains("no valid ICU message") == true, "\(irish?.message ?? "")")
    }

    @Test(arguments: [
        ("{n, plural, one{#} other{#}}", true), ("{ n ,  select ,a{x} other{y}}", true),
        ("{rank,selectordinal, one{#st} other{#th}}", true),
        ("{n}", false), ("{n, number}", false), ("{a, b, plural}", false), ("plural, select", false), ("{{n}}, plural,", false),
    ])
    func aChoiceIsFoundByItsType(_ text: String, _ isChoice: Bool) {
        #expect(ICUMessage.hasChoice(text.utf8) == isChoice, "\(text)")
        #expect((ICUMessage.choiceText(text) != nil) == isChoice, "\(text)")
    }
}
