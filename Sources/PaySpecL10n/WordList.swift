extension Set<String> {
    /// The words of a list written as a literal across lines, separated by spaces and line breaks.
    ///
    /// The language, script and vocabulary tables are written this way. One typed function splits
    /// them all: the same split written inline, with its closure and `map(String.init)`, costs the
    /// type checker about a tenth of a second at every table.
    static func words(_ text: String) -> Set<String> {
        var words = Set<String>()
        for word in text.split(whereSeparator: isWordSeparator) { words.insert(String(word)) }
        return words
    }

    private static func isWordSeparator(_ character: Character) -> Bool { character == " " || character == "\n" }
}
