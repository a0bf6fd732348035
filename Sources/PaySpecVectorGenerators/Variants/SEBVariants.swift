import Foundation
import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// The variant members of the SEB suites: the status string, the result's identifiers and error,
/// the resolver's and lookup's answers, and the values filled into the lookup request.
enum SEBVariants {
    static let statuses = "seb/platform-statuses"
    static let otherStatus = "seb/platform-statuses#10"
    static let matching = "seb-status-matching"

    /// The documented status a value names under `seb-status-matching=normalised` (trimmed of
    /// Unicode white space, upper-cased), if any.
    @_optimize(none)
    static func normalisedMatch(_ value: String, _ rows: [SpecRow]) -> SpecRow? {
        let folded = value.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        return rows.first { $0.string("status") == folded }
    }

    @_optimize(none)
    static func statusOutcome(_ catalog: SpecCatalog) -> [VariantMember] {
        let rows = catalog.rows(statuses).filter { $0.string("status") != nil }
        let documented = rows.compactMap { $0.string("status") }
        let variants =
            VariantFamilies.strings("AUTHORIZED", use: .matched, absent: false, null: false)
            + VariantFamilies.enumerated(documented)
        return [
            VariantMember(name: "status", base: ["status": "AUTHORIZED"], path: ["status"], variants: variants) { v in
                guard let text = v.text, !text.isEmpty else { return nil }
                if let row = rows.first(where: { $0.string("status") == text }) {
                    return VariantExpectation(
                        expect: ["outcome": row.jsonString("outcome"), "paymentStatus": .string(text)],
                        spec: [row.reference(in: statuses), "seb/result-fields#paymentStatus"],
                        reason: "a documented status gives its outcome")
                }
                let unresolved: JSONValue = ["outcome": "unresolved", "paymentStatus": .string(text)]
                let near = normalisedMatch(text, rows)
                return VariantExpectation(
                    expect: unresolved,
                    spec: (near.map { [$0.reference(in: statuses)] } ?? []) + [otherStatus, "seb/result-fields#paymentStatus"],
                    reason: "statuses match exactly: unrecognised, unresolved, the status kept as given",
                    ambiguities: near == nil ? [] : [matching],
                    byChoice: near.map {
                        ["\(matching)=normalised": ["outcome": $0.jsonString("outcome"), "paymentStatus": .string(text)]]
                    } ?? [:])
            }
        ]
    }

    @_optimize(none)
    static func resultFields(_ catalog: SpecCatalog) -> [VariantMember] {
        typealias F = SEBResultFieldsVectors
        let card = F.input("card", "pay-2001", sessionId: "cs-77", status: "AUTHORIZED", order: "ORD-7")
        let hosted = F.input("hosted", "pay-1004", status: "SETTLED", order: "ORD-8", error: "lookup timed out")
        @_optimize(none)
        func output(_ input: JSONValue, outcome: String) -> JSONValue {
            var o = input.objectValue ?? [:]
            o.removeValue(forKey: "flow")
            o["outcome"] = .string(outcome)
            if input["flow"] == "hosted" { o["sessionId"] = .null }
            return .object(o)
        }
        @_optimize(none)
        func member(_ name: String, _ base: JSONValue, _ field: String, _ text: String, nullable: Bool) -> VariantMember {
            VariantMember(
                name: name, base: base, path: [field],
                variants: VariantFamilies.strings(text, use: .passedThrough, absent: false, null: nullable)
            ) { v in
                let input = base.settingMember([field], to: v.value)
                let hasError = input["error"]?.stringValue != nil
                let isCard = input["flow"] == "card"
                let outcome = hasError ? (isCard ? "failed" : "unresolved") : "succeeded"
                let expect = output(input, outcome: outcome)
                var byChoice = ["\(F.fieldName)=rezultatas": F.renamed(expect)]
                var ambiguities = [F.fieldName]
                if hasError && !isCard {
                    byChoice["\(F.hostedError)=failed"] = output(input, outcome: "failed")
                    ambiguities.append(F.hostedError)
                }
                let emptyError = field == "error" && (v.family == "empty" || v.family == "blank")
                return VariantExpectation(
                    expect: expect,
                    spec: ["seb/result-fields#\(field)", "seb/result-fields#outcome", "seb/result-fields#paymentId"]
                        + (hasError && isCard ? ["seb/flow-terminations#cardSessionFailed"] : [])
                        + (hasError && !isCard ? ["seb/resolution#lookupFailed"] : []),
                    reason: emptyError
                        ? "an error is present whatever its text says: \(isCard ? "failed" : "unresolved"), the error as given"
                        : "\(field) reaches the result as given",
                    derived: emptyError, ambiguities: ambiguities, byChoice: byChoice)
            }
        }
        return [
            member("payment-id", card, "paymentId", "pay-2001", nullable: false),
            member("order-number", card, "orderNumber", "ORD-7", nullable: true),
            member("session-id", card, "sessionId", "cs-77", nullable: true),
            member("card-error", card, "error", "card session failed", nullable: true),
            member("hosted-error", hosted, "error", "lookup timed out", nullable: true),
        ]
    }

