import Foundation
import Testing

@testable import PaySpecL10n

/// A `select` or `plural` read as text puts a space between its branches, never one of its own
/// at the message's ends: Chrono's Chinese `{relative, select, …} {hours} 小时` has no leading
/// space; its Tamil text that ends in a space does.
@Suite struct ChoiceSpacingTests {
    let base = CheckProfile.generic(base: "en")

    @Test("a choice that opens the message adds no space at its start; a space the translator typed is still reported")
    func choiceAtTheStart() {
        let report = checkProject(
            [
                (
                    #"{"@@locale": "en", "relativeTime": "{hours}h {relative, select, ahead{ahead} behind{behind} other{Other}}", "range": "{interval, select, daily{Daily} other{Other}} from {startDate} to {endDate}"}"#,
                    "l10n/app_en.arb"
                ),
                (
                    #"{"@@locale": "zh", "relativeTime": "{relative, select, ahead{早} behind{晚} other{其他}} {hours} 小时", "range": "从 {startDate} 到 {endDate} {interval, select, daily{每天} other{其他时间}}响铃"}"#,
                    "l10n/app_zh.arb"
                ),
                (
                    #"{"@@locale": "ta", "relativeTime": "{hours} மணி {relative, select, ahead{முன்} behind{பின்} other{பிற}}", "range": "{interval, select, daily {நாள்தோறும்} other {பிற}} {startDate} முதல் {endDate} வர "}"#,
                    "l10n/app_ta.arb"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(found(report, .whitespace) == ["ta range"], "\(report.findings.map(\.message))")
    }

    @Test func branchesArePartedBySpacesOnly() {
        #expect(ICUMessage.choiceText("{n, select, a{A} other{B}} x") == "A B x")
        #expect(ICUMessage.choiceText("x {n, select, a{A} other{B}}") == "x A B")
        #expect(ICUMessage.choiceText("x{n, select, a{A} other{B}}") == "x A B")
        #expect(ICUMessage.choiceText("{n, plural, one{# file} other{# files}}") == "{n} {n} file {n} files")
    }
}
