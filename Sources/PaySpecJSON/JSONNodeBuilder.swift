/// Builds positioned `JSONNode`s: every value and key keeps its line and column, for the files
/// whose checks point into them (spec tables, expectations, saved runs). Positions come from the
/// reader's offsets, counted forward once.
struct JSONNodeBuilder: JSONTreeBuilder {
    private let base: UnsafePointer<UInt8>
    private var positions: JSONPositions
    private var memberStack: [JSONMember] = []
    private var elementStack: [JSONNode] = []
    /// Whether a key repeated in an object is kept as one more member instead of refused.
    private let keepsRepeatedKeys: Bool

    init(_ buffer: UnsafeBufferPointer<UInt8>, keepingRepeatedKeys: Bool = false) {
        keepsRepeatedKeys = keepingRepeatedKeys
        base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
        let bom = buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF
        positions = JSONPositions(start: bom ? 3 : 0)
    }

    private mutating func location(_ offset: Int) -> SourceLocation { positions.location(of: offset, in: base) }

    func refusesRepeatedKeys() -> Bool { !keepsRepeatedKeys }

    mutating func beginObject(at offset: Int) -> (first: Int, at: SourceLocation) { (memberStack.count, location(offset)) }

    mutating func key(_ key: String, at offset: Int) {
        let at = location(offset)
        memberStack.append(JSONMember(key: key, keyLocation: at, value: JSONNode(.null, at: at)))
    }

    mutating func member(_ value: JSONNode, of mark: inout (first: Int, at: SourceLocation)) {
        memberStack[memberStack.count - 1].value = value
    }

    mutating func endObject(_ mark: (first: Int, at: SourceLocation)) -> JSONNode {
        let members = Array(memberStack[mark.first...])
        memberStack.removeSubrange(mark.first...)
        return JSONNode(.object(members), at: mark.at)
    }

    mutating func beginArray(at offset: Int) -> (first: Int, at: SourceLocation) { (elementStack.count, location(offset)) }

    func elementStart(at offset: Int, of mark: (first: Int, at: SourceLocation)) {}

    mutating func element(_ value: JSONNode, of mark: inout (first: Int, at: SourceLocation)) {
        elementStack.append(value)
    }

    mutating func endArray(_ mark: (first: Int, at: SourceLocation)) -> JSONNode {
        let items = Array(elementStack[mark.first...])
        elementStack.removeSubrange(mark.first...)
        return JSONNode(.array(items), at: mark.at)
    }

    mutating func string(_ text: String, at offset: Int) -> JSONNode { JSONNode(.string(text), at: location(offset)) }

    mutating func number(_ base: UnsafePointer<UInt8>, _ range: Range<Int>, integral: Bool) throws(JSONReadFailure) -> JSONNode {
        let at = location(range.lowerBound)
        guard let value = JSONLexis.numberValue(base, range, integral: integral) else {
            let text = String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
            throw JSONReadFailure(.numberOutOfRange(text), at: range.lowerBound)
        }
        switch value {
        case .integer(let i): return JSONNode(.integer(i), at: at)
        case .double(let d): return JSONNode(.double(d), at: at)
        default: preconditionFailure("a number's value is a number")
        }
    }

    mutating func bool(_ value: Bool, at offset: Int) -> JSONNode { JSONNode(.bool(value), at: location(offset)) }

    mutating func null(at offset: Int) -> JSONNode { JSONNode(.null, at: location(offset)) }
}
