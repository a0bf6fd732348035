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

    /// The SDK whose API names the document mentions most, or `nil` when it mentions none.
    static func detect(_ document: VendorDocument) -> VendorSDK? {
        var scores: [VendorSDK: Int] = [:]
        for line in document.lines {
            for (sdk, names) in markers where names.contains(where: line.contains) { scores[sdk, default: 0] += 1 }
        }
        let best = VendorSDK.allCases.map { ($0, scores[$0] ?? 0) }.max { $0.1 < $1.1 }!
        return best.1 > 0 ? best.0 : nil
    }
}
