import PaySpecEnums
import PaySpecJSON

/// `moneycollect.return-url`: `{url}` -> `{retrieve}`: whether the page URL carries every marker.
struct MoneyCollectReturnURLModel: SuiteModel {
    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let url = try SEBMCInput(input, "moneycollect.return-url input").string("url")
        let markers = MoneyCollect.ReturnURLMarker.allCases.map(\.rawValue)
        let ascii = url.utf8.allSatisfy { $0 < 0x80 }
        // An ASCII URL holds an ASCII marker exactly where its bytes do: searched by bytes,
        // without Foundation's text search of a long URL once per marker.
        let asText = markers.allSatisfy { ascii ? Self.asciiContains(url, $0) : url.contains($0) }
        // A parameter name is text of an ASCII URL too: a marker missing from that text is
        // missing under either reading, and the choice is not consulted.
        if !asText, ascii { return ["retrieve": false] }
        if context.choice(.mcReturnUrlSubstring) == .queryParameter {
            let names = Set(Self.queryNames(url))
            return ["retrieve": .bool(markers.allSatisfy { names.contains($0) })]
        }
        return ["retrieve": .bool(asText)]
    }

    /// Parameter names of the URL's query: from the first `?` to the `#` (RFC 3986 section 3.4);
    /// a `?` after the `#` belongs to the fragment.
    static func queryNames(_ url: String) -> [String] {
        // An ASCII URL (the common case) is split by its bytes: there every character is one
        // byte (or CR LF, which holds none of the separators), so the names are the same, without
        // grapheme breaking every character of a long URL.
        if url.utf8.allSatisfy({ $0 < 0x80 }) { return asciiQueryNames(url) }
        let beforeFragment = url.prefix { $0 != "#" }
        guard let q = beforeFragment.firstIndex(of: "?") else { return [] }
        let query = beforeFragment[beforeFragment.index(after: q)...]
        return query.split(separator: "&").map { String($0.prefix { $0 != "=" }) }
    }

    /// Whether the ASCII `url` holds `marker`, by bytes.
    static func asciiContains(_ url: String, _ marker: String) -> Bool {
        let text = Array(url.utf8), wanted = Array(marker.utf8)
        guard !wanted.isEmpty else { return true }
        guard text.count >= wanted.count else { return false }
        for start in 0...(text.count - wanted.count) where text[start] == wanted[0] {
            if text[start..<(start + wanted.count)].elementsEqual(wanted) { return true }
        }
        return false
    }

    /// `queryNames` for an ASCII URL, by bytes.
    static func asciiQueryNames(_ url: String) -> [String] {
        let bytes = Array(url.utf8)
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        guard let q = bytes[..<end].firstIndex(of: UInt8(ascii: "?")) else { return [] }
        return bytes[(q + 1)..<end].split(separator: UInt8(ascii: "&")).map { parameter in
            String(decoding: parameter.prefix { $0 != UInt8(ascii: "=") }, as: UTF8.self)
        }
    }
}
