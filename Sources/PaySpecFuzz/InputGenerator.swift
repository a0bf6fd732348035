import PaySpecJSON
import PaySpecRunner
import PaySpecVectors

/// Makes new inputs for the selected suites from their golden inputs: one to three edits of a
/// golden input, each at a random place: another known value of that place (from the spec
/// tables, through the golden vectors), an unknown value, a near-miss of the value there, a
/// boundary, `null` instead of a value, the member left out, an array element dropped,
/// repeated, moved or added. Seeded: the same seed and suites give the same inputs.
public struct InputGenerator: Sendable {
    public private(set) var shapes: [InputShape]
    private var rng: SeededRandom
    private var turn = 0
    /// Per shape, how its recent inputs fared (see `record`).
    private var yields: [Yield]
    /// The shape of the last input made.
    private var last = 0

    /// Recent inputs of one suite and how many of them were new and could be judged, decayed
    /// so that the figure follows the suite as its input space fills up.
    struct Yield: Sendable {
        var tries = 0
        var fresh = 0
        /// The share of new inputs, in 1/1024ths, never below 1/64: a suite is slowed down, not
        /// dropped (a rare new input there is still worth a turn).
        var share: Int { max(16, (fresh + 1) * 1024 / (tries + 1)) }
    }

    public init(shapes: [InputShape], seed: UInt64) {
        self.shapes = shapes.filter { !$0.seeds.isEmpty }
        rng = SeededRandom(seed: seed)
        yields = Array(repeating: Yield(), count: self.shapes.count)
    }

    /// A new input: its suite's shape, the golden vector it was made from, and the input.
    public mutating func next() -> (shape: InputShape, seed: GoldenVector, input: JSONValue) {
        let (index, seed, input) = nextDraft()
        return (shapes[index], seed, input)
    }

    /// `next`, with the shape as its index in `shapes` (what `record(shape:fresh:)` is told).
    mutating func nextDraft() -> (shape: Int, seed: GoldenVector, input: JSONValue) {
        // Suites in turn, so a suite with 600 vectors does not starve one with 5; a suite
        // whose recent inputs were mostly duplicates or outside its contract takes its turn
        // that often only (a small suite's input space is soon used up).
        var index = turn % shapes.count
        turn += 1
        while rng.below(1024) >= yields[index].share {
            index = turn % shapes.count
            turn += 1
        }
        last = index
        let shape = shapes[index]
        let seed = rng.pick(shape.seeds)
        var input = seed.input
        for _ in 0...rng.below(3) { mutate(&input, shape) }
        // An input no edit changed is its golden input again, a certain duplicate: edit on, up to
        // four times. Compared again only after an edit (`for … where` compared four times).
        var extraEdits = 0
        while extraEdits < 4 && input == seed.input {
            mutate(&input, shape)
            extraEdits += 1
        }
        return (index, seed, input)
    }

    /// Keeps only the shapes of `suites` (the ones the implementation announced).
    mutating func restrict(to suites: Set<String>) {
        shapes = shapes.filter { suites.contains($0.suite) }
        yields = Array(repeating: Yield(), count: shapes.count)
    }

    /// Tells how the last input fared: `fresh` when it was new and could be judged (not a
    /// duplicate, inside the contract). Later turns follow each suite's recent share.
    public mutating func record(fresh: Bool) { record(shape: last, fresh: fresh) }

    /// `record(fresh:)` for an input of `shapes[shape]` made earlier (the making pipeline learns
    /// how an input fared a fixed number of inputs later).
    mutating func record(shape index: Int, fresh: Bool) {
        yields[index].tries += 1
        if fresh { yields[index].fresh += 1 }
        if yields[index].tries >= 256 {
            yields[index].tries /= 2
            yields[index].fresh /= 2
        }
    }

    /// One edit of `input` that stays inside the suite's contract (`InputShape.admits`):
    /// a port may refuse anything else, so a disagreement there would prove nothing.
    mutating func mutate(_ input: JSONValue, _ shape: InputShape) -> JSONValue {
        var edited = input
        mutate(&edited, shape)
        return edited
    }

