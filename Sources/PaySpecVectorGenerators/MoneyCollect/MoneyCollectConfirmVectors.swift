import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `moneycollect.confirm-response`: the confirmPayment completion (error, response) in, what the
/// SDK does out: show a message, or redirect to 3-D Secure.
struct MoneyCollectConfirmVectors: SuiteVectorGenerator {
    let suite = "moneycollect.confirm-response"
    let description = "confirmPayment response handling: transport error, code, 3-D Secure redirect, status message"

    typealias R = MoneyCollectResponses
    static let rules = "moneycollect/confirm-rules"
    static let redirectChoice = "mc-redirect-needs-url"
    static let android = "mc-redirect-needs-url=android-demo"
    /// What the Android demo shows for a nextAction it cannot follow, whatever the status.
    static let androidPending = message("the payment is pending")

    @_optimize(none)
    static func message(_ text: JSONValue) -> JSONValue {
        ["action": "message", "message": text, "redirect": nil]
    }

    @_optimize(none)
    static func redirect(_ url: JSONValue, _ id: JSONValue, _ secret: JSONValue) -> JSONValue {
        ["action": "redirect", "message": nil, "redirect": ["url": url, "paymentId": id, "clientSecret": secret]]
    }

    @_optimize(none)
    static func input(error: String? = nil, response: JSONValue) -> JSONValue {
        ["error": JSONValue(error), "response": response]
    }

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        var b = RowBackedVectors(suite: suite, catalog: catalog)
        for c in R.statusCases(catalog) {
            b.add(
                c.name, c.description,
                input: Self.input(response: R.response(data: c.data)),
                expect: Self.message(c.message),
                spec: ["\(Self.rules)#status"] + c.spec + (c.nullStatus ? ["\(Self.rules)#nullMember"] : []), tags: c.tags,
                ambiguities: c.ambiguities, byChoice: c.byChoice.mapValues(Self.message))
        }
        addTransport(&b)
        addCode(&b)
        addRedirect(&b)
        addPerStatus(&b, catalog)
        addNextActionType(&b)
        return R.markingNulls(b.vectors)
    }

    /// For every status: a non-success code, and nextAction with a url, an empty url, no url and null.
    @_optimize(none)
    func addPerStatus(_ b: inout RowBackedVectors, _ catalog: SpecCatalog) {
        let url = "https://3ds.example.com/challenge/pi_1001"
        for row in catalog.rows(R.statuses) {
            guard let status = row.string("status") else { continue }
            let fromError = row.string("messageFrom") == "data.errorMessage"
            let errorMessage: String? = fromError ? "Your card was declined." : nil
            let message: JSONValue = fromError ? .string(errorMessage!) : row.jsonString("message")
            let statusRefs = ["\(Self.rules)#status", row.reference(in: R.statuses)]
            // "" is a code that is present and not success (as the retrieve suite has it).
            for code in ["fail", "error", "SUCCESS", ""] {
                b.add(
                    "code-\(code.isEmpty ? "empty" : code)-status-\(status)",
                    "code \(code.isEmpty ? "\"\"" : code) is not success: msg wins over status \(status)",
                    input: Self.input(
                        response: R.response(
                            code: .string(code), msg: "rejected by server",
                            data: R.data(status, errorMessage: errorMessage))),
                    expect: Self.message("rejected by server"), spec: ["\(Self.rules)#codeNotSuccess"] + statusRefs,
                    tags: ["edge", "ambiguity"], ambiguities: ["mc-confirm-checks-code"],
                    byChoice: ["mc-confirm-checks-code=ignore-code": Self.message(message)])
            }
            @_optimize(none)
            func data(_ nextAction: JSONValue) -> JSONValue {
                var d = R.data(status, errorMessage: errorMessage)
                d["nextAction"] = nextAction
                return R.response(data: d)
            }
            let ref = "\(Self.rules)#nextAction"
            b.add(
                "redirect-status-\(status)", "nextAction with a url redirects whatever the status (\(status))",
                input: Self.input(response: data(["type": "redirect", "redirectToUrl": .string(url)])),
                expect: Self.redirect(.string(url), "pi_1001", "pi_1001_secret_x9"),
                spec: [ref, "moneycollect/server-values#nextAction.type.redirect"], tags: ["behaviour"])
            let null = "\(Self.rules)#nullMember"
            let alternatives: [(String, String, JSONValue, JSONValue)] = [
                ("redirect-empty-url", "an empty url", ["type": "redirect", "redirectToUrl": ""], ""),
                ("redirect-missing-url", "no url", ["type": "redirect"], nil),
                ("redirect-null-url", "a null url", ["type": "redirect", "redirectToUrl": nil], nil),
            ]
            for (name, why, nextAction, sampleURL) in alternatives {
                b.add(
                    "\(name)-status-\(status)", "nextAction with \(why): status \(status) decides",
                    input: Self.input(response: data(nextAction)), expect: Self.message(message),
                    spec: [ref] + statusRefs + (name == "redirect-null-url" ? [null] : []), tags: ["edge", "ambiguity"],
                    ambiguities: [Self.redirectChoice],
                    byChoice: [
                        "mc-redirect-needs-url=sample": Self.redirect(sampleURL, "pi_1001", "pi_1001_secret_x9"),
                        Self.android: Self.androidPending,
                    ])
            }
            b.add(
                "next-action-null-status-\(status)", "A null nextAction is no redirect: status \(status) decides",
                input: Self.input(response: data(nil)), expect: Self.message(message), spec: [ref] + statusRefs + [null],
                tags: ["edge", "nil"])
        }
    }

    @_optimize(none)
    func addTransport(_ b: inout RowBackedVectors) {
        b.add(
            "transport-error", "The request failed: the message is the error's description",
            input: Self.input(error: "The Internet connection appears to be offline.", response: nil),
            expect: Self.message("The Internet connection appears to be offline."),
            spec: ["\(Self.rules)#transportError"], tags: ["edge", "error"])
        let next: [String: JSONValue] = ["nextAction": ["redirectToUrl": "https://3ds.example.com/challenge/1"]]
        b.add(
            "transport-error-wins", "An error wins over any response body, even one asking for 3-D Secure",
            input: Self.input(
                error: "The request timed out.",
                response: R.response(data: R.data("succeeded").merging(next) { a, _ in a })),
            expect: Self.message("The request timed out."), spec: ["\(Self.rules)#transportError"],
            tags: ["edge", "error"])
    }

    @_optimize(none)
    func addCode(_ b: inout RowBackedVectors) {
        let ref = ["\(Self.rules)#codeNotSuccess"]
        b.add(
            "code-not-success", "code is not success: the message is msg",
            input: Self.input(response: ["code": "fail", "msg": "invalid amount", "data": nil]),
            expect: Self.message("invalid amount"), spec: ref, tags: ["edge", "ambiguity"],
            ambiguities: ["mc-confirm-checks-code"],
            byChoice: ["mc-confirm-checks-code=ignore-code": Self.message("the payment is pending")])
        b.add(
            "code-not-success-with-succeeded-data", "code is not success: msg wins over a succeeded status",
            input: Self.input(response: R.response(code: "fail", msg: "duplicate request", data: R.data("succeeded"))),
            expect: Self.message("duplicate request"), spec: ref, tags: ["edge", "ambiguity"],
            ambiguities: ["mc-confirm-checks-code"],
            byChoice: ["mc-confirm-checks-code=ignore-code": Self.message("success")])
        b.add(
            "code-absent", "No code at all: the response is read as data",
            input: Self.input(response: ["data": .object(R.data("canceled"))]),
            expect: Self.message("the payment is canceled"),
            spec: ref + ["\(Self.rules)#status", "moneycollect/statuses#canceled"], tags: ["edge", "ambiguity"],
            ambiguities: ["mc-confirm-checks-code"], byChoice: ["mc-confirm-checks-code=require-success": Self.message(nil)])
        b.add(
            "code-absent-with-msg", "No code but a msg: read as data, or msg where only success succeeds",
            input: Self.input(response: ["msg": "no code given", "data": .object(R.data("canceled"))]),
            expect: Self.message("the payment is canceled"),
            spec: ref + ["\(Self.rules)#status", "moneycollect/statuses#canceled"], tags: ["edge", "ambiguity"],
            ambiguities: ["mc-confirm-checks-code"],
            byChoice: ["mc-confirm-checks-code=require-success": Self.message("no code given")])
        b.add(
            "code-empty", "An empty code is a present code other than success: the message is msg",
            input: Self.input(response: R.response(code: "", msg: "empty code", data: R.data("succeeded"))),
            expect: Self.message("empty code"), spec: ref, tags: ["edge", "ambiguity"],
            ambiguities: ["mc-confirm-checks-code"], byChoice: ["mc-confirm-checks-code=ignore-code": Self.message("success")])
        // Derived: neither an error nor a response reads as a response without code or data.
        b.add(
            "no-error-no-response", "Neither an error nor a response: no code and no status, the default message",
            input: Self.input(response: nil), expect: Self.message("the payment is pending"),
            spec: ref + ["\(Self.rules)#status", "moneycollect/statuses#6"], tags: ["edge", "missing", "ambiguity"],
            ambiguities: ["mc-confirm-checks-code"], byChoice: ["mc-confirm-checks-code=require-success": Self.message(nil)],
            derived: true)
        // Derived: no document shows a success response without data; with no data there is no
        // status, and a missing status reads as pending (the default row).
        b.add(
            "code-success-without-data", "code success but no data member: no status, the default message",
            input: Self.input(response: ["code": "success", "msg": "success"]),
            expect: Self.message("the payment is pending"),
            spec: ["\(Self.rules)#status", "moneycollect/statuses#6"], tags: ["edge", "missing"], derived: true)
    }

    /// Redirect edge cases beyond the per-status ones of `addPerStatus` (which already give every
    /// status with a url, an empty url, no url and a null url).
    @_optimize(none)
    func addRedirect(_ b: inout RowBackedVectors) {
        let ref = "\(Self.rules)#nextAction"
        let url = "https://3ds.example.com/challenge/pi_1001"
        var noSecret = R.data("pending")
        noSecret.removeValue(forKey: "clientSecret")
        noSecret["nextAction"] = ["type": "redirect", "redirectToUrl": .string(url)]
        var declined = R.data("pending")
        declined["nextAction"] = ["type": "redirect", "redirectToUrl": .string(url)]
        b.add(
            "interaction-code-and-next-action",
            "A code other than success and a nextAction together: the code rule comes first",
            input: Self.input(response: R.response(code: "fail", msg: "card declined", data: declined)),
            expect: Self.message("card declined"), spec: ["\(Self.rules)#codeNotSuccess", ref],
            tags: ["interaction", "edge", "ambiguity"], ambiguities: ["mc-confirm-checks-code"],
            byChoice: ["mc-confirm-checks-code=ignore-code": Self.redirect(.string(url), "pi_1001", "pi_1001_secret_x9")])
        b.add(
            "interaction-transport-error-and-code",
            "A transport error and a code other than success together: the error comes first",
            input: Self.input(
                error: "The network connection was lost.",
                response: R.response(code: "fail", msg: "card declined", data: R.data("succeeded"))),
            expect: Self.message("The network connection was lost."), spec: ["\(Self.rules)#transportError"],
            tags: ["interaction", "edge", "error"])
        b.add(
            "redirect-without-client-secret", "A redirect without clientSecret in data carries null",
            input: Self.input(response: R.response(data: noSecret)),
            expect: Self.redirect(.string(url), "pi_1001", nil),
            spec: [ref], tags: ["edge"])
    }

    /// nextAction.type as real servers send it: a port that requires it (the Android demo) gives
    /// "pending" without it, and follows wechat_pay_h5 to its own url.
    @_optimize(none)
    func addNextActionType(_ b: inout RowBackedVectors) {
        let ref = "\(Self.rules)#nextAction"
        let url = "https://3ds.example.com/challenge/pi_1001"
        let wechat = "https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1001"
        let typeRow = "moneycollect/server-values#nextAction.type.redirect"
        let wechatRow = "moneycollect/server-values#nextAction.type.wechat_pay_h5"
        @_optimize(none)
        func response(_ nextAction: JSONValue) -> JSONValue {
            R.response(data: R.data("uncaptured").merging(["nextAction": nextAction]) { _, b in b })
        }
        let uncaptured = Self.message("the payment is uncaptured")
        let followed = Self.redirect(.string(url), "pi_1001", "pi_1001_secret_x9")
        let cases: [(String, String, JSONValue, JSONValue, [String], [String: JSONValue])] = [
            (
                "redirect-without-type", "nextAction with a url but no type: redirect, unless a type is required",
                ["redirectToUrl": .string(url)], followed, [typeRow], [Self.android: Self.androidPending]
            ),
            (
                "redirect-empty-type", "nextAction with a url and an empty type: redirect, unless a type is required",
                ["type": "", "redirectToUrl": .string(url)], followed, [typeRow], [Self.android: Self.androidPending]
            ),
            (
                "redirect-blank-type",
                "nextAction with a url and a type of spaces: a type that is not empty is a type, so every reading redirects",
                ["type": "  ", "redirectToUrl": .string(url)], followed, [typeRow], [Self.android: followed]
            ),
            (
                "redirect-wechat-pay-h5", "wechat_pay_h5 keeps its url in wechatPayH5: without redirectToUrl the status decides",
                ["type": "wechat_pay_h5", "wechatPayH5": ["redirectToUrl": .string(wechat)]], uncaptured, [wechatRow],
                [
                    "mc-redirect-needs-url=sample": Self.redirect(nil, "pi_1001", "pi_1001_secret_x9"),
                    Self.android: Self.redirect(.string(wechat), "pi_1001", "pi_1001_secret_x9"),
                ]
            ),
            (
                "redirect-wechat-pay-h5-with-top-level-url",
                "wechat_pay_h5 with both urls: redirectToUrl, or the wechatPayH5 url where the type is read",
                [
                    "type": "wechat_pay_h5", "redirectToUrl": .string(url),
                    "wechatPayH5": ["redirectToUrl": .string(wechat)],
                ], followed, [wechatRow],
                [Self.android: Self.redirect(.string(wechat), "pi_1001", "pi_1001_secret_x9")]
            ),
            (
                "redirect-wechat-pay-h5-without-holder",
                "wechat_pay_h5 without wechatPayH5: redirectToUrl, or no url where the type is read",
                ["type": "wechat_pay_h5", "redirectToUrl": .string(url)], followed, [wechatRow],
                [Self.android: Self.androidPending]
            ),
            (
                "redirect-wechat-pay-h5-upper-case",
                "WECHAT_PAY_H5 is not wechat_pay_h5 (types are matched exactly): redirectToUrl is followed",
                [
                    "type": "WECHAT_PAY_H5", "redirectToUrl": .string(url),
                    "wechatPayH5": ["redirectToUrl": .string(wechat)],
                ], followed, [wechatRow], ["mc-redirect-needs-url=sample": followed, Self.android: followed]
            ),
        ]
        for (name, description, nextAction, expect, rows, byChoice) in cases {
            b.add(
                name, description, input: Self.input(response: response(nextAction)), expect: expect,
                spec: [ref, "\(Self.rules)#status", "moneycollect/statuses#uncaptured"] + rows,
                tags: ["edge", "ambiguity", "server-value"], ambiguities: [Self.redirectChoice], byChoice: byChoice)
        }
    }
}
