import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `comgate.error-codes`: every `ComgateError` by code (lookup), by case (code and category,
/// English message) and lookups of codes the SDK does not have.
struct ErrorCodesVectors: SuiteVectorGenerator {
    let suite = "comgate.error-codes"
    let description = "ComgateError code, category and message; lookup by code including unknown codes"
    static let table = "comgate/errors"

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        let table = Self.table
        var out: [GoldenVector] = []
        for row in catalog.rows(table) {
            guard let name = row.key, let code = row.string("code"), let category = row.string("category") else {
                continue
            }
            let ref = row.reference(in: table)
            let levels = [row.level, row.level(of: "code"), row.level(of: "category")]
            out.append(
                ComgateVectorKit.vector(
                    suite, "lookup-\(code)", "Code \(code) looks up the case \(name) in category \(category)",
                    input: ["op": "lookup", "code": .string(code)],
                    expect: ["known": true, "case": .string(name), "category": .string(category)],
                    levels: levels, spec: [ref], tags: ["table", "lookup", category]))
            out.append(
                ComgateVectorKit.vector(
                    suite, "describe-\(name)", "Case \(name) has code \(code) and category \(category)",
                    input: ["op": "describe", "case": .string(name)],
                    expect: ["known": true, "code": .string(code), "category": .string(category)],
                    levels: levels, spec: [ref], tags: ["table", category]))
            out.append(
                ComgateVectorKit.vector(
                    suite, "message-\(name)", "Case \(name) has an English message (the words are PaySpec's)",
                    input: ["op": "message", "case": .string(name)],
                    expect: ["known": true, "message": ComgateVectorKit.authoredMessage(code, row.string("message") ?? "")],
                    levels: [row.level], spec: [ref], tags: ["table", "message"]))
        }
        let unknownCodes: [(name: String, code: String, near: String, why: String)] = [
            ("unknown-code", "SOMETHING_NEW", "paymentFailed", "a code the SDK does not document"),
            ("padded-code", " PAYMENT_FAILED", "paymentFailed", "codes are not trimmed"),
            ("empty-code", "", "initFailed", "the empty string is no code"),
            ("near-miss-code", "INIT_FAILURE", "initFailed", "a near miss of INIT_FAILED"),
            // Names every JavaScript object holds: a port that looks codes up in a plain object finds them.
            ("prototype-name-code", "constructor", "paymentFailed", "a name every JavaScript object already holds"),
            ("prototype-method-code", "toString", "paymentFailed", "a method every JavaScript object already holds"),
        ]
        for u in unknownCodes {
            let row = ComgateVectorKit.row(catalog, table, u.near)
            out.append(
                ComgateVectorKit.vector(
                    suite, "lookup-\(u.name)", "Lookup of \"\(u.code)\" finds no case: \(u.why)",
                    input: ["op": "lookup", "code": .string(u.code)],
                    expect: ["known": false, "case": nil, "category": nil],
                    levels: [row?.level, .derived], spec: [ComgateVectorKit.ref(table, u.near)],
                    tags: ["edge", "unknown-value", "lookup"]))
        }
        out += variants(catalog)
        out.append(
            ComgateVectorKit.vector(
                suite, "describe-unknown-case", "An undocumented case name has no code and no category",
                input: ["op": "describe", "case": "cardDeclined"],
                expect: ["known": false, "code": nil, "category": nil],
                levels: [.derived], spec: [ComgateVectorKit.ref(table, "paymentFailed")],
                tags: ["edge", "unknown-value"]))
        out.append(
            ComgateVectorKit.vector(
                suite, "message-unknown-case", "An undocumented case name has no message",
                input: ["op": "message", "case": "cardDeclined"],
                expect: ["known": false, "message": nil],
                levels: [.derived], spec: [ComgateVectorKit.ref(table, "paymentFailed")],
                tags: ["edge", "unknown-value"]))
        // Case names are Swift identifiers: matched exactly, as codes are.
        for (short, name, why) in [
            ("capitalised", "DeviceRooted", "case names are matched case-sensitively"),
            ("padded", " deviceRooted", "case names are not trimmed"),
        ] {
            out.append(
                ComgateVectorKit.vector(
                    suite, "message-\(short)-case", "\(JSONWriter.line(.string(name))) has no message: \(why)",
                    input: ["op": "message", "case": .string(name)], expect: ["known": false, "message": nil],
                    levels: [.derived], spec: [ComgateVectorKit.ref(table, "deviceRooted")],
                    tags: ["edge", "unknown-value"]))
        }
        return out
    }

    /// Every code lower-cased, padded with whitespace, and every case name used as a code:
    /// lookups match exactly, so none of them finds a case.
    @_optimize(none)
    func variants(_ catalog: SpecCatalog) -> [GoldenVector] {
        var out: [GoldenVector] = []
        for row in catalog.rows(Self.table) {
            guard let name = row.key, let code = row.string("code") else { continue }
            let ref = row.reference(in: Self.table)
            var lookups: [(String, String, String)] = [
                ("lowercase-\(code)", code.lowercased(), "codes are matched case-sensitively"),
                ("padded-\(code)", " \(code) ", "codes are not trimmed"),
                ("trailing-newline-\(code)", "\(code)\n", "codes are not trimmed"),
                ("tab-\(code)", "\t\(code)", "codes are not trimmed"),
            ]
            if name != code { lookups.append(("case-name-\(name)", name, "a case name is not a code")) }
            for (short, input, why) in lookups where input != code {
                out.append(
                    ComgateVectorKit.vector(
                        suite, "lookup-\(short)", "Lookup of \(JSONWriter.line(.string(input))) finds no case: \(why)",
                        input: ["op": "lookup", "code": .string(input)],
                        expect: ["known": false, "case": nil, "category": nil],
                        levels: [row.level, .derived], spec: [ref], tags: ["edge", "unknown-value", "lookup"]))
            }
        }
        return out
    }
}
