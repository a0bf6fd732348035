// The reference model speaking the payspec/1 adapter protocol on stdin/stdout.
//
//   payspec-reference-adapter                    every suite of the reference model
//   payspec-reference-adapter --choice ID=OPT    answer as if the ambiguity ID were decided OPT
import Foundation
import PaySpecIO
import PaySpecReferenceAdapter
import PaySpecRunner

var choices: [String: String] = [:]
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
    let a = args.removeFirst()
    switch a {
    case "--choice" where !args.isEmpty:
        let kv = args.removeFirst().split(separator: "=", maxSplits: 1).map(String.init)
        if kv.count == 2 { choices[kv[0]] = kv[1] }
    case "--help", "-h":
        print(
            "usage: payspec-reference-adapter [--choice AMBIGUITY=OPTION]...\nSpeaks payspec/1 on stdin/stdout; see golden/PROTOCOL.md."
        )
        exit(0)
    default:
        try? StreamWriter.write("payspec-reference-adapter: unknown argument \(a)\n", to: STDERR_FILENO)
        exit(2)
    }
}
exit(AdapterServer.serve(ReferenceImplementation(choices: choices), inventory: AdapterServer.referenceInventory))
