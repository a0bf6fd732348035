import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// The variant members of the Comgate suites: codes, reasons and keys looked up in tables, texts
/// shown as given, the Apple Pay merchant identifier, card fields and the numbers of a price and
/// an expiry date.
enum ComgateVariants {
    /// Why a near miss of a table value is unknown: the tables list the values, and the suites
    /// match them exactly.
    static let unknown = "matched exactly: no such value"

    @_optimize(none)
    static func errorCodes(_ catalog: SpecCatalog) -> [VariantMember] {
        [
            VariantMember(
                name: "lookup-code", base: ["op": "lookup", "code": "DEVICE_ROOTED"], path: ["code"],
                variants: VariantFamilies.strings("DEVICE_ROOTED", use: .matched, absent: false, null: false)
            ) { _ in
                VariantExpectation(
                    expect: ["known": false, "case": nil, "category": nil], spec: ["comgate/errors#deviceRooted"], reason: unknown,
                    derived: true)
            },
            VariantMember(
                name: "describe-case", base: ["op": "describe", "case": "deviceRooted"], path: ["case"],
                variants: VariantFamilies.strings("deviceRooted", use: .matched, absent: false, null: false)
            ) { _ in
                VariantExpectation(
                    expect: ["known": false, "code": nil, "category": nil], spec: ["comgate/errors#deviceRooted"], reason: unknown,
                    derived: true)
            },
            VariantMember(
                name: "message-case", base: ["op": "message", "case": "deviceRooted"], path: ["case"],
                variants: VariantFamilies.strings("deviceRooted", use: .matched, absent: false, null: false).filter {
                    $0.family == "prototype-name"
                }
            ) { _ in
                VariantExpectation(
                    expect: ["known": false, "message": nil], spec: ["comgate/errors#deviceRooted"], reason: unknown, derived: true)
            },
        ]
    }

    @_optimize(none)
    static func errorReasons(_ catalog: SpecCatalog) -> [VariantMember] {
        [
            VariantMember(
                name: "error-reason", base: ["errorReason": "NO_FUNDS"], path: ["errorReason"],
                variants: VariantFamilies.strings("NO_FUNDS", use: .matched, absent: false, null: false)
            ) { v in
                VariantExpectation(
                    expect: ["errorReason": v.value ?? .null, "known": false, "documented": false, "meaning": nil],
                    spec: ["comgate/error-reasons#NO_FUNDS"], reason: "\(unknown): reaches the app unchanged", derived: true)
            }
        ]
    }

    @_optimize(none)
    static func paymentResult(_ catalog: SpecCatalog) -> [VariantMember] {
        let table = "comgate/payment-results"
        let rows = catalog.rows(table)
        let cases = rows.compactMap { $0.string("case") }
        return [
            VariantMember(
                name: "result", base: ["result": "paid", "errorReason": nil, "error": nil], path: ["result"],
                variants: VariantFamilies.enumerated(cases)
                    + VariantFamilies.strings("paid", use: .matched, absent: false, null: false).filter { $0.family == "prototype-name" }
            ) { v in
                if let row = rows.first(where: { $0.string("case") == v.text }) {
                    return VariantExpectation(
                        expect: [
                            "known": true, "final": row.bool("final").map(JSONValue.bool) ?? .null,
                            "classification": row.jsonString("classification"),
                        ], spec: [row.reference(in: table)], reason: "a documented case")
                }
                return VariantExpectation(
                    expect: ["known": false, "final": nil, "classification": nil], spec: ["\(table)#paid"],
                    reason: "no case of PaymentResult: unknown", derived: true)
            }
        ]
    }

    @_optimize(none)
    static func paymentParams(_ catalog: SpecCatalog) -> [VariantMember] {
        [
            VariantMember(
                name: "price", base: ["price": 100, "initRecurring": false, "preauth": false], path: ["price"],
                variants: VariantFamilies.numbers(fraction: true)
            ) { v in
                let valid = (v.value?.intValue ?? 0) > 0 && v.value.map { if case .integer = $0 { true } else { false } } == true
                return VariantExpectation(
                    expect: ["valid": .bool(valid), "errors": valid ? [] : ["INVALID_PRICE"]],
                    spec: ["comgate/validation-rules#price.positiveInteger", "comgate/errors#invalidPrice"],
                    reason: valid ? "a positive integer, however large, is a price" : "not a positive integer: INVALID_PRICE")
            }
        ]
    }

