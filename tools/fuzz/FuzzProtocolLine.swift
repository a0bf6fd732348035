// libFuzzer entry point for the runner's fast protocol-line reader (`ProtocolLineParser`),
// differential against `JSONParser`: both must accept the same lines, with the same value, and
// reject the same lines with the same error.
// Built by tools/fuzz/run.sh with `swiftc -sanitize=fuzzer,address`; not part of the package.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let fast = Result { () throws(JSONSyntaxError) -> JSONValue in try ProtocolLineParser.parse(bytes) }
    let slow = Result { () throws(JSONSyntaxError) -> JSONValue in try JSONParser.parseValue(bytes) }
    switch (fast, slow) {
    case (.success(let a), .success(let b)):
        if a != b { fatalError("fast reader and JSONParser disagree: \(a) vs \(b) for \(bytes)") }
    case (.failure(let a), .failure(let b)):
        if a != b { fatalError("different errors: \(a) vs \(b) for \(bytes)") }
    case (.success(let a), .failure(let b)):
        fatalError("fast reader accepted what JSONParser rejects (\(b)): \(a) for \(bytes)")
    case (.failure(let a), .success(let b)):
        fatalError("fast reader rejected what JSONParser accepts (\(a)): \(b) for \(bytes)")
    }
    return 0
}
