import Foundation
import PaySpecArguments
import PaySpecJSON
import PaySpecModel
import PaySpecReport
import PaySpecRunner
import PaySpecVectors

/// `payspec repro ID`: the exact request line of one vector and how to send it by hand.
struct ReproCommand: PaySpecCommand {
    let name = "repro"
    let summary = "Print the exact request line for one vector and how to pipe it into an adapter."
    let help = """
        USAGE: payspec repro ID [--golden DIR] [--adapter 'CMD ARGS…']

        Prints the protocol request line of vector ID, the expected output, and a shell line that
        sends the handshake and the request to an adapter by hand.

        \(ReproCommand.options.text)

        EXAMPLES:
          payspec repro seb.status-outcome/status-SETTLED
          payspec repro seb.status-outcome/status-SETTLED --adapter 'python3 tools/adapters/python/adapter.py'
        """

    static let adapter = AdapterOptions.adapter.described("The adapter command the printed shell line pipes into.", label: "'CMD ARGS'")
    /// The OPTIONS part of the help page.
    static let options = OptionHelp("OPTIONS:", column: 24, [.option(SelectionOptions.golden), .option(adapter)])

    let syntaxes: [CommandSyntax] = [CommandSyntax(declarations: [SelectionOptions.golden.declaration, adapter.declaration])]

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try syntax.scan(arguments)
        guard let id = args.positionals.first else { throw UsageError("repro needs one vector ID") }
        guard args.positionals.count == 1 else {
            throw UsageError("repro takes one vector ID; '\(TerminalText.inline(args.positionals[1]))' is a second one")
        }
        let golden = try args[SelectionOptions.golden]
        let (suites, diagnostics) = BuiltInSuite.goldenSuites(golden)
        let vectors = suites.runVectors
        guard let v = vectors.first(where: { $0.id == id }) else {
            for d in diagnostics { console.err(d) }
            let near = NameSuggestions.closest(to: id, in: vectors.map(\.id), limit: 1).first
            let shown = id.unicodeScalars.count > 200 ? String(id.unicodeScalars.prefix(200)) + "… (\(id.utf8.count) bytes)" : id
            throw UsageError(
                "no vector '\(TerminalText.inline(shown))' in \(TerminalText.inline(golden ?? BuiltInSuite.name))"
                    + (near.map { ". Did you mean '\(TerminalText.inline($0))'?" } ?? ""))
        }
        // A vector from --golden DIR may carry any character; JSON leaves C1 and bidi ones as they are.
        let line = TerminalText.inline(v.requestLine)
        // The line is to be copied into a shell: a control character in it is shown, never sent.
        let adapter = TerminalText.inline(try args[Self.adapter].last ?? "<your adapter command>")
        console.out("request line:")
        console.out(line)
        console.out("")
        console.out("expected output:")
        console.out(TerminalText.inline(JSONWriter.line(v.vector.expect)))
        console.out("")
        console.out("rests on (level \(v.vector.level.rawValue)):")
        for line in Self.provenance(v.vector) { console.out("  " + TerminalText.inline(line)) }
        console.out("")
        console.out("send it by hand (handshake, the request, shutdown):")
        console.out(
            "printf '%s\\n' \(shellQuote(RunnerMessage.handshake)) \(shellQuote(line)) \(shellQuote(RunnerMessage.shutdown)) | \(adapter)")
        return ExitCode.success
    }
}

extension ReproCommand {
    /// One line per spec row the vector rests on: the reference, the row's level and, for a
    /// normative row, the document lines it cites (`000_….txt:L93`).
    static func provenance(_ v: GoldenVector) -> [String] {
        let catalog = try? BuiltInSuite.specCatalog(nil)
        return v.spec.map { reference in
            let parts = reference.split(separator: "#", maxSplits: 1).map(String.init)
            let row = parts.count == 2 ? catalog?.rows(parts[0]).first { $0.reference(in: parts[0]) == reference } : nil
            guard let row, let level = row.level else { return reference }
            if let source = row.source { return "\(reference)  \(level.rawValue), \(source.citation)" }
            return "\(reference)  \(level.rawValue)" + (row.why.map { ": " + $0 } ?? "")
        }
    }
}

/// Single-quotes a string for a POSIX shell.
func shellQuote(_ s: String) -> String {
    "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
