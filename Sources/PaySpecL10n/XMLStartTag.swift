import PaySpecJSON

/// One event of `XMLScanner.next()`. It holds places in the scanner's bytes, not strings: a
/// big catalog has tens of elements per entry, and a `String` for each tag name and text cost
/// more than reading them. The scanner that made an event turns it into text on request.
enum XMLEvent {
    case start(XMLStartTag)
    case end
    case text(XMLTextSpan)
    case endOfDocument
}

/// Character data: a run of text (with references to expand, if `expands`) or a CDATA
/// section's content (taken as it is), as bytes `start..<end` of the document.
struct XMLTextSpan {
    let start: Int
    let end: Int
    /// Whether it holds an entity or character reference (checked when it was scanned).
    let expands: Bool

    var isEmpty: Bool { start == end }
}

/// An element's character data: one span of the document, or the pieces of several joined.
enum XMLElementText {
    case span(XMLTextSpan)
    case joined(String)
}

/// A start tag: where its name (and the local part after a namespace prefix) stands in the
/// document, where its attributes are in the scanner, and the position of its `<`. Its
/// attributes can be read until the scanner reads a start tag that is not inside it.
struct XMLStartTag {
    let nameStart: Int
    let nameEnd: Int
    /// Where the name without its namespace prefix starts.
    let localStart: Int
    /// Where its attributes start among the scanner's, and how many it has.
    let attributesStart: Int
    let attributeCount: Int
    /// Which start tag of the document it is (its attributes carry the same number).
    let serial: Int
    let location: SourceLocation
}

/// One attribute: its name and its value (between the quotes) as places in the document.
struct XMLAttribute {
    let nameStart: Int
    let nameEnd: Int
    let valueStart: Int
    let valueEnd: Int
    /// Whether the value holds a reference to expand (checked when it was scanned).
    let expands: Bool
    /// The serial of the start tag it belongs to.
    let owner: Int
}
