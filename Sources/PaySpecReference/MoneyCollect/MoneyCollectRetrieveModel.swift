import PaySpecEnums
import PaySpecJSON

/// `moneycollect.retrieve-response`: `{error, response}` -> `{message, responseObject, sequence}`.
///
/// Transport error -> its description; code `success` -> the status message; any other code
/// (absent included) -> `msg`. Then completeBlock(message, response) and the page is dismissed.
struct MoneyCollectRetrieveModel: SuiteModel {
    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let fields = try SEBMCInput(input, "moneycollect.retrieve-response input")
        let (message, response) = try Self.handle(fields, context)
        let sequence: JSONValue =
            ["complete", "dismiss"]
        return ["message": message, "responseObject": response, "sequence": sequence]
    }

    /// The message and the response object handed to completeBlock.
    static func handle(_ fields: SEBMCInput, _ context: ModelContext) throws(ModelError) -> (JSONValue, JSONValue) {
        if let error = try fields.optionalString("error") { return (.string(error), nil) }
        let response = try fields.member("response")
        let code = try MoneyCollectStatusText.stringOrNil(response["code"], "response.code")
        if code == "success" {
            return (try MoneyCollectStatusText.message(data: response["data"], context), response)
        }
        return (JSONValue(try MoneyCollectStatusText.stringOrNil(response["msg"], "response.msg")), response)
    }
}
