/// A base text that shows a template as an example (`A front template of “The capital of
/// {{Country}} is:”`): the braces inside the quotation marks are what the user types, not a
/// placeholder the app fills. Android resources and Apple `.strings` files fill printf
/// arguments alone, so there a `{name}` is filled only by the app's own code; one the base
/// writes only inside quotation marks is example text, which a translator translates with the
/// sentence around it.
enum QuotedExample {
    static let opening: Set<Character> = ["“", "„", "«", "»", "\"", "‘", "‚", "「", "『", "‹", "›"]
    static let closing: Set<Character> = ["”", "“", "»", "«", "\"", "’", "‘", "」", "』", "›", "‹"]

    /// Whether the file's platform fills printf arguments alone.
    static func fillsPrintfOnly(file: String) -> Bool {
        PluralRules.Platform(file: file) == .android || file.hasSuffix(".strings")
    }

    /// Whether `text` has a `{` and every one of them stands between quotation marks on its
    /// line: the nearest mark before it opens a quotation and the nearest after it closes one.
    static func bracesAreQuoted(_ text: String) -> Bool {
        guard text.contains("{") else { return false }
        for line in text.split(whereSeparator: { $0 == "\n" }) where line.contains("{") {
            let characters = Array(line)
            for (at, character) in characters.enumerated() where character == "{" {
                guard let before = characters[..<at].last(where: { opening.contains($0) || closing.contains($0) }),
                    opening.contains(before),
                    let after = characters[(at + 1)...].first(where: { opening.contains($0) || closing.contains($0) }),
                    closing.contains(after)
                else { return false }
            }
        }
        return true
    }
}
