// libFuzzer entry point for the drift gate's readers of vendor documents (plain text, Markdown,
// Objective-C headers: `VendorDocument` + `DocumentExtractor`), the allowlist and an adapter's
// inventory answer.
// Built by tools/fuzz/run.sh with `swiftc -sanitize=fuzzer,address`; not part of the package.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for path in ["vendor.md", "vendor.txt", "Vendor.h"] {
        if let document = try? VendorDocument.decode(path: path, bytes: bytes) {
            _ = try? DocumentExtractor.extract(document)
        }
    }
    if let text = String(validating: bytes, as: UTF8.self) {
        _ = try? Allowlist.parse(text, path: "allowlist.txt")
    }
    _ = try? InventoryAnswer.read(bytes, path: "adapter")
    return 0
}
