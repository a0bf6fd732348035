/// Whether a text is ASCII, read eight bytes at a time. The models read ASCII text by its bytes
/// (one character a byte), and a long value beyond ASCII by its characters; reading a long
/// value byte by byte only to choose between the two cost as much as the byte path itself.
enum ASCIIText {
    static func holds(_ text: String) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable({ holds($0) }) { return answer }
        return text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// The same for the bytes of a text.
    static func holds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var i = 0
        var high: UInt64 = 0
        while i + 8 <= bytes.count {
            high |= UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            i += 8
        }
        var last: UInt8 = 0
        while i < bytes.count {
            last |= base[i]
            i += 1
        }
        return high & 0x8080_8080_8080_8080 == 0 && last < 0x80
    }
}
