import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `moneycollect.return-url`: a URL the 3-D Secure page loads in, whether the SDK retrieves the payment out.
struct MoneyCollectReturnURLVectors: SuiteVectorGenerator {
    let suite = "moneycollect.return-url"
    let description = "3-D Secure return URL detection: all three markers must be present"

    static let table = "moneycollect/return-url-markers"
    static let substring = "mc-return-url-substring"

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        var b = RowBackedVectors(suite: suite, catalog: catalog)
        let rows = catalog.rows(Self.table).sorted { ($0.int("order") ?? 0) < ($1.int("order") ?? 0) }
        let markers = rows.compactMap { $0.string("marker") }
        let refs = rows.map { $0.reference(in: Self.table) }
        let host = "https://shop.example.com/3ds/return"
        @_optimize(none)
        func query(_ names: [String]) -> String {
            host + "?" + names.enumerated().map { "\($0.element)=v\($0.offset + 1)" }.joined(separator: "&")
        }
        @_optimize(none)
        func add(
            _ name: String, _ description: String, _ url: String, _ retrieve: Bool, _ spec: [String],
            _ tags: [String], queryParameter: Bool? = nil
        ) {
            let alt: [String: JSONValue] =
                queryParameter.map { ["\(Self.substring)=query-parameter": ["retrieve": .bool($0)]] } ?? [:]
            b.add(
                name, description, input: ["url": .string(url)], expect: ["retrieve": .bool(retrieve)], spec: spec,
                tags: tags + (alt.isEmpty ? [] : ["ambiguity"]), ambiguities: alt.isEmpty ? [] : [Self.substring],
                byChoice: alt)
        }
        add("all-markers", "All three markers as query parameters: retrieve", query(markers), true, refs, ["table"])
        add("all-markers-reordered", "Marker order does not matter", query(markers.reversed()), true, refs, ["edge"])
        for (i, marker) in markers.enumerated() {
            var rest = markers
            rest.remove(at: i)
            add("missing-\(marker)", "Without \(marker): no retrieve", query(rest), false, [refs[i]], ["table", "edge"])
            add("only-\(marker)", "Only \(marker): no retrieve", query([marker]), false, [refs[i]], ["edge"])
        }
        add("no-markers", "A plain page URL: no retrieve", host, false, refs, ["edge"])
        add("empty-url", "An empty URL: no retrieve", "", false, refs, ["edge", "empty"])
        add(
            "markers-upper-case", "Markers are case-sensitive: upper-case names do not count",
            query(markers.map { $0.uppercased() }), false, refs, ["edge", "case-variant"])
        add(
            "markers-in-path", "Markers in the path, not the query: a substring test still finds them",
            "https://shop.example.com/" + markers.joined(separator: "/") + "/done", true, refs, ["edge"],
            queryParameter: false)
        add(
            "markers-as-values", "Markers only as query values: a substring test still finds them",
            host + "?a=" + markers.joined(separator: "&b="), true, refs, ["edge"], queryParameter: false)
        add(
            "markers-in-fragment", "Markers in the fragment: a substring test still finds them",
            host + "#" + markers.map { "\($0)=1" }.joined(separator: "&"), true, refs, ["edge"], queryParameter: false)
        add(
            "markers-as-prefixes", "Longer parameter names containing the markers: found as substrings",
            query(markers.map { "x_\($0)_y" }), true, refs, ["edge"], queryParameter: false)
        // Both real platforms test the raw URL string, so an encoded underscore hides a marker
        // (MCThreeDSWebViewController.m, ValidationLocalWebActivity.kt gainResultStrFromHtml).
        add(
            "markers-percent-encoded", "Percent-encoded markers (%5F for the underscore) are not the markers: no retrieve",
            query(markers.map { $0.replacing("_", with: "%5F") }), false, refs, ["edge", "encoding"])
        // Rule pairs: a line terminator where a regular expression's `.` would stop, and a
        // fragment after the query, against the marker test.
        for (name, terminator) in [("u0085", "\u{85}"), ("u2028", "\u{2028}"), ("newline", "\n")] {
            add(
                "interaction-line-terminator-\(name)",
                "A line terminator between the markers does not hide them: all three are in the URL",
                host + "?"
                    + markers.enumerated().map { "\($0.element)=v\($0.offset + 1)" }.joined(
                        separator: terminator + "&"), true, refs, ["interaction", "edge"])
        }
        add(
            "interaction-fragment-after-query",
            "Two markers after a fragment sign: in the URL string, but not query parameters",
            host + "?" + markers[0] + "=v1#x&" + markers.dropFirst().map { "\($0)=v" }.joined(separator: "&"), true,
            refs, ["interaction", "edge"], queryParameter: false)
        // RFC 3986: the query runs from the first "?" to "#", and may hold further "?".
        add(
            "question-mark-in-query-value", "A ? inside a query value: the markers after it are still parameters",
            host + "?next=/orders?id=7&"
                + markers.enumerated().map { "\($0.element)=v\($0.offset + 1)" }.joined(
                    separator: "&"), true, refs, ["edge"], queryParameter: true)
        add(
            "interaction-query-then-fragment", "All three markers in the query, then a fragment: retrieve",
            query(markers) + "#done", true, refs, ["interaction", "edge"])
        let pairs = markers.enumerated().map { "\($0.element)=v\($0.offset + 1)" }
        add(
            "query-only", "A URL that is only its query and a fragment: the three markers are its parameters",
            "?" + pairs.joined(separator: "&") + "#top", true, refs, ["edge"], queryParameter: true)
        add(
            "fragment-only", "A URL that is only a fragment holding a ?: no query, so no parameters",
            "#?" + pairs.joined(separator: "&"), true, refs, ["edge"], queryParameter: false)
        add(
            "empty-parameters", "Empty parameters (&& and a leading &) between the markers: still all three",
            host + "?&" + pairs[0] + "&&" + pairs.dropFirst().joined(separator: "&"), true, refs, ["edge"],
            queryParameter: true)
        add(
            "markers-in-path-after-ampersand", "No ?, the markers after & signs in the path: no query, so no parameters",
            host + ";x&" + pairs.joined(separator: "&"), true, refs, ["edge"], queryParameter: false)
        add(
            "fragment-right-after-question-mark", "A # right after the ?: the query is empty, the markers are in the fragment",
            host + "?#&" + pairs.joined(separator: "&"), true, refs, ["edge"], queryParameter: false)
        add(
            "question-mark-in-fragment", "A ? after the #: it belongs to the fragment, so the URL has no query",
            host + "#?" + pairs.joined(separator: "&"), true, refs, ["edge"], queryParameter: false)
        return b.vectors
    }
}