    /// The same edit made in place: the path is found by counting (not by listing every path),
    /// the edit is judged where it changes something (the new value, the object holding it)
    /// before it is made, and only the containers along the path are written.
    mutating func mutate(_ input: inout JSONValue, _ shape: InputShape) {
        let count = input.descendantCount
        guard count > 0 else { return }
        for _ in 0..<8 {
            let path = input.path(preorder: rng.below(count))
            guard let value = input.at(path) else { continue }
            // The places of the path and of its parent, found once for every question below.
            let walked = shape.places.walk(path)
            let proposed = propose(value, at: path, places: walked, in: input, shape)
            // The input changes exactly when the value at the path does (a member or element
            // left out always changes it).
            if let proposed, proposed == value { continue }
            guard shape.admits(replacing: path, in: input, with: proposed, at: walked) else { continue }
            input.replace(path[...], with: proposed)
            return
        }
    }

    /// A new value for `path` (`nil`: the member left out); `walked` holds the places of the path
    /// and of its parent (`InputPlaces.walk`).
    mutating func propose(
        _ value: JSONValue, at path: [JSONStep], places walked: (place: InputPlace, parent: InputPlace), in input: JSONValue,
        _ shape: InputShape
    ) -> JSONValue? {
        let place = walked.place
        // Member-level edits first: null vs missing is a distinction ports lose. Only those the
        // contract allows (the shape): a required member stays, null only where inputs hold it.
        let nullable = shape.holds("null", at: place)
        if case .key(let key) = path.last!, rng.oneIn(6) {
            let parent = path.dropLast()
            let optional =
                input.at(parent).flatMap { shape.requiredMembers(of: $0, at: walked.parent) }.map { !$0.contains(key) }
                ?? false
            if nullable || optional { return nullable && (!optional || rng.oneIn(2)) ? .null : nil }
        }
        let known = shape.known(at: place)
        if !known.isEmpty, rng.oneIn(4) { return rng.pick(known) }
        // Only an array's edits read the known elements (a scalar's place has none to find).
        var elements: [JSONValue] = []
        if case .array = value { elements = shape.known(at: shape.places.element(of: place)) }
        return edit(value, known, shape, elements: elements, nullable: nullable)
    }

    mutating func edit(_ value: JSONValue, _ known: [JSONValue], _ shape: InputShape, elements: [JSONValue], nullable: Bool) -> JSONValue {
        switch value {
        case .string(let s):
            switch rng.below(10) {
            case 0...4: return .string(NearMisses.of(s, &rng))
            case 5:
                let other = known.compactMap(\.stringValue)
                return .string(NearMisses.of(other.isEmpty ? s : rng.pick(other), &rng))
            case 6: return .string(rng.pick(NearMisses.boundaryStrings))
            case 7: return .string(rng.pick(NearMisses.unknownTokens))
            case 8: return .string(shape.strings.isEmpty ? s : rng.pick(shape.strings))
            default:
                let unit = rng.pick(["a", "9", " ", "é"])
                return .string(NearMisses.repeated(unit, count: rng.pick([64, 1000, 10000])))
            }
        case .integer(let n):
            switch rng.below(4) {
            case 0: return .integer(n &+ (rng.oneIn(2) ? 1 : -1))
            case 1: return .integer(n.multipliedReportingOverflow(by: -1).partialValue)
            default: return rng.pick(NearMisses.boundaryNumbers)
            }
        case .double(let d):
            return rng.oneIn(2) ? .integer(Int(d.rounded(.towardZero).clamped(-1e15, 1e15))) : rng.pick(NearMisses.boundaryNumbers)
        case .bool(let b):
            return nullable && rng.oneIn(4) ? .null : .bool(!b)
        case .null:
            let other = known.filter { !$0.isNull }
            return other.isEmpty ? .string(rng.pick(NearMisses.unknownTokens)) : rng.pick(other)
        case .array(var a):
            switch rng.below(6) {
            case 0 where !a.isEmpty: a.remove(at: rng.below(a.count))
            case 1 where !a.isEmpty: a.insert(a[rng.below(a.count)], at: rng.below(a.count + 1))
            case 2 where a.count > 1: a.swapAt(rng.below(a.count), rng.below(a.count))
            case 3: a = []
            case 4 where !elements.isEmpty:
                // An element of another golden input: a new combination of known events.
                a.insert(rng.pick(elements), at: rng.below(a.count + 1))
            default:
                if let first = a.first { a.append(contentsOf: Array(repeating: first, count: 20)) }
            }
            return .array(a)
        case .object:
            // Objects are edited member by member (their members are paths of their own);
            // here only null or an empty object.
            return nullable && rng.oneIn(2) ? .null : .object([:])
        }
    }
}

extension Double {
    fileprivate func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
