import Foundation
import PaySpecJSON
import PaySpecVectors

/// The golden files of a run's first pass, read and checked ahead of it on two threads and
/// handed over in golden order: the pass counts one file while the next ones are checked, so
/// the checking that every run does before its first request takes both cores. At most
/// `depth` files are read ahead of the one the pass takes, whatever the set's size; a file of
/// `largeFileSize` or more is left to the pass, which reads it a piece at a time.
final class GoldenReadAhead: @unchecked Sendable {
    /// What became of one file.
    enum Reading {
        case unreadable(Diagnostic)
        case loaded(suites: [CompactGoldenSuite], problems: [Diagnostic])
        /// Large: the pass reads it itself.
        case large

        var isLarge: Bool { if case .large = self { true } else { false } }
    }

    /// Files read ahead of the one the pass takes.
    static let depth = 4

    private let condition = NSCondition()
    private let paths: [String]
    private let largeFileSize: Int
    /// The next file a thread claims, and the one the pass takes next.
    private var claimed = 0
    private var taken = 0
    private var ready: [Int: Reading] = [:]
    private var running = 0

    init(paths: [String], largeFileSize: Int, threads: Int = 2) {
        self.paths = paths
        self.largeFileSize = largeFileSize
        guard !paths.isEmpty else { return }
        running = max(1, min(threads, paths.count))
        for _ in 0..<running {
            let thread = Thread { [self] in work() }
            thread.stackSize = 4 << 20
            thread.start()
        }
    }

    /// The reading of file `index`; the pass takes every file once, in order.
    func take(_ index: Int) -> Reading {
        condition.lock()
        defer { condition.unlock() }
        while ready[index] == nil { condition.wait() }
        taken = index + 1
        condition.broadcast()
        return ready.removeValue(forKey: index)!
    }

    /// Ends the reading ahead: the pass takes no more files (a signal stopped it), so the
    /// threads claim none and end once their current file is read.
    func cancel() {
        condition.lock()
        claimed = paths.count
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while claimed < paths.count && claimed >= taken + Self.depth { condition.wait() }
            guard claimed < paths.count else {
                running -= 1
                condition.unlock()
                return
            }
            let index = claimed
            claimed += 1
            condition.unlock()
            let reading = Self.read(paths[index], largeFileSize: largeFileSize)
            condition.lock()
            ready[index] = reading
            condition.broadcast()
            condition.unlock()
        }
    }

    /// One file read and checked by the loader's rules, alone (ids used twice across files are
    /// the pass's to find).
    static func read(_ path: String, largeFileSize: Int) -> Reading {
        if GoldenSurvey.fileSize(path) >= largeFileSize { return .large }
        switch GoldenLoader.readFile(path) {
        case .failure(let problem): return .unreadable(problem)
        case .success(let bytes):
            let (suites, problems) = GoldenLoader.loadCompact(files: [(path, bytes)])
            return .loaded(suites: suites, problems: problems)
        }
    }
}
