// libFuzzer entry point for the readers protocol lines, answers and golden files take: the value
// path (`JSONParser.parseValue`) and the skim (`JSONSkimmer`), each differential against the
// positioned parser (`JSONParser.parse`). The value path must accept the same lines with the same
// value and reject the same lines; the skim may decline anything, but must never accept a line
// the positioned parser rejects.
// Built by tools/fuzz/run.sh with `swiftc -sanitize=fuzzer,address`; not part of the package.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let fast = Result { () throws(JSONSyntaxError) -> JSONValue in try JSONParser.parseValue(bytes) }
    let slow = Result { () throws(JSONSyntaxError) -> JSONValue in try JSONParser.parse(bytes).value }
    switch (fast, slow) {
    case (.success(let a), .success(let b)):
        if a != b { fatalError("parseValue and parse disagree: \(a) vs \(b) for \(bytes)") }
    case (.failure(let a), .failure(let b)):
        if a != b { fatalError("parseValue and parse name different errors: \(a) vs \(b) for \(bytes)") }
    case (.success(let a), .failure(let b)):
        fatalError("parseValue accepted what parse rejects (\(b)): \(a) for \(bytes)")
    case (.failure(let a), .success(let b)):
        fatalError("parseValue rejected (\(a)) what parse accepts: \(b) for \(bytes)")
    }
    let skimmed = bytes.withUnsafeBufferPointer { buffer -> Bool in
        var skimmer = JSONSkimmer(buffer)
        guard (try? skimmer.value()) != nil else { return false }
        return skimmer.atEnd()
    }
    if skimmed, case .failure(let b) = slow {
        fatalError("JSONSkimmer accepted what JSONParser rejects (\(b)) for \(bytes)")
    }
    return 0
}
