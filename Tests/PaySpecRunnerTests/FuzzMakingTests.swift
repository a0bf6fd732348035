import Foundation
import PaySpecJSON
import PaySpecVectors
import Testing

@testable import PaySpecFuzz
@testable import PaySpecRunner

/// `payspec fuzz` makes its inputs on two threads (drafting and judging) and edits them in
/// place: the same seed makes the same inputs and counts whatever pace either thread keeps, and
/// each shortcut of the maker gives what the plain way gives. Counted and compared, not timed.
@Suite struct FuzzMakingTests {
    static let vectors = try! ConformancePipeline(ConformanceOptions()).allVectors
    static let shapes = InputShape.shapes(vectors)

    /// The first `count` vectors a store makes, with its tally and the deepest draft queue seen.
    static func make(
        count: Int, seed: UInt64, pause: @escaping @Sendable (DraftPipeline.Stage, Int) -> Void
    ) -> (inputs: [String], tally: GenerationTally, deepest: Int) {
        let store = GeneratedVectorStore(
            generator: InputGenerator(shapes: shapes, seed: seed), count: count,
            goldenInputs: vectors.map { SuiteInput(suite: $0.suite, input: $0.input) }, pause: pause)
        store.prepare(
            oracle: ReferenceOracle(declared: [:], vectors: vectors), supported: Set(shapes.map(\.suite)))
        let inputs = (0..<count).map { i in
            let v = store.vector(at: i)
            return v.id + " " + JSONWriter.line(v.input)
        }
        store.finish()
        return (inputs, store.counts, store.deepestDraftQueue)
    }

    @Test func theSameSeedMakesTheSameInputsWhicheverThreadIsSlower() {
        let count = 400
        let even = Self.make(count: count, seed: 5) { _, _ in }
        // The judge held up: the drafter runs the whole lag ahead and waits on judgements.
        let slowJudge = Self.make(count: count, seed: 5) { stage, i in
            if stage == .judging && i % 3 == 0 { Thread.sleep(forTimeInterval: 0.000_2) }
        }
        // The drafter held up: the judge waits on drafts, and judgements pile up unread.
        let slowDrafter = Self.make(count: count, seed: 5) { stage, i in
            if stage == .drafting && i % 3 == 0 { Thread.sleep(forTimeInterval: 0.000_2) }
        }
        #expect(even.inputs.count == count && Set(even.inputs).count == count)
        #expect(slowJudge.inputs == even.inputs)
        #expect(slowDrafter.inputs == even.inputs)
        #expect(slowJudge.tally == even.tally && slowDrafter.tally == even.tally, "\(even.tally)")
        // Every input made is judged or counted as discarded, whichever thread was slower.
        #expect(even.tally.made == count + even.tally.discarded)
        // The drafter is never more than the lag ahead of the judge.
        for run in [even, slowJudge, slowDrafter] { #expect(run.deepest >= 1 && run.deepest <= DraftPipeline.lag) }
        let other = Self.make(count: count, seed: 6) { _, _ in }
        #expect(other.inputs != even.inputs)
    }

    @Test func aPathFoundByCountingIsTheListedPath() {
        var checked = 0
        for shape in Self.shapes {
            for seed in shape.seeds.prefix(40) {
                let paths = seed.input.paths
                #expect(seed.input.descendantCount == paths.count)
                for (k, path) in paths.enumerated() {
                    #expect(seed.input.path(preorder: k) == path, "\(shape.suite) \(k)")
                    checked += 1
                }
            }
        }
        #expect(checked > 1000)
    }

    /// Every edit the generator could make, judged where it changes the input, gets the verdict
    /// of the whole edited input; and the edit made in place is the copy `replacing` makes.
    @Test func anEditJudgedWhereItChangesAgreesWithTheWholeInput() {
        var rng = SeededRandom(seed: 3)
        var admitted = 0
        var refused = 0
        for shape in Self.shapes {
            for seed in shape.seeds.prefix(30) {
                let input = seed.input
                let paths = input.paths
                guard !paths.isEmpty else { continue }
                for _ in 0..<6 {
                    let path = rng.pick(paths)
                    let place = InputShape.place(path)
                    var proposals: [JSONValue?] = [nil, .null, .string("x"), .integer(1), .object([:])]
                    proposals += shape.known(place: place).prefix(4).map { $0 }
                    for proposal in proposals {
                        let whole = input.replacing(path, with: proposal)
                        let local = shape.admits(replacing: path, in: input, with: proposal, place: place)
                        #expect(local == shape.admits(whole), "\(shape.suite) \(place)")
                        if local { admitted += 1 } else { refused += 1 }
                        var edited = input
                        edited.replace(path[...], with: proposal)
                        #expect(edited == whole)
                    }
                }
            }
        }
        #expect(admitted > 100 && refused > 100, "\(admitted) admitted, \(refused) refused")
    }

    /// A string whose characters are single scalars is edited as scalars: the same near-miss,
    /// drawing the same random numbers, as when it is split into characters.
    @Test func aNearMissEditedAsScalarsIsTheOneEditedAsCharacters() {
        let strings = [
            "", "a", "4111 1111-1111 1111", "SETTLED", "paid_out", "é" + String(repeating: "é", count: 40), "Jan Novák 12/29",
            String(repeating: "9", count: 300), "http://example.com/?a=1&b=2#x", "\u{1C}status\t", "ß-İ", "0",
        ]
        var compared = 0
        for s in strings {
            #expect(s.unicodeScalars.allSatisfy { $0.value < 0x300 && $0 != "\r" })
            for seed in 0..<64 as Range<UInt64> {
                var byScalars = SeededRandom(seed: seed)
                var byCharacters = SeededRandom(seed: seed)
                let a = NearMisses.edit(s, units: { Array(s.unicodeScalars) }, &byScalars)
                let b = NearMisses.edit(s, units: { Array(s) }, &byCharacters)
                #expect(JSONValue.string(a) == JSONValue.string(b), "\(s.debugDescription) seed \(seed)")
                #expect(byScalars.next() == byCharacters.next())
                compared += 1
            }
        }
        #expect(compared == strings.count * 64)
    }

    @Test func aLongValueRepeatedByDoublingIsTheUnitWrittenThatOften() {
        for (unit, count) in [("a", 1), ("é", 3), ("ab", 1000), ("9", 10_000), ("💳", 7), ("x", 0)] {
            #expect(NearMisses.repeated(unit, count: count) == String(repeating: unit, count: count))
        }
    }
}
