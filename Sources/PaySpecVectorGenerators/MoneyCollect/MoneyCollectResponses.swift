import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// Server responses and status-message vectors shared by the confirm and retrieve suites.
enum MoneyCollectResponses {
    static let statuses = "moneycollect/statuses"
    static let serverValues = "moneycollect/server-values"
    static let jsonNull = "mc-json-null"

    /// Marks every vector whose response body holds a JSON null as depending on `mc-json-null`:
    /// a platform that cannot read null (`platform-undefined`) is not judged on it.
    @_optimize(none)
    static func markingNulls(_ vectors: [GoldenVector]) -> [GoldenVector] {
        vectors.map { v in
            let bodies = [v.input["response"], v.input["retrieve"]?["response"]].compactMap { $0 }
            guard bodies.contains(where: { containsNull($0, top: true) }) else { return v }
            var marked = v
            marked.ambiguities.append(jsonNull)
            marked.unsupportedByChoice.append("\(jsonNull)=platform-undefined")
            return marked
        }
    }

    @_optimize(none)
    static func containsNull(_ value: JSONValue, top: Bool = false) -> Bool {
        if value.isNull { return !top }
        if let o = value.objectValue { return o.values.contains { containsNull($0) } }
        if let a = value.arrayValue { return a.contains { containsNull($0) } }
        return false
    }

    /// A server response in the shape the vendor's API answers: `{code, msg, data}`.
    @_optimize(none)
    static func response(
        code: JSONValue = "success", msg: JSONValue = "success", data: [String: JSONValue]
    ) -> JSONValue {
        ["code": code, "msg": msg, "data": .object(data)]
    }

    /// Payment data with a status (nil leaves the member out; `nullStatus` writes `"status": null`).
    ///
    /// `.null` is spelt out: assigning the literal `nil` through a `[String: JSONValue]` subscript
    /// removes the member instead, which once made the null vectors copies of the absent ones.
    @_optimize(none)
    static func data(
        _ status: String?, errorMessage: String? = nil, id: String = "pi_1001", nullStatus: Bool = false
    ) -> [String: JSONValue] {
        var d: [String: JSONValue] = ["id": .string(id), "clientSecret": "pi_1001_secret_x9"]
        if let status { d["status"] = .string(status) } else if nullStatus { d["status"] = JSONValue.null }
        if let errorMessage { d["errorMessage"] = .string(errorMessage) }
        return d
    }

    /// One entry of a status-message vector: name, description, status (nil = absent), error
    /// message, expected message, spec refs, tags, ambiguity alternatives.
    struct StatusCase {
        var name: String
        var description: String
        var status: String?
        var errorMessage: String?
        var message: JSONValue
        var spec: [String]
        var tags: [String]
        var ambiguities: [String] = []
        var byChoice: [String: JSONValue] = [:]
        /// Whether an absent status is written as `"status": null` rather than left out.
        var nullStatus = false
        /// Further members of `data` (a `displayStatus`, say).
        var extra: [String: JSONValue] = [:]

        var data: [String: JSONValue] {
            MoneyCollectResponses.data(status, errorMessage: errorMessage, nullStatus: nullStatus)
                .merging(extra) { _, b in b }
        }
    }

