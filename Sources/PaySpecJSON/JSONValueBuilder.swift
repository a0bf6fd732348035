/// Builds `JSONValue`s: the fast path for golden files, protocol lines and answers, with no
/// positions. A caller that needs the line of some values asks for the byte offsets of the
/// elements of one root member (`trackedKey`) and turns those into lines with
/// `SourceLocation.lines`.
struct JSONValueBuilder: JSONTreeBuilder {
    /// The member of the root object whose array elements' offsets are recorded.
    private let trackedKey: String?
    private var depth = 0
    private var trackNext = false
    private(set) var starts: [Int] = []
    /// Members and elements of the containers being read, innermost last: each container is
    /// built once at its exact size (a dictionary grown member by member rehashes every key at
    /// each doubling).
    private var memberStack: [(key: String, value: JSONValue)] = []
    private var elementStack: [JSONValue] = []

    /// Whether the reader refuses a repeated key where it stands; otherwise the builder refuses
    /// it when the object ends (the dictionary is built then anyway), which says *that* the text
    /// is invalid but may name another fault first: `JSONParser` then reads again, eagerly.
    private let eager: Bool

    init(trackedKey: String? = nil, eager: Bool) {
        self.trackedKey = trackedKey
        self.eager = eager
    }

    func refusesRepeatedKeys() -> Bool { eager }

    mutating func beginObject(at offset: Int) -> Int {
        depth += 1
        return memberStack.count
    }

    mutating func key(_ key: String, at offset: Int) {
        trackNext = depth == 1 && trackedKey != nil && key == trackedKey
        memberStack.append((key, .null))
    }

    mutating func member(_ value: JSONValue, of mark: inout Int) {
        trackNext = false
        memberStack[memberStack.count - 1].value = value
    }

    mutating func endObject(_ first: Int) throws(JSONReadFailure) -> JSONValue {
        depth -= 1
        var members = [String: JSONValue](minimumCapacity: memberStack.count - first)
        for m in memberStack[first...] where members.updateValue(m.value, forKey: m.key) != nil && !eager {
            throw JSONReadFailure(.repeatedKey(m.key, earlier: first), at: first)
        }
        memberStack.removeSubrange(first...)
        return .object(members)
    }

    mutating func beginArray(at offset: Int) -> (first: Int, tracking: Bool) {
        depth += 1
        defer { trackNext = false }
        return (elementStack.count, trackNext)
    }

    mutating func elementStart(at offset: Int, of mark: (first: Int, tracking: Bool)) {
        if mark.tracking { starts.append(offset) }
    }

    mutating func element(_ value: JSONValue, of mark: inout (first: Int, tracking: Bool)) {
        elementStack.append(value)
    }

    mutating func endArray(_ mark: (first: Int, tracking: Bool)) -> JSONValue {
        depth -= 1
        let items = Array(elementStack[mark.first...])
        elementStack.removeSubrange(mark.first...)
        return .array(items)
    }

    func string(_ text: String, at offset: Int) -> JSONValue { .string(text) }

    func number(_ base: UnsafePointer<UInt8>, _ range: Range<Int>, integral: Bool) throws(JSONReadFailure) -> JSONValue {
        guard let value = JSONLexis.numberValue(base, range, integral: integral) else {
            let text = String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
            throw JSONReadFailure(.numberOutOfRange(text), at: range.lowerBound)
        }
        return value
    }

    func bool(_ value: Bool, at offset: Int) -> JSONValue { .bool(value) }

    func null(at offset: Int) -> JSONValue { .null }
}
