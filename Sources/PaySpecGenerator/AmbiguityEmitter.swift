import PaySpecModel

enum AmbiguityEmitter {
    static func emit(_ catalog: SpecCatalog) -> String {
        var w = SwiftSourceWriter()
        let rows = catalog.rows("ambiguities")
        w.doc(
            "An entry of the ambiguity register (spec/ambiguities.json): a point the vendor documents leave",
            "open. Vectors that depend on one carry its id; an implementation declares its own choice.")
        w.block("public enum AmbiguityID: String, Sendable, Hashable, CaseIterable") { w in
            for row in rows {
                let id = row.key!
                w.line("/// \(row.string("question") ?? "")")
                w.line("case \(caseName(SwiftIdentifier.caseName(forRawValue: id) ?? id)) = \(swiftLiteral(id))")
            }
            w.line()
            w.doc("The option the reference model implements.")
            w.block("public var referenceChoice: String") { w in
                w.block("switch self") { w in
                    for row in rows {
                        w.line(
                            "case .\(caseName(SwiftIdentifier.caseName(forRawValue: row.key!)!)): return \(swiftLiteral(row.string("choice")!))"
                        )
                    }
                }
            }
            w.line()
            w.doc("Every option the register lists, in its order.")
            w.block("public var options: [String]") { w in
                w.block("switch self") { w in
                    for row in rows {
                        let options = row["options"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
                        w.line(
                            "case .\(caseName(SwiftIdentifier.caseName(forRawValue: row.key!)!)): return [\(options.map(swiftLiteral).joined(separator: ", "))]"
                        )
                    }
                }
            }
        }
        return generatedHeader("The ambiguity register.") + "\n" + w.text
    }
}
