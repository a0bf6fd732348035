import PaySpecEnums
import PaySpecJSON

/// `moneycollect.return-url`: `{url}` -> `{retrieve}`: whether the page URL carries every marker.
struct MoneyCollectReturnURLModel: SuiteModel {
    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let url = try SEBMCInput(input, "moneycollect.return-url input").string("url")
        let markers = MoneyCollect.ReturnURLMarker.allCases.map(\.rawValue)
        let found: (String) -> Bool
        if context.choice(.mcReturnUrlSubstring) == .queryParameter {
            let names = Set(Self.queryNames(url))
            found = { names.contains($0) }
        } else {
            found = { url.contains($0) }
        }
        return ["retrieve": .bool(markers.allSatisfy(found))]
    }

    /// Parameter names of the URL's query: from the first `?` to the `#` (RFC 3986 section 3.4);
    /// a `?` after the `#` belongs to the fragment.
    static func queryNames(_ url: String) -> [String] {
        let beforeFragment = url.prefix { $0 != "#" }
        guard let q = beforeFragment.firstIndex(of: "?") else { return [] }
        let query = beforeFragment[beforeFragment.index(after: q)...]
        return query.split(separator: "&").map { String($0.prefix { $0 != "=" }) }
    }
}
