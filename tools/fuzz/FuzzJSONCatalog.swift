// libFuzzer entry point for the JSON catalog readers: the streaming `JSONEventReader`, flat and
// nested JSON catalogs (`JSONCatalogParser`) and String Catalogs (`XCStringsParser`).
// Built by tools/fuzz/run.sh with `swiftc -sanitize=fuzzer,address`; not part of the package.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var reader = JSONEventReader(bytes: bytes, file: "fuzz.json")
    var events = 0
    try? reader.read { (_: borrowing JSONEventReader, _: JSONEventReader.Event) throws(CatalogParseError) in events += 1 }
    _ = try? JSONCatalogParser.parse(bytes, file: "de.json", fallbackLanguage: nil)
    _ = try? JSONCatalogParser.parse(bytes, file: "Localizable.json", fallbackLanguage: "en")
    _ = try? XCStringsParser.parse(bytes, file: "Localizable.xcstrings")
    return 0
}
