import PaySpecEnums
import PaySpecJudging
import Testing

/// The judge reads the ambiguity register from the embedded suite; the reference model's code is
/// generated from the same file. Both must say the same: ids in the same order, the same options
/// in the same order, the same reference choice.
struct AmbiguityRegisterTests {
    @Test func theEmbeddedRegisterIsTheGeneratedOne() {
        let register = AmbiguityRegister.builtIn
        #expect(!register.entries.isEmpty)
        #expect(register.ids == AmbiguityID.allCases.map(\.rawValue))
        for id in AmbiguityID.allCases {
            let entry = register.entry(id.rawValue)
            #expect(entry?.options == id.options, "\(id.rawValue)")
            #expect(entry?.referenceChoice == id.referenceChoice, "\(id.rawValue)")
        }
    }

    @Test func choicesAreCheckedAgainstTheRegister() {
        let first = AmbiguityID.allCases[0]
        #expect(AmbiguityChoices.problems([first.rawValue: first.referenceChoice]).isEmpty)
        let wrongOption = AmbiguityChoices.problems([first.rawValue: "no-such-option"])
        #expect(
            wrongOption == [
                "ambiguity \(first.rawValue) has no option \"no-such-option\"; valid options: \(first.options.joined(separator: ", "))"
            ])
        let unknown = AmbiguityChoices.problems(["no-such-ambiguity": "x"])
        #expect(unknown.count == 1 && unknown[0].hasPrefix("unknown ambiguity id \"no-such-ambiguity\""))
    }
}
