// libFuzzer entry point for the JSON catalog readers: the event stream String Catalogs are read
// with (`CatalogJSONEvents`), flat and nested JSON catalogs (`JSONCatalogParser`) and String
// Catalogs (`XCStringsParser`). The event stream is checked against `JSONParser` (differential):
// every document one accepts the other must accept too, except for what only `JSONParser` checks
// (duplicate keys, numbers out of the range of a Double).
// Built by tools/fuzz/run.sh with `swiftc -sanitize=fuzzer,address`; not part of the package.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var events = 0
    let streamed = Result { () throws(CatalogParseError) in
        try CatalogJSONEvents.read(bytes, file: "fuzz.json", allowsRepeatedMembers: { _ in true }) {
            (_: borrowing [String], _: JSONEvent) throws(CatalogParseError) in events += 1
        }
    }
    let tree = Result { () throws(JSONSyntaxError) -> JSONNode in try JSONParser.parse(bytes) }
    switch (streamed, tree) {
    case (.failure(let error), .success):
        fatalError("The event stream rejects what JSONParser accepts: \(error) for \(bytes)")
    case (.success, .failure(let error)):
        let onlyJSONParser = error.message.hasPrefix("duplicate key") || error.message.hasSuffix("is out of range")
        if !onlyJSONParser { fatalError("The event stream accepts what JSONParser rejects (\(error)) for \(bytes)") }
    default: break
    }
    _ = try? JSONCatalogParser.parse(bytes, file: "de.json", fallbackLanguage: nil)
    _ = try? JSONCatalogParser.parse(bytes, file: "Localizable.json", fallbackLanguage: "en")
    _ = try? XCStringsParser.parse(bytes, file: "Localizable.xcstrings")
    return 0
}
