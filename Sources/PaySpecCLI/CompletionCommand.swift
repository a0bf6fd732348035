import PaySpecReport

/// `payspec completion bash|zsh|fish`: a completion script generated from `CommandRegistry`'s
/// verbs, actions, options and flags, so it lists exactly what the scanner accepts.
struct CompletionCommand: PaySpecCommand {
    let name = "completion"
    let summary = "Print a shell completion script (bash, zsh or fish) for payspec."
    let help = """
        USAGE: payspec completion bash|zsh|fish

        Prints a completion script for the shell, generated from the commands, their actions and
        every option and flag they accept. Install it where the shell looks: payspec.bash in
        /etc/bash_completion.d/ (or 'source' it from ~/.bashrc), _payspec in a folder of zsh's
        $fpath, payspec.fish in ~/.config/fish/completions/.

        EXAMPLES:
          payspec completion bash > payspec.bash
          payspec completion zsh > _payspec
          payspec completion fish > payspec.fish

        EXIT STATUS: 0 printed, 2 no or an unknown shell.
        """
    let syntaxes: [CommandSyntax] = ["bash", "zsh", "fish"].map { CommandSyntax(action: $0, declarations: []) }

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try syntax("bash").scan(arguments)
        guard args.positionals.count == 1, let shell = args.positionals.first else {
            throw UsageError("completion needs one shell: bash, zsh or fish")
        }
        let grammar = CompletionGrammar(CommandRegistry.commands)
        switch shell {
        case "bash": console.out(grammar.bash)
        case "zsh": console.out(grammar.zsh)
        case "fish": console.out(grammar.fish)
        default: throw UsageError("no completion for shell '\(TerminalText.inline(shell))'; use bash, zsh or fish")
        }
        return ExitCode.success
    }
}
