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
                w.line("case \(caseName(memberName(row))) = \(swiftLiteral(id))")
            }
            w.line()
            w.doc("The option the reference model implements.")
            let pattern = { (row: SpecRow) in "." + caseName(memberName(row)) }
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
        w.line()
        emitOptionTypes(rows, &w)
        return generatedHeader("The ambiguity register.") + "\n" + w.text
    }

    /// The case name of an ambiguity id (`mc-confirm-checks-code` -> `mcConfirmChecksCode`).
    static func memberName(_ row: SpecRow) -> String {
        SwiftIdentifier.caseName(forRawValue: row.key!) ?? row.key!
    }

    /// The type of an ambiguity's options (`mc-confirm-checks-code` -> `McConfirmChecksCodeOption`).
    static func optionTypeName(_ row: SpecRow) -> String {
        let member = memberName(row)
        return member.prefix(1).uppercased() + member.dropFirst() + "Option"
    }

    /// Each ambiguity's options as an enum, and a typed key per ambiguity, so a model reads
    /// `context.choice(.mcConfirmChecksCode)` as a `McConfirmChecksCodeOption` and switches over its
    /// cases: an option renamed or removed in the register no longer compiles.
    static func emitOptionTypes(_ rows: [SpecRow], _ w: inout SwiftSourceWriter) {
        w.doc("The options of one ambiguity of the register, as a type.")
        w.block("public protocol AmbiguityOption: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue == String") { w in
            w.doc("The ambiguity these are the options of.")
            w.line("static var ambiguity: AmbiguityID { get }")
            w.doc("The option the reference model implements.")
            w.line("static var reference: Self { get }")
        }
        w.line()
        w.doc(
            "An ambiguity together with the type of its options: the argument of a typed choice lookup",
            "(`.mcConfirmChecksCode` is an `AmbiguityKey<McConfirmChecksCodeOption>`).")
        w.block("public struct AmbiguityKey<Option: AmbiguityOption>: Sendable, Hashable") { w in
            w.doc("The ambiguity's id.")
            w.line("public var id: AmbiguityID { Option.ambiguity }")
            w.line()
            w.line("public init() {}")
        }
        for row in rows {
            let type = optionTypeName(row)
            let member = caseName(memberName(row))
            let options = row["options"]?.arrayValue ?? []
            w.line()
            w.doc("The options of `\(row.key!)`: \(row.string("question") ?? "")")
            w.block("public enum \(type): String, AmbiguityOption") { w in
                for option in options {
                    guard let id = option["id"]?.stringValue else { continue }
                    if let meaning = option["meaning"]?.stringValue { w.line("/// \(meaning)") }
                    w.line("case \(caseName(SwiftIdentifier.caseName(forRawValue: id) ?? id)) = \(swiftLiteral(id))")
                }
                w.line()
                w.line("public static let ambiguity: AmbiguityID = .\(member)")
                let reference = row.string("choice")!
                w.line("public static let reference: Self = .\(caseName(SwiftIdentifier.caseName(forRawValue: reference) ?? reference))")
            }
            w.line()
            w.block("extension AmbiguityKey where Option == \(type)") { w in
                w.doc("`\(row.key!)`, read as a `\(type)`.")
                w.line("public static var \(member): Self { Self() }")
            }
        }
    }
}