    /// Every status row, then the default, case variants, nil status and a missing errorMessage.
    @_optimize(none)
    static func statusCases(_ catalog: SpecCatalog) -> [StatusCase] {
        var cases: [StatusCase] = []
        let rows = catalog.rows(statuses)
        let fallback = rows.first { $0.string("match") == "default" }
        let defaultRef = fallback?.reference(in: statuses) ?? "\(statuses)#6"
        let defaultMessage = fallback?.jsonString("message") ?? nil
        var fixed: [String: JSONValue] = [:]
        for row in rows {
            guard let status = row.string("status") else { continue }
            let fromError = row.string("messageFrom") == "data.errorMessage"
            let errorMessage: String? = fromError ? "Your card was declined." : nil
            let message: JSONValue = fromError ? .string(errorMessage!) : row.jsonString("message")
            fixed[status] = message
            cases.append(
                StatusCase(
                    name: "status-\(status)", description: "status \(status) gives its message", status: status,
                    errorMessage: errorMessage, message: message, spec: [row.reference(in: statuses)], tags: ["table"]))
            let upper = status.prefix(1).uppercased() + status.dropFirst()
            cases.append(
                StatusCase(
                    name: "status-capitalised-\(upper)",
                    description: "\(upper) is not \(status): it reads as the default",
                    status: upper, errorMessage: errorMessage, message: defaultMessage,
                    spec: [row.reference(in: statuses), defaultRef], tags: ["edge", "case-variant", "ambiguity"],
                    ambiguities: ["mc-status-case"], byChoice: ["mc-status-case=case-insensitive": message]))
            cases.append(
                StatusCase(
                    name: "status-upper-\(status.uppercased())",
                    description: "\(status.uppercased()) is not \(status): it reads as the default",
                    status: status.uppercased(), errorMessage: errorMessage, message: defaultMessage,
                    spec: [row.reference(in: statuses), defaultRef], tags: ["edge", "case-variant", "ambiguity"],
                    ambiguities: ["mc-status-case"], byChoice: ["mc-status-case=case-insensitive": message]))
            let padded: [(String, String, String)] = [
                ("leading-space", " \(status)", "a leading space"), ("trailing-space", "\(status) ", "a trailing space"),
                ("padded", "\t\(status)\n", "a tab before and a newline after"),
                ("nbsp", "\(status)\u{00A0}", "a trailing no-break space"),
                ("padded-upper", " \(status.uppercased()) ", "upper case with spaces"),
                ("inner-space", String(status.prefix(3)) + " " + status.dropFirst(3), "an inner space"),
            ]
            for (kind, raw, why) in padded {
                cases.append(
                    StatusCase(
                        name: "status-\(kind)-\(status)",
                        description: "\(status) with \(why) is no status under exact matching: the default",
                        status: raw, errorMessage: errorMessage, message: defaultMessage,
                        spec: [row.reference(in: statuses), defaultRef], tags: ["edge", "whitespace"]))
            }
        }
        for foreign in ["PAID", "paid", "success", "SUCCESS", "cancelled", "CANCELLED", "SETTLED", "authorized"] {
            cases.append(
                StatusCase(
                    name: "status-foreign-\(foreign)",
                    description: "\(foreign), a status of another SDK, reads as the default message", status: foreign,
                    errorMessage: nil, message: defaultMessage, spec: [defaultRef], tags: ["edge", "unknown-value"]))
        }
        let server = catalog.rows(serverValues)
        @_optimize(none)
        func serverRef(_ field: String, _ value: String) -> [String] {
            server.filter { $0.string("field") == field && $0.string("value") == value }.map { $0.reference(in: serverValues) }
        }
        for unknown in ["processing", "requires_action", "SUCCEEDED_PARTIALLY", ""] {
            cases.append(
                StatusCase(
                    name: "status-unknown-\(unknown.isEmpty ? "empty" : unknown)",
                    description: "An unlisted status reads as the default message", status: unknown, errorMessage: nil,
                    message: defaultMessage, spec: [defaultRef] + serverRef("data.status", unknown),
                    tags: ["edge", "unknown-value"]))
        }
        for row in server where row.string("field") == "data.status" {
            guard let value = row.string("value"), !["processing", "requires_action"].contains(value) else { continue }
            cases.append(
                StatusCase(
                    name: "status-server-\(value)",
                    description: "\(value), a status the server sends but the document does not list, reads as the default",
                    status: value, errorMessage: nil, message: defaultMessage,
                    spec: [defaultRef, row.reference(in: serverValues)], tags: ["edge", "server-value"]))
        }
        let beside: [String: String] = ["incomplete": "requires_payment_method"]
        for row in server where row.string("field") == "data.displayStatus" {
            guard let value = row.string("value") else { continue }
            let status = beside[value] ?? "succeeded"
            cases.append(
                StatusCase(
                    name: "display-status-\(value)",
                    description: "displayStatus \(value) beside status \(status): only status is read",
                    status: status, errorMessage: nil, message: fixed[status] ?? defaultMessage,
                    spec: (fixed[status] == nil ? [defaultRef] : ["\(statuses)#\(status)"]) + [row.reference(in: serverValues)],
                    tags: ["edge", "server-value"], extra: ["displayStatus": .string(value)]))
        }
        cases.append(
            StatusCase(
                name: "status-server-requires_capture-display-uncaptured",
                description: "An authorised, uncaptured payment (status requires_capture, displayStatus uncaptured) reads as pending",
                status: "requires_capture", errorMessage: nil, message: defaultMessage,
                spec: [defaultRef] + serverRef("data.status", "requires_capture"), tags: ["edge", "server-value"],
                extra: ["displayStatus": "uncaptured"]))
        cases.append(
            StatusCase(
                name: "status-absent", description: "No status at all reads as the default message", status: nil,
                errorMessage: nil, message: defaultMessage, spec: [defaultRef], tags: ["edge", "nil"]))
        cases.append(
            StatusCase(
                name: "status-null", description: "A null status reads as the default message", status: nil,
                errorMessage: nil, message: defaultMessage, spec: [defaultRef], tags: ["edge", "nil"],
                nullStatus: true))
        cases.append(
            StatusCase(
                name: "status-failed-without-error-message", description: "failed without errorMessage: message null",
                status: "failed", errorMessage: nil, message: nil, spec: ["\(statuses)#failed"],
                tags: ["edge", "ambiguity"], ambiguities: ["mc-missing-error-message"],
                byChoice: ["mc-missing-error-message=empty": ""]))
        return cases
    }
}
