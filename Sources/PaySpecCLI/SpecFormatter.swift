import Foundation
import PaySpecIO
import PaySpecJSON
import PaySpecModel
import PaySpecReport

/// Rewrites spec files in their canonical form, or reports which differ.
enum SpecFormatter {
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
            do {
                let text = try canonical(Array(data))
                if Data(text.utf8) == data { continue }
                differing += 1
                if checkOnly {
                    console.err("\(path): error: not in canonical form; run 'payspec spec format'")
                } else {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                    console.out("formatted \(path)")
                }
            } catch let error as JSONSyntaxError {
                broken += 1
                console.err(Diagnostic(file: path, at: error.location, error.message))
            }
        }
        if broken > 0 { return ExitCode.usage }
        if checkOnly && differing > 0 { return ExitCode.findings }
        if differing == 0 { console.out("all \(files.count) spec files canonical") }
        return ExitCode.success
    }
}
