import PaySpecEnums
import PaySpecJSON

/// `moneycollect.confirm-response`: `{error, response}` -> `{action, message, redirect}`.
///
/// First matching rule wins: transport error; a present code other than `success`; `nextAction`
/// with a url (3-D Secure redirect); otherwise the status message.
struct MoneyCollectConfirmModel: SuiteModel {
    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let fields = try SEBMCInput(input, "moneycollect.confirm-response input")
        if let error = try fields.optionalString("error") {
            return message(.string(error))
        }
        let response = try fields.member("response")
        let data = response["data"]
        let code = try MoneyCollectStatusText.stringOrNil(response["code"], "response.code")
        let checksCode = context.choice(.mcConfirmChecksCode)
        if (checksCode == "check-code" && code != nil && code != "success")
            || (checksCode == "require-success" && code != "success")
        {
            return message(JSONValue(try MoneyCollectStatusText.stringOrNil(response["msg"], "response.msg")))
        }
        if let nextAction = data?["nextAction"], !nextAction.isNull {
            let url = try MoneyCollectStatusText.stringOrNil(
                nextAction["redirectToUrl"], "data.nextAction.redirectToUrl")
            let needsURL =
                context.choice(.mcRedirectNeedsUrl) == "prose"
            if !needsURL || !(url ?? "").isEmpty {
                let secret = data?["clientSecret"]
                return [
                    "action": "redirect", "message": nil,
                    "redirect": ["url": JSONValue(url), "paymentId": data?["id"] ?? nil, "clientSecret": secret ?? nil],
                ]
            }
        }
        return message(try MoneyCollectStatusText.message(data: data, context))
    }

    func message(_ text: JSONValue) -> JSONValue {
        ["action": "message", "message": text, "redirect": nil]
    }
}
