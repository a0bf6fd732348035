import PaySpecJSON

/// A String Catalog's JSON as PaySpecJSON's event stream (`JSONEventStream`, the tree reader
/// building nothing), its syntax faults worded for translators: which member repeats and where
/// it was first, what a number lacks and what stands there instead, where the string at fault
/// starts. The grammar is the kit's one; only the words are the catalog's.
enum CatalogJSONEvents {
    /// What `read` calls with the path of each event and the event.
    typealias Handler = (borrowing [String], JSONEvent) throws(CatalogParseError) -> Void

    /// Reads the whole document, calling `handle` with the path and each event; the members of
    /// an object may repeat where `allowsRepeatedMembers` says so (by path), nowhere else, since
    /// readers disagree on which of the two counts.
    static func read(
        _ bytes: [UInt8], file: String, allowsRepeatedMembers: ([String]) -> Bool, _ handle: Handler
    ) throws(CatalogParseError) {
        do {
            try JSONEventStream.read(bytes, refusesRepeatedKeys: { !allowsRepeatedMembers($0) }) { path, event in
                try handle(path, event)
            }
        } catch {
            switch error {
            case .handler(let stop as CatalogParseError): throw stop
            case .handler(let other): preconditionFailure("the handler throws only CatalogParseError, not \(other)")
            case .syntax(let failure):
                let at = JSONReadFailure.location(of: offset(of: failure), in: bytes)
                throw CatalogParseError(file: file, at: at, words(failure, in: bytes))
            }
        }
    }

    /// Where a translator is sent for `failure`: a string's faults at its start (the string as a
    /// whole is at fault) or at the backslash of the escape at fault; the rest where it stands.
    static func offset(of failure: JSONReadFailure) -> Int {
        guard case .string(let fault, let start, let escape) = failure.fault else { return failure.offset }
        switch fault {
        case .unterminated, .unterminatedEscape, .notUTF8: return start
        case .invalidEscape, .missingHexDigits, .loneHighSurrogate, .loneLowSurrogate, .invalidLowSurrogate: return escape
        case .controlCharacter: return failure.offset
        }
    }

    /// The message a translator reads for `failure`.
    static func words(_ failure: JSONReadFailure, in bytes: [UInt8]) -> String {
        let found = failure.found(in: bytes)
        switch failure.fault {
        case .trailingText: return "unexpected \(found) after the end of the JSON value"
        case .expectedValue: return "expected a value, found \(found)"
        case .expectedWord(let word): return "expected '\(word)'"
        case .tooDeep: return "nesting deeper than \(JSONParser.maximumDepth) levels"
        case .expectedKey: return "expected a string key, found \(found)"
        case .repeatedKey(let key, let earlier):
            let first = JSONReadFailure.location(of: earlier, in: bytes)
            return "expected the member \"\(key)\" only once in this object (it is also at \(first))"
        case .expectedColon(let key): return "expected ':' after key \"\(key)\", found \(found)"
        case .expectedSeparator(let closer): return "expected ',' or '\(Character(Unicode.Scalar(closer)))', found \(found)"
        case .number(.leadingZero): return "expected no leading zeros in a number"
        case .number(.missingDigit(.integer)): return "expected a digit in the number, found \(found)"
        case .number(.missingDigit(.fraction)): return "expected a digit after '.', found \(found)"
        case .number(.missingDigit(.exponent)): return "expected a digit in the exponent, found \(found)"
        case .string(let fault, _, _): return words(fault)
        case .numberOutOfRange, .stopped:
            // The stream makes no number's value, and a handler's error is rethrown as it is.
            preconditionFailure("no syntax fault of the event stream")
        }
    }

    private static func words(_ fault: JSONStringFault) -> String {
        switch fault {
        case .unterminated, .unterminatedEscape: return "expected a closing '\"' for the string that starts here"
        case .controlCharacter: return "expected no control character inside a string (escape it)"
        case .invalidEscape: return "expected a JSON escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"
        case .missingHexDigits: return "expected four hex digits after \\u"
        case .loneHighSurrogate, .loneLowSurrogate: return "expected a Unicode scalar, found a lone surrogate"
        case .invalidLowSurrogate(let high, _): return "expected a low surrogate after \\u\(String(high, radix: 16))"
        case .notUTF8: return "expected UTF-8 text in the string that starts here"
        }
    }
}
