import PaySpecRunner

/// Every verb of `payspec`, in the order the overview lists them.
enum CommandRegistry {
    static let commands: [any PaySpecCommand] = [
        SpecCommand(),
        RunCommand(),
        CheckCommand(),
        ReproCommand(),
        VectorsCommand(),
        ExtractCommand(),
        DriftCommand(),
        DiffCommand(),
        ReportCommand(),
        CompareCommand(),
        FuzzCommand(),
        L10nCommand(),
        BenchCommand(),
        CompletionCommand(),
    ]

    static func command(named name: String) -> (any PaySpecCommand)? {
        commands.first { $0.name == name }
    }

    /// The verb nearest to a mistyped one, if any is close.
    static func closest(to name: String) -> String? {
        let scored = commands.map { ($0.name, editDistance($0.name, name)) }.min { $0.1 < $1.1 }
        guard let (best, distance) = scored, distance <= 2 else { return nil }
        return best
    }

    static var overview: String {
        var text = """
            payspec: the conformance kit for the result-handling layer of mobile payment SDKs
            (Comgate, SEB, MoneyCollect).

            USAGE: payspec <command> [--options] [arguments]

            COMMANDS:

            """
        let listed = commands.filter(\.listed)
        let width = (listed.map(\.name.count).max() ?? 0) + 2
        for c in listed {
            text += "  " + c.name.padding(toLength: width, withPad: " ", startingAt: 0) + c.summary + "\n"
        }
        text += """

            Run 'payspec <command> --help' for a command's options and examples.
            The commands that judge (run, check, repro, vectors export, l10n, drift --inventory/--adapter,
            spec list/show) use the spec and vectors built into payspec, so they work from any folder;
            --golden/--spec/--spec-dir name other folders. The commands that maintain a PaySpec
            checkout (vectors generate/check, spec check/format, drift --docs) read ./spec and ./golden.
            """
        return text
    }

    static func editDistance(_ a: String, _ b: String) -> Int { NameSuggestions.distance(a, b) }
}
