/// The element names of an XML property list a reader tells apart, from a start tag's local
/// name compared byte for byte. Any other name reads as a string, as Apple's tools read it.
enum PropertyListTag {
    case string, integer, real, `true`, `false`, array, dict, key, other

    /// Whether a value of this element reads as a string (`<string>`, `<key>` or an element
    /// no property-list type names).
    var readsAsText: Bool {
        switch self {
        case .string, .key, .other: return true
        default: return false
        }
    }
}

extension XMLScanner {
    /// Which property-list element a start tag is, from the tag's bytes in the scanner's
    /// document.
    @inline(__always)
    func propertyListTag(_ tag: XMLStartTag) -> PropertyListTag {
        if hasLocalName(tag, "string") { return .string }
        if hasLocalName(tag, "dict") { return .dict }
        if hasLocalName(tag, "key") { return .key }
        if hasLocalName(tag, "integer") { return .integer }
        if hasLocalName(tag, "real") { return .real }
        if hasLocalName(tag, "true") { return .true }
        if hasLocalName(tag, "false") { return .false }
        if hasLocalName(tag, "array") { return .array }
        return .other
    }
}
