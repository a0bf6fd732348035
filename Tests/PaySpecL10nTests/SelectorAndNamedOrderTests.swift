import Testing

@testable import PaySpecL10n

/// Placeholders a translation need not show as the base does: an ICU choice's argument that no
/// case prints only selects the text, and Python formats `%(name)s` by name, in any order. A
/// dropped printed placeholder stays a finding beside each.
@Suite struct SelectorAndNamedOrderTests {
    let base = CheckProfile.generic(base: "en")

    @Test("a selector no case prints may be left out; a printed count may not")
    func selectorOnlyArgument() {
        let report = checkProject(
            [
                (
                    #"{"@@locale": "en", "large": "{num, plural, =1{File} other{Files}} too large", "count": "{num, plural, =1{One file} other{{num} files}} left"}"#,
                    "l10n/app_en.arb"
                ),
                (
                    #"{"@@locale": "fr", "large": "Les fichiers sont trop lourds", "count": "Il reste des fichiers"}"#,
                    "l10n/app_fr.arb"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let keys = findings(report, .placeholderMismatch).map { $0.key ?? "" }
        #expect(keys == ["count"], "\(keys)")
    }

    @Test("Python named placeholders with any name in another order match; a dropped one does not")
    func pythonNamesInAnotherOrder() {
        func po(_ memory: String, _ disk: String) -> String {
            "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
                + "#, python-format\nmsgid \"%(current-memory)s of %(total-memory)s\"\nmsgstr \"\(memory)\"\n\n"
                + "#, python-format\nmsgid \"%(used.disk)s used\"\nmsgstr \"\(disk)\"\n"
        }
        let report = checkProject(
            [
                (po("%(total-memory)s 中の %(current-memory)s", "%(used.disk)s 使用中"), "po/ja.po"),
                (po("전체 %(total-memory)s 중", "%(used.disk)s 사용됨"), "po/ko.po"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let found = findings(report, .placeholderMismatch).map { "\($0.language) \($0.key ?? "")" }
        #expect(found == ["ko %(current-memory)s of %(total-memory)s"], "\(found)")
    }
}
