import Foundation
import PaySpecTestSupport
import Testing

/// Which options tools/mutation runs a surviving mutant under again. A mutant the reference
/// choices do not show is judged under the options its code can depend on; a scope too narrow
/// counts as surviving a mutant the golden set does catch under an option the port declares.
@Suite(.waitsOnProcesses) struct MutantOptionScopeTests {
    /// Runs a Python program with tools/mutation on its import path; its standard output.
    func python(_ program: String) throws -> String {
        let python = try #require(Fixture.python, "python3 is needed")
        let run = try Fixture.tool(python, ["-c", "import sys; sys.path.insert(0, 'tools/mutation')\n" + program])
        try #require(run.status == 0, "\(run.err)")
        return run.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Deleting the call to a helper drops the option the helper reads: `translations` calls
    /// `_variant`, which alone reads `language-code-variant`.
    @Test func aFunctionsScopeHoldsTheHelpersItCalls() throws {
        guard Fixture.python != nil else { return }
        let found = try python(
            """
            import reach
            bodies, graph = reach.python_bodies(open('tools/adapters/python/payspec_comgate.py').read())
            scope = reach.caller_text(bodies, graph, 'translations')
            print('language-code-variant' in bodies['translations'], 'language-code-variant' in scope)
            """)
        #expect(found == "False True")
    }

    /// A spec-table loader reads no option, yet every suite it feeds depends on it: it is judged
    /// under each option a file of those suites reads, and not under another suite's.
    @Test func aTableLoaderIsJudgedUnderTheOptionsOfTheSuitesItFeeds() throws {
        guard Fixture.python != nil else { return }
        let judged = try python(
            """
            import json, mutate
            class Verdict:
                status = 'survived'
            class Workers:
                seen = []
                def judge(self, port, module, source, profile, suites):
                    self.seen.append(profile)
                    return Verdict()
            class Port:
                port = 'java'
                texts = {'Tables.java': 'class Tables {}', 'View.java': 'choices.is("shown-text", "meaning")'}
                suites = {'Tables.java': ['a.view', 'b.other'], 'View.java': ['a.view'], 'Other.java': ['c.far']}
            class Mutant:
                file, function, source = 'Tables.java', 'Tables', 'class Tables { }'
            profiles = {'Tables.java': [], 'View.java': [{'shown-text': 'meaning'}], 'Other.java': [{'far-away': 'x'}]}
            workers = Workers()
            mutate.judge_mutant(workers, Port, Mutant, ['a.view', 'b.other'], profiles)
            print(json.dumps(workers.seen, sort_keys=True))
            """)
        #expect(judged == #"[{}, {"shown-text": "meaning"}]"#)
    }
}
