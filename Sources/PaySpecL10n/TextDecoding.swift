import PaySpecJSON

/// Turns catalog bytes into text: UTF-8 (with or without BOM) and UTF-16 in either byte order
/// (with BOM, or without one when the zero bytes give the order away). Anything else is refused
/// with the line and column of the first byte that is not UTF-8.
public enum TextDecoding {
    /// The encoding a file was found in.
    public enum Encoding: String, Sendable {
        case utf8 = "UTF-8"
        case utf16LittleEndian = "UTF-16LE"
        case utf16BigEndian = "UTF-16BE"
    }

    /// Decodes `bytes`; throws a positioned error for malformed input.
    public static func decode(_ bytes: [UInt8], file: String) throws(CatalogParseError) -> (String, Encoding) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return (try utf8(bytes[3...], file: file), .utf8)
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return (try utf16(bytes[2...], bigEndian: false, file: file), .utf16LittleEndian)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return (try utf16(bytes[2...], bigEndian: true, file: file), .utf16BigEndian)
        }
        if bytes.count >= 4 && bytes.count % 2 == 0 {
            if bytes[0] != 0 && bytes[1] == 0 && bytes[3] == 0 {
                return (try utf16(bytes[...], bigEndian: false, file: file), .utf16LittleEndian)
            }
            if bytes[0] == 0 && bytes[2] == 0 && bytes[1] != 0 {
                return (try utf16(bytes[...], bigEndian: true, file: file), .utf16BigEndian)
            }
        }
        return (try utf8(bytes[...], file: file), .utf8)
    }

    /// Throws the positioned error `decode` would for bytes that are not UTF-8 (a BOM allowed),
    /// without building the text.
    static func validateUTF8(_ bytes: [UInt8], file: String) throws(CatalogParseError) {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        if bytes.count >= 4 && bytes.count % 2 == 0 && !bytes.starts(with: [0xEF, 0xBB, 0xBF])
            && ((bytes[0] != 0 && bytes[1] == 0 && bytes[3] == 0) || (bytes[0] == 0 && bytes[2] == 0 && bytes[1] != 0))
        {
            _ = try decode(bytes, file: file)
            return
        }
        let valid = body.withContiguousStorageIfAvailable(isValidUTF8) ?? true
        if !valid { _ = try utf8(body, file: file) }
    }

    /// Whether the bytes are well-formed UTF-8 (no overlong forms, surrogates or scalars above
    /// U+10FFFF): ASCII eight bytes at a time, other sequences by the table of RFC 3629.
    static func isValidUTF8(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let n = b.count
        while i < n {
            if i + 8 <= n {
                let word = UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
            }
            let lead = b[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
                i + k < n && b[i + k] >= low && b[i + k] <= high
            }
            switch lead {
            case 0xC2...0xDF:
                guard continuation(1) else { return false }
                i += 2
            case 0xE0:
                guard continuation(1, 0xA0), continuation(2) else { return false }
                i += 3
            case 0xE1...0xEC, 0xEE...0xEF:
                guard continuation(1), continuation(2) else { return false }
                i += 3
            case 0xED:
                guard continuation(1, 0x80, 0x9F), continuation(2) else { return false }
                i += 3
            case 0xF0:
                guard continuation(1, 0x90), continuation(2), continuation(3) else { return false }
                i += 4
            case 0xF1...0xF3:
                guard continuation(1), continuation(2), continuation(3) else { return false }
                i += 4
            case 0xF4:
                guard continuation(1, 0x80, 0x8F), continuation(2), continuation(3) else { return false }
                i += 4
            default: return false
            }
        }
        return true
    }

    static func utf8(_ bytes: ArraySlice<UInt8>, file: String) throws(CatalogParseError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var line = 1
        var column = 1
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            let length: Int
            switch b {
            case 0..<0x80: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            var valid = length > 0 && i + length <= bytes.endIndex
            if valid && length > 1 {
                for j in 1..<length where bytes[i + j] & 0xC0 != 0x80 { valid = false }
                if valid, String(validating: bytes[i..<(i + length)], as: UTF8.self) == nil { valid = false }
            }
            if !valid {
                let hex = String(b, radix: 16, uppercase: true)
                throw CatalogParseError(
                    file: file, at: SourceLocation(line: line, column: column),
                    "expected UTF-8 or UTF-16 text; byte 0x\(hex) is not valid UTF-8")
            }
            if b == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
            i += length
        }
        throw CatalogParseError(file: file, at: nil, "expected UTF-8 or UTF-16 text")
    }

    static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, file: String) throws(CatalogParseError) -> String {
        if bytes.count % 2 != 0 {
            throw CatalogParseError(file: file, at: nil, "expected UTF-16 text; the file has an odd number of bytes")
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let a = UInt16(bytes[i])
            let b = UInt16(bytes[i + 1])
            units.append(bigEndian ? (a << 8 | b) : (b << 8 | a))
            i += 2
        }
        var text = ""
        text.reserveCapacity(units.count)
        var line = 1
        var column = 1
        var iterator = units.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                text.unicodeScalars.append(scalar)
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                break loop
            case .error:
                throw CatalogParseError(
                    file: file, at: SourceLocation(line: line, column: column),
                    "expected UTF-16 text; found an unpaired surrogate")
            }
        }
        return text
    }

    /// The first bytes as ASCII text (UTF-16 zero bytes dropped), for format sniffing.
    static func asciiHead(_ bytes: [UInt8], limit: Int) -> String {
        String(decoding: bytes.prefix(limit).filter { $0 != 0 && $0 < 0x80 }, as: UTF8.self)
    }
}

/// A cursor over Unicode scalars that knows its line and column: the base of every text parser.
struct ScalarCursor {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var column = 1

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    var atEnd: Bool { index >= scalars.count }
    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    func peek(_ offset: Int = 1) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }
    var location: SourceLocation { SourceLocation(line: line, column: column) }

    mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }
}
