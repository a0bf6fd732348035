import Foundation

/// What an option's value is: how the scanner reads it, how its range is checked and how its
/// help names it.
public enum OptionKind: Sendable {
    /// No value (`--shell`).
    case flag
    /// A file or folder; an empty value names nothing and is refused as such.
    case path
    /// Free text checked by the command (`--adapter CMD`, `--choice ID=OPTION`).
    case text
    /// One of a fixed list (`--format text|json`).
    case choice([String])
    /// A number with its range, checked before the command acts on it.
    case number(NumericOption.Kind)
}

/// One option as a command declares it, once: its name, the kind and range of its value, its
/// default, its help. The scanner, the range checks, the OPTIONS sections of `--help`, the shell
/// completions and docs/cli.md are all read from declarations, never from a second list.
public struct OptionDeclaration: Sendable {
    /// `--timeout`.
    public var name: String
    public var kind: OptionKind
    /// The value's placeholder on a help page (`SECONDS`); nil for a flag.
    public var label: String?
    /// The default as the help page writes it; `{default}` in `help` stands for it.
    public var defaultText: String?
    /// The help text, first line beside the option, the others under it (no indentation).
    public var help: String
    /// Whether the option may be given more than once, each value kept.
    public var repeatable: Bool

    public init(
        _ name: String, kind: OptionKind, label: String? = nil, defaultText: String? = nil, help: String, repeatable: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.label = label
        self.defaultText = defaultText
        self.help = help
        self.repeatable = repeatable
    }

    /// Whether the option takes a value (every kind but a flag).
    public var takesValue: Bool {
        if case .flag = kind { return false }
        return true
    }

    /// Whether an empty value is refused as an empty path rather than an empty value.
    public var isPath: Bool {
        if case .path = kind { return true }
        return false
    }

    /// The range check of a numeric option; nil for the other kinds.
    public var numeric: NumericOption? {
        if case .number(let k) = kind { return NumericOption(name, k) }
        return nil
    }

    /// `--timeout SECONDS`, as a usage line writes it.
    public var usage: String {
        guard let label, !label.isEmpty else { return name }
        return "\(name) \(label)"
    }

    /// The help text with its default written in.
    public var helpText: String {
        guard let defaultText else { return help }
        return help.replacingOccurrences(of: "{default}", with: defaultText)
    }

    /// The same option worded for another page: one verb's help may say what the option does
    /// there (`--timeout` per vector or per input), the name, kind and default stay declared once.
    public func described(_ help: String, label: String? = nil) -> OptionDeclaration {
        var copy = self
        copy.help = help
        if let label { copy.label = label }
        return copy
    }
}
