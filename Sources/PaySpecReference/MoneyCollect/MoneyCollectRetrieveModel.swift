import PaySpecEnums
import PaySpecJSON

/// `moneycollect.retrieve-response`: `{error, response}` -> `{message, responseObject, sequence}`.
///
/// Transport error -> its description (the response handed on as received); code `success` -> the status message; any other code
/// (absent included) -> `msg`. Then completeBlock(message, object) and the page is dismissed; the
/// object is the whole body or the payment (`mc-result-object`).
struct MoneyCollectRetrieveModel: SuiteModel {
    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let fields = try SEBMCInput(input, "moneycollect.retrieve-response input")
        let (message, response) = try Self.handle(fields, context)
        let sequence: JSONValue =
            ["complete", "dismiss"]
        return ["message": message, "responseObject": response, "sequence": sequence]
    }

    /// The message and the object handed to completeBlock.
    static func handle(_ fields: SEBMCInput, _ context: ModelContext) throws(ModelError) -> (JSONValue, JSONValue) {
        let response = try fields.member("response")
        let paymentOnly = context.choice(.mcResultObject) == .paymentData
        // 004 L155-L161: the error gives the message; completeBlock still gets the responseObject
        // the completion handed over (the payment reading has no payment to give).
        if let error = try fields.optionalString("error") { return (.string(error), paymentOnly ? nil : response) }
        try MoneyCollectJSONNull.check(response, context)
        let code = try MoneyCollectStatusText.stringOrNil(response["code"], "response.code")
        if code == "success" {
            let data = response["data"]
            let object = paymentOnly ? (data ?? nil) : response
            return (try MoneyCollectStatusText.message(data: data, context), object)
        }
        let msg = JSONValue(try MoneyCollectStatusText.stringOrNil(response["msg"], "response.msg"))
        return (msg, paymentOnly ? nil : response)
    }
}
