/// What `JSONTreeReader` makes of the values it reads: a `JSONValue`, a positioned `JSONNode`,
/// or events for a stream. The reader owns the grammar and every check; a builder only makes.
/// Offsets are byte offsets into the text, ascending in the order the calls come.
protocol JSONTreeBuilder {
    associatedtype Value
    /// What a builder keeps while an object is read (where its members start).
    associatedtype ObjectMark
    /// What a builder keeps while an array is read.
    associatedtype ArrayMark

    /// Whether the object about to be read must have distinct keys.
    func refusesRepeatedKeys() -> Bool
    mutating func beginObject(at offset: Int) throws(JSONReadFailure) -> ObjectMark
    /// The key of the next member, before its value is read.
    mutating func key(_ key: String, at offset: Int)
    mutating func member(_ value: Value, of mark: inout ObjectMark)
    mutating func endObject(_ mark: ObjectMark) throws(JSONReadFailure) -> Value
    mutating func beginArray(at offset: Int) -> ArrayMark
    /// Where the next element starts, before it is read.
    mutating func elementStart(at offset: Int, of mark: ArrayMark)
    mutating func element(_ value: Value, of mark: inout ArrayMark)
    mutating func endArray(_ mark: ArrayMark) -> Value
    mutating func string(_ text: String, at offset: Int) throws(JSONReadFailure) -> Value
    /// A number the grammar accepted, written in `range`.
    mutating func number(_ base: UnsafePointer<UInt8>, _ range: Range<Int>, integral: Bool) throws(JSONReadFailure) -> Value
    mutating func bool(_ value: Bool, at offset: Int) throws(JSONReadFailure) -> Value
    mutating func null(at offset: Int) throws(JSONReadFailure) -> Value
}