    @_optimize(none)
    static func resolution(_ catalog: SpecCatalog) -> [VariantMember] {
        let settled: JSONValue = ["paymentStatus": "SETTLED", "orderNumber": "ORD-12", "error": nil]
        // An error member is tried without a status: a status and an error together are another rule.
        let failing: JSONValue = ["paymentStatus": nil, "orderNumber": "ORD-12", "error": "backend unreachable"]
        @_optimize(none)
        func input(_ asked: String, _ answer: JSONValue) -> JSONValue {
            asked == "lookup"
                ? ["apiBaseURL": "https://checkout.example.lt", "resolver": nil, "lookup": answer]
                : ["apiBaseURL": nil, "resolver": answer, "lookup": nil]
        }
        @_optimize(none)
        func member(_ name: String, _ asked: String, _ field: String) -> VariantMember {
            let answer = field == "error" ? failing : settled
            let base = input(asked, answer)
            let text = answer[field]?.stringValue ?? ""
            return VariantMember(
                name: name, base: base, path: [asked, field],
                variants: VariantFamilies.strings(text, use: .passedThrough, absent: false, null: field != "error")
            ) { v in
                let given = base.settingMember([asked, field], to: v.value)[asked] ?? .null
                let error = given["error"] ?? .null
                let expect: JSONValue = [
                    "asked": .string(asked), "outcome": error.isNull ? "succeeded" : "unresolved",
                    "paymentStatus": given["paymentStatus"] ?? .null, "orderNumber": given["orderNumber"] ?? .null, "error": error,
                ]
                let rule =
                    error.isNull
                    ? (asked == "lookup" ? "seb/resolution#lookupStatus" : "seb/resolution#resolverStatus")
                    : (asked == "lookup" ? "seb/resolution#lookupFailed" : "seb/resolution#resolverError")
                let emptyError = field == "error" && (v.family == "empty" || v.family == "blank")
                return VariantExpectation(
                    expect: expect,
                    spec: [rule]
                        + (error.isNull ? ["seb/platform-statuses#SETTLED", "seb/outcomes#succeeded"] : ["seb/outcomes#unresolved"]),
                    reason: emptyError
                        ? "an error is present whatever its text says: unresolved, the error as given"
                        : "the \(asked)'s \(field) reaches the result as given",
                    derived: emptyError)
            }
        }
        return [
            member("resolver-order-number", "resolver", "orderNumber"),
            member("resolver-error", "resolver", "error"),
            member("lookup-order-number", "lookup", "orderNumber"),
            member("lookup-error", "lookup", "error"),
        ]
    }

    @_optimize(none)
    static func lookupRequest(_ catalog: SpecCatalog) -> [VariantMember] {
        typealias L = SEBLookupRequestVectors
        let rows = catalog.rows(L.table)
        let refs = rows.map { $0.reference(in: L.table) }
        let template = rows.first { $0.string("part") == "url" }?.string("value") ?? ""
        let base = L.input("https://checkout.example.lt", "pay-1001", "vk-live-123")
        @_optimize(none)
        func url(_ id: String) -> String {
            template.replacingOccurrences(of: "{apiBaseURL}", with: "https://checkout.example.lt")
                .replacingOccurrences(of: "{paymentId}", with: id)
        }
        return [
            VariantMember(
                name: "verification-key", base: base, path: ["verificationKey"],
                variants: VariantFamilies.strings("vk-live-123", use: .templated, absent: false, null: false)
            ) { v in
                guard let key = v.text else { return nil }
                return VariantExpectation(
                    expect: L.request(rows, url: url("pay-1001"), paymentId: "pay-1001", key: key), spec: refs,
                    reason: "the key is the header's value as given")
            },
            // Only values that need no percent-encoding in a path segment (no document says
            // whether a port encodes one): other case and the prototype names.
            VariantMember(
                name: "payment-id", base: base, path: ["paymentId"],
                variants: VariantFamilies.strings("pay-1001", use: .templated, absent: false, null: false).filter {
                    ["letter-case", "prototype-name"].contains($0.family)
                }
            ) { v in
                guard let id = v.text else { return nil }
                return VariantExpectation(
                    expect: L.request(rows, url: url(id), paymentId: id, key: "vk-live-123"), spec: refs,
                    reason: "the payment id is the path's last segment as given")
            },
        ]
    }
}
