import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// The variant members of the MoneyCollect response suites: every string of the completion
/// (transport error, code, msg, status, errorMessage, the redirect's url, id and client secret).
enum MoneyCollectVariants {
    typealias R = MoneyCollectResponses
    typealias Confirm = MoneyCollectConfirmVectors
    typealias Retrieve = MoneyCollectRetrieveVectors

    static let url = "https://3ds.example.com/challenge/pi_1001"
    static let succeeded = ["moneycollect/statuses#succeeded"]
    static let pending = "the payment is pending"

    /// Why an empty or blank transport error is still an error: the documents branch on the error
    /// object, and the suite hands over its description, which may be any text.
    static let emptyError = "the error object is present whatever its description says: the description, as given"

    @_optimize(none)
    static func isEmptyOrBlank(_ v: ValueVariant) -> Bool {
        v.family == "empty" || v.family == "blank"
    }

    @_optimize(none)
    static func confirm(_ catalog: SpecCatalog) -> [VariantMember] {
        let rules = Confirm.rules
        let paid = JSONValue.object(R.data("succeeded"))
        @_optimize(none)
        func response(code: JSONValue = "success", msg: JSONValue = "success", data: JSONValue) -> JSONValue {
            ["code": code, "msg": msg, "data": data]
        }
        var failed = R.data("failed", errorMessage: "Your card was declined.")
        failed["status"] = "failed"
        var redirecting = R.data("pending")
        redirecting["nextAction"] = ["type": "redirect", "redirectToUrl": .string(url)]
        let redirectBase = Confirm.input(response: R.response(data: redirecting))
        @_optimize(none)
        func redirectMember(_ name: String, _ path: [String], _ base: String, urlFrom: Bool) -> VariantMember {
            VariantMember(
                name: name, base: redirectBase, path: ["response", "data"] + path,
                variants: VariantFamilies.strings(base, use: .passedThrough, absent: !urlFrom, null: !urlFrom)
            ) { v in
                if urlFrom && (v.text ?? "").isEmpty { return nil }
                let value = v.value ?? .null
                let expect =
                    urlFrom
                    ? Confirm.redirect(value, "pi_1001", "pi_1001_secret_x9")
                    : Confirm.redirect(.string(url), path == ["id"] ? value : "pi_1001", path == ["id"] ? "pi_1001_secret_x9" : value)
                return VariantExpectation(
                    expect: expect, spec: ["\(rules)#nextAction"] + (v.family == "null" ? ["\(rules)#nullMember"] : []),
                    reason: urlFrom ? "a non-empty url redirects, the url as given" : "carried into the redirect as given")
            }
        }
        return [
            VariantMember(
                name: "error", base: Confirm.input(error: "The request timed out.", response: R.response(data: R.data("succeeded"))),
                path: ["error"], variants: VariantFamilies.strings("The request timed out.", use: .passedThrough, absent: false, null: true)
            ) { v in
                guard let text = v.text else {
                    return VariantExpectation(
                        expect: Confirm.message("success"), spec: ["\(rules)#status"] + succeeded,
                        reason: "no error: the status decides")
                }
                return VariantExpectation(
                    expect: Confirm.message(.string(text)), spec: ["\(rules)#transportError"],
                    reason: isEmptyOrBlank(v) ? emptyError : "the message is the error's description, as given",
                    derived: isEmptyOrBlank(v))
            },
            VariantMember(
                name: "msg", base: Confirm.input(response: response(code: "fail", msg: "invalid amount", data: paid)),
                path: ["response", "msg"],
                variants: VariantFamilies.strings("invalid amount", use: .passedThrough, absent: true, null: true)
            ) { v in
                VariantExpectation(
                    expect: Confirm.message(v.value ?? .null),
                    spec: ["\(rules)#codeNotSuccess"] + (v.family == "null" ? ["\(rules)#nullMember"] : []),
                    reason: v.text == nil ? "code is not success and there is no msg: message null" : "code is not success: msg as given",
                    ambiguities: ["mc-confirm-checks-code"], byChoice: ["mc-confirm-checks-code=ignore-code": Confirm.message("success")])
            },
            VariantMember(
                name: "code", base: Confirm.input(response: response(msg: "rejected by server", data: paid)),
                path: ["response", "code"], variants: VariantFamilies.strings("success", use: .matched, absent: true, null: true)
            ) { v in
                if v.text == nil {
                    return VariantExpectation(
                        expect: Confirm.message("success"),
                        spec: ["\(rules)#codeNotSuccess", "\(rules)#status"] + succeeded
                            + (v.family == "null" ? ["\(rules)#nullMember"] : []),
                        reason: "no code: the status decides", ambiguities: ["mc-confirm-checks-code"],
                        byChoice: ["mc-confirm-checks-code=require-success": Confirm.message("rejected by server")])
                }
                return VariantExpectation(
                    expect: Confirm.message("rejected by server"), spec: ["\(rules)#codeNotSuccess"],
                    reason: "only success itself is success: msg", ambiguities: ["mc-confirm-checks-code"],
                    byChoice: ["mc-confirm-checks-code=ignore-code": Confirm.message("success")])
            },
            VariantMember(
                name: "status", base: Confirm.input(response: R.response(data: R.data("succeeded"))),
                path: ["response", "data", "status"],
                variants: VariantFamilies.strings("succeeded", use: .matched, absent: false, null: false)
            ) { v in
                statusExpectation(v, rules: rules, shape: Confirm.message)
            },
            VariantMember(
                name: "error-message", base: Confirm.input(response: R.response(data: failed)),
                path: ["response", "data", "errorMessage"],
                variants: VariantFamilies.strings("Your card was declined.", use: .passedThrough, absent: true, null: true)
            ) { v in
                errorMessageExpectation(v, rules: rules, shape: Confirm.message)
            },
            redirectMember("redirect-url", ["nextAction", "redirectToUrl"], url, urlFrom: true),
            redirectMember("payment-id", ["id"], "pi_1001", urlFrom: false),
            redirectMember("client-secret", ["clientSecret"], "pi_1001_secret_x9", urlFrom: false),
        ]
    }

