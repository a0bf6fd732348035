import Foundation
import PaySpecIO

/// A declared option and how its value is read: `args[RunOptions.timeout]` is a `Double`, the
/// default when the option is absent, a usage error when it is out of range.
public struct Option<Value>: Sendable {
    public var declaration: OptionDeclaration
    let read: @Sendable (ArgumentScanner, OptionDeclaration) throws -> Value

    public init(_ declaration: OptionDeclaration, read: @escaping @Sendable (ArgumentScanner, OptionDeclaration) throws -> Value) {
        self.declaration = declaration
        self.read = read
    }

    /// The option's name, for messages that mention it (`--shell needs --adapter`).
    public var name: String { declaration.name }

    /// The same option worded for another page (see `OptionDeclaration.described`).
    public func described(_ help: String, label: String? = nil) -> Option {
        Option(declaration.described(help, label: label), read: read)
    }

    /// The same option with another placeholder on help pages: `--format FMT` where the help
    /// lists the values.
    public func labelled(_ label: String) -> Option { described(declaration.help, label: label) }
}

extension Option where Value == Bool {
    /// A flag: true when given.
    public static func flag(_ name: String, help: String) -> Option {
        Option(OptionDeclaration(name, kind: .flag, help: help)) { args, d in args.flag(d.name) }
    }
}

extension Option where Value == String? {
    /// A file or folder, its last value.
    public static func path(_ name: String, label: String = "FILE", help: String) -> Option {
        Option(OptionDeclaration(name, kind: .path, label: label, help: help)) { args, d in args.value(d.name) }
    }

    /// Free text, its last value.
    public static func text(_ name: String, label: String, help: String) -> Option {
        Option(OptionDeclaration(name, kind: .text, label: label, help: help)) { args, d in args.value(d.name) }
    }
}

extension Option where Value == [String] {
    /// Files or folders, every value in order.
    public static func paths(_ name: String, label: String = "FILE", help: String) -> Option {
        Option(OptionDeclaration(name, kind: .path, label: label, help: help, repeatable: true)) { args, d in args.values(d.name) }
    }

    /// Free text, every value in order.
    public static func texts(_ name: String, label: String, help: String) -> Option {
        Option(OptionDeclaration(name, kind: .text, label: label, help: help, repeatable: true)) { args, d in args.values(d.name) }
    }
}

extension Option where Value == String {
    /// One of `values`, `fallback` when absent.
    public static func choice(_ name: String, _ values: [String], default fallback: String, help: String) -> Option {
        let declaration = OptionDeclaration(
            name, kind: .choice(values), label: values.joined(separator: "|"), defaultText: fallback, help: help)
        return Option(declaration) { args, d in try args.choice(d.name, in: values, default: fallback) }
    }
}

extension Option where Value == Int {
    /// A whole number in `range`, `fallback` when absent.
    public static func count(
        _ name: String, label: String = "N", _ range: ClosedRange<Int>, default fallback: Int, help: String
    )
        -> Option
    {
        let declaration = OptionDeclaration(name, kind: .number(.count(range)), label: label, defaultText: String(fallback), help: help)
        return Option(declaration) { args, d in
            guard let raw = args.value(d.name) else { return fallback }
            try d.numeric!.check(raw)
            return Int(raw)!
        }
    }
}

extension Option where Value == Int? {
    /// A whole number in `range`, nil when absent (the command decides what absence means).
    public static func count(_ name: String, label: String = "N", _ range: ClosedRange<Int>, help: String) -> Option {
        Option(OptionDeclaration(name, kind: .number(.count(range)), label: label, help: help)) { args, d in
            guard let raw = args.value(d.name) else { return nil }
            try d.numeric!.check(raw)
            return Int(raw)!
        }
    }
}

extension Option where Value == [Int] {
    /// Whole numbers separated by commas, each in `range`; `fallback` when absent.
    public static func counts(_ name: String, label: String, _ range: ClosedRange<Int>, default fallback: [Int], help: String) -> Option {
        let declaration = OptionDeclaration(
            name, kind: .number(.counts(range)), label: label, defaultText: fallback.map(String.init).joined(separator: ","), help: help)
        return Option(declaration) { args, d in
            guard let raw = args.value(d.name) else { return fallback }
            try d.numeric!.check(raw)
            return raw.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces))! }
        }
    }
}

extension Option where Value == Double {
    /// A number of seconds in `range` (a millisecond to a day unless said), `fallback` when absent.
    public static func seconds(
        _ name: String, label: String = "SECONDS", _ range: ClosedRange<Double> = 0.001...86_400, default fallback: Double, help: String
    ) -> Option {
        let declaration = OptionDeclaration(
            name, kind: .number(.seconds(range)), label: label, defaultText: NumericOption.text(fallback), help: help)
        return Option(declaration) { args, d in
            guard let raw = args.value(d.name) else { return fallback }
            try d.numeric!.check(raw)
            return Double(raw)!
        }
    }
}

extension Option where Value == Double? {
    /// A number of seconds in `range`, nil when absent (a budget that is not set).
    public static func seconds(
        _ name: String, label: String = "SECONDS", _ range: ClosedRange<Double> = 0.001...86_400, help: String
    )
        -> Option
    {
        Option(OptionDeclaration(name, kind: .number(.seconds(range)), label: label, help: help)) { args, d in
            guard let raw = args.value(d.name) else { return nil }
            try d.numeric!.check(raw)
            return Double(raw)!
        }
    }
}

extension Option where Value == UInt64 {
    /// A 64-bit seed, `fallback` when absent.
    public static func seed(_ name: String, label: String = "N", default fallback: UInt64, help: String) -> Option {
        let declaration = OptionDeclaration(name, kind: .number(.seed), label: label, defaultText: String(fallback), help: help)
        return Option(declaration) { args, d in
            guard let raw = args.value(d.name) else { return fallback }
            try d.numeric!.check(raw)
            return UInt64(raw)!
        }
    }
}

extension ArgumentScanner {
    /// The value of a declared option, read as its declaration says.
    public subscript<Value>(_ option: Option<Value>) -> Value {
        get throws { try option.read(self, option.declaration) }
    }
}

extension Option where Value == [String]? {
    /// Words separated by commas, nil when absent. An empty word (`de,,cs`, `load,`, `,`) is a
    /// usage error that names the option: a list with a hole is a typing mistake, and dropping
    /// the hole in silence ran a different command from the one written.
    public static func words(_ name: String, label: String, help: String) -> Option {
        Option(OptionDeclaration(name, kind: .text, label: label, help: help)) { args, d in
            guard let raw = args.value(d.name) else { return nil }
            let words = raw.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard !words.contains(where: \.isEmpty) else {
                throw UsageError("\(d.name) takes words separated by commas, none of them empty, not '\(TerminalText.inline(raw))'")
            }
            return words
        }
    }
}
