// libFuzzer entry point for the JSON parser and the spec/golden loaders built on it.
// Built by tools/fuzz/run.sh with `swiftc -sanitize=fuzzer,address`; not part of the package.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let node = try? JSONParser.parse(bytes) {
        // Whatever parses must write and parse back to the same value.
        let text = JSONWriter.line(node.value)
        guard let again = try? JSONParser.parse(text) else { fatalError("writer output does not parse: \(text)") }
        if again.value != node.value { fatalError("round trip changed the value: \(text)") }
    }
    _ = SpecTableLoader.load(path: "fuzz.json", bytes: bytes)
    _ = GoldenLoader.parse(path: "fuzz.json", bytes: bytes)
    return 0
}
