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
        // Each choice decides only where its reading changes the text: a base URL that ends in
        // a slash, a payment id that percent-encoding changes.
        if base.hasSuffix("/"), context.choice(.sebBaseUrlTrailingSlash) == .joinOneSlash {
            while base.hasSuffix("/") { base.removeLast() }
        }
        let encodes = paymentId.utf8.contains { !Self.keptInSegment[Int($0)] }
        let segment = encodes && context.choice(.sebPaymentIdPathEncoding) == .percentEncode ? Self.pathSegment(paymentId) : paymentId
        let url = Self.fill(SEB.StatusLookupTemplate.url, ["{apiBaseURL}": base, "{paymentId}": segment])
        let headers: [JSONValue] = SEB.StatusLookupTemplate.headers.map { header in
            let name = header.name
            let value = Self.fill(header.value, ["{verificationKey}": key, "{uuid}": Self.randomUUID()])
            return ["name": .string(name), "value": .string(value)]
        }
        let method = SEB.StatusLookupTemplate.method
        return ["method": .string(method), "url": .string(url), "headers": .array(headers)]
    }

    /// `template` with each of its placeholders (`{name}`) replaced by its value, in one pass
    /// over the template: a value is inserted as it is, so a key or a URL that itself holds
    /// `{uuid}` or `{paymentId}` keeps it, as a port that builds the string from its parts does.
    /// Placeholders are matched by UTF-8 bytes (Foundation's replacement matches by canonical
    /// equivalence, and copied each long input to UTF-16 first).
    static func fill(_ template: String, _ values: [String: String]) -> String {
        let text = Array(template.utf8)
        let marks = values.map { (Array($0.key.utf8), Array($0.value.utf8)) }
        var out: [UInt8] = []
        out.reserveCapacity(text.count + marks.reduce(0) { $0 + $1.1.count })
        var i = 0
        scan: while i < text.count {
            if text[i] == UInt8(ascii: "{") {
                for (mark, value) in marks where i + mark.count <= text.count && text[i..<(i + mark.count)].elementsEqual(mark) {
                    out += value
                    i += mark.count
                    continue scan
                }
            }
            out.append(text[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A version 4 UUID (RFC 4122 section 4.4), upper-case as Foundation writes one, from the
    /// system's generator (getrandom on Linux). Foundation's `UUID()` reads /dev/urandom, and in a
    /// root without it (the release tarball's smoke test) it gave the same all-zero UUID to every
    /// request, which a fresh value must not be.
    static func randomUUID() -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for (i, byte) in bytes.enumerated() {
            if i == 4 || i == 6 || i == 8 || i == 10 { out.append(UInt8(ascii: "-")) }
            out += [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// RFC 3986 section 3.3: a path segment keeps unreserved characters, sub-delimiters, ':' and
    /// '@'; every other UTF-8 byte is %XX (upper-case hex).
    static func pathSegment(_ s: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count)
        for byte in s.utf8 {
            if keptInSegment[Int(byte)] {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 15)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Per byte, whether a path segment keeps it as it is: a table, since every byte of a long
    /// payment id is looked up.
    private static let keptInSegment: [Bool] = {
        var kept = [Bool](repeating: false, count: 256)
        for byte in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@".utf8 { kept[Int(byte)] = true }
        return kept
    }()

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
