/// The SDKs whose documents PaySpec reads.
public enum VendorSDK: String, Sendable, CaseIterable {
    case comgate, seb, moneycollect
}

/// Tells which SDK a document is about from the API names it uses, never from its file name or
/// its prose, so it works whatever language the document is written in.
enum SDKDetector {
    static let markers: [VendorSDK: [String]] = [
        .comgate: ["ComgateSecureSession", "ComgateError", "ComgateSDK", "ErrorReason"],
        .seb: ["PaymentKit", "PaymentOutcome", "apiBaseURL", "PaymentStatusResolving"],
        .moneycollect: ["MCAPIClient", "isEqualToString:", "rangeOfString:", "retrievePayment"],
    ]

    static let markerBytes = markers.mapValues { $0.map { Array($0.utf8) } }

    /// The SDK whose API names the document mentions most, or `nil` when it mentions none.
    static func detect(_ document: VendorDocument) -> VendorSDK? {
        var steps = 0
        return detect(document, steps: &steps)
    }

    /// `detect`, adding the line bytes searched to `steps` (the work a test counts).
    static func detect(_ document: VendorDocument, steps: inout Int) -> VendorSDK? {
        var scores: [VendorSDK: Int] = [:]
        for var line in document.lines {
            // A byte search: Foundation's `contains` on a String costs a UTF-16
            // conversion of the line per name, the bulk of reading a big document.
            line.withUTF8 { bytes in
                for (sdk, names) in markerBytes
                where names.contains(where: { name in
                    steps += bytes.count
                    return contains(bytes, name)
                }) {
                    scores[sdk, default: 0] += 1
                }
            }
        }
        let best = VendorSDK.allCases.map { ($0, scores[$0] ?? 0) }.max { $0.1 < $1.1 }!
        return best.1 > 0 ? best.0 : nil
    }

    /// Whether `name` occurs in `line`, byte for byte: at most `name.count` comparisons per
    /// byte of the line, and the names are a few ASCII words.
    static func contains(_ line: UnsafeBufferPointer<UInt8>, _ name: [UInt8]) -> Bool {
        guard let first = name.first, line.count >= name.count else { return false }
        var i = 0
        let last = line.count - name.count
        while i <= last {
            if line[i] == first {
                var k = 1
                while k < name.count && line[i + k] == name[k] { k += 1 }
                if k == name.count { return true }
            }
            i += 1
        }
        return false
    }
}
