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
/// document, its attributes in order, and the position of its `<`.
struct XMLStartTag {
    let nameStart: Int
    let nameEnd: Int
    /// Where the name without its namespace prefix starts.
    let localStart: Int
    let attributes: XMLAttributes
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
}

/// A start tag's attributes in order: the first three in place (catalog tags have one to
/// three, and an array per tag would be an allocation per string), the others in an array.
struct XMLAttributes {
    private(set) var count = 0
    private var first: XMLAttribute?
    private var second: XMLAttribute?
    private var third: XMLAttribute?
    private var others: [XMLAttribute]?

    mutating func append(_ attribute: XMLAttribute) {
        switch count {
        case 0: first = attribute
        case 1: second = attribute
        case 2: third = attribute
        default:
            if others == nil { others = [] }
            others!.append(attribute)
        }
        count += 1
    }

    subscript(index: Int) -> XMLAttribute {
        switch index {
        case 0: return first!
        case 1: return second!
        case 2: return third!
        default: return others![index - 3]
        }
    }
}
