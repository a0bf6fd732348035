import PaySpecEnums
import PaySpecJSON

/// `moneycollect.confirm-response`: `{error, response}` -> `{action, message, redirect}`.
///
/// First matching rule wins: transport error; a code that is not success (`mc-confirm-checks-code`);
/// `nextAction` that can be followed (3-D Secure redirect, `mc-redirect-needs-url`); otherwise the
/// status message. A response body holding a JSON null has no reading under
/// `mc-json-null=platform-undefined`.
struct MoneyCollectConfirmModel: SuiteModel {
    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let fields = try SEBMCInput(input, "moneycollect.confirm-response input")
        if let error = try fields.optionalString("error") {
            return message(.string(error))
        }
        let response = try fields.member("response")
        try MoneyCollectJSONNull.check(response, context)
        let data = response["data"]
        let code = try MoneyCollectStatusText.stringOrNil(response["code"], "response.code")
        // A "success" code fails under no option: the choice decides only another code, or none.
        var codeFails = false
        if code != "success" {
            switch context.choice(.mcConfirmChecksCode) {
            case .ignoreCode: codeFails = false
            case .requireSuccess: codeFails = true
            case .checkCode: codeFails = code != nil
            }
        }
        if codeFails {
            return message(JSONValue(try MoneyCollectStatusText.stringOrNil(response["msg"], "response.msg")))
        }
        if let nextAction = data?["nextAction"], !nextAction.isNull {
            if let answer = try nextActionAnswer(nextAction, data: data, context) { return answer }
        }
        return message(try MoneyCollectStatusText.message(data: data, context))
    }

    /// What a present `nextAction` gives, or nil when the status rules decide instead.
    func nextActionAnswer(
        _ nextAction: JSONValue, data: JSONValue?, _ context: ModelContext
    ) throws(ModelError)
        -> JSONValue?
    {
        let needsURL: Bool
        switch context.choice(.mcRedirectNeedsUrl) {
        case .androidDemo:
            let type = try MoneyCollectStatusText.stringOrNil(nextAction["type"], "data.nextAction.type") ?? ""
            let url =
                type == "wechat_pay_h5"
                ? try MoneyCollectStatusText.stringOrNil(
                    nextAction["wechatPayH5"]?["redirectToUrl"], "data.nextAction.wechatPayH5.redirectToUrl")
                : try MoneyCollectStatusText.stringOrNil(nextAction["redirectToUrl"], "data.nextAction.redirectToUrl")
            guard !type.isEmpty, let url, !url.isEmpty else {
                return message(try MoneyCollectStatusText.message(data: ["status": nil], context))
            }
            return redirect(.string(url), data, context)
        case .prose: needsURL = true
        case .sample: needsURL = false
        }
        let url = try MoneyCollectStatusText.stringOrNil(nextAction["redirectToUrl"], "data.nextAction.redirectToUrl")
        if !needsURL || !(url ?? "").isEmpty { return redirect(JSONValue(url), data, context) }
        return nil
    }

    func redirect(_ url: JSONValue, _ data: JSONValue?, _ context: ModelContext) -> JSONValue {
        let secret = data?["clientSecret"]
        return [
            "action": "redirect", "message": nil,
            "redirect": ["url": url, "paymentId": data?["id"] ?? nil, "clientSecret": secret ?? nil],
        ]
    }

    func message(_ text: JSONValue) -> JSONValue {
        ["action": "message", "message": text, "redirect": nil]
    }
}
