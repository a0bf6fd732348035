// libFuzzer entry point for the fast reader protocol lines, answers and golden files take
// (`JSONValueReader`, behind `JSONParser.parseValue`), differential against the positioned
// parser (`JSONParser.parse`): both must accept the same lines with the same value, and reject
// the same lines (the fast reader names no error: the positioned parser does, on its rejects).
// Built by tools/fuzz/run.sh with `swiftc -sanitize=fuzzer,address`; not part of the package.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let fast = JSONValueReader.read(bytes)
    let slow = Result { () throws(JSONSyntaxError) -> JSONValue in try JSONParser.parse(bytes).value }
    switch (fast, slow) {
    case (.some(let a), .success(let b)):
        if a != b { fatalError("fast reader and JSONParser disagree: \(a) vs \(b) for \(bytes)") }
    case (.none, .failure):
        break
    case (.some(let a), .failure(let b)):
        fatalError("fast reader accepted what JSONParser rejects (\(b)): \(a) for \(bytes)")
    case (.none, .success(let b)):
        fatalError("fast reader rejected what JSONParser accepts: \(b) for \(bytes)")
    }
    // The public path: the fast reader's value, or the positioned parser's error.
    if case .success(let b) = slow, (try? JSONParser.parseValue(bytes)) != b {
        fatalError("JSONParser.parseValue differs from the positioned parser for \(bytes)")
    }
    return 0
}
