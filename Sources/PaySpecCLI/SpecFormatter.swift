import Foundation
import PaySpecIO
import PaySpecJSON
import PaySpecModel
import PaySpecReport

/// Rewrites spec files in their canonical form, or reports which differ.
enum SpecFormatter {
    /// Writes a file by the one output rule (a temporary file beside it, renamed once complete):
    /// the error, or nil once written.
    static func rewrite(_ text: String, to path: String) -> OutputError? {
        do throws(OutputError) {
            try OutputFile.write(text, to: path)
            return nil
        } catch {
            return error
        }
    }

    /// The canonical text of a spec or golden file's bytes, or the syntax error that prevents it.
    static func canonical(_ bytes: [UInt8]) throws(JSONSyntaxError) -> String {
        JSONWriter.document(try JSONParser.parse(bytes).value)
    }

    static func run(directory: String, checkOnly: Bool, console: inout Console) throws -> Int32 {
        let files: [String]
        do {
            files = try SpecCatalog.specFiles(in: directory)
        } catch let error as SpecCatalog.LoadError {
            for d in error.diagnostics { console.err(d) }
            return ExitCode.usage
        }
        var differing = 0
        var broken = 0
        guard !files.isEmpty else {
            console.err("\(directory): error: no spec files (*.json) found; nothing was checked")
            return ExitCode.usage
        }
        for path in files {
            let data: Data
            do throws(InputFile.ReadError) { data = Data(try InputFile.read(path)) } catch {
                broken += 1
                console.err(TerminalText.inline(error.description))
                continue
            }
            let text: String
            do throws(JSONSyntaxError) { text = try canonical(Array(data)) } catch {
                broken += 1
                console.err(Diagnostic(file: path, at: error.location, error.message))
                continue
            }
            if Data(text.utf8) == data { continue }
            differing += 1
            if checkOnly {
                console.err("\(path): error: not in canonical form; run 'payspec spec format'")
            } else if let failure = rewrite(text, to: path) {
                console.err("error: cannot write \(TerminalText.inline(failure.description))")
                return ExitCode.io
            } else {
                console.out("formatted \(path)")
            }
        }
        if broken > 0 { return ExitCode.usage }
        if checkOnly && differing > 0 { return ExitCode.findings }
        if differing == 0 { console.out("all \(files.count) spec files canonical") }
        return ExitCode.success
    }
}
