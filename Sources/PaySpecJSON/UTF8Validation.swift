/// Strings made from UTF-8 bytes that must be well formed, for the readers of big catalogs.
public enum UTF8Validation {
    /// The text of `bytes` if they are well-formed UTF-8, nil otherwise (what
    /// `String(validating:as:)` answers). That initializer reaches the standard library's
    /// generic validator, unspecialized, about a thousand instructions for a short string; this
    /// decodes (the specialized, ASCII-fast path) and compares the result with the bytes: a
    /// repair would have put U+FFFD where the bytes were not UTF-8, so they differ exactly when
    /// the bytes are not well formed.
    public static func string(_ bytes: ArraySlice<UInt8>) -> String? {
        var text = String(decoding: bytes, as: UTF8.self)
        let same = text.withUTF8 { decoded in
            bytes.withUnsafeBufferPointer { original in decoded.elementsEqual(original) }
        }
        return same ? text : nil
    }
}
