/// A syntax error in JSON text, with the position of the offending character.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public var description: String { "\(location): \(message)" }
}

/// The kit's JSON reading: strict RFC 8259 over UTF-8 bytes, repeated object keys refused (a
/// duplicated key in a spec row is a bug that a lenient parser would hide), nesting capped so
/// that hostile input cannot exhaust the stack. A UTF-8 byte-order mark at the start is skipped.
///
/// Every entry reads with `JSONTreeReader` in one pass; a text that is no JSON is named by a
/// `JSONSyntaxError` whose line and column are computed from the offset of the fault.
public struct JSONParser {
    public static let maximumDepth = JSONLexis.maximumDepth

    private init() {}

    /// Parses one complete JSON text into a tree that keeps every value's position.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var reader = JSONTreeReader(buffer, builder: JSONNodeBuilder(buffer))
            do throws(JSONReadFailure) {
                return try reader.document()
            } catch {
                throw JSONSyntaxError(error, in: buffer)
            }
        }
    }

    /// Parses one complete JSON text as ECMAScript's and Dart's decoders do: a key repeated in
    /// an object is no error, and every copy is kept as a member in source order (the node's
    /// `value` keeps the last, as those decoders do). A catalog read this way can report the
    /// repetition as a finding instead of refusing a file its platform's build reads.
    /// `repeatsKeys` says whether any object repeated a key, so a caller has nothing to sort
    /// out for the common file that repeats none. Every other fault is named as `parse` names it.
    public static func parseKeepingRepeatedKeys(_ bytes: [UInt8]) throws(JSONSyntaxError) -> (node: JSONNode, repeatsKeys: Bool) {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            // The common file repeats no key: one strict pass reads it. Only a repeated key
            // sends the text through the pass that keeps every copy.
            var strict = JSONTreeReader(buffer, builder: JSONNodeBuilder(buffer))
            do throws(JSONReadFailure) {
                return (try strict.document(), false)
            } catch {
                guard case .repeatedKey = error.fault else { throw JSONSyntaxError(error, in: buffer) }
            }
            var lenient = JSONTreeReader(buffer, builder: JSONNodeBuilder(buffer, keepingRepeatedKeys: true))
            do throws(JSONReadFailure) {
                return (try lenient.document(), true)
            } catch {
                throw JSONSyntaxError(error, in: buffer)
            }
        }
    }

    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8))
    }

    /// Parses without positions: the fast path for protocol lines and golden files. Repeated
    /// keys are found when an object ends; an invalid text is read again refusing them where
    /// they stand, so the error names the first fault, as `parse(_:)` does.
    public static func parseValue(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var reader = JSONTreeReader(buffer, builder: JSONValueBuilder(eager: false))
            if let value = try? reader.document() { return value }
            var again = JSONTreeReader(buffer, builder: JSONValueBuilder(eager: true))
            do throws(JSONReadFailure) {
                return try again.document()
            } catch {
                throw JSONSyntaxError(error, in: buffer)
            }
        }
    }

    /// The fast path with the byte offsets of the elements of the array that is member `key` of
    /// the root object (golden vectors keep their line this way); `nil` for invalid text, which
    /// `parse(_:)` then names.
    public static func parseValue(_ bytes: [UInt8], elementOffsetsOf key: String) -> (value: JSONValue, offsets: [Int])? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONTreeReader(buffer, builder: JSONValueBuilder(trackedKey: key, eager: false))
            guard let value = try? reader.document() else { return nil }
            return (value, reader.builder.starts)
        }
    }
}

extension JSONSyntaxError {
    /// The failure worded as `JSONParser` words it, at the position of its offset.
    init(_ failure: JSONReadFailure, in bytes: UnsafeBufferPointer<UInt8>) {
        let found = JSONLexis.describe(bytes, at: failure.offset)
        let message: String
        switch failure.fault {
        case .trailingText: message = "unexpected \(found) after the end of the JSON value"
        case .expectedValue: message = "expected a value, found \(found)"
        case .expectedWord(let word): message = "expected '\(word)'"
        case .tooDeep: message = "nesting deeper than \(JSONParser.maximumDepth) levels"
        case .expectedKey: message = "expected a string key, found \(found)"
        case .repeatedKey(let key, _): message = "duplicate key \"\(key)\""
        case .expectedColon(let key): message = "expected ':' after key \"\(key)\", found \(found)"
        case .expectedSeparator(let closer): message = "expected ',' or '\(Character(Unicode.Scalar(closer)))', found \(found)"
        case .number(.leadingZero): message = "leading zeros are not allowed"
        case .number(.missingDigit(.integer)): message = "expected a digit"
        case .number(.missingDigit(.fraction)): message = "expected a digit after '.'"
        case .number(.missingDigit(.exponent)): message = "expected a digit in the exponent"
        case .numberOutOfRange(let text): message = "number '\(text)' is out of range"
        case .string(let fault, _, _): message = Self.words(fault)
        case .stopped: message = "stopped"
        }
        self.init(location: JSONPositions.location(of: failure.offset, in: bytes), message: message)
    }

    private static func words(_ fault: JSONStringFault) -> String {
        switch fault {
        case .unterminated: return "unterminated string"
        case .controlCharacter(let b): return "control character 0x\(String(b, radix: 16, uppercase: true)) in a string must be escaped"
        case .unterminatedEscape: return "unterminated escape"
        case .invalidEscape(let e) where (0x21...0x7E).contains(e):
            return "invalid escape '\\\(Character(Unicode.Scalar(e)))'"
        // A byte outside printable ASCII is named by its value: read as a character it would be
        // the first byte of a UTF-8 sequence shown as Latin-1, or a control character.
        case .invalidEscape(let e): return "invalid escape: '\\' followed by byte 0x\(String(e, radix: 16, uppercase: true))"
        case .missingHexDigits: return "expected 4 hex digits after \\u"
        case .loneHighSurrogate(let high): return "lone high surrogate \\u\(String(high, radix: 16))"
        case .invalidLowSurrogate(_, let low): return "invalid low surrogate \\u\(String(low, radix: 16))"
        case .loneLowSurrogate(let low): return "lone low surrogate \\u\(String(low, radix: 16))"
        case .notUTF8: return "string is not valid UTF-8"
        }
    }
}

extension JSONReadFailure {
    /// Where the failure stands in `bytes`: line and column as every message names them.
    public func location(in bytes: [UInt8]) -> SourceLocation { Self.location(of: offset, in: bytes) }

    /// The position of any `offset` in `bytes` (an earlier key's, say).
    public static func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        bytes.withUnsafeBufferPointer { JSONPositions.location(of: offset, in: $0) }
    }

    /// The byte the failure stands at, as messages name it: `character ','`, `byte 0xC3` or
    /// `end of input`.
    public func found(in bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { JSONLexis.describe($0, at: offset) }
    }
}
