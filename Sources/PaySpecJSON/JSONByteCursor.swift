/// A position in UTF-8 JSON text that keeps its line and column (columns count Unicode scalars)
/// as it moves. `JSONParser` and the streaming readers built on PaySpecJSON share it, so the
/// tokenizer's bookkeeping exists once.
public struct JSONByteCursor: Sendable {
    public let bytes: [UInt8]
    /// The offset of the next byte to read.
    public var index: Int
    public private(set) var line = 1
    public private(set) var column = 1

    /// A cursor at the start of `bytes`, after a UTF-8 byte-order mark if there is one.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Where the next byte stands.
    public var here: SourceLocation { SourceLocation(line: line, column: column) }

    /// Moves past one byte (a continuation byte of a multi-byte character adds no column) and
    /// returns the offset it moved to.
    ///
    /// Readers in other modules take a run's start from this result, never by reading `index`
    /// after the call: Swift 6.3's `-O` early code motion merges an `advance()` before a loop
    /// with the one ending its body and sinks it below such a read, so the run kept its opening
    /// quote in release builds. A returned value cannot be reordered before the call that makes
    /// it. Reproducer: tools/compiler-bugs/cross-module-cursor.
    @discardableResult
    public mutating func advance() -> Int {
        let b = bytes[index]
        index += 1
        if b == 0x0A {
            line += 1
            column = 1
        } else if b & 0xC0 != 0x80 {
            column += 1
        }
        return index
    }

    /// Moves past `count` ASCII bytes that contain no line break (a keyword such as `true`).
    public mutating func advance(asciiCount count: Int) {
        index += count
        column += count
    }

    /// Moves past JSON whitespace.
    public mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
                column += 1
            case 0x0A:
                index += 1
                line += 1
                column = 1
            default: return
            }
        }
    }

    /// The next byte as messages name it: `character ','`, `byte 0xC3` or `end of input`.
    public func describeCurrent() -> String {
        guard index < bytes.count else { return "end of input" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "character '\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x\(String(b, radix: 16, uppercase: true))"
    }

    /// Moves past the plain string bytes standing here (`JSONLexis.plainRun`: no quote, backslash,
    /// control character or multi-byte sequence, so no line break either) and returns the offset
    /// moved to.
    @discardableResult
    public mutating func skipPlainRun() -> Int {
        let count = bytes.withUnsafeBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            return JSONLexis.plainRun(base, index, buffer.count)
        }
        advance(asciiCount: count)
        return index
    }

    /// Moves past the number standing here (at its `-` or first digit) and returns `nil`; on a
    /// fault, stops at the byte that breaks the grammar (`here` names it) and returns the fault.
    public mutating func skipNumber() -> JSONNumberFault? {
        var end = index
        let fault = bytes.withUnsafeBufferPointer { buffer -> JSONNumberFault? in
            guard let base = buffer.baseAddress else { return .missingDigit(.integer) }
            return JSONLexis.number(base, &end, buffer.count)
        }
        // A number and the bytes before a fault are ASCII with no line break.
        advance(asciiCount: end - index)
        return fault
    }

    /// Moves past `word` (`true`, `false`, `null`) when it stands here; `false`, unmoved, when it
    /// does not.
    public mutating func skip(word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { w in
            index + count <= bytes.count && bytes[index..<index + count].elementsEqual(w)
        }
        guard matches else { return false }
        advance(asciiCount: count)
        return true
    }

    /// Reads exactly four hex digits (the tail of a `\u` escape); `nil`, having read none of them,
    /// when the next four bytes are not all hex digits.
    public mutating func readHex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var end = index
        let value = bytes.withUnsafeBufferPointer { JSONLexis.hex4($0.baseAddress!, &end, $0.count) }
        guard let value else { return nil }
        advance(asciiCount: 4)
        return value
    }
}

/// The escapes of JSON strings, shared by every reader in the kit.
public enum JSONEscape {
    /// The byte a one-character escape stands for (`n` -> LF, `"` -> `"`, …), or `nil` for `u`
    /// (four hex digits follow) and for anything that is not a JSON escape.
    @inline(__always)
    public static func byte(for escape: UInt8) -> UInt8? {
        switch escape {
        case UInt8(ascii: "\""): return 0x22
        case UInt8(ascii: "\\"): return 0x5C
        case UInt8(ascii: "/"): return 0x2F
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        default: return nil
        }
    }
}
