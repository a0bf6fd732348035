import PaySpecJSON
import PaySpecRunner
import PaySpecVectors

/// One step into a JSON value: a member of an object or an element of an array.
public enum JSONStep: Sendable, Hashable {
    case key(String)
    case index(Int)
}

extension JSONValue {
    /// The value at `path`, if there is one.
    func at(_ path: some Sequence<JSONStep>) -> JSONValue? {
        var v = self
        for step in path {
            switch (step, v) {
            case (.key(let k), .object(let o)):
                guard let next = o[k] else { return nil }
                v = next
            case (.index(let i), .array(let a)) where a.indices.contains(i): v = a[i]
            default: return nil
            }
        }
        return v
    }

    /// A copy with the value at `path` replaced, or removed when `value` is nil (a member
    /// left out, an element dropped).
    func replacing(_ path: [JSONStep], with value: JSONValue?) -> JSONValue {
        guard let step = path.first else { return value ?? self }
        let rest = Array(path.dropFirst())
        switch (step, self) {
        case (.key(let k), .object(var o)):
            if rest.isEmpty {
                o[k] = value
            } else if let child = o[k] {
                o[k] = child.replacing(rest, with: value)
            }
            return .object(o)
        case (.index(let i), .array(var a)) where a.indices.contains(i):
            if rest.isEmpty {
                if let value { a[i] = value } else { a.remove(at: i) }
            } else {
                a[i] = a[i].replacing(rest, with: value)
            }
            return .array(a)
        default:
            return self
        }
    }

    /// Every path inside the value (the root excluded), parents before children.
    var paths: [[JSONStep]] {
        var out: [[JSONStep]] = []
        func walk(_ v: JSONValue, _ prefix: [JSONStep]) {
            switch v {
            case .object(let o):
                for k in o.keys.sorted() {
                    out.append(prefix + [.key(k)])
                    walk(o[k]!, prefix + [.key(k)])
                }
            case .array(let a):
                for i in a.indices {
                    out.append(prefix + [.index(i)])
                    walk(a[i], prefix + [.index(i)])
                }
            default: break
            }
        }
        walk(self, [])
        return out
    }
}

/// A suite's input shape as its golden vectors show it: the inputs themselves (the seeds of
/// generation) and, for every place in them (array positions merged), the values the vectors
/// put there. Those values come from the spec tables, so they are the known values of each
/// field: codes, statuses, languages, keys, events.
public struct InputShape: Sendable {
    public let suite: String
    public let sdk: String
    /// The suite's golden vectors, in file order.
    public let seeds: [GoldenVector]
    /// The places of the golden inputs, numbered: what follows is by place number.
    let places: InputPlaces
    /// Place (`events[].event`) -> the distinct values seen there, in canonical order.
    let values: [[JSONValue]]
    /// Every string any input of the suite holds, in order.
    let strings: [String]
    /// Place -> the JSON types the golden inputs put there (`number` for integers and fractions),
    /// as `typeBit`s; 0 at the root, whose type is not judged: a generated input keeps a place's
    /// type, since a port may refuse any other as outside the contract.
    let types: [UInt8]
    /// Object place (`.ops[]`) -> the members every golden object of each kind there has (`op`
    /// = `show`): the contract requires them, so a generated input never drops them.
    let required: [RequiredMembers?]
    /// The most scalars a string equal to a kind named at any place can hold
    /// (`EquivalentLengthBound`): a longer discriminator, which edits often make, names no kind.
    let kindBound: Int

    /// The members the objects at one place require, by kind.
    struct RequiredMembers: Sendable {
        /// By the kind's discriminator (its index in `discriminators`), then that member's value.
        var byKind: [Int: [String: Set<String>]] = [:]
        /// Objects that hold no discriminator as a string.
        var plain: Set<String>?
        /// Every object at the place, whatever its kind.
        var any: Set<String>?
    }

