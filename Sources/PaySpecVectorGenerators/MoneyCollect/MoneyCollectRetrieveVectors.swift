import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `moneycollect.retrieve-response`: the retrievePayment completion (error, response) in, the
/// message and response handed to completeBlock, and what happens after, out.
struct MoneyCollectRetrieveVectors: SuiteVectorGenerator {
    let suite = "moneycollect.retrieve-response"
    let description = "retrievePayment response handling: transport error, code, status message, completion"

    typealias R = MoneyCollectResponses
    static let rules = "moneycollect/retrieve-rules"

    @_optimize(none)
    static func output(_ message: JSONValue, _ response: JSONValue) -> JSONValue {
        ["message": message, "responseObject": response, "sequence": ["complete", "dismiss"]]
    }

    static let paymentOnly = "mc-result-object=payment-data"

    /// The object handed back under `mc-result-object=payment-data`: the payment on a success
    /// code, nothing otherwise.
    @_optimize(none)
    static func payment(_ response: JSONValue) -> JSONValue {
        response["code"] == "success" ? (response["data"] ?? nil) : nil
    }

    /// `byChoice` for the message alternatives, each also combined with the payment-only object.
    @_optimize(none)
    static func choices(_ message: [String: JSONValue], _ base: JSONValue, _ response: JSONValue) -> [String: JSONValue] {
        var out: [String: JSONValue] = [paymentOnly: output(base, payment(response))]
        for (key, text) in message {
            out[key] = output(text, response)
            out[[key, paymentOnly].sorted().joined(separator: ",")] = output(text, payment(response))
        }
        return out
    }

    @_optimize(none)
    static func input(error: String? = nil, response: JSONValue) -> JSONValue {
        ["error": JSONValue(error), "response": response]
    }

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        var b = RowBackedVectors(suite: suite, catalog: catalog)
        let success = ["\(Self.rules)#success", "\(Self.rules)#complete"]
        for c in R.statusCases(catalog) {
            let response = R.response(data: c.data)
            b.add(
                c.name, c.description, input: Self.input(response: response), expect: Self.output(c.message, response),
                spec: success + c.spec + (c.nullStatus ? ["\(Self.rules)#nullMember"] : []), tags: c.tags,
                ambiguities: c.ambiguities + ["mc-result-object"],
                byChoice: Self.choices(c.byChoice, c.message, response))
        }
        let other = ["\(Self.rules)#codeNotSuccess", "\(Self.rules)#complete"]
        let failures: [(String, String, JSONValue, JSONValue)] = [
            (
                "code-not-success", "code is not success: the message is msg",
                ["code": "fail", "msg": "payment not found", "data": nil], "payment not found"
            ),
            (
                "code-not-success-with-succeeded-data", "code is not success: msg wins over a succeeded status",
                R.response(code: "error", msg: "signature mismatch", data: R.data("succeeded")), "signature mismatch"
            ),
            (
                "code-absent", "No code at all is not success: the message is msg",
                ["msg": "unknown error", "data": .object(R.data("succeeded"))], "unknown error"
            ),
            (
                "code-wrong-case", "code SUCCESS is not success: the message is msg",
                R.response(code: "SUCCESS", msg: "upper-case code", data: R.data("succeeded")), "upper-case code"
            ),
            (
                "code-not-success-without-msg", "code is not success and msg is absent: message null",
                ["code": "fail", "data": nil], nil
            ),
        ]
        for (name, description, response, message) in failures {
            b.add(
                name, description, input: Self.input(response: response), expect: Self.output(message, response),
                spec: other, tags: ["edge"], ambiguities: ["mc-result-object"], byChoice: Self.choices([:], message, response))
        }
        for row in catalog.rows(R.statuses) {
            guard let status = row.string("status") else { continue }
            let errorMessage: String? = row.string("messageFrom") == "data.errorMessage" ? "Declined." : nil
            for code in ["fail", "error", "SUCCESS", ""] {
                let response = R.response(
                    code: .string(code), msg: "rejected by server", data: R.data(status, errorMessage: errorMessage))
                b.add(
                    "code-\(code.isEmpty ? "empty" : code)-status-\(status)",
                    "code \(JSONWriter.line(.string(code))) is not success: msg wins over status \(status)",
                    input: Self.input(response: response), expect: Self.output("rejected by server", response),
                    spec: other + [row.reference(in: R.statuses)], tags: ["edge"], ambiguities: ["mc-result-object"],
                    byChoice: Self.choices([:], "rejected by server", response))
            }
        }
        // Derived: no document shows a success response without data; with no data there is no
        // status, and a missing status reads as pending (the default row).
        let bare: JSONValue = ["code": "success", "msg": "success"]
        b.add(
            "code-success-without-data", "code success but no data member: no status, the default message",
            input: Self.input(response: bare), expect: Self.output("the payment is pending", bare),
            spec: success + ["moneycollect/statuses#6"], tags: ["edge", "missing"], ambiguities: ["mc-result-object"],
            byChoice: Self.choices([:], "the payment is pending", bare), derived: true)
        // Derived: neither an error nor a response. The handler reads code and msg of nothing:
        // no code is not success, and msg is absent.
        b.add(
            "no-error-no-response", "Neither an error nor a response: not success, message null, no response object",
            input: Self.input(response: nil), expect: Self.output(nil, nil), spec: other, tags: ["edge", "missing"],
            ambiguities: ["mc-result-object"], byChoice: Self.choices([:], nil, nil), derived: true)
        b.add(
            "transport-error", "The request failed: message is the error's description, no response object",
            input: Self.input(error: "The network connection was lost.", response: nil),
            expect: Self.output("The network connection was lost.", nil),
            spec: ["\(Self.rules)#transportError", "\(Self.rules)#complete"], tags: ["edge", "error"])
        // 004 L155-L161: the error decides the message, and completeBlock is handed the
        // responseObject the completion received, unchanged; the payment-data reading hands back
        // nothing after a transport error.
        let errorAndCode = R.response(code: "fail", msg: "payment not found", data: R.data("succeeded"))
        b.add(
            "interaction-transport-error-and-code",
            "A transport error and a code other than success together: the error gives the message, the response is handed on",
            input: Self.input(error: "The network connection was lost.", response: errorAndCode),
            expect: Self.output("The network connection was lost.", errorAndCode),
            spec: ["\(Self.rules)#transportError", "\(Self.rules)#complete"], tags: ["interaction", "edge", "error"],
            ambiguities: ["mc-result-object"], byChoice: [Self.paymentOnly: Self.output("The network connection was lost.", nil)])
        let errorAndSuccess = R.response(data: R.data("succeeded"))
        b.add(
            "interaction-transport-error-and-status",
            "A transport error and a success answer together: the error gives the message, the response is handed on",
            input: Self.input(error: "The request timed out.", response: errorAndSuccess),
            expect: Self.output("The request timed out.", errorAndSuccess),
            spec: ["\(Self.rules)#transportError", "\(Self.rules)#complete"], tags: ["interaction", "edge", "error"],
            ambiguities: ["mc-result-object"], byChoice: [Self.paymentOnly: Self.output("The request timed out.", nil)])
        return R.markingNulls(b.vectors)
    }
}
