/// Where a number breaks JSON's grammar, as the shared lexer finds it: each reader words the
/// fault in its own messages, but which texts are numbers is decided once.
public enum JSONNumberFault: Sendable, Equatable {
    /// The part of a number that needs at least one digit.
    public enum Part: Sendable, Equatable {
        /// After the optional `-`.
        case integer
        /// After the `.`.
        case fraction
        /// After the `e` and its optional sign.
        case exponent
    }

    /// A part with no digit: `-`, `1.`, `1e`.
    case missingDigit(Part)
    /// A `0` followed by another digit: `01`.
    case leadingZero
}