    @_optimize(none)
    static func cardFields(_ catalog: SpecCatalog) -> [VariantMember] {
        let rules = "comgate/validation-rules"
        let amex = "378282246310005"
        let invalidPAN: JSONValue = ["valid": false, "error": "INVALID_PAN", "messageKey": "panInvalidError"]
        let invalidCVV: JSONValue = ["valid": false, "error": "INVALID_CVV", "messageKey": nil]
        let badMonth: JSONValue = ["valid": false, "error": "INVALID_EXPIRY_MONTH", "messageKey": "expiryInvalidMonthError"]
        let expired: JSONValue = ["valid": false, "error": "CARD_EXPIRED", "messageKey": "expiryExpiredError"]
        let fine: JSONValue = ["valid": true, "error": nil, "messageKey": nil]
        let expiry: JSONValue = ["op": "expiry", "month": 11, "year": 2030, "today": "2026-11-15"]
        return [
            VariantMember(
                name: "pan", base: ["op": "pan", "pan": .string(amex)], path: ["pan"],
                variants: VariantFamilies.strings(amex, use: .matched, absent: false, null: false)
            ) { v in
                // Spaces are separators (`pan-separators`); tabs, other white space and letters never are.
                if let text = v.text, text.replacingOccurrences(of: " ", with: "") == amex {
                    return VariantExpectation(
                        expect: fine, spec: ["\(rules)#pan.separators", "\(rules)#pan.luhn"],
                        reason: "a space is a separator, removed before the checks", ambiguities: ["pan-separators"],
                        byChoice: ["pan-separators=reject": invalidPAN])
                }
                return VariantExpectation(
                    expect: invalidPAN, spec: ["\(rules)#pan.asciiDigits", "comgate/translation-keys#panInvalidError"],
                    reason: "only ASCII digits (and separators) make a card number: INVALID_PAN")
            },
            VariantMember(
                name: "cvv", base: ["op": "cvv", "cvv": "1234", "pan": .string(amex)], path: ["cvv"],
                variants: VariantFamilies.strings("1234", use: .matched, absent: false, null: false)
            ) { _ in
                VariantExpectation(
                    expect: invalidCVV, spec: ["\(rules)#cvv.digits"],
                    reason: "an American Express CVV is exactly four ASCII digits: INVALID_CVV, and no message key exists")
            },
            // A PAN that starts with anything but a digit, a space or a hyphen does not start
            // with 34 or 37: its CVV has three digits, and four are refused.
            VariantMember(
                name: "cvv-pan", base: ["op": "cvv", "cvv": "1234", "pan": .string(amex)], path: ["pan"],
                variants: VariantFamilies.strings(amex, use: .matched, absent: false, null: false).filter {
                    ($0.family == "padding" && $0.name.hasPrefix("leading-") && $0.name != "leading-space")
                        || $0.family == "prototype-name"
                }
            ) { _ in
                VariantExpectation(
                    expect: invalidCVV, spec: ["\(rules)#cvv.digits"],
                    reason: "the card number does not start with 34 or 37: three digits, so four is INVALID_CVV", derived: true)
            },
            VariantMember(
                name: "cardholder-name", base: ["op": "cardholderName", "name": "Jan Novák"], path: ["name"],
                variants: VariantFamilies.strings("Jan Novák", use: .passedThrough, absent: false, null: false).filter {
                    ["decomposed", "prototype-name", "replacement-pattern", "line-terminator"].contains($0.family)
                }
            ) { _ in
                VariantExpectation(expect: fine, spec: ["\(rules)#cardholder.required"], reason: "a name is given")
            },
            VariantMember(name: "expiry-month", base: expiry, path: ["month"], variants: VariantFamilies.numbers(fraction: false)) { v in
                VariantExpectation(
                    expect: badMonth, spec: ["\(rules)#expiry.month", "comgate/translation-keys#expiryInvalidMonthError"],
                    reason: "no month outside 1-12: INVALID_EXPIRY_MONTH")
            },
            VariantMember(
                name: "expiry-year", base: expiry, path: ["year"],
                variants: VariantFamilies.numbers(fraction: false).filter { ($0.value?.intValue ?? -1) >= 0 }
            ) { v in
                guard let year = v.value?.intValue else { return nil }
                if year < 100 {
                    return VariantExpectation(
                        expect: expired,
                        spec: [
                            "\(rules)#expiry.twoDigitYear", "\(rules)#expiry.notExpired", "comgate/translation-keys#expiryExpiredError",
                        ],
                        reason: "a two-digit year \(year) is 20\(year < 10 ? "0" : "")\(year), long past: CARD_EXPIRED")
                }
                // Beyond 9999 no calendar a device has holds the year, and no line speaks of one:
                // valid is PaySpec's reading of the not-expired rule, not the documents' word.
                return VariantExpectation(
                    expect: fine, spec: ["\(rules)#expiry.notExpired"],
                    reason: year > 9999
                        ? "a year beyond any calendar a device has, read as far ahead: still valid"
                        : "the year itself, far ahead: still valid",
                    derived: year > 9999)
            },
        ]
    }