    public init(suite: String, sdk: String, vectors: [GoldenVector]) {
        self.suite = suite
        self.sdk = sdk
        seeds = vectors
        var seen: [String: Set<JSONValue>] = [:]
        var allStrings: Set<String> = []
        var types: [String: Set<String>] = [:]
        var members: [String: RequiredMembers] = [:]
        var places = InputPlaces()
        func note(object: JSONValue, place: String) {
            guard case .object(let o) = object else { return }
            let keys = Set(o.keys)
            func merged(_ known: Set<String>?) -> Set<String> { known.map { $0.intersection(keys) } ?? keys }
            var atPlace = members[place] ?? RequiredMembers()
            if let kind = Self.kind(of: o, replacing: nil, with: nil) {
                atPlace.byKind[kind.rank, default: [:]][kind.value] = merged(atPlace.byKind[kind.rank]?[kind.value])
            } else {
                atPlace.plain = merged(atPlace.plain)
            }
            atPlace.any = merged(atPlace.any)
            members[place] = atPlace
        }
        // Every value inside an input, with its place's name and number (one walk: the place is
        // written once for each value, and numbered as it is met).
        func visit(_ value: JSONValue, place: String, number: Int) {
            seen[place, default: []].insert(value)
            types[place, default: []].insert(Self.typeName(value))
            note(object: value, place: place)
            if case .string(let s) = value { allStrings.insert(s) }
            visitMembers(of: value, place: place, number: number)
        }
        func visitMembers(of value: JSONValue, place: String, number: Int) {
            switch value {
            case .object(let o):
                for (k, v) in o {
                    let name = place + "." + k
                    visit(v, place: name, number: places.enter(.key(k), from: number, named: name))
                }
            case .array(let a) where !a.isEmpty:
                let name = place + "[]"
                let element = places.enter(.index(0), from: number, named: name)
                for v in a { visit(v, place: name, number: element) }
            default:
                break
            }
        }
        for v in vectors {
            note(object: v.input, place: "")
            visitMembers(of: v.input, place: "", number: 0)
        }
        self.places = places
        self.types = places.names.map { name in types[name]?.reduce(0) { $0 | Self.typeBit($1) } ?? 0 }
        required = places.names.map { members[$0] }
        kindBound = EquivalentLengthBound.scalars(of: members.values.flatMap { $0.byKind.values.flatMap(\.keys) })
        // Sets iterate in a different order in every process: sort, or a seed would not replay.
        values = places.names.map { name in
            (seen[name] ?? []).map { (JSONWriter.line($0), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
        }
        strings = allStrings.sorted()
    }

    /// The members that tell kinds of objects at one place apart (`{"op": "show"}` from
    /// `{"op": "hide"}`): each kind has its own required members.
    static let discriminators = ["op", "result", "event", "type", "termination"]

    /// An object's kind: the first of `discriminators` it holds as a string (by its index there),
    /// with that string; `nil` when it holds none. With `replaced`, the kind of the object with
    /// that member set to `value` (left out when `nil`), found without building that object.
    static func kind(
        of members: [String: JSONValue], replacing replaced: String?, with value: JSONValue?
    ) -> (rank: Int, value: String)? {
        var first: (rank: Int, value: String)?
        func consider(_ key: String, _ member: JSONValue) {
            guard case .string(let text) = member, let rank = discriminators.firstIndex(of: key) else { return }
            if first == nil || rank < first!.rank { first = (rank, text) }
        }
        for (key, member) in members where replaced.map({ $0 != key }) ?? true { consider(key, member) }
        if let replaced, let value { consider(replaced, value) }
        return first
    }

    /// A JSON type as one bit of a place's `types`.
    static func typeBit(_ name: String) -> UInt8 {
        switch name {
        case "null": return 1
        case "boolean": return 2
        case "number": return 4
        case "string": return 8
        case "array": return 16
        default: return 32
        }
    }

    /// `typeBit(typeName(v))`, without the name.
    static func typeBit(of v: JSONValue) -> UInt8 {
        switch v {
        case .null: return 1
        case .bool: return 2
        case .integer, .double: return 4
        case .string: return 8
        case .array: return 16
        case .object: return 32
        }
    }

    static func typeName(_ v: JSONValue) -> String {
        switch v {
        case .null: return "null"
        case .bool: return "boolean"
        case .integer, .double: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// The members an object at `path` must have: those of its kind, or, for a kind no golden
    /// input shows (an unknown status, say), those every object at the place has. `nil` for an
    /// object the contract does not admit at all: an `op` the suite does not define.
    func requiredMembers(of object: JSONValue, at path: [JSONStep]) -> Set<String>? {
        requiredMembers(of: object, place: Self.place(path))
    }

    /// Whether a whole input keeps the contract: every object has the members its kind requires,
    /// and every place holds a type the golden inputs give it. One walk, the place built as it
    /// goes.
    public func admits(_ input: JSONValue) -> Bool { admits(input, at: InputPlaces.root, isRoot: true) }

    /// Whether `value` keeps the contract at `place` (its type there, then everything inside it).
    func admits(_ value: JSONValue, place: String) -> Bool { admits(value, at: places.place(named: place)) }

    /// `admits(_:place:)` for a place found already.
    func admits(_ value: JSONValue, at place: InputPlace, isRoot: Bool = false) -> Bool {
        // A place no golden input has, and the root, judge no type.
        if !isRoot, case .known(let n) = place, types[n] != 0, types[n] & Self.typeBit(of: value) == 0 { return false }
        switch value {
        case .object(let o):
            guard let needed = requiredMembers(of: value, at: place) else { return false }
            for k in needed where o[k] == nil { return false }
            for (k, v) in o where !admits(v, at: places.member(k, of: place)) { return false }
            return true
        case .array(let a):
            let element = places.element(of: place)
            for v in a where !admits(v, at: element) { return false }
            return true
        default:
            return true
        }
    }

    /// `admits(input.replacing(path, with: value))` for an `input` the contract admits, checked
    /// where the edit can change the answer: the new value at its place, and the object that holds
    /// it (its kind and required members may change with a member). Every other object keeps its
    /// members and every other place its value. This runs for every edit the generator tries.
    func admits(replacing path: [JSONStep], in input: JSONValue, with value: JSONValue?, place: String) -> Bool {
        admits(replacing: path, in: input, with: value, at: places.walk(path))
    }

    /// The same with the places of the path and of its parent found already (`InputPlaces.walk`).
    func admits(
        replacing path: [JSONStep], in input: JSONValue, with value: JSONValue?, at walked: (place: InputPlace, parent: InputPlace)
    ) -> Bool {
        if let value, !admits(value, at: walked.place) { return false }
        guard case .key(let key) = path.last, case .object(let parent)? = input.at(path.dropLast()) else { return true }
        // The edited object is judged from the object as it is and the one member changed: the
        // members are not copied to build it.
        let kind = Self.kind(of: parent, replacing: key, with: value)
        let holdsOp = key == "op" ? value != nil : parent["op"] != nil
        guard let needed = requiredMembers(kind: kind, holdsOp: holdsOp, at: walked.parent) else { return false }
        for k in needed where k == key ? value == nil : parent[k] == nil { return false }
        return true
    }

    /// `requiredMembers(of:at:)` for an object at a place already merged (`.ops[]`).
    func requiredMembers(of object: JSONValue, place: String) -> Set<String>? {
        requiredMembers(of: object, at: places.place(named: place))
    }

    /// The same for a place found already.
    func requiredMembers(of object: JSONValue, at place: InputPlace) -> Set<String>? {
        guard case .object(let members) = object else { return requiredMembers(kind: nil, holdsOp: false, at: place) }
        return requiredMembers(kind: Self.kind(of: members, replacing: nil, with: nil), holdsOp: members["op"] != nil, at: place)
    }

    /// The same for an object of kind `kind` that holds an `op` member or not.
    func requiredMembers(kind: (rank: Int, value: String)?, holdsOp: Bool, at place: InputPlace) -> Set<String>? {
        let atPlace: RequiredMembers?
        if case .known(let n) = place { atPlace = required[n] } else { atPlace = nil }
        // A kind too long to be named is a miss, found without hashing it.
        let known =
            kind.map { EquivalentLengthBound.exceeds($0.value, kindBound) ? nil : atPlace?.byKind[$0.rank]?[$0.value] } ?? atPlace?.plain
        if let known { return known }
        if holdsOp { return nil }
        return atPlace?.any ?? []
    }

    /// A path with array positions merged: `events[].event`.
    static func place(_ path: some Collection<JSONStep>) -> String {
        // Written into one string: every edit the generator tries asks for a place or two.
        var place = ""
        for step in path {
            switch step {
            case .key(let k):
                place += "."
                place += k
            case .index: place += "[]"
            }
        }
        return place
    }

    /// Whether the golden inputs put a value of JSON type `type` (`null`, `string`, …) at the
    /// place of `path`.
    func holds(_ type: String, at path: [JSONStep]) -> Bool { holds(type, place: Self.place(path)) }

    /// `holds(_:at:)` for a place already merged (`.ops[].op`).
    func holds(_ type: String, place: String) -> Bool { holds(type, at: places.place(named: place)) }

    /// The same for a place found already.
    func holds(_ type: String, at place: InputPlace) -> Bool {
        guard case .known(let n) = place else { return false }
        return types[n] & Self.typeBit(type) != 0
    }

    /// The values the golden inputs hold at the place of `path`.
    func known(at path: [JSONStep]) -> [JSONValue] { known(place: Self.place(path)) }

    /// `known(at:)` for a place already merged.
    func known(place: String) -> [JSONValue] { known(at: places.place(named: place)) }

    /// The same for a place found already.
    func known(at place: InputPlace) -> [JSONValue] {
        guard case .known(let n) = place else { return [] }
        return values[n]
    }

    /// The shapes of every suite in `suites`, from golden vectors loaded in `golden`.
    public static func shapes(_ vectors: [RunVector]) -> [InputShape] { shapes(vectors, decoded: vectors.map(\.vector)) }

    /// The same from the vectors already decoded (`decoded[i]` is `vectors[i]`'s).
    static func shapes(_ vectors: [RunVector], decoded: [GoldenVector]) -> [InputShape] {
        var bySuite: [String: [GoldenVector]] = [:]
        var sdk: [String: String] = [:]
        var order: [String] = []
        for (v, golden) in zip(vectors, decoded) {
            if bySuite[v.suite] == nil { order.append(v.suite) }
            bySuite[v.suite, default: []].append(golden)
            sdk[v.suite] = v.sdk
        }
        return order.map { InputShape(suite: $0, sdk: sdk[$0] ?? "", vectors: bySuite[$0]!) }
    }
}
