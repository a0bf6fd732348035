/// What makes a text no JSON, as `JSONTreeReader` finds it: which rule broke, and the byte
/// offset where (`JSONReadFailure`). `JSONParser` and the String Catalog reader word the same
/// faults in their own messages; where it stands is computed from the offset, once.
public enum JSONSyntaxFault: Sendable, Equatable {
    /// Something other than whitespace after the value.
    case trailingText
    /// No value where one must stand.
    case expectedValue
    /// A value starting like `word` that is not it (at the value's start).
    case expectedWord(String)
    /// A container opened deeper than `JSONParser.maximumDepth` (at its bracket).
    case tooDeep
    /// No string where an object's key must stand.
    case expectedKey
    /// A key an object already has (at the second key; `earlier` is the first one's offset).
    case repeatedKey(String, earlier: Int)
    /// No `:` after `key`.
    case expectedColon(after: String)
    /// Neither `,` nor `closer` after a member or an element.
    case expectedSeparator(closer: UInt8)
    /// A number against the grammar (where the lexer stopped).
    case number(JSONNumberFault)
    /// A number beyond a `Double`'s range (at its start), for readers that make its value.
    case numberOutOfRange(String)
    /// A string against the grammar (where the fault says); `start` is the offset of its
    /// opening quote, `escape` that of the backslash of the escape at fault.
    case string(JSONStringFault, start: Int, escape: Int)
    /// The event handler stopped reading with an error of its own.
    case stopped
}

/// A syntax fault and the byte offset where it stands.
public struct JSONReadFailure: Error, Sendable {
    public var fault: JSONSyntaxFault
    public var offset: Int

    public init(_ fault: JSONSyntaxFault, at offset: Int) {
        self.fault = fault
        self.offset = offset
    }
}
