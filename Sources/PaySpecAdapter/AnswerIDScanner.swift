import PaySpecJSON

/// Finds the top-level `"id"` of an answer line without keeping the line: fed byte by byte (in
/// chunks), it tracks only nesting depth and string state, so a 100 MB answer whose id comes
/// after its output costs a few bytes of memory. It also reads lines that are not valid JSON
/// (cut short, a missing member), so an answer that names its vector is tied to it even when it
/// cannot be decoded.
///
/// Only a member of the outermost object counts: an `"id"` inside `output` is data.
struct AnswerIDScanner {
    /// The longest id kept; a longer one cannot be a golden id and is ignored.
    static let maximumIDLength = 1024

    private var depth = 0
    private var inString = false
    private var escaped = false
    /// At depth 1, after `{` or `,`: the next string is a member name.
    private var expectingKey = false
    private var readingKey = false
    private var key: [UInt8] = []
    /// The member name just read was `id`, and its `:` has (or has not yet) been seen.
    private var afterIDKey = false
    private var awaitingIDValue = false
    private var readingID = false
    private var raw: [UInt8] = []
    private var found: [UInt8]?

    /// The id, once its closing quote has been read.
    var id: String? {
        guard let found else { return nil }
        var quoted: [UInt8] = [0x22]
        quoted.append(contentsOf: found)
        quoted.append(0x22)
        return (try? JSONParser.parseValue(quoted))?.stringValue
    }

    /// Scans a whole line at once.
    static func id<C: Collection>(in line: C) -> String? where C.Element == UInt8 {
        var scanner = AnswerIDScanner()
        scanner.feed(line)
        return scanner.id
    }

    mutating func feed<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        guard found == nil else { return }
        for c in bytes {
            step(c)
            if found != nil { return }
        }
    }

    private mutating func step(_ c: UInt8) {
        if inString {
            if escaped {
                escaped = false
            } else if c == 0x5C {
                escaped = true
            } else if c == 0x22 {
                inString = false
                if readingKey {
                    readingKey = false
                    afterIDKey = key == Array("id".utf8)
                } else if readingID {
                    readingID = false
                    found = raw
                }
                return
            }
            if readingKey {
                if key.count <= 2 { key.append(c) } else { key = [0x00] }  // longer than "id": never equal
            } else if readingID {
                if raw.count < Self.maximumIDLength { raw.append(c) } else { readingID = false }
            }
            return
        }
        switch c {
        case 0x22:  // "
            inString = true
            if depth == 1 && expectingKey {
                expectingKey = false
                readingKey = true
                key = []
            } else if depth == 1 && awaitingIDValue {
                awaitingIDValue = false
                readingID = true
                raw = []
            }
        case 0x3A:  // :
            if depth == 1 && afterIDKey {
                afterIDKey = false
                awaitingIDValue = true
            }
        case 0x7B, 0x5B:  // { [
            depth += 1
            awaitingIDValue = false
            if depth == 1 { expectingKey = c == 0x7B }
        case 0x7D, 0x5D:  // } ]
            depth -= 1
        case 0x2C:  // ,
            if depth == 1 { expectingKey = true }
            afterIDKey = false
        case 0x20, 0x09, 0x0A, 0x0D:
            break
        default:  // a number or a literal: the id member, if this is its value, is not a string
            if depth == 1 { awaitingIDValue = false }
        }
    }
}
