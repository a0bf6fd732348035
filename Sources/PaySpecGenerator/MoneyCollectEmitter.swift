import PaySpecModel

/// MoneyCollect: payment statuses, their prompt messages, return-URL markers.
enum MoneyCollectEmitter {
    static func emit(_ catalog: SpecCatalog) -> String {
        let rows = catalog.rows("moneycollect/statuses")
        let named = rows.filter { $0.string("match") == "exact" }
        let fallback = rows.first { $0.string("match") == "default" }
        func name(_ row: SpecRow) -> String { caseName(SwiftIdentifier.caseName(forRawValue: row.string("status")!)!) }
        var w = SwiftSourceWriter()
        w.doc("Where a status's prompt message comes from.")
        w.block("public enum StatusMessage: Sendable, Hashable") { w in
            w.line("/// A fixed prompt.")
            w.line("case fixed(String)")
            w.line("/// The response's `data.errorMessage`.")
            w.line("case errorMessage")
        }
        w.line()
        w.doc(
            "A MoneyCollect payment status. Comparison is exact and case-sensitive; anything else,",
            "`nil` included, is `unrecognised` and reads as the default.")
        w.block("public enum Status: Sendable, Hashable") { w in
            for row in named {
                w.provenance(row, table: "moneycollect/statuses")
                w.line("case \(name(row))")
            }
            w.line("/// Any other status, or none, exactly as received.")
            w.line("case unrecognised(String?)")
            w.line()
            w.line("public static let named: [Status] = [\(named.map { "." + name($0) }.joined(separator: ", "))]")
            w.line()
            w.block("public init(rawValue: String?)") { w in
                w.block("switch rawValue") { w in
                    for row in named { w.line("case \(swiftLiteral(row.string("status")!))?: self = .\(name(row))") }
                    w.line("default: self = .unrecognised(rawValue)")
                }
            }
            w.line()
            w.switchProperty(
                "public var rawValue: String?",
                named.map { ("." + name($0), swiftLiteral($0.string("status")!)) } + [(".unrecognised(let raw)", "raw")])
            w.line()
            w.switchProperty(
                "public var message: StatusMessage",
                named.map { row in ("." + name(row), row.string("message").map { ".fixed(\(swiftLiteral($0)))" } ?? ".errorMessage") }
                    + [(".unrecognised", ".fixed(\(swiftLiteral(fallback?.string("message") ?? "")))")])
        }
        w.line()
        let markers = catalog.rows("moneycollect/return-url-markers").sorted { ($0.int("order") ?? 0) < ($1.int("order") ?? 0) }
        w.doc("The markers a 3-D Secure return URL must all contain.")
        w.block("public enum ReturnURLMarker: String, Sendable, Hashable, CaseIterable") { w in
            for row in markers {
                w.provenance(row, table: "moneycollect/return-url-markers")
                let marker = row.string("marker")!
                w.line("case \(caseName(SwiftIdentifier.caseName(forRawValue: marker) ?? marker)) = \(swiftLiteral(marker))")
            }
        }
        return generatedHeader("MoneyCollect.Status: spec/moneycollect/statuses.json, return-url-markers.json.") + "\n"
            + inNamespace("MoneyCollect", w.text)
    }
}
