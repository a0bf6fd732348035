// The executable PaySpecEnumsPlugin runs on every build whose spec inputs changed:
//   payspec-generate SPEC_DIR OUTPUT_DIR FILE_NAME...         a spec folder
//   payspec-generate --config FILE OUTPUT_DIR FILE_NAME...    the folder a payspec-enums.json names
// It writes each generated file only when its bytes differ, so an unchanged spec leaves the
// outputs untouched, and fails with compiler-style diagnostics when the config or the spec is
// malformed.
import Foundation
import PaySpecArguments
import PaySpecGenerator
import PaySpecIO
import PaySpecModel

/// The one option: a config file naming the spec folder instead of the folder itself.
let config = Option<String?>.path("--config", label: "payspec-enums.json", help: "The config naming the spec folder.")
let usage = """
    usage: payspec-generate SPEC_DIR OUTPUT_DIR FILE_NAME...
           payspec-generate \(config.declaration.usage) OUTPUT_DIR FILE_NAME...
    """
var arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ lines: [String], status: Int32 = 1) -> Never {
    for line in lines { try? StreamWriter.write(line + "\n", to: STDERR_FILENO) }
    exit(status)
}

let specDirectory: String
switch arguments.first {
case config.name:
    guard arguments.count >= 2 else { fail([usage], status: 2) }
    let path = arguments[1]
    arguments.removeFirst(2)
    do throws(GeneratorInputError) {
        specDirectory = try GeneratorConfig.read(path: path).specDirectory
    } catch {
        fail(error.diagnostics.map(\.description))
    }
case .some(let directory):
    arguments.removeFirst()
    specDirectory = directory
case nil:
    fail([usage], status: 2)
}
guard let outputDirectory = arguments.first else { fail([usage], status: 2) }
let declared = Array(arguments.dropFirst())

do {
    let written = try GeneratorRun(specDirectory: specDirectory, outputDirectory: outputDirectory, declaredFiles: declared).run()
    if ProcessInfo.processInfo.environment["PAYSPEC_GENERATE_VERBOSE"] != nil {
        print("payspec-generate: \(written.count) file(s) rewritten")
    }
} catch let error as SpecCatalog.LoadError {
    fail(error.diagnostics.map(\.description))
} catch {
    fail(["error: \(error)"])
}
