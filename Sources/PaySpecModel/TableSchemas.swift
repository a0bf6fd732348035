/// The schema of every table PaySpec knows. A file under spec/ whose `table` is not listed here
/// is rejected, so a typo cannot hide a table from the generator.
public enum TableSchemas {
    public static let all: [TableSchema] = comgate + seb + moneyCollect + serverValues + [ambiguities]

    public static func schema(named name: String) -> TableSchema? {
        all.first { $0.name == name }
    }

    static let comgate: [TableSchema] = [
        TableSchema(
            "comgate/payment-results", key: "case",
            required: [
                "case": .string, "associatedValues": .string, "final": .bool,
                "classification": .oneOf(["success", "processing", "declined", "error"]),
                "statusStyle": .oneOf(["success", "processing", "error"]), "statusText": .string,
            ], identifiers: ["case"], evidence: ["case"]),
        TableSchema(
            "comgate/error-reasons", key: "reason",
            required: ["reason": .string, "meaning": .string, "documented": .bool],
            optional: ["swiftName": .string], identifiers: ["swiftName"], evidence: ["reason"]),
        TableSchema(
            "comgate/errors", key: "case",
            required: [
                "case": .string, "code": .string, "message": .string,
                "category": .oneOf(["initialisation", "payment", "applePay", "fieldValidation"]),
            ], identifiers: ["case"], evidence: ["case", "code"]),
        TableSchema(
            "comgate/session-states", key: "state",
            required: ["state": .string, "isInitialized": .bool, "meaning": .string],
            optional: ["associatedValue": .string], identifiers: ["state"], evidence: ["state"]),
        TableSchema(
            "comgate/session-transitions", key: "id",
            required: ["id": .string, "from": .string, "event": .string, "to": .string], evidence: ["from", "to"]),
        TableSchema(
            "comgate/session-properties", key: "property",
            required: ["property": .string, "type": .string, "rule": .string], identifiers: ["property"], evidence: ["property"]),
        TableSchema(
            "comgate/init-failures", key: "cause",
            required: ["cause": .string, "error": .string, "skippedInDevMode": .bool, "meaning": .string],
            identifiers: ["cause"], evidence: ["error"]),
        TableSchema(
            "comgate/translation-keys", key: "key",
            required: [
                "key": .string, "labels": .string, "order": .integer,
                "kind": .oneOf(["label", "hint", "error", "button", "status", "loading"]),
            ],
            optional: ["lengthBudget": .integer], identifiers: ["key"], evidence: ["key"]),
        TableSchema(
            "comgate/languages", key: "code",
            required: ["code": .string, "englishName": .string, "preset": .string, "sortIndex": .integer],
            identifiers: ["code", "preset"], evidence: ["preset"]),
        TableSchema(
            "comgate/validation-rules", key: "id",
            required: ["id": .string, "field": .string, "check": .string, "error": .string],
            optional: ["translationKey": .string], evidence: ["error"]),
        TableSchema(
            "comgate/status-view-operations", key: "operation",
            required: ["operation": .string, "visibleAfter": .bool, "textAfter": .string],
            optional: ["styleAfter": .string], evidence: ["operation"]),
    ]

    static let seb: [TableSchema] = [
        TableSchema(
            "seb/result-fields", key: "field",
            required: [
                "field": .string, "type": .string, "meaning": .string,
                "presence": .oneOf(["always", "sometimes"]),
            ], identifiers: ["field"], evidence: ["field"]),
        TableSchema(
            "seb/outcomes", key: "outcome", required: ["outcome": .string, "meaning": .string],
            identifiers: ["outcome"], evidence: ["outcome"]),
        TableSchema(
            "seb/platform-statuses", key: "status",
            required: ["match": .oneOf(["exact", "unrecognised"]), "outcome": .string],
            optional: ["status": .string], evidence: ["status", "outcome"]),
        TableSchema(
            "seb/status-lookup", key: "id",
            required: ["id": .string, "part": .oneOf(["method", "url", "header"]), "value": .string],
            optional: ["name": .string], evidence: ["value", "name"]),
        TableSchema("seb/resolution", key: "id", required: ["id": .string, "when": .string, "yields": .string]),
        TableSchema(
            "seb/flow-terminations", key: "termination",
            required: ["termination": .string, "outcome": .string, "immediate": .bool],
            optional: ["error": .string, "resolvesStatus": .bool], identifiers: ["termination"], evidence: ["outcome", "error"],
            placeholders: ["resolved", "set"]),
        TableSchema(
            "seb/callback-contract", key: "rule", required: ["rule": .string, "statement": .string],
            identifiers: ["rule"]),
    ]

    static let moneyCollect: [TableSchema] = [
        TableSchema(
            "moneycollect/confirm-rules", key: "id",
            required: ["id": .string, "order": .integer, "when": .string, "yields": .string]),
        TableSchema(
            "moneycollect/statuses", key: "status",
            required: ["match": .oneOf(["exact", "default"])],
            optional: ["status": .string, "message": .string, "messageFrom": .string], evidence: ["status", "message", "messageFrom"]),
        TableSchema(
            "moneycollect/return-url-markers", key: "marker", required: ["marker": .string, "order": .integer], evidence: ["marker"]),
        TableSchema(
            "moneycollect/retrieve-rules", key: "id",
            required: ["id": .string, "order": .integer, "when": .string, "yields": .string]),
        TableSchema(
            "moneycollect/exit-prompt", key: "id", required: ["id": .string, "when": .string, "yields": .string]),
    ]

    /// Values real servers and integrations send that the documents never name, one table per SDK:
    /// derived or informative rows whose `why` cites the public source, each fed to a vector.
    static let serverValues: [TableSchema] = ["comgate", "moneycollect", "seb"].map { sdk in
        TableSchema(
            "\(sdk)/server-values", key: "id",
            required: ["id": .string, "field": .string, "value": .string, "meaning": .string])
    }

    static let ambiguities = TableSchema(
        "ambiguities", key: "id",
        required: [
            "id": .string, "sdk": .oneOf(["comgate", "seb", "moneycollect", "all"]), "question": .string,
            "sources": .array, "options": .array, "choice": .string,
        ], hasLevels: false)
}
