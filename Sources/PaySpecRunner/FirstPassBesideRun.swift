import Foundation
import PaySpecJSON
import PaySpecJudging

/// The first pass over a golden directory on a thread of its own, beside the run: the adapter
/// starts and answers the first files' vectors while the pass reads and checks the next ones,
/// recording each file in the run's store once counted (`GoldenDirectoryStore(growingBudget:)`).
/// Only for a run with no filter and no expectations file, whose first pass can raise no usage
/// error: the run judges the same vectors, in the same order, as after a pass done first.
final class FirstPassBesideRun: @unchecked Sendable {
    private let condition = NSCondition()
    private var found: [Diagnostic]?
    private var unreadFiles = 0
    private let store: GoldenDirectoryStore

    /// Starts the pass over the files of `listed` (stamped before the adapter starts), filling
    /// `store`; `stop` ends it before the next file (a signal), completing the store with the files read.
    init(
        golden: String, options: ConformanceOptions, store: GoldenDirectoryStore, listed: GoldenListing,
        stop: @escaping @Sendable () -> Bool
    ) {
        self.store = store
        let thread = Thread { [self] in
            let survey = GoldenSurvey(
                directory: golden, filter: options.filter, expectations: nil, budget: options.streamedVectorBudget,
                piecewise: (options.piecewiseFileSize, options.streamedPieceVectors), beside: (store, listed), stop: stop)
            condition.lock()
            unreadFiles = survey.unread
            found = survey.diagnostics
            condition.broadcast()
            condition.unlock()
        }
        thread.stackSize = 4 << 20
        thread.start()
    }

    /// The files a signal left unread, once the pass has ended.
    var unread: Int {
        _ = diagnostics
        condition.lock()
        defer { condition.unlock() }
        return unreadFiles
    }

    /// The golden files' problems, once the pass has ended.
    var diagnostics: [Diagnostic] {
        // A pass waiting to hand a file over goes on once someone waits for all of them.
        _ = store.count(beyond: .max)
        condition.lock()
        defer { condition.unlock() }
        while found == nil { condition.wait() }
        return found!
    }
}
