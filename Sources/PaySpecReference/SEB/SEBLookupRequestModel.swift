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
        let url = SEB.StatusLookupTemplate.url.replacingOccurrences(of: "{apiBaseURL}", with: base)
            .replacingOccurrences(of: "{paymentId}", with: paymentId)
        let headers: [JSONValue] = SEB.StatusLookupTemplate.headers.map { header in
            let name = header.name
            let value = header.value.replacingOccurrences(of: "{verificationKey}", with: key)
                .replacingOccurrences(of: "{uuid}", with: UUID().uuidString)
            return ["name": .string(name), "value": .string(value)]
        }
        let method = SEB.StatusLookupTemplate.method
        return ["method": .string(method), "url": .string(url), "headers": .array(headers)]
    }
}
