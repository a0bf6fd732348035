/// Where a string breaks JSON's grammar, as the shared lexer finds it. Each fault stands at an
/// offset of its own (given per case); readers word it in their own messages.
public enum JSONStringFault: Sendable, Equatable {
    /// The input ends inside the string (at the end of input).
    case unterminated
    /// A control character not escaped (at the character).
    case controlCharacter(UInt8)
    /// The input ends right after a backslash (at the end of input).
    case unterminatedEscape
    /// A backslash followed by a byte that starts no escape (at that byte).
    case invalidEscape(UInt8)
    /// A `\u` not followed by four hex digits (right after the `u`).
    case missingHexDigits
    /// A high surrogate not followed by a `\u` escape (after its digits).
    case loneHighSurrogate(UInt32)
    /// A high surrogate followed by a `\u` escape that is no low surrogate (after its digits).
    case invalidLowSurrogate(high: UInt32, low: UInt32)
    /// A low surrogate with no high one before it (after its digits).
    case loneLowSurrogate(UInt32)
    /// Bytes that are not UTF-8 (right after the closing quote).
    case notUTF8
}
