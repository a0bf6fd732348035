import Testing

@testable import PaySpecL10n

/// Placeholder and markup scanning is one pass whatever the nesting: on hostile values (tens of
/// thousands of nested or unclosed braces and tags) doubling the value at most doubles the
/// counted visits.
@Suite struct ScannerLinearWorkTests {
    /// Hostile values built from `n` repetitions of a shape.
    static func value(_ shape: String, _ n: Int) -> String {
        switch shape {
        case "nested braces": return String(repeating: "{", count: n) + "amount" + String(repeating: "}", count: n)
        case "double braces": return String(repeating: "{{amount}} ", count: n)
        case "unclosed braces": return String(repeating: "{", count: n) + String(repeating: "x", count: n)
        case "triple braces": return String(repeating: "{{{", count: n) + "name" + String(repeating: "}}}", count: n)
        case "long names": return String(repeating: "{" + String(repeating: "a", count: 70) + "} ", count: n)
        case "printf": return String(repeating: "%1$-+#0'12.34lld%", count: n)
        case "percent digits": return "%" + String(repeating: "9", count: n)
        case "plural variables": return String(repeating: "%#@" + String(repeating: "c", count: 70), count: n)
        case "unclosed tags": return String(repeating: "<a href=\"", count: n)
        case "nested tags": return String(repeating: "<a>", count: n) + "Zaplatit" + String(repeating: "</a>", count: n)
        case "long tags": return String(repeating: "<b " + String(repeating: "x", count: 250), count: n)
        // No `|` or `:`: the call is never confirmed, so the scan runs to the end.
        case "template calls": return String(repeating: "{{GENDER $1 ", count: n)
        default: return String(repeating: "{{{" + String(repeating: "u", count: 10), count: n) + "}}}"
        }
    }

    static let shapes = [
        "nested braces", "double braces", "unclosed braces", "triple braces", "long names", "printf", "percent digits",
        "plural variables", "unclosed tags", "nested tags", "long tags", "template calls", "unclosed parameters",
    ]

    func placeholderSteps(_ text: String) -> Int {
        var steps = 0
        var text = text
        _ = text.withUTF8 { PlaceholderScanner.scan(bytes: $0, steps: &steps) }
        return steps
    }

    func removalSteps(_ text: String) -> Int {
        var steps = 0
        _ = PlaceholderScanner.removingPlaceholders(text, steps: &steps)
        return steps
    }

    func markupSteps(_ text: String) -> Int {
        var steps = 0
        _ = MarkupTags.names(in: text, steps: &steps)
        _ = MarkupTags.hasTemplateCall(text, steps: &steps)
        _ = MarkupTags.wikiParameters(in: text, steps: &steps)
        return steps
    }

    /// `triggers`: the characters that make the scanner read a value at all.
    /// Repetitions of the smaller value: a scan that goes back over what it read does four times
    /// the work at twice the size from a few hundred repetitions on, so the counts show it here
    /// at a fifth of the CPU a larger value would take in a debug build.
    static let repetitions = 5_000

    func expectLinear(_ shape: String, _ work: (String) -> Int, _ what: String, triggers: [String]) {
        let n = Self.repetitions
        let small = Self.value(shape, n)
        let double = Self.value(shape, 2 * n)
        let (a, b) = (work(small), work(double))
        if triggers.contains(where: small.contains) {
            #expect(a >= n, "\(what) reads the whole value (\(shape)): \(a) visits for \(n) repetitions")
        }
        #expect(Double(b) <= 2.1 * Double(a), "\(what): \(a) visits for \(n), \(b) for \(2 * n) (\(shape))")
    }

    @Test(arguments: shapes)
    func placeholderScanningAtMostDoublesWithTheValue(_ shape: String) {
        expectLinear(shape, placeholderSteps, "placeholder scan", triggers: ["%", "{"])
        expectLinear(shape, removalSteps, "placeholder removal", triggers: ["%", "{"])
    }

    @Test(arguments: shapes)
    func markupScanningAtMostDoublesWithTheValue(_ shape: String) {
        expectLinear(shape, markupSteps, "markup scan", triggers: ["<", "{{"])
    }

    @Test func theCountedScansStillFindWhatTheyFound() {
        // `{{{user}}}` is a wiki parameter, no argument of the format; `{{x}}` is a Handlebars
        // or i18next variable, named with its braces.
        let scan = PlaceholderScanner.scan("{{{user}}} {amount} %1$@ %#@count@ {{x}}")
        #expect(scan.named.sorted() == ["%#@count@", "amount", "{{x}}"])
        #expect(scan.printf.map(\.text) == ["%1$@"])
        #expect(MarkupTags.names(in: "<a href=\"x\">Zaplatit</a> <b>") == ["a", "/a"])
        #expect(MarkupTags.hasTemplateCall("{{PLURAL:$1|kus|kusy}}"))
        #expect(!MarkupTags.hasTemplateCall("{{{user}}}"))
        #expect(MarkupTags.wikiParameters(in: "{{{user}}} a {{{amount}}}") == ["user", "amount"])
    }
}
