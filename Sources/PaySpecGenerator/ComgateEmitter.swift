import PaySpecModel

/// Comgate iOS checkout SDK: errors, reasons, payment results, session states.
enum ComgateEmitter {
    static func errors(_ catalog: SpecCatalog) -> String {
        let table = "comgate/errors"
        let rows = catalog.rows(table)
        var w = SwiftSourceWriter()
        w.doc("The area of the SDK a `ComgateError` comes from.")
        w.block("public enum ComgateErrorCategory: String, Sendable, Hashable, CaseIterable") { w in
            var seen: [String] = []
            for row in rows { if let c = row.string("category"), !seen.contains(c) { seen.append(c) } }
            for c in seen { w.line("case \(caseName(c))") }
        }
        w.line()
        w.doc(
            "Every documented `ComgateError` case. The raw value is the machine-readable `code`,",
            "so `ComgateError(code:)` is the lookup by code and an unknown code gives `nil`.")
        w.block("public enum ComgateError: String, Sendable, Hashable, CaseIterable, Error") { w in
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
            w.block("public var message: String") { w in
                w.block("switch self") { w in
                    for row in rows { w.line("case .\(caseName(row.key!)): return \(swiftLiteral(row.string("message")!))") }
                }
            }
            w.line()
            w.block("public var category: ComgateErrorCategory") { w in
                w.block("switch self") { w in
                    for row in rows { w.line("case .\(caseName(row.key!)): return .\(caseName(row.string("category")!))") }
                }
            }
        }
        return generatedHeader("ComgateError: spec/comgate/errors.json.") + "\n" + w.text
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
            w.block("public var meaning: String") { w in
                w.block("switch self") { w in
                    for row in rows { w.line("case .\(caseName(reasonName(row))): return \(swiftLiteral(row.string("meaning")!))") }
                }
            }
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
        return generatedHeader("ErrorReason: spec/comgate/error-reasons.json.") + "\n" + w.text
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
            w.block("public var isFinal: Bool") { w in
                w.block("switch self") { w in
                    for row in rows { w.line("case .\(caseName(row.key!)): return \(row.bool("final")!)") }
                }
            }
            w.line()
            w.block("public var classification: PaymentClassification") { w in
                w.block("switch self") { w in
                    for row in rows { w.line("case .\(caseName(row.key!)): return .\(row.string("classification")!)") }
                }
            }
            w.line()
            w.block("public var statusStyle: StatusStyle") { w in
                w.block("switch self") { w in
                    for row in rows { w.line("case .\(caseName(row.key!)): return .\(row.string("statusStyle")!)") }
                }
            }
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
        return generatedHeader("PaymentResult: spec/comgate/payment-results.json.") + "\n" + w.text
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
            w.block("public var isInitialized: Bool") { w in
                w.block("switch self") { w in
                    for row in states { w.line("case .\(caseName(row.key!)): return \(row.bool("isInitialized")!)") }
                }
            }
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
            w.block("public var error: ComgateError") { w in
                w.block("switch self") { w in
                    for row in causes { w.line("case .\(caseName(row.key!)): return .\(caseName(row.string("error")!))") }
                }
            }
            w.line()
            w.doc("Whether `devMode` skips the check that produces this cause.")
            w.block("public var isSkippedInDevMode: Bool") { w in
                w.block("switch self") { w in
                    for row in causes { w.line("case .\(caseName(row.key!)): return \(row.bool("skippedInDevMode")!)") }
                }
            }
        }
        return generatedHeader("SessionState: spec/comgate/session-states.json, init-failures.json.") + "\n" + w.text
    }
}
