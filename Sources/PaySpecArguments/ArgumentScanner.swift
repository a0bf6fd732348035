import PaySpecIO

/// A small scanner over a verb's arguments: options with values, flags, positionals.
/// Unknown options are errors that name the valid ones.
public struct ArgumentScanner {
    private var remaining: [String]
    public private(set) var positionals: [String] = []
    private var consumed: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Splits `arguments` by the declared options: those that take a value, and flags.
    public init(_ arguments: [String], declarations: [OptionDeclaration]) throws {
        var options: Set<String> = []
        var flags: Set<String> = []
        var paths: Set<String> = []
        for d in declarations {
            if d.takesValue { options.insert(d.name) } else { flags.insert(d.name) }
            if d.isPath { paths.insert(d.name) }
        }
        try self.init(arguments, options: options, flags: flags, paths: paths)
    }

    /// Splits `arguments` given the options that take a value (`paths` among them name files or
    /// folders) and the flags that do not.
    public init(_ arguments: [String], options: Set<String>, flags: Set<String>, paths: Set<String> = []) throws {
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
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard i + 1 < arguments.count else { throw UsageError("option \(arg) needs a value") }
                    value = arguments[i + 1]
                    i += 1
                }
                // An empty path names nothing: an error here, not a failed open later.
                if value.isEmpty && paths.contains(arg) { throw UsageError("option \(arg) needs a path, not an empty string") }
                // No option takes an empty value: '' is a script's unset variable, not a choice.
                if value.isEmpty { throw UsageError("option \(arg) needs a value, not an empty string") }
                consumed[arg, default: []].append(value)
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

    /// Throws a usage error naming the first positional beyond the `allowed` first ones: a stray
    /// word is a mistake (`bench x`, `spec format x`), never silently ignored.
    public func refuseStrayPositionals(after allowed: Int = 0) throws {
        guard positionals.count > allowed else { return }
        throw UsageError("unexpected argument '\(TerminalText.inline(positionals[allowed]))'")
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
