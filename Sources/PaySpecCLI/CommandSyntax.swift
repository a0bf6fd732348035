import PaySpecArguments

/// The options and flags one verb, or one action of a verb (`vectors export`), accepts. The
/// argument scanner, the help test and the shell completions all read them from here, so a flag
/// cannot be accepted without being completed and documented.
public struct CommandSyntax: Sendable {
    /// Every option and flag as declared, in the order completions list them.
    public var declarations: [OptionDeclaration]
    /// The action word after the verb (`export` of `vectors export`); nil for the verb itself.
    public var action: String?
    /// Options that take a value (`--golden DIR`).
    public var options: [String]
    /// Flags without a value (`--shell`).
    public var flags: [String]
    /// The action's own help page; nil when the verb's page covers it.
    public var help: String?
    /// The options among `options` whose values are numbers, with their ranges; the scanner
    /// refuses a value out of range before the command runs.
    public var numeric: [NumericOption]

    /// The syntax of declared options: names, flags and ranges all come from `declarations`.
    /// `rangeOrder` names the numeric options in the order their ranges are checked, when not the
    /// session's first and then the declarations' order.
    public init(action: String? = nil, declarations: [OptionDeclaration], rangeOrder: [String]? = nil, help: String? = nil) {
        self.action = action
        self.declarations = declarations
        options = declarations.filter(\.takesValue).map(\.name)
        flags = declarations.filter { !$0.takesValue }.map(\.name)
        // The session's numbers are checked first, the others in order: with several values out
        // of range, the one named is the one it always was.
        let numbers = declarations.compactMap(\.numeric)
        let session = rangeOrder ?? AdapterOptions.session.map(\.name)
        numeric = session.compactMap { name in numbers.first { $0.name == name } } + numbers.filter { !session.contains($0.name) }
        self.help = help
    }

    /// Flags every verb accepts (`payspec VERB --quiet`), handled before the verb runs.
    public static let commonFlags = CommonFlags.section.declarations.map(\.name)

    /// What the common flags mean, appended to every verb's help page.
    static let commonHelp = "\n" + CommonFlags.section.text

    /// Scans `arguments` with this syntax's options and flags.
    func scan(_ arguments: [String]) throws -> ArgumentScanner {
        let scanner = try scanNames(arguments)
        try checkRanges(scanner)
        return scanner
    }

    /// Scans the names alone; `checkRanges` checks the numbers. A verb that writes its report on
    /// every exit reads the report options between the two, so a number out of range still
    /// leaves the report.
    func scanNames(_ arguments: [String]) throws -> ArgumentScanner {
        try ArgumentScanner(arguments, declarations: declarations)
    }

    /// Every numeric option's values, each finite and in its range.
    func checkRanges(_ scanner: ArgumentScanner) throws {
        for option in numeric {
            for value in scanner.values(option.name) { try option.check(value) }
        }
    }
}

extension PaySpecCommand {
    /// The syntax of the verb itself (action nil), or of its first action.
    var syntax: CommandSyntax { syntaxes.first { $0.action == nil } ?? syntaxes[0] }

    /// The syntax of `action`; the verb's own when it has no syntax of that name.
    func syntax(_ action: String?) -> CommandSyntax {
        syntaxes.first { $0.action == action } ?? syntax
    }

    /// The action words, in order (empty for a verb without actions).
    var actions: [String] { syntaxes.compactMap(\.action) }

    /// The help page for `arguments` (the words after the verb): an action's own page when it
    /// has one, else the verb's; the common options are listed on every page.
    func help(for arguments: [String]) -> String {
        let page = arguments.first.flatMap { word in syntaxes.first { $0.action == word }?.help } ?? help
        return page + CommandSyntax.commonHelp
    }
}
