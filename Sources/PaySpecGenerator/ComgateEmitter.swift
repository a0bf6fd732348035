import PaySpecModel

/// Comgate iOS checkout SDK: errors, reasons, payment results, session states.
enum ComgateEmitter {
    static func errors(_ catalog: SpecCatalog) -> String {
        let table = "comgate/errors"
        let rows = catalog.rows(table)
        var w = SwiftSourceWriter()
        w.doc("The area of the SDK a `Comgate.Error` comes from.")
        w.block("public enum ErrorCategory: String, Sendable, Hashable, CaseIterable") { w in
            var seen: [String] = []
            for row in rows { if let c = row.string("category"), !seen.contains(c) { seen.append(c) } }
            for c in seen { w.line("case \(caseName(c))") }
        }
        w.line()
        w.doc(
            "Every documented case of the SDK's `ComgateError`. The raw value is the machine-readable `code`,",
            "so `Comgate.Error(code:)` is the lookup by code and an unknown code gives `nil`.")
        w.block("public enum Error: String, Sendable, Hashable, CaseIterable, Swift.Error") { w in
            for row in rows {
                w.provenance(row, table: table)
                w.line("case \(caseName(row.key!)) = \(swiftLiteral(row.string("code")!))")
            }
            w.line()
            w.doc("The machine-readable identifier, for example `PAYMENT_NETWORK_ERROR`.")
            w.line("public var code: String { rawValue }")
            w.line()
            w.doc("The case for a code, or `nil` when the code is not documented.")
            w.line("public init?(code: String) { self.init(rawValue: code) }")
            w.line()
            w.doc("The English message (documented where the document gives one, informative otherwise).")
            w.switchProperty("public var message: String", rows.map { ("." + caseName($0.key!), swiftLiteral($0.string("message")!)) })
            w.line()
            w.switchProperty(
                "public var category: ErrorCategory", rows.map { ("." + caseName($0.key!), "." + caseName($0.string("category")!)) })
        }
        return generatedHeader("Comgate.Error: spec/comgate/errors.json.") + "\n" + inNamespace("Comgate", w.text)
    }

    static func reasonName(_ row: SpecRow) -> String {
        row.string("swiftName") ?? SwiftIdentifier.caseName(forRawValue: row.key!)!
    }

    static func reasons(_ catalog: SpecCatalog) -> String {
        let table = "comgate/error-reasons"
        let rows = catalog.rows(table)
        var w = SwiftSourceWriter()
        w.doc(
            "`errorReason` raw values of `PaymentResult.cancelled`: the documented ones and the ones the",
            "payment server is known to send beyond them (`isDocumented == false`).")
        w.block("public enum ErrorReason: String, Sendable, Hashable, CaseIterable") { w in
            for row in rows {
                w.provenance(row, table: table)
                w.line("case \(caseName(reasonName(row))) = \(swiftLiteral(row.key!))")
            }
            w.line()
            w.doc("What the reason means, in English.")
            w.switchProperty(
                "public var meaning: String", rows.map { ("." + caseName(reasonName($0)), swiftLiteral($0.string("meaning")!)) })
            w.line()
            w.doc("Whether the SDK documents this reason.")
            w.block("public var isDocumented: Bool") { w in
                let documented = rows.filter { $0.bool("documented") == true }.map { "." + caseName(reasonName($0)) }
                w.block("switch self") { w in
                    if !documented.isEmpty { w.line("case \(documented.joined(separator: ", ")): return true") }
                    w.line("default: return false")
                }
            }
        }
        w.line()
        w.doc(
            "An `errorReason` as it arrives: a known `ErrorReason`, or any other string carried unchanged.",
            "The server sends reasons the SDK does not list; dropping or coercing them loses information.")
        w.block("public enum ErrorReasonValue: Sendable, Hashable") { w in
            w.line("case known(ErrorReason)")
            w.line("case unknown(String)")
            w.line()
            w.block("public init(rawValue: String)") { w in
                w.line("self = ErrorReason(rawValue: rawValue).map(ErrorReasonValue.known) ?? .unknown(rawValue)")
            }
            w.line()
            w.doc("The string exactly as the server sent it.")
            w.block("public var rawValue: String") { w in
                w.block("switch self") { w in
                    w.line("case .known(let reason): return reason.rawValue")
                    w.line("case .unknown(let raw): return raw")
                }
            }
        }
        return generatedHeader("Comgate.ErrorReason: spec/comgate/error-reasons.json.") + "\n" + inNamespace("Comgate", w.text)
    }

