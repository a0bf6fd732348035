// libFuzzer entry point for the delimited translation tables (`DelimitedTableParser`): CSV,
// TSV and semicolon-separated.
// Built by tools/fuzz/run.sh with `swiftc -sanitize=fuzzer,address`; not part of the package.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? DelimitedTableParser.parse(bytes, file: "fuzz.csv", separator: ",")
    _ = try? DelimitedTableParser.parse(bytes, file: "fuzz.tsv", separator: "\t")
    _ = try? DelimitedTableParser.parse(bytes, file: "fuzz.csv", separator: ";")
    return 0
}
