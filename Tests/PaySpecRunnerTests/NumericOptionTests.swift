import PaySpecCLI
import Testing

/// Every numeric option of every verb refuses what it cannot act on, before any work starts:
/// a usage error (exit 2) that names the option and its bounds, never a trap.
@Suite struct NumericOptionTests {
    static let hostile = [
        "1e19", "-1", "nan", "NaN", "inf", "-inf", "0", "99999999999999999999999", "18446744073709551616", "1.5e308", "", "0x10", "1,",
        ",", "-0", "1e-9",
    ]

    func accepts(_ option: NumericOption, _ value: String) -> Bool {
        switch option.kind {
        case .count(let r): return Int(value).map(r.contains) ?? false
        case .counts(let r): return Int(value).map(r.contains) ?? false
        // Seconds are decimal: `Double` alone takes 0x10 as 16.
        case .seconds(let r):
            return value.allSatisfy { "0123456789.eE+-".contains($0) } && (Double(value).map { $0.isFinite && r.contains($0) } ?? false)
        case .seed: return UInt64(value) != nil
        }
    }

    @Test func everyNumericOptionOfEveryVerbRefusesHostileValues() {
        var refused = 0
        var options: Set<String> = []
        for (verb, syntax) in PaySpecCommandLine.syntaxes {
            for option in syntax.numeric {
                #expect(syntax.options.contains(option.name), "\(verb) \(option.name) is not an option it accepts")
                options.insert("\(verb) \(syntax.action ?? "") \(option.name)")
                for value in Self.hostile where !accepts(option, value) {
                    let args = [verb] + (syntax.action.map { [$0] } ?? []) + [option.name, value]
                    var console = Console.capturing()
                    let status = PaySpecCommandLine.run(args, console: &console)
                    #expect(status == 2, "\(args): \(status)")
                    // An empty value is refused for every option alike, before its kind is read.
                    let message =
                        value.isEmpty
                        ? "error: option \(option.name) needs a value, not an empty string"
                        : "error: \(option.name) needs \(option.requirement), not '\(value)'"
                    #expect(console.stderr.contains(message), "\(args): \(console.stderr)")
                    #expect(console.stdout.isEmpty, "\(args)")
                    refused += 1
                }
            }
        }
        // The options the crash and the unbounded count were found in are among them.
        #expect(options.contains("fuzz  --time-budget") && options.contains("compare  --generated") && options.contains("run  --jobs"))
        #expect(options.count >= 25)
        #expect(refused > options.count * 10)
    }

    @Test func theFoundValuesAreRefusedWithTheirBounds() {
        let budget = Fixture.cli(["fuzz", "--time-budget", "1e19"])
        #expect(budget.status == 2)
        #expect(budget.err.contains("--time-budget needs a number of seconds from 0.001 to 2592000, not '1e19'"))
        // A hexadecimal spelling is not a number of seconds, though `Double` reads 0x10 as 16.
        for (verb, option) in [("run", "--timeout"), ("fuzz", "--time-budget"), ("bench", "--build-timeout")] {
            let hex = Fixture.cli([verb, option, "0x10"])
            #expect(hex.status == 2, "\(verb) \(option)")
            #expect(hex.err.contains("\(option) needs a number of seconds from 0.001 to "), "\(hex.err)")
        }
        let generated = Fixture.cli(["compare", "--generated", "1000000000000"])
        #expect(generated.status == 2)
        #expect(generated.err.contains("--generated needs a whole number from 0 to 1000000, not '1000000000000'"))
    }
}