    static func paymentResults(_ catalog: SpecCatalog) -> String {
        let table = "comgate/payment-results"
        let rows = catalog.rows(table)
        var w = SwiftSourceWriter()
        w.doc("The style `SecurePaymentStatusView` shows a message in.")
        w.block("public enum StatusStyle: String, Sendable, Hashable, CaseIterable") { w in
            w.line("case success, processing, error")
        }
        w.line()
        w.doc("How an app should read a result.")
        w.block("public enum PaymentClassification: String, Sendable, Hashable, CaseIterable") { w in
            w.line("case success, processing, declined, error")
        }
        w.line()
        w.doc("Where the status view takes its text from for a result.")
        w.block("public enum StatusTextSource: Sendable, Hashable") { w in
            w.line("case translation(TranslationKey)")
            w.line("case errorReason")
            w.line("case errorMessage")
        }
        w.line()
        w.doc("The cases of `PaymentResult`, without their associated values.")
        w.block("public enum PaymentResultKind: String, Sendable, Hashable, CaseIterable") { w in
            for row in rows {
                w.provenance(row, table: table)
                w.line("/// Associated values: \(row.string("associatedValues")!).")
                w.line("case \(caseName(row.key!))")
            }
            w.line()
            w.doc("Whether the payment will not change any more.")
            w.switchProperty("public var isFinal: Bool", rows.map { ("." + caseName($0.key!), String($0.bool("final")!)) })
            w.line()
            w.switchProperty(
                "public var classification: PaymentClassification",
                rows.map { ("." + caseName($0.key!), "." + $0.string("classification")!) })
            w.line()
            w.switchProperty("public var statusStyle: StatusStyle", rows.map { ("." + caseName($0.key!), "." + $0.string("statusStyle")!) })
            w.line()
            w.block("public var statusText: StatusTextSource") { w in
                w.block("switch self") { w in
                    for row in rows {
                        let source = row.string("statusText")!
                        let expr: String
                        switch source {
                        case "errorReason": expr = ".errorReason"
                        case "error.message": expr = ".errorMessage"
                        default: expr = ".translation(.\(caseName(source)))"
                        }
                        w.line("case .\(caseName(row.key!)): return \(expr)")
                    }
                }
            }
        }
        return generatedHeader("Comgate.PaymentResultKind: spec/comgate/payment-results.json.") + "\n" + inNamespace("Comgate", w.text)
    }

    static func session(_ catalog: SpecCatalog) -> String {
        var w = SwiftSourceWriter()
        let states = catalog.rows("comgate/session-states")
        w.doc("The cases of `SessionState`, without the failure's associated error.")
        w.block("public enum SessionStateKind: String, Sendable, Hashable, CaseIterable") { w in
            for row in states {
                w.provenance(row, table: "comgate/session-states")
                w.line("case \(caseName(row.key!))")
            }
            w.line()
            w.doc("`isInitialized` of a session in this state.")
            w.switchProperty("public var isInitialized: Bool", states.map { ("." + caseName($0.key!), String($0.bool("isInitialized")!)) })
        }
        w.line()
        let causes = catalog.rows("comgate/init-failures")
        w.doc("Why `initialize()` can fail, and the error each cause yields.")
        w.block("public enum InitFailureCause: String, Sendable, Hashable, CaseIterable") { w in
            for row in causes {
                w.provenance(row, table: "comgate/init-failures")
                w.line("case \(caseName(row.key!))")
            }
            w.line()
            w.switchProperty(
                "public var error: Error", causes.map { ("." + caseName($0.key!), "." + caseName($0.string("error")!)) })
            w.line()
            w.doc("Whether `devMode` skips the check that produces this cause.")
            w.switchProperty(
                "public var isSkippedInDevMode: Bool", causes.map { ("." + caseName($0.key!), String($0.bool("skippedInDevMode")!)) })
        }
        return generatedHeader("Comgate.SessionStateKind: spec/comgate/session-states.json, init-failures.json.") + "\n"
            + inNamespace("Comgate", w.text)
    }
}
