import PaySpecFuzz
import PaySpecReferenceAdapter
import PaySpecRunner
import Testing

/// Fuzz makes its inputs from the suite shapes (the members each kind requires, the types each
/// place holds), so few are thrown away as duplicates or outside the contract: counted, not
/// timed. docs/fuzzing.md states the share.
@Suite struct FuzzDiscardShareTests {
    /// The share docs/fuzzing.md promises: fewer than this of the inputs made are discarded.
    static let statedShare = 0.25

    @Test(arguments: [1, 7] as [UInt64])
    func fuzzDiscardsFewerThanTheStatedShareOfTheInputsItMakes(_ seed: UInt64) throws {
        // Inputs that depend on an ambiguity the implementation did not declare are not judged
        // by design (never guessed): an implementation that declares its choices, or
        // --assume-reference, has none.
        var options = FuzzOptions(seed: seed, count: 5000)
        options.assumeReference = true
        let campaign = try FuzzCampaign(ConformanceOptions(), options: options)
        let outcome = try campaign.run(.inProcess(ReferenceImplementation()), stopRequested: { false })
        let t = outcome.tally
        #expect(outcome.judged == 5000 && outcome.counts.passed == 5000)
        // Every input made was judged or counted as discarded: nothing made goes unaccounted.
        #expect(t.made == outcome.judged + t.discarded, "\(t)")
        #expect(t.discarded == t.duplicates + t.outsideContract + t.undeclaredInputs && t.undeclaredInputs == 0)
        #expect(t.discardedShare < Self.statedShare, "\(t.discarded) of \(t.made) discarded: \(t)")
        #expect(outcome.summary.contains("discarded"))
    }
}
