/// Foundation's reading of a format that mixes numbered and unnumbered placeholders
/// (`Forward %d messages to %2$@?`): each unnumbered one takes the next argument in order, as
/// the scan numbers it, so the text is as sound as its resolved (argument, type) pairs.
extension PlaceholderScanner.Scan {
    /// Whether one argument is read with two types (`%@ … %1$d`): the format is wrong whatever
    /// the order of the arguments.
    var readsAnArgumentTwoWays: Bool {
        var conversions: [Int: String] = [:]
        for p in printf {
            let position = p.position ?? 0
            if let seen = conversions[position], seen != p.conversion { return true }
            conversions[position] = p.conversion
        }
        return false
    }

    /// Whether a mix of numbered and unnumbered placeholders in `file` is read as the scan
    /// resolves it: Apple's formats (`.strings`, `.stringsdict`, `.xcstrings`). C's printf and
    /// gettext leave such a mix undefined.
    static func resolvesMixedArguments(file: String) -> Bool {
        file.hasSuffix(".strings") || file.hasSuffix(".stringsdict") || file.hasSuffix(".xcstrings")
    }
}
