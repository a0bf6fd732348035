import Foundation
import PaySpecEnums
import PaySpecJSON

/// `seb.lookup-request`: `{apiBaseURL, paymentId, verificationKey}` -> `{method, url, headers}`,
/// headers as `[{name, value}]` in the documented order, `X-Request-Id` a fresh UUID.
struct SEBLookupRequestModel: SuiteModel {
    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let fields = try SEBMCInput(input, "seb.lookup-request input")
        var base = try fields.string("apiBaseURL")
        let paymentId = try fields.string("paymentId")
        let key = try fields.string("verificationKey")
        if context.choice(.sebBaseUrlTrailingSlash) == .joinOneSlash {
            while base.hasSuffix("/") { base.removeLast() }
        }
        let segment = context.choice(.sebPaymentIdPathEncoding) == .percentEncode ? Self.pathSegment(paymentId) : paymentId
        let url = SEB.StatusLookupTemplate.url.replacingOccurrences(of: "{apiBaseURL}", with: base)
            .replacingOccurrences(of: "{paymentId}", with: segment)
        let headers: [JSONValue] = SEB.StatusLookupTemplate.headers.map { header in
            let name = header.name
            let value = header.value.replacingOccurrences(of: "{verificationKey}", with: key)
                .replacingOccurrences(of: "{uuid}", with: UUID().uuidString)
            return ["name": .string(name), "value": .string(value)]
        }
        let method = SEB.StatusLookupTemplate.method
        return ["method": .string(method), "url": .string(url), "headers": .array(headers)]
    }

    /// RFC 3986 section 3.3: a path segment keeps unreserved characters, sub-delimiters, ':' and
    /// '@'; every other UTF-8 byte is %XX (upper-case hex).
    static func pathSegment(_ s: String) -> String {
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in s.utf8 {
            if kept.contains(byte) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
