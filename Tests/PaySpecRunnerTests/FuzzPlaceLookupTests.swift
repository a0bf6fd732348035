import PaySpecJSON
import Testing

@testable import PaySpecFuzz
@testable import PaySpecRunner

/// The generator asks the input shape about a place several times for every edit it tries. The
/// places are numbered once per suite, and an edit's path is walked to its number member by
/// member: no place name is written or hashed for a path the golden inputs have, and the place
/// found is the one its name finds. Counted, not timed.
@Suite struct FuzzPlaceLookupTests {
    static let vectors = try! ConformancePipeline(ConformanceOptions()).allVectors
    static let shapes = InputShape.shapes(vectors)

    /// Every path of every golden input, and of the inputs a campaign makes from them, walks to a
    /// numbered place (no name written) that is the place its name gives, parent included.
    @Test func everyPathOfAMadeInputIsFoundByNumber() {
        var walked = 0
        var byName = 0
        for shape in Self.shapes {
            var generator = InputGenerator(shapes: [shape], seed: 11)
            var inputs = shape.seeds.map(\.input)
            for _ in 0..<200 { inputs.append(generator.next().input) }
            for input in inputs {
                for path in input.paths {
                    let found = shape.places.walk(path)
                    walked += 1
                    if case .unknown = found.place { byName += 1 }
                    #expect(found.place == shape.places.place(named: InputShape.place(path)), "\(shape.suite) \(path)")
                    #expect(found.parent == shape.places.place(named: InputShape.place(path.dropLast())))
                }
            }
        }
        // Before, each of these walks wrote its place's name (and its parent's) and hashed it
        // for every question asked: the type, the known values, the required members.
        #expect(walked > 10_000, "\(walked) paths walked")
        #expect(byName == 0, "\(byName) of \(walked) paths found by name")
    }

    /// A place no golden input has is found by its name, as before: a member name holding `.`
    /// spells another path's place, and the name decides.
    @Test func aPlaceTheGoldenInputsLackIsFoundByName() {
        let places = InputPlaces([["a": ["b": 1]], ["a.b": "x"]])
        let dotted = places.walk([.key("a.b")]).place
        let nested = places.walk([.key("a"), .key("b")]).place
        #expect(dotted == nested)
        guard case .known = nested else {
            Issue.record("\(nested) is not numbered")
            return
        }
        #expect(places.walk([.key("c"), .index(0)]).place == .unknown(".c[]"))
        #expect(places.walk([.key("c"), .index(0)]).parent == .unknown(".c"))
        #expect(places.name(of: places.walk([.key("a")]).place) == ".a")
    }

    /// What the shape knows of a place found by number is what the golden inputs put there:
    /// each golden value is among the place's known values, and its type is one the place holds.
    @Test func aNumberedPlaceKnowsWhatTheGoldenInputsPutThere() {
        var checked = 0
        for shape in Self.shapes {
            for seed in shape.seeds {
                for path in seed.input.paths {
                    guard let value = seed.input.at(path) else { continue }
                    let place = shape.places.walk(path).place
                    #expect(shape.known(at: place).contains(value), "\(shape.suite) \(InputShape.place(path))")
                    #expect(shape.holds(InputShape.typeName(value), at: place))
                    checked += 1
                }
            }
            #expect(shape.known(place: ".no-such-member") == [])
            #expect(!shape.holds("string", place: ".no-such-member"))
        }
        #expect(checked > 1_000, "\(checked) golden values")
    }
}
