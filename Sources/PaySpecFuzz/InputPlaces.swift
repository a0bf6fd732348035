import PaySpecJSON

/// A place of a suite's inputs (a path with array positions merged, `.events[].event`): its
/// number in the suite's `InputPlaces` when a golden input has it, else its name.
enum InputPlace: Sendable, Hashable {
    case known(Int)
    case unknown(String)
}

/// The places the golden inputs of one suite have, numbered: `InputShape` keeps what it knows of
/// each (its JSON types, its known values, the members its objects require) in arrays by number.
///
/// The generator asks about a place several times for every edit it tries: by name, each
/// question wrote the path out as a string and hashed it. Here a path is walked once, member by
/// member, from the root's number to its place's number. A step the golden inputs never took
/// falls back to the name, which is what the place is: a member name holding `.` or `[]` can
/// spell the same name as another path, and the name decides, as it always did.
struct InputPlaces: Sendable {
    /// By number: the place's name.
    private(set) var names: [String] = []
    /// By name: the place's number.
    private var numbers: [String: Int] = [:]
    /// By number: the number of each member's place, by member name.
    private var members: [[String: Int]] = []
    /// By number: the number of its elements' place.
    private var elements: [Int?] = []

    /// The root's place (the input itself).
    static let root = InputPlace.known(0)

    /// The root alone; the golden inputs' places are entered as they are walked (`enter`).
    init() { _ = number("") }

    /// The places of every path of `inputs`, each numbered in the order first met.
    init(_ inputs: [JSONValue]) {
        self.init()
        for input in inputs {
            for path in input.paths {
                let parent = number(InputShape.place(path.dropLast()))
                _ = enter(path.last!, from: parent, named: InputShape.place(path))
            }
        }
    }

    /// The number of the place `name`, a step from the place numbered `parent`: numbered if it
    /// is new, and the step recorded.
    mutating func enter(_ step: JSONStep, from parent: Int, named name: String) -> Int {
        let child = number(name)
        switch step {
        case .key(let k): members[parent][k] = child
        case .index: elements[parent] = child
        }
        return child
    }

    private mutating func number(_ name: String) -> Int {
        if let n = numbers[name] { return n }
        let n = names.count
        names.append(name)
        numbers[name] = n
        members.append([:])
        elements.append(nil)
        return n
    }

    /// The place named `name`.
    func place(named name: String) -> InputPlace { numbers[name].map(InputPlace.known) ?? .unknown(name) }

    /// The name of `place`.
    func name(of place: InputPlace) -> String {
        switch place {
        case .known(let n): return names[n]
        case .unknown(let name): return name
        }
    }

    /// The place of member `key` of an object at `place`.
    func member(_ key: String, of place: InputPlace) -> InputPlace {
        if case .known(let n) = place, let child = members[n][key] { return .known(child) }
        return self.place(named: name(of: place) + "." + key)
    }

    /// The place of the elements of an array at `place`.
    func element(of place: InputPlace) -> InputPlace {
        if case .known(let n) = place, let child = elements[n] { return .known(child) }
        return self.place(named: name(of: place) + "[]")
    }

    /// The place of `path`, and of the path without its last step (the root for a path of one step).
    func walk(_ path: [JSONStep]) -> (place: InputPlace, parent: InputPlace) {
        var parent = Self.root
        var current = Self.root
        for step in path {
            parent = current
            switch step {
            case .key(let k): current = member(k, of: current)
            case .index: current = element(of: current)
            }
        }
        return (current, parent)
    }
}
