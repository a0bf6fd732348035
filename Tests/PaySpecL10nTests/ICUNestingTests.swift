import Testing

@testable import PaySpecL10n

/// ICU arguments nested in branches are read up to `ICUMessage.maximumDepth` levels; deeper, the
/// message is plain text, however deep it goes.
@Suite struct ICUNestingTests {
    static func nested(_ levels: Int) -> String {
        String(repeating: "{a, select, x{", count: levels) + "Zaplatit #" + String(repeating: "} other{o}}", count: levels)
    }

    @Test func argumentsUpToTheCapAreFlattened() {
        let reading = ICUMessage.read(Self.nested(ICUMessage.maximumDepth))
        guard case .text(let text) = reading else {
            Issue.record("a select is read as text, not \(reading)")
            return
        }
        #expect(!text.contains("select"), "\(text)")
        // A select's argument no branch prints only selects: it is not read as a placeholder.
        #expect(!text.contains("{a}"), "\(text)")
        #expect(text.contains("Zaplatit #"))
    }

    @Test(arguments: [ICUMessage.maximumDepth + 1, 100_000])
    func deeperMessagesAreReadAsTheyAre(_ levels: Int) {
        let message = Self.nested(levels)
        #expect(ICUMessage.read(message) == .text(message))
    }

    @Test func aPluralInsideASelectCountsItsHash() {
        let message = "{g, select, male{{n, plural, one{# platba} other{# platby}}} other{{n, plural, other{# plateb}}}}"
        #expect(ICUMessage.read(message) == .text("{n} {n} platba {n} platby {n} {n} plateb"))
    }

    @Test func aWholePluralMessageKeepsItsBranchesBySelector() {
        let message = " {count, plural, =0{Nic} one{# platba} other{# plateb}} "
        #expect(ICUMessage.read(message) == .plural(["=0": "Nic", "one": "{count} platba", "other": "{count} plateb"]))
    }
}
