// The executable PaySpecEnumsPlugin runs on every build whose spec inputs changed:
//   payspec-generate SPEC_DIR OUTPUT_DIR FILE_NAME...
// It writes each generated file only when its bytes differ, so an unchanged spec leaves the
// outputs untouched, and fails with compiler-style diagnostics when the spec is malformed.
import Foundation
import PaySpecGenerator
import PaySpecIO
import PaySpecModel

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else {
    try? StreamWriter.write("usage: payspec-generate SPEC_DIR OUTPUT_DIR FILE_NAME...\n", to: STDERR_FILENO)
    exit(2)
}
let specDirectory = arguments[arguments.startIndex]
let outputDirectory = arguments[arguments.startIndex + 1]
let declared = Array(arguments.dropFirst(2))

do {
    let written = try GeneratorRun(specDirectory: specDirectory, outputDirectory: outputDirectory, declaredFiles: declared).run()
    if ProcessInfo.processInfo.environment["PAYSPEC_GENERATE_VERBOSE"] != nil {
        print("payspec-generate: \(written.count) file(s) rewritten")
    }
} catch let error as SpecCatalog.LoadError {
    for d in error.diagnostics { try? StreamWriter.write((d.description + "\n"), to: STDERR_FILENO) }
    exit(1)
} catch {
    try? StreamWriter.write("error: \(error)\n", to: STDERR_FILENO)
    exit(1)
}
