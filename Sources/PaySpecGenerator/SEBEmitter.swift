import PaySpecModel

/// SEB PaymentKit: outcomes, platform statuses, the lookup request.
enum SEBEmitter {
    static func emit(_ catalog: SpecCatalog) -> String {
        let outcomes = catalog.rows("seb/outcomes")
        let statuses = catalog.rows("seb/platform-statuses")
        let named = statuses.filter { $0.string("match") == "exact" }
        let fallback = statuses.first { $0.string("match") == "unrecognised" }
        var w = SwiftSourceWriter()
        w.doc("The four outcomes of an SEB `PaymentResult`.")
        w.block("public enum PaymentOutcome: String, Sendable, Hashable, CaseIterable") { w in
            for row in outcomes {
                w.line("/// \(row.string("meaning")!)")
                w.provenance(row, table: "seb/outcomes")
                w.line("case \(caseName(row.key!))")
            }
        }
        w.line()
        w.doc(
            "A raw platform payment status. Statuses the SDK names have cases; any other string is",
            "`unrecognised` and keeps its exact text, so a status added by the platform reaches the app unchanged.")
        w.block("public enum PlatformStatus: Sendable, Hashable") { w in
            for row in named {
                w.provenance(row, table: "seb/platform-statuses")
                w.line("case \(caseName(SwiftIdentifier.caseName(forRawValue: row.string("status")!)!))")
            }
            w.line("/// Any status the SDK does not recognise, exactly as received.")
            w.line("case unrecognised(String)")
            w.line()
            w.doc("Every named status, in table order.")
            w.line(
                "public static let named: [PlatformStatus] = [\(named.map { "." + caseName(SwiftIdentifier.caseName(forRawValue: $0.string("status")!)!) }.joined(separator: ", "))]"
            )
            w.line()
            w.doc("Exact, case-sensitive matching: `settled` is unrecognised.")
            w.block("public init(rawValue: String)") { w in
                w.block("switch rawValue") { w in
                    for row in named {
                        w.line(
                            "case \(swiftLiteral(row.string("status")!)): self = .\(caseName(SwiftIdentifier.caseName(forRawValue: row.string("status")!)!))"
                        )
                    }
                    w.line("default: self = .unrecognised(rawValue)")
                }
            }
            w.line()
            let pattern = { (row: SpecRow) in "." + caseName(SwiftIdentifier.caseName(forRawValue: row.string("status")!)!) }
            w.switchProperty(
                "public var rawValue: String",
                named.map { (pattern($0), swiftLiteral($0.string("status")!)) } + [(".unrecognised(let raw)", "raw")])
            w.line()
            w.doc("The outcome this status maps to.")
            w.switchProperty(
                "public var outcome: PaymentOutcome",
                named.map { (pattern($0), "." + caseName($0.string("outcome")!)) }
                    + [(".unrecognised", "." + caseName(fallback?.string("outcome") ?? "unresolved"))])
        }
        w.line()
        let lookup = catalog.rows("seb/status-lookup")
        w.doc("The status lookup request template (spec/seb/status-lookup.json).")
        w.block("public enum StatusLookupTemplate") { w in
            if let method = lookup.first(where: { $0.string("part") == "method" }) {
                w.line("public static let method = \(swiftLiteral(method.string("value")!))")
            }
            if let url = lookup.first(where: { $0.string("part") == "url" }) {
                w.line("/// `{apiBaseURL}` and `{paymentId}` are placeholders.")
                w.line("public static let url = \(swiftLiteral(url.string("value")!))")
            }
            let headers = lookup.filter { $0.string("part") == "header" }
            w.line("/// Header name and value template, in table order.")
            w.line("public static let headers: [(name: String, value: String)] = [")
            for h in headers { w.line("    (\(swiftLiteral(h.string("name")!)), \(swiftLiteral(h.string("value")!))),") }
            w.line("]")
        }
        return generatedHeader(
            "SEB.PaymentOutcome, SEB.PlatformStatus: spec/seb/outcomes.json, platform-statuses.json, status-lookup.json.")
            + "\n" + inNamespace("SEB", w.text)
    }
}
