/// Values a command leaves to the end of the process: the kernel frees them at exit at no cost,
/// where releasing them one by one (every golden vector, every verdict) took a fifth of a large
/// run's CPU time. Only for a real process (`Console.passthrough`): tests that call
/// `PaySpecCommandLine.run` in process must not accumulate them.
enum ExitLifetime {
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keep(_ values: Any..., in console: Console) {
        guard console.passthrough else { return }
        kept.append(contentsOf: values)
    }
}
