// libFuzzer entry point for the `.strings` reader: text decoding (UTF-8, UTF-16 with and without
// a byte order mark), the old-style text parser and the `bplist00` binary property list reader.
// Built by tools/fuzz/run.sh with `swiftc -sanitize=fuzzer,address`; not part of the package.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? StringsFileParser.parse(bytes, file: "fuzz.strings")
    if let (text, _) = try? TextDecoding.decode(bytes, file: "fuzz.strings") {
        _ = try? StringsFileParser.parse(text: text, file: "fuzz.strings")
    }
    // The binary reader directly, with and without the magic (so mutations reach the trailer).
    _ = try? BinaryPlistReader.read(bytes, file: "fuzz.strings")
    if !bytes.starts(with: Array("bplist00".utf8)) {
        _ = try? BinaryPlistReader.read(Array("bplist00".utf8) + bytes, file: "fuzz.strings")
    }
    return 0
}
