/// The element names of an XML property list a reader tells apart, from a start tag's local
/// name compared byte for byte. Any other name reads as a string, as Apple's tools read it.
enum PropertyListTag {
    case string, integer, real, `true`, `false`, array, dict, key, other

    init(_ tag: XMLStartTag, in scanner: XMLScanner) {
        if scanner.hasLocalName(tag, "string") {
            self = .string
        } else if scanner.hasLocalName(tag, "dict") {
            self = .dict
        } else if scanner.hasLocalName(tag, "key") {
            self = .key
        } else if scanner.hasLocalName(tag, "integer") {
            self = .integer
        } else if scanner.hasLocalName(tag, "real") {
            self = .real
        } else if scanner.hasLocalName(tag, "true") {
            self = .true
        } else if scanner.hasLocalName(tag, "false") {
            self = .false
        } else if scanner.hasLocalName(tag, "array") {
            self = .array
        } else {
            self = .other
        }
    }
}