    /// A near miss of `succeeded` is no status of the table: the default message; a case variant
    /// is `succeeded` under `mc-status-case=case-insensitive`.
    @_optimize(none)
    static func statusExpectation(
        _ v: ValueVariant, rules: String, shape: (JSONValue) -> JSONValue, extra: (JSONValue) -> [String: JSONValue] = { _ in [:] }
    ) -> VariantExpectation? {
        guard v.text != nil else { return nil }
        let caseOnly = v.text?.lowercased() == "succeeded"
        var byChoice = extra(.string(pending))
        if caseOnly { byChoice["mc-status-case=case-insensitive"] = shape("success") }
        return VariantExpectation(
            expect: shape(.string(pending)), spec: ["\(rules)#status", "moneycollect/statuses#succeeded", "moneycollect/statuses#6"],
            reason: "statuses match exactly: any other text reads as the default", ambiguities: caseOnly ? ["mc-status-case"] : [],
            byChoice: byChoice)
    }

    /// A failed payment's message is its errorMessage as given; without one, null (`empty` gives "").
    @_optimize(none)
    static func errorMessageExpectation(_ v: ValueVariant, rules: String, shape: (JSONValue) -> JSONValue) -> VariantExpectation {
        let spec = ["\(rules)#status", "moneycollect/statuses#failed"] + (v.family == "null" ? ["\(rules)#nullMember"] : [])
        guard let text = v.text else {
            return VariantExpectation(
                expect: shape(nil), spec: spec, reason: "failed without errorMessage: message null",
                ambiguities: ["mc-missing-error-message"], byChoice: ["mc-missing-error-message=empty": shape("")])
        }
        return VariantExpectation(expect: shape(.string(text)), spec: spec, reason: "failed: errorMessage as given")
    }

