// The reference model speaking the payspec/1 adapter protocol on stdin/stdout.
//
//   payspec-reference-adapter                    every suite of the reference model
//   payspec-reference-adapter --choice ID=OPT    answer as if the ambiguity ID were decided OPT
import Foundation
import PaySpecArguments
import PaySpecIO
import PaySpecReferenceAdapter
import PaySpecRunner

/// The one option: the same declaration `payspec` parses, named for this page.
let choice = CommonOptions.choice.described("Answer as if the ambiguity were decided so (repeatable).", label: "AMBIGUITY=OPTION")

var choices: [String: String] = [:]
var args = Array(CommandLine.arguments.dropFirst())
// Word by word, not through the scanner: a word it does not know ends the parse at once, and
// `--help` after a valid option still prints the usage.
while !args.isEmpty {
    let a = args.removeFirst()
    switch a {
    case choice.name where !args.isEmpty:
        let kv = args.removeFirst().split(separator: "=", maxSplits: 1).map(String.init)
        if kv.count == 2 { choices[kv[0]] = kv[1] }
    case CommonOptions.help.name, "-h":
        print(
            "usage: payspec-reference-adapter [\(choice.declaration.usage)]...\nSpeaks payspec/1 on stdin/stdout; see golden/PROTOCOL.md.")
        exit(0)
    default:
        try? StreamWriter.write("payspec-reference-adapter: unknown argument \(a)\n", to: STDERR_FILENO)
        exit(2)
    }
}
exit(AdapterServer.serve(ReferenceImplementation(choices: choices), inventory: AdapterServer.referenceInventory))