    @_optimize(none)
    static func session(_ catalog: SpecCatalog) -> [VariantMember] {
        let base: JSONValue = [
            "devMode": false, "applePayMerchantIdentifier": "merchant.cz.shop", "applePayAvailable": true, "translation": "en",
            "events": [],
        ]
        return [
            VariantMember(
                name: "apple-pay-merchant-identifier", base: base, path: ["applePayMerchantIdentifier"],
                variants: VariantFamilies.strings("merchant.cz.shop", use: .passedThrough, absent: false, null: true)
            ) { v in
                let given = v.text != nil
                let blank = v.family == "empty" || v.family == "blank"
                @_optimize(none)
                func session(configured: Bool) -> JSONValue {
                    [
                        "state": "notInitialized", "error": nil, "isInitialized": false, "isProcessingPayment": false,
                        "isApplePayConfigured": .bool(configured), "translation": "en", "refusedPayments": [],
                    ]
                }
                // The empty identifier is ambiguity apple-pay-empty-merchant; a blank one is not empty.
                let empty = v.text == ""
                return VariantExpectation(
                    expect: session(configured: given),
                    spec: ["comgate/session-properties#isApplePayConfigured", "comgate/session-states#notInitialized"],
                    reason: given
                        ? (blank
                            ? "only a nil identifier turns Apple Pay off: an empty one was still given"
                            : "an identifier was given and Apple Pay is available") : "no identifier: Apple Pay is off",
                    derived: blank, ambiguities: empty ? ["apple-pay-empty-merchant"] : [],
                    byChoice: empty ? ["apple-pay-empty-merchant=empty-is-missing": session(configured: false)] : [:])
            }
        ]
    }

    @_optimize(none)
    static func statusView(_ catalog: SpecCatalog) -> [VariantMember] {
        let error: JSONValue = ["op": "showError", "message": "Terminal offline"]
        let cancelled: JSONValue = ["op": "show", "result": "cancelled", "errorReason": "NO_FUNDS"]
        return [
            VariantMember(
                name: "show-error-message", base: ["language": "en", "ops": [error]], path: ["ops", "0", "message"],
                variants: VariantFamilies.strings("Terminal offline", use: .passedThrough, absent: false, null: false)
            ) { v in
                VariantExpectation(
                    expect: ["visible": true, "text": v.value ?? .null, "style": "error"],
                    spec: ["comgate/status-view-operations#showError"], reason: "the message is shown as given")
            },
            VariantMember(
                name: "cancelled-reason", base: ["language": "en", "ops": [cancelled]], path: ["ops", "0", "errorReason"],
                variants: VariantFamilies.strings("NO_FUNDS", use: .passedThrough, absent: false, null: false)
            ) { v in
                VariantExpectation(
                    expect: ["visible": true, "text": v.value ?? .null, "style": "error"],
                    spec: ["comgate/status-view-operations#show", "comgate/payment-results#cancelled"],
                    reason: "a reason no table lists is shown raw under either reading", derived: true)
            },
        ]
    }

    @_optimize(none)
    static func translations(_ catalog: SpecCatalog) -> [VariantMember] {
        let noKey: JSONValue = ["known": false, "order": nil, "kind": nil, "lengthBudget": nil]
        let noText: JSONValue = ["known": false, "text": nil]
        let preset: JSONValue = ["op": "presetText", "language": "de", "key": "payButtonText"]
        return [
            VariantMember(
                name: "key", base: ["op": "key", "key": "panLabel"], path: ["key"],
                variants: VariantFamilies.strings("panLabel", use: .matched, absent: false, null: false)
            ) { _ in
                VariantExpectation(expect: noKey, spec: ["comgate/translation-keys#panLabel"], reason: unknown, derived: true)
            },
            VariantMember(
                name: "preset-language", base: preset, path: ["language"],
                variants: VariantFamilies.strings("de", use: .matched, absent: false, null: false)
            ) { _ in
                VariantExpectation(
                    expect: noText, spec: ["comgate/languages#de", "comgate/translation-keys#payButtonText"], reason: unknown,
                    derived: true)
            },
            VariantMember(
                name: "preset-key", base: preset, path: ["key"],
                variants: VariantFamilies.strings("payButtonText", use: .matched, absent: false, null: false)
            ) { _ in
                VariantExpectation(
                    expect: noText, spec: ["comgate/languages#de", "comgate/translation-keys#payButtonText"], reason: unknown,
                    derived: true)
            },
            VariantMember(
                name: "device-language", base: ["op": "resolveDeviceLanguage", "deviceLanguage": "de"], path: ["deviceLanguage"],
                variants: VariantFamilies.strings("de", use: .matched, absent: false, null: false)
            ) { v in
                let caseOnly = v.family == "letter-case"
                return VariantExpectation(
                    expect: ["language": "en"], spec: ["comgate/languages#en", "comgate/languages#de"],
                    reason: "no supported code as given: en", derived: true, ambiguities: caseOnly ? ["language-code-variant"] : [],
                    byChoice: caseOnly ? ["language-code-variant=language-part": ["language": "de"]] : [:])
            },
        ]
    }
}