    @_optimize(none)
    static func retrieve(_ catalog: SpecCatalog) -> [VariantMember] {
        let rules = Retrieve.rules
        let complete = "\(rules)#complete"
        @_optimize(none)
        func retrieveMember(
            _ name: String, _ base: JSONValue, _ path: [String], _ variants: [ValueVariant],
            _ judge: @escaping (ValueVariant) -> (JSONValue, [String], String, [String: JSONValue], [String])?
        ) -> VariantMember {
            VariantMember(name: name, base: base, path: path, variants: variants) { v in
                let input = base.settingMember(path, to: v.value)
                let body = input["response"] ?? .null
                guard let (message, spec, reason, messageChoices, ambiguities) = judge(v) else { return nil }
                let derived = spec.contains("\(rules)#transportError") && isEmptyOrBlank(v)
                if body.isNull {
                    return VariantExpectation(
                        expect: Retrieve.output(message, nil), spec: spec + [complete], reason: reason, derived: derived)
                }
                return VariantExpectation(
                    expect: Retrieve.output(message, body), spec: spec + [complete], reason: reason, derived: derived,
                    ambiguities: ambiguities + ["mc-result-object"], byChoice: Retrieve.choices(messageChoices, message, body))
            }
        }
        var failed = R.data("failed", errorMessage: "Declined.")
        failed["status"] = "failed"
        let paid = JSONValue.object(R.data("succeeded"))
        return [
            retrieveMember(
                "error", Retrieve.input(error: "The network connection was lost.", response: nil), ["error"],
                VariantFamilies.strings("The network connection was lost.", use: .passedThrough, absent: false, null: false)
            ) { v in
                (
                    .string(v.text ?? ""), ["\(rules)#transportError"],
                    isEmptyOrBlank(v) ? emptyError : "the error's description, as given", [:], []
                )
            },
            retrieveMember(
                "msg", Retrieve.input(response: ["code": "fail", "msg": "payment not found", "data": paid]), ["response", "msg"],
                VariantFamilies.strings("payment not found", use: .passedThrough, absent: true, null: true)
            ) { v in
                (
                    v.value ?? .null, ["\(rules)#codeNotSuccess"] + (v.family == "null" ? ["\(rules)#nullMember"] : []),
                    v.text == nil ? "code is not success and there is no msg: message null" : "code is not success: msg as given", [:], []
                )
            },
            retrieveMember(
                "code", Retrieve.input(response: ["code": "success", "msg": "rejected by server", "data": paid]), ["response", "code"],
                VariantFamilies.strings("success", use: .matched, absent: true, null: true)
            ) { v in
                (
                    "rejected by server", ["\(rules)#codeNotSuccess"] + (v.family == "null" ? ["\(rules)#nullMember"] : []),
                    "only the code success itself reads the status: msg", [:], []
                )
            },
            retrieveMember(
                "status", Retrieve.input(response: R.response(data: R.data("succeeded"))), ["response", "data", "status"],
                VariantFamilies.strings("succeeded", use: .matched, absent: false, null: false)
            ) { v in
                guard let e = statusExpectation(v, rules: rules, shape: { $0 }) else { return nil }
                return (e.expect, ["\(rules)#success"] + e.spec.dropFirst(), e.reason, e.byChoice, e.ambiguities)
            },
            retrieveMember(
                "error-message", Retrieve.input(response: R.response(data: failed)), ["response", "data", "errorMessage"],
                VariantFamilies.strings("Declined.", use: .passedThrough, absent: true, null: true)
            ) { v in
                let e = errorMessageExpectation(v, rules: rules, shape: { $0 })
                return (e.expect, ["\(rules)#success"] + e.spec.dropFirst(), e.reason, e.byChoice, e.ambiguities)
            },
        ]
    }
}

extension MoneyCollectVariants {
    /// The return URL: near misses of a URL holding all three markers. Leading white space and
    /// line terminators are left out: a port that reads the markers as query parameters parses
    /// the URL, and what a parser makes of them no document says.
    @_optimize(none)
    static func returnURL(_ catalog: SpecCatalog) -> [VariantMember] {
        let url = "https://shop.example.com/3ds/return?payment_id=v1&payment_client_secret=v2&source_redirect_slug=v3"
        let markers = catalog.rows("moneycollect/return-url-markers").map { $0.reference(in: "moneycollect/return-url-markers") }
        return [
            VariantMember(
                name: "url", base: ["url": .string(url)], path: ["url"],
                variants: VariantFamilies.strings(url, use: .matched, absent: false, null: false).filter {
                    ["empty", "blank", "letter-case", "prototype-name"].contains($0.family) || $0.name.hasPrefix("trailing-")
                }
            ) { v in
                let text = v.text ?? ""
                let all = ["payment_id", "payment_client_secret", "source_redirect_slug"].allSatisfy { text.contains($0) }
                return VariantExpectation(
                    expect: ["retrieve": .bool(all)], spec: markers,
                    reason: all ? "all three markers are in it: retrieve" : "the markers are case-sensitive and must all be there")
            }
        ]
    }
}
