// libFuzzer entry point for the XML catalog readers: `SafeXMLReader` (with PaySpec's own
// `XMLScanner`), Android `strings.xml`, XLIFF 1.2/2.0 and `.stringsdict` (XML and binary).
// Built by tools/fuzz/run.sh with `swiftc -sanitize=fuzzer,address`; not part of the package.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? SafeXMLReader.parse(bytes, file: "fuzz.xml")
    _ = try? AndroidStringsParser.parse(bytes, file: "values-de/strings.xml", language: "de")
    _ = try? XLIFFParser.parse(bytes, file: "de.xliff", fallbackLanguage: "en")
    _ = try? StringsdictParser.parse(bytes, file: "de.lproj/Localizable.stringsdict", language: "de")
    return 0
}
