import PaySpecJSON
import PaySpecVectors

/// One systematic change to one member of an input: the value put there (nil leaves the member
/// out), the family it belongs to (`padding`, `prototype-name`, …) and a few words saying what it
/// is, for the vector's description.
struct ValueVariant: Sendable {
    /// Part of the vector id: `padded-leading-tab`.
    var name: String
    /// The family, also a tag of the vector: `absent`, `null`, `empty`, `blank`, `padding`,
    /// `letter-case`, `decomposed`, `line-terminator`, `prototype-name`, `replacement-pattern`,
    /// `number-boundary`, `near-miss`, `documented-value`.
    var family: String
    var value: JSONValue?
    var why: String

    /// The value as a string, when it is one.
    var text: String? { value?.stringValue }
}

/// How a port uses a string member, which decides the families worth trying on it: a value
/// copied to the output meets every family; a value compared with a table meets those that make
/// a near miss; a value filled into a template meets those a template engine could expand.
enum MemberUse: Sendable {
    /// Handed on unchanged (an error text, a message, an identifier).
    case passedThrough
    /// Compared with documented values (a status, a code, a key).
    case matched
    /// Put into a larger text (a header value, a URL): replacement patterns and prototype names.
    case templated
}
