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
            let pattern = { (row: SpecRow) in "." + caseName(SwiftIdentifier.caseName(forRawValue: row.key!)!) }
            w.switchProperty("public var referenceChoice: String", rows.map { (pattern($0), swiftLiteral($0.string("choice")!)) })
            w.line()
            w.doc("Every option the register lists, in its order.")
            w.switchProperty(
                "public var options: [String]",
                rows.map { row in
                    let options = row["options"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
                    return (pattern(row), "[" + options.map(swiftLiteral).joined(separator: ", ") + "]")
                })
        }
        return generatedHeader("The ambiguity register.") + "\n" + w.text
    }
}
