import PaySpecReport

/// A small scanner over a verb's arguments: options with values, flags, positionals.
/// Unknown options are errors that name the valid ones.
public struct ArgumentScanner {
    private var remaining: [String]
    public private(set) var positionals: [String] = []
    private var consumed: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Splits `arguments` given the options that take a value and the flags that do not.
    public init(_ arguments: [String], options: Set<String>, flags: Set<String>) throws {
        remaining = arguments
        var i = 0
        while i < arguments.count {
            var arg = arguments[i]
            var inlineValue: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                inlineValue = String(arg[arg.index(after: eq)...])
                arg = String(arg[..<eq])
            }
            if arg == "--" {
                positionals += arguments[(i + 1)...]
                break
            }
            if options.contains(arg) {
                if let inlineValue {
                    consumed[arg, default: []].append(inlineValue)
                } else {
                    guard i + 1 < arguments.count else { throw UsageError("option \(arg) needs a value") }
                    consumed[arg, default: []].append(arguments[i + 1])
                    i += 1
                }
            } else if flags.contains(arg) {
                self.flags.insert(arg)
            } else if arg.hasPrefix("-") && arg.count > 1 {
                let known = (options.union(flags)).sorted().joined(separator: ", ")
                throw UsageError("unknown option '\(TerminalText.inline(arg))'" + (known.isEmpty ? "" : "; valid options: \(known)"))
            } else {
                positionals.append(arg)
            }
            i += 1
        }
        remaining = []
    }

    /// The last value of an option.
    public func value(_ option: String) -> String? { consumed[option]?.last }

    /// Every value of a repeatable option.
    public func values(_ option: String) -> [String] { consumed[option] ?? [] }

    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// A value that must be one of `allowed`.
    public func choice(_ option: String, in allowed: [String], default fallback: String) throws -> String {
        guard let v = value(option) else { return fallback }
        guard allowed.contains(v) else {
            throw UsageError("\(option) must be one of \(allowed.joined(separator: ", ")), not '\(TerminalText.inline(v))'")
        }
        return v
    }
}
