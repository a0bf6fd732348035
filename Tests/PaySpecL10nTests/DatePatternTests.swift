import Foundation
import Testing

@testable import PaySpecL10n

/// A base text in strftime's notation is a date pattern: a translation may choose its own
/// directives and order (Invidious's `%A %B %-d, %Y` as `%Y年%-m月%-d日 %a`), and is wrong only
/// where a `%` starts no directive (`% A% B`). A printf format beside it is compared as before.
@Suite struct DatePatternTests {
    let base = CheckProfile.generic(base: "en")

    @Test("a translated date pattern may reorder and change its directives; a percent that starts none is reported")
    func datePatterns() {
        let report = checkProject(
            [
                (#"{"date": "%A %B %-d, %Y", "count": "%d videos", "time": "%H:%M"}"#, "locales/en.json"),
                (#"{"date": "%Y年%-m月%-d日 %a", "count": "%d 本の動画", "time": "%H時%M分"}"#, "locales/ja.json"),
                (#"{"date": "%A, %-d. %B %Y", "count": "%s Videos", "time": "%H.%M"}"#, "locales/de.json"),
                (#"{"date": "% A% B% -d,% Y", "count": "%d video", "time": "%H:%M"}"#, "locales/vi.json"),
                // glibc's own digits and month names (`%Oe`, `%OB`) are directives; the day twice
                // and no month, or the time without its minutes, are not the base's parts.
                (#"{"date": "%A %-Oe %OB %Y", "count": "%d ویدیو", "time": "%OH:%OM"}"#, "locales/fa.json"),
                (#"{"date": "%A %-e.%d %Y", "count": "%d videoer", "time": "%H"}"#, "locales/da.json"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(
            found(report, .placeholderMismatch) == ["da date", "da time", "de count", "vi date"], "\(report.findings.map(\.message))")
        let da = findings(report, .placeholderMismatch).first { $0.language == "da" && $0.key == "date" }
        #expect(
            da?.message
                == #"date pattern "%A %-e.%d %Y" shows weekday, day, year where the base's "%A %B %-d, %Y" shows weekday, day, month, year"#,
            "\(da?.message ?? "")")
        let vi = findings(report, .placeholderMismatch).first { $0.language == "vi" }
        #expect(vi?.message.contains(#"has "% A", which is no strftime directive"#) == true, "\(vi?.message ?? "")")
    }

    @Test func aDatePatternIsToldByADirectivePrintfNeverReads() {
        for text in ["%A %B %-d, %Y", "%d.%m.%Y", "%H:%M", "%-I:%M %p", "%b %e"] {
            #expect(StrftimePattern.isDatePattern(text), "\(text)")
        }
        for text in ["%d videos", "%1$s of %2$d", "100%", "%@ and %ld", "50%% off", "%(name)s", "%s%%"] {
            #expect(!StrftimePattern.isDatePattern(text), "\(text)")
        }
        #expect(StrftimePattern.strayPercent(in: "%A, %-d. %B %Y") == nil)
        #expect(StrftimePattern.strayPercent(in: "%Y年%-m月 100%%") == nil)
        #expect(StrftimePattern.strayPercent(in: "%A %") == "%")
        #expect(StrftimePattern.strayPercent(in: "% B %Y") == "% B")
        #expect(StrftimePattern.strayPercent(in: "%-Oe %OB %EY") == nil)
        #expect(StrftimePattern.fields(of: "%Y年%-m月%-d日 %a") == StrftimePattern.fields(of: "%A %B %-d, %Y"))
        #expect(StrftimePattern.fields(of: "%D %R") == [.day, .month, .year, .hour, .minute])
        #expect(StrftimePattern.fields(of: "100%% done") == [])
    }
}
