import Testing

/// The extractor finds what a reader would paste, so a broken one cannot pass by finding nothing.
@Suite("Documented examples: the extractor")
struct DocExampleExtractorTests {
    @Test("shell blocks give one command per line, comments dropped, continuations joined, shown output attached")
    func markdown() {
        let text = """
            Intro `payspec inline` is prose, not an example.

            ```sh
            payspec run --adapter 'a # not a comment'   # a comment
            # a whole-line comment
            payspec diff old new \\
              --format github
            ```

            ```json
            {"not": "a command"}
            ```

            ```sh
            payspec vectors stats
            ```

            ```text
            line one
            line two
            ```
            """
        let examples = DocExampleExtractor.markdownExamples(text, file: "X.md")
        #expect(
            examples.map(\.command) == [
                "payspec run --adapter 'a # not a comment'", "payspec diff old new --format github", "payspec vectors stats",
            ])
        #expect(examples.map(\.source) == ["X.md:4", "X.md:6", "X.md:15"])
        #expect(examples.map(\.shownOutput) == [nil, nil, "line one\nline two\n"])
    }

    @Test("a help page's EXAMPLES section gives its payspec lines, and nothing after the next heading")
    func helpPage() {
        let page = """
            USAGE: payspec x

            EXAMPLES:
              payspec x --a       # comment
              payspec x --b

            EXIT STATUS: 0 fine
              payspec not-an-example
            """
        #expect(DocExampleExtractor.helpExamples(page, page: "payspec x --help").map(\.command) == ["payspec x --a", "payspec x --b"])
    }
}
