import PaySpecEnums
import PaySpecJSON

/// `moneycollect.return-url`: `{url}` -> `{retrieve}`: whether the page URL carries every marker.
struct MoneyCollectReturnURLModel: SuiteModel {
    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let url = try SEBMCInput(input, "moneycollect.return-url input").string("url")
        let markers = MoneyCollect.ReturnURLMarker.allCases.map(\.rawValue)
        if ASCIIText.holds(url) { return Self.asciiAnswer(url, markers, context) }
        // A marker whose bytes the URL lacks is in it neither as text nor as a parameter name,
        // so the answer is false under either reading and the choice is not consulted (only a
        // marker's own bytes are equal to it: `markersAreTheirOnlyEquivalents`).
        if Self.markersAreTheirOnlyEquivalents {
            var bytes = url
            if bytes.withUTF8({ url in !markers.allSatisfy { Self.asciiContains(url, $0) } }) { return ["retrieve": false] }
        }
        if context.choice(.mcReturnUrlSubstring) == .queryParameter {
            let names = Set(Self.queryNames(url))
            return ["retrieve": .bool(markers.allSatisfy { names.contains($0) })]
        }
        return ["retrieve": .bool(markers.allSatisfy { url.contains($0) })]
    }

    /// Whether every marker is ASCII without `K`, `;` or `` ` ``: then only a marker's own bytes
    /// are canonically equivalent to it. Beyond ASCII, a character's decomposition holds a scalar
    /// beyond ASCII, save U+212A, U+037E and U+1FEF, which decompose to those three alone.
    static let markersAreTheirOnlyEquivalents = MoneyCollect.ReturnURLMarker.allCases.allSatisfy { marker in
        marker.rawValue.utf8.allSatisfy { $0 < 0x80 && !"K;`".utf8.contains($0) }
    }

    /// `evaluate` for an ASCII URL, by bytes. There a marker is text exactly where its bytes are,
    /// and a parameter name is text too: a marker missing from the text is missing under either
    /// reading. Both readings are found at once, and the choice is consulted only where they differ.
    static func asciiAnswer(_ url: String, _ markers: [String], _ context: ModelContext) -> JSONValue {
        var url = url
        let (asText, asName) = url.withUTF8 { bytes in
            let asText = markers.allSatisfy { asciiContains(bytes, $0) }
            return (asText, asText && asciiNamesHold(bytes, markers))
        }
        if asName != asText, context.choice(.mcReturnUrlSubstring) == .queryParameter { return ["retrieve": .bool(asName)] }
        return ["retrieve": .bool(asText)]
    }

    /// Parameter names of the URL's query: from the first `?` to the `#` (RFC 3986 section 3.4);
    /// a `?` after the `#` belongs to the fragment. (An ASCII URL, the common case, is read by its
    /// bytes instead: there every character is one byte, or CR LF, which holds none of the
    /// separators, so the names are the same without grapheme breaking a long URL.)
    static func queryNames(_ url: String) -> [String] {
        // One pass over the characters, which a long URL beyond ASCII makes the cost.
        var names: [String] = []
        var parameter: String.Index?  // where the current parameter starts, once in the query
        var nameEnd: String.Index?  // where its name ends, at its first `=`
        var i = url.startIndex
        // An empty parameter (`&&`) has no name; `=x` has the empty name.
        func close(at end: String.Index) {
            if let start = parameter, start < end { names.append(String(url[start..<(nameEnd ?? end)])) }
        }
        while i < url.endIndex {
            let c = url[i]
            if c == "#" { break }
            let next = url.index(after: i)
            if parameter == nil {
                if c == "?" { parameter = next }
            } else if c == "&" {
                close(at: i)
                parameter = next
                nameEnd = nil
            } else if c == "=", nameEnd == nil {
                nameEnd = i
            }
            i = next
        }
        close(at: i)
        return names
    }

    /// Whether the ASCII URL `text` holds `marker`, by bytes.
    static func asciiContains(_ text: UnsafeBufferPointer<UInt8>, _ marker: String) -> Bool {
        let wanted = Array(marker.utf8)
        guard !wanted.isEmpty else { return true }
        guard text.count >= wanted.count else { return false }
        for start in 0...(text.count - wanted.count) where text[start] == wanted[0] {
            if text[start..<(start + wanted.count)].elementsEqual(wanted) { return true }
        }
        return false
    }

    /// Whether every marker is a parameter name of the ASCII URL `bytes` (its `queryNames`,
    /// found by bytes with no string made for a name).
    static func asciiNamesHold(_ bytes: UnsafeBufferPointer<UInt8>, _ markers: [String]) -> Bool {
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        guard let q = bytes[..<end].firstIndex(of: UInt8(ascii: "?")) else { return false }
        let wanted = markers.map { Array($0.utf8) }
        var found = [Bool](repeating: false, count: wanted.count)
        for parameter in bytes[(q + 1)..<end].split(separator: UInt8(ascii: "&")) {
            let name = parameter.prefix { $0 != UInt8(ascii: "=") }
            for (i, marker) in wanted.enumerated() where !found[i] && name.elementsEqual(marker) { found[i] = true }
        }
        return !found.contains(false)
    }
}
