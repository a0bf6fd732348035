import PaySpecJSON

/// What an `XMLScanner` reads and the lists it grows, owned by one object. The compiler hands
/// a scanner on by value to call a method that does not change it; with its lists as arrays
/// of its own, every such copy held a second reference to them, and the next start or end
/// tag then copied the element stack whole (hundreds of thousands of copies in a big
/// `.stringsdict`). Held here, a copy shares the lists and a change is made in place.
final class XMLScanStorage {
    /// The document's bytes, read in place without a bounds check each (every read is
    /// guarded by a comparison with the count, as it was with an array).
    let bytes: UnsafeMutableBufferPointer<UInt8>
    /// Room for the open elements: the scanner refuses to nest deeper than it holds.
    let stack: UnsafeMutablePointer<XMLOpenElement>
    /// The attributes of the open elements and of the last start tag, one list for the whole
    /// document: a start tag costs no allocation of its own.
    @exclusivity(unchecked) var attributes: [XMLAttribute] = []

    init(copying source: [UInt8]) {
        bytes = .allocate(capacity: source.count)
        _ = bytes.initialize(from: source)
        stack = .allocate(capacity: XMLScanner.maximumDepth)
        attributes.reserveCapacity(16)
    }

    deinit {
        bytes.deallocate()
        stack.deallocate()
    }
}

/// An element the scanner is inside.
struct XMLOpenElement {
    /// Where the name stands in the document (its end tag is compared byte for byte).
    var nameStart: Int
    var nameEnd: Int
    var location: SourceLocation
    /// Where its attributes end in the attribute list (those of its descendants come after).
    var attributesEnd: Int
    var hasChild = false
}
