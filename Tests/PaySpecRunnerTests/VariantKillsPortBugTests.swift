import Foundation
import PaySpecJSON
import PaySpecTestSupport
import PaySpecVectors
import Testing

/// Realistic porting bugs, each written into a scratch copy of the Python port, and the systematic
/// variants that catch them: every bug must fail the variants named here, and where
/// `onlyVariants` is set no vector but a variant fails it (the golden set caught none of them
/// before the variants existed).
@Suite(.waitsOnProcesses) struct VariantKillsPortBugTests {
    struct PortBug: Sendable, CustomStringConvertible {
        var name: String
        /// The port module changed, and the text replaced in it (exactly once).
        var file: String
        var original: String
        var buggy: String
        var suite: String
        /// Variant ids (after `suite/`) the bug must fail.
        var killedBy: [String]
        var onlyVariants: Bool
        var description: String { name }
    }

    static let bugs: [PortBug] = [
        PortBug(
            name: "trim before checking the retrieve code (a padded \"success \" reads as success)",
            file: "payspec_seb_moneycollect.py",
            original: #"    if _opt_member_str(body, "code", "response.code") == "success":"#,
            buggy: #"    if (_opt_member_str(body, "code", "response.code") or "").strip() == "success":"#,
            suite: "moneycollect.retrieve-response",
            killedBy: ["variant-code-trailing-space", "variant-code-leading-tab", "variant-code-trailing-nbsp"], onlyVariants: true),
        PortBug(
            name: "an empty transport error read as no error (`if (error)`, `isNullOrEmpty`)",
            file: "payspec_seb_moneycollect.py",
            original: "    error = _opt_str(inp, \"error\", \"input\")\n    if error is not None:\n        return {\"action\": \"message\"",
            buggy: "    error = _opt_str(inp, \"error\", \"input\")\n    if error:\n        return {\"action\": \"message\"",
            suite: "moneycollect.confirm-response", killedBy: ["variant-error-empty"], onlyVariants: true),
        PortBug(
            name: "the SEB error read with `optString` and checked with `isNotEmpty` (null and \"\" both mean no error)",
            file: "payspec_seb_moneycollect.py",
            original: "    outcome, kept = _seb_map(_opt_str(inp, \"paymentStatus\", \"input\"), choices)\n    if error is not None:",
            buggy: "    outcome, kept = _seb_map(_opt_str(inp, \"paymentStatus\", \"input\"), choices)\n    if error:",
            suite: "seb.result-fields", killedBy: ["variant-card-error-empty", "variant-hosted-error-empty"], onlyVariants: true),
        PortBug(
            name: "the redirect's payment id read with `optString` (a missing id becomes \"\")",
            file: "payspec_seb_moneycollect.py", original: #""paymentId": data.get("id"),"#,
            buggy: #""paymentId": data.get("id") or "","#, suite: "moneycollect.confirm-response",
            killedBy: ["variant-payment-id-absent", "variant-payment-id-null"], onlyVariants: true),
        PortBug(
            name: "an empty or blank Apple Pay merchant identifier read as none (`isNullOrBlank`)",
            file: "payspec_comgate.py",
            original: #"given = merchant is not None and (merchant != "" or _choice(choices, "apple-pay-empty-merchant") == "given")"#,
            buggy: #"given = bool(merchant and merchant.strip())"#, suite: "comgate.session",
            killedBy: ["variant-apple-pay-merchant-identifier-empty", "variant-apple-pay-merchant-identifier-blank"],
            // The state machine's own vectors of an empty identifier (ambiguity apple-pay-empty-merchant) catch it too.
            onlyVariants: false),
        PortBug(
            name: "the card number trimmed before the American Express prefix is read (a tab before 37…)",
            file: "payspec_comgate.py",
            original: "    digits = pan.replace(\" \", \"\").replace(\"-\", \"\")\n    length = 4",
            buggy: "    digits = pan.strip().replace(\" \", \"\").replace(\"-\", \"\")\n    length = 4",
            suite: "comgate.card-fields", killedBy: ["variant-cvv-pan-leading-tab", "variant-cvv-pan-leading-nbsp"],
            onlyVariants: true),
        PortBug(
            name: "the expiry year narrowed to a 32-bit integer",
            file: "payspec_comgate.py", original: "def _check_expiry(month, year, today, choices):\n",
            buggy: "def _check_expiry(month, year, today, choices):\n    year = ((year + 2**31) % 2**32) - 2**31\n",
            suite: "comgate.card-fields", killedBy: ["variant-expiry-year-2pow31", "variant-expiry-year-2pow53-minus-1"],
            onlyVariants: false),
    ]

    /// A scratch copy of the Python port with `bug` written in; the copy reads the real spec/.
    static func buggyPort(_ bug: PortBug) throws -> String {
        let root = Fixture.tempDir()
        let adapters = root + "/tools/adapters"
        try FileManager.default.createDirectory(atPath: adapters, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixture.root + "/tools/adapters/python", toPath: adapters + "/python")
        try FileManager.default.createSymbolicLink(atPath: root + "/spec", withDestinationPath: Fixture.root + "/spec")
        let path = adapters + "/python/" + bug.file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try #require(text.components(separatedBy: bug.original).count == 2, "\(bug.name): the port no longer holds the text to change")
        try text.replacingOccurrences(of: bug.original, with: bug.buggy).write(toFile: path, atomically: true, encoding: .utf8)
        return adapters + "/python/adapter.py"
    }

    @Test(arguments: bugs)
    func aVariantKillsTheBug(_ bug: PortBug) throws {
        guard let python = Fixture.python else {
            print("NOTE: python3 not found on PATH; \(bug.name) is not run.")
            return
        }
        let adapter = try Self.buggyPort(bug)
        let run = Fixture.cli(
            ["run", "--adapter", "\(python) \(adapter)", "--golden", Fixture.root + "/golden", "--format", "json"]
                + ["--timeout", "10", "--suite", bug.suite])
        #expect(run.status == 1, "\(bug.name) survives: \(run.err.suffix(400))")
        let report = try JSONParser.parseValue(Array(run.out.utf8))
        let failed = Set(
            (report["results"]?.arrayValue ?? []).filter { $0["status"]?.stringValue != "passed" }.compactMap { $0["id"]?.stringValue })
        for id in bug.killedBy {
            #expect(failed.contains("\(bug.suite)/\(id)"), "\(bug.name) passes \(id)")
        }
        let (suites, _) = GoldenLoader.load(directory: Fixture.root + "/golden")
        let vectors = suites.flatMap(\.vectors).filter { failed.contains($0.id) }
        #expect(vectors.count == failed.count, "failed ids that no golden vector has: \(failed)")
        for id in bug.killedBy {
            #expect(vectors.first { $0.id == "\(bug.suite)/\(id)" }?.tags.contains("variant") == true, "\(id) is not a variant")
        }
        if bug.onlyVariants {
            let others = vectors.filter { !$0.tags.contains("variant") }.map(\.id)
            #expect(others.isEmpty, "\(bug.name) is also failed by \(others): a variant is not the only catch")
        }
    }
}
