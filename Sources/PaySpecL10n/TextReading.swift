/// What the value checks read from a text alone, kept for the next text of the same entry: a
/// `.stringsdict` or String Catalog entry often repeats one text in several plural variants,
/// which need not each be scanned again for placeholders, special bytes, foreign letters and
/// another language's words. Each part is read when first asked for, so a text the checks stop
/// at early costs no more than one read directly.
struct TextReading {
    private var text: String?
    private var placeholders: PlaceholderScanner.Scan?
    private var traits: (special: Bool, ascii: Bool, bracket: Bool)?
    private var foreign: (baseText: String?, words: [String])?
    private var otherLanguageRead = false
    private var other: String?

    #if DEBUG
        /// Counts the texts read anew in the calling task, for the tests of the work saved.
        final class Tally: @unchecked Sendable { var texts = 0 }
        @TaskLocal static var tally: Tally?
    #endif

    init() {}

    init(_ text: String) {
        self.text = text
        #if DEBUG
            Self.tally?.texts += 1
        #endif
    }

    /// Whether this reading is of `text`.
    func holds(_ text: String) -> Bool { self.text == text }

    /// The text's placeholders (`PlaceholderScanner.scan`).
    mutating func scan() -> PlaceholderScanner.Scan {
        if let placeholders { return placeholders }
        let scanned = PlaceholderScanner.scan(text ?? "")
        placeholders = scanned
        return scanned
    }

    /// The text's byte traits (`ValueChecks.byteTraits`).
    mutating func bytes() -> (special: Bool, ascii: Bool, bracket: Bool) {
        if let traits { return traits }
        let read = ValueChecks.byteTraits(text ?? "")
        traits = read
        return read
    }

    /// The text's words in a foreign script, judged against `baseText`: read again only when
    /// the base text it is judged against differs (a base whose variants differ).
    mutating func foreignWords(baseText: String?, _ read: (String?) -> [String]) -> [String] {
        if let foreign, foreign.baseText == baseText { return foreign.words }
        let words = read(baseText)
        foreign = (baseText, words)
        return words
    }

    /// The language the text reads as instead of its own, if any.
    mutating func otherLanguage(_ read: () -> String?) -> String? {
        if otherLanguageRead { return other }
        other = read()
        otherLanguageRead = true
        return other
    }
}
