import Foundation
import PaySpecTestSupport
import Testing

/// A fixed sample of the Python port's mutants from tools/mutation, chosen across its operators:
/// each, written into a scratch copy of the adapters, must fail at least one vector of the suites
/// that reach the mutated function. The full port-mutation run and its score are in docs/golden-vectors.md;
/// this sample keeps the golden set from losing what kills them.
@Suite(.waitsOnProcesses) struct PortMutantSampleTests {
    /// (mutant id as `tools/mutation/mutate.py list` prints it, the suite whose vectors kill it):
    /// one or two per operator; ids are stable across edits elsewhere in the port.
    static let sample: [(id: String, suite: String)] = [
        ("python/payspec_comgate.py:_check_expiry:arithmetic:8d746d8cf6", "comgate.card-fields"),
        ("python/payspec_comgate.py:_check_cvv:truthy-to-not-none:6605469af0", "comgate.card-fields"),
        ("python/payspec_comgate.py:_check_name:normalisation-dropped:53949ba769", "comgate.card-fields"),
        ("python/payspec_comgate.py:_pan_digits:constant:6da44ddd57", "comgate.card-fields"),
        ("python/payspec_comgate.py:_pan_digits:strip-added:7e0b95d320", "comgate.card-fields"),
        ("python/payspec_comgate.py:_show:none-to-falsy:ab28adbd28", "comgate.status-view"),
        ("python/payspec_comgate.py:error_codes:null-vs-empty:ffeae2d418", "comgate.error-codes"),
        ("python/payspec_comgate.py:error_codes:return-deleted:65179cb113", "comgate.error-codes"),
        ("python/payspec_comgate.py:error_reasons:boolean-flip:70d08b2da7", "comgate.error-reasons"),
        ("python/payspec_comgate.py:payment_params:comparison-flip:5a46a0bf34", "comgate.payment-params"),
        ("python/payspec_comgate.py:session:continue-to-break:58dbe132ac", "comgate.session"),
        ("python/payspec_comgate.py:translations:case-insensitive:a41270ec44", "comgate.translations"),
        ("python/payspec_seb_moneycollect.py:<module>:table-entries-swapped:411f82e2ea", "seb.callback-contract"),
        ("python/payspec_seb_moneycollect.py:_mc_message:operand-dropped:cb7a7497ac", "moneycollect.confirm-response"),
        ("python/payspec_seb_moneycollect.py:_mc_retrieve:null-vs-missing:c48bd03fb7", "moneycollect.retrieve-response"),
        ("python/payspec_seb_moneycollect.py:_seb_map:none-to-falsy:3ebca9f309", "seb.resolution"),
        ("python/payspec_seb_moneycollect.py:mc_confirm_response:condition-true:68f68fc3ee", "moneycollect.confirm-response"),
        ("python/payspec_seb_moneycollect.py:seb_result_fields:entry-dropped:cc158d11b8", "seb.result-fields"),
    ]

    static func materialize(_ python: String, _ ids: [String], into dest: String) throws -> [[String]] {
        let run = try Fixture.tool(python, [Fixture.root + "/tools/mutation/mutate.py", "materialize"] + ids + ["--dest", dest])
        try #require(run.status == 0, "mutate.py materialize: \(run.err)")
        return run.out.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    }

    /// The sample written once into a scratch copy of the adapters (one `mutate.py` run), then
    /// each mutant is run as its own test case, side by side.
    static let materialized: Result<[[String]], any Error> = Result {
        guard let python = Fixture.python else { return [] }
        return try materialize(python, sample.map(\.id), into: Fixture.tempDir() + "/mutants")
    }

    @Test func theSampleIsMaterializedAsListed() throws {
        guard Fixture.python != nil else {
            print("NOTE: python3 not found on PATH; the port-mutant sample is skipped.")
            return
        }
        let ids = Self.sample.map(\.id)
        #expect(Set(ids).count == ids.count, "a mutant listed twice")
        let rows = try Self.materialized.get()
        #expect(rows.map { $0.first ?? "" } == ids, "materialize answered \(rows)")
    }

    @Test(arguments: sample.indices)
    func sampledPortMutantFailsAVector(_ index: Int) throws {
        guard let python = Fixture.python else { return }
        let expected = Self.sample[index]
        let rows = try Self.materialized.get()
        let row = try #require(rows.first { $0.first == expected.id }, "\(expected.id) was not materialized: \(rows)")
        try #require(row.count == 3, "\(row)")
        // Only the killing suite runs (fast); it must be one the mutated function reaches.
        #expect(row[2].split(separator: ",").contains(Substring(expected.suite)), "\(row)")
        let run = Fixture.cli(
            ["run", "--adapter", "\(python) \(row[1])", "--golden", Fixture.root + "/golden", "--format", "json"]
                + ["--timeout", "10", "--give-up-after", "1", "--suite", expected.suite])
        let wrong = run.out.contains(#""status": "failed""#) || run.out.contains(#""status": "errored""#)
        #expect(run.status == 1 && wrong, "\(row[0]) survives (exit \(run.status)): \(run.err.suffix(400))")
    }
}
