import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `seb.lookup-request`: base URL, payment id and verification key in, the request out.
struct SEBLookupRequestVectors: SuiteVectorGenerator {
    let suite = "seb.lookup-request"
    let description = "The status lookup request: method, URL built from apiBaseURL, header names and values"

    static let table = "seb/status-lookup"
    static let slash = "seb-base-url-trailing-slash"

    /// The request the table describes, with placeholders filled; `{uuid}` becomes a UUID matcher.
    @_optimize(none)
    static func request(_ rows: [SpecRow], url: String, paymentId: String, key: String) -> JSONValue {
        let method = rows.first { $0.string("part") == "method" }?.jsonString("value") ?? nil
        let headers: [JSONValue] = rows.filter { $0.string("part") == "header" }.map { row in
            let template = row.string("value") ?? ""
            let value: JSONValue =
                template == "{uuid}"
                ? ["$fresh": "uuid"] : .string(template.replacingOccurrences(of: "{verificationKey}", with: key))
            // HTTP field names are case-insensitive (RFC 9110 section 5.1): X-Request-ID is as right
            // as the documents' X-Request-Id.
            return ["name": ["$ignoringCase": row.jsonString("name")], "value": value]
        }
        return ["method": method, "url": .string(url), "headers": .array(headers)]
    }

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        var b = RowBackedVectors(suite: suite, catalog: catalog)
        let rows = catalog.rows(Self.table)
        let refs = rows.map { $0.reference(in: Self.table) }
        let template = rows.first { $0.string("part") == "url" }?.string("value") ?? ""
        @_optimize(none)
        func fill(_ base: String, _ id: String) -> String {
            template.replacingOccurrences(of: "{apiBaseURL}", with: base)
                .replacingOccurrences(of: "{paymentId}", with: id)
        }
        let plain: [(String, String, String, String)] = [
            ("base-without-slash", "https://checkout.example.lt", "pay-1001", "vk-live-123"),
            ("base-with-path", "https://gw.example.com/seb", "8f14e45f-ceea-467a-9575-6f2ff0c3e8b1", "vk-test-9"),
            ("base-with-port", "http://localhost:8080", "pay-42", "local-key"),
            // Replacement patterns: a port that fills the template with JavaScript's
            // String.replace (or Java's replaceAll) expands `$&`, `$'`, `$1` in the values. In the
            // payment id they stay as given under either seb-payment-id-path-encoding option: `$`,
            // `&` and `'` are sub-delimiters a path segment holds unencoded.
            ("key-with-replacement-patterns", "https://checkout.example.lt", "pay-1004", "k$&y$'z$`w"),
            ("base-with-replacement-pattern", "https://gw.example.com/a$&b", "pay-1005", "a$0b\\c"),
            ("payment-id-with-replacement-patterns", "https://checkout.example.lt", "pay$&1007$'", "vk-live-123"),
            // Z and z end the letter ranges a port encoding the id by hand keeps as they are.
            ("payment-id-with-letter-range-ends", "https://checkout.example.lt", "AZaz09-Zz.1008", "vk-live-123"),
        ]
        for (name, base, id, key) in plain {
            b.add(
                name, "GET \(fill(base, id)) with both headers", input: Self.input(base, id, key),
                expect: Self.request(rows, url: fill(base, id), paymentId: id, key: key), spec: refs,
                tags: ["table", "request"])
        }
        let slashed: [(String, String, String, String)] = [
            ("base-with-trailing-slash", "https://checkout.example.lt", "pay-1002", "vk-live-123"),
            ("base-with-path-and-trailing-slash", "https://gw.example.com/seb", "pay-1003", "vk-test-9"),
        ]
        // Several trailing slashes: a port that drops only one (removeSuffix("/")) leaves a double slash.
        b.add(
            "base-with-several-trailing-slashes", "Three trailing slashes on apiBaseURL still give exactly one slash before the path",
            input: Self.input("https://checkout.example.lt///", "pay-1010", "vk-live-123"),
            expect: Self.request(rows, url: fill("https://checkout.example.lt", "pay-1010"), paymentId: "pay-1010", key: "vk-live-123"),
            spec: refs, tags: ["edge", "request", "ambiguity"], ambiguities: [Self.slash],
            byChoice: [
                "\(Self.slash)=concatenate": Self.request(
                    rows, url: fill("https://checkout.example.lt///", "pay-1010"), paymentId: "pay-1010", key: "vk-live-123")
            ])
        // A base of slashes only, or none: joined with one slash, the path starts the URL.
        for (name, base) in [("base-only-slash", "/"), ("base-empty", "")] {
            b.add(
                name, "apiBaseURL \(JSONWriter.line(.string(base))): joined with exactly one slash, the URL is the path alone",
                input: Self.input(base, "pay-1009", "vk-live-123"),
                expect: Self.request(rows, url: fill("", "pay-1009"), paymentId: "pay-1009", key: "vk-live-123"),
                spec: refs, tags: ["edge", "request", "ambiguity", "empty"], ambiguities: [Self.slash],
                byChoice: [
                    "\(Self.slash)=concatenate": Self.request(
                        rows, url: fill(base, "pay-1009"), paymentId: "pay-1009", key: "vk-live-123")
                ])
        }
        for (name, base, id, key) in slashed {
            b.add(
                name, "A trailing slash on apiBaseURL gives exactly one slash before the path",
                input: Self.input(base + "/", id, key),
                expect: Self.request(rows, url: fill(base, id), paymentId: id, key: key), spec: refs,
                tags: ["edge", "request", "ambiguity"], ambiguities: [Self.slash],
                byChoice: [
                    "\(Self.slash)=concatenate": Self.request(rows, url: fill(base + "/", id), paymentId: id, key: key)
                ])
        }
        let encoded = "seb-payment-id-path-encoding"
        let id = "pay 1006/\u{E4}?x#y%"
        b.add(
            "payment-id-needing-encoding",
            "A payment id holding a space, a slash, a non-ASCII letter, ? # and %: put in as given, or as one encoded segment",
            input: Self.input("https://checkout.example.lt", id, "vk-live-123"),
            expect: Self.request(rows, url: fill("https://checkout.example.lt", id), paymentId: id, key: "vk-live-123"),
            spec: refs, tags: ["edge", "request", "ambiguity", "encoding"], ambiguities: [encoded],
            byChoice: [
                "\(encoded)=percent-encode": Self.request(
                    rows, url: fill("https://checkout.example.lt", "pay%201006%2F%C3%A4%3Fx%23y%25"), paymentId: id,
                    key: "vk-live-123")
            ], derived: true)
        return b.vectors
    }

    @_optimize(none)
    static func input(_ base: String, _ paymentId: String, _ key: String) -> JSONValue {
        ["apiBaseURL": .string(base), "paymentId": .string(paymentId), "verificationKey": .string(key)]
    }
}
