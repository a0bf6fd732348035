import Dispatch
import Foundation
import Testing

/// Runs a suite's tests off Swift's cooperative thread pool, a bounded number at a time.
///
/// The tests of this package start adapters, ports and `payspec` itself as child processes and
/// wait for them synchronously; several wait out a timeout on purpose (an adapter that hangs,
/// one that never shakes hands). On the cooperative pool, which has one thread per core, each
/// such wait holds a thread that no other test can use, so on a 2-core machine two waiting tests
/// stop the whole run. Under this trait a test body runs on threads of its own and, while it
/// waits, the pool and the cores stay free for the others. At most ``limit`` tests of all the
/// suites carrying the trait run at once, so that the machine is not flooded with processes
/// whose own timeouts (the runner's per-request timeout among them) must still hold.
public struct WaitsOnProcesses: SuiteTrait, TestTrait, TestScoping {
    /// How many tests under this trait run at the same time, in the whole test process.
    public static let limit = 6

    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        // One scope per test case (a test without arguments has one), never for a suite or a
        // test as a whole: a scope holding a slot while its cases wait for one would deadlock.
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let ahead = test.traits.contains { $0 is TakesMinutes }
        // The slot is taken and given back on the executor's own threads: a hop back to the
        // cooperative pool, busy with the tests that compute, would hold it for nothing.
        try await withTaskExecutorPreference(ProcessWaitingExecutor.shared) {
            let queued = DispatchTime.now()
            await ProcessWaitingSlots.shared.acquire(ahead: ahead)
            let started = DispatchTime.now()
            defer {
                ProcessWaitingSlots.shared.release()
                TestTimeLog.shared?.record(test: test, testCase: testCase, queued: queued, started: started)
            }
            try await function()
        }
    }
}

extension Trait where Self == WaitsOnProcesses {
    /// The suite's tests wait on child processes: run them off the cooperative pool, a few at a time.
    public static var waitsOnProcesses: Self { WaitsOnProcesses() }
}

/// Marks a test that takes minutes (a build from nothing, the CI templates run step by step),
/// or a suite whose tests lead to one. Under ``WaitsOnProcesses`` such a test takes the next
/// free slot ahead of the tests queued before it: queued behind the whole run, the longest test
/// would start last and end the run minutes late. On a serialized suite it marks every test,
/// since the one that takes minutes queues only when those before it are done.
public struct TakesMinutes: TestTrait, SuiteTrait {
    public var isRecursive: Bool { true }
}

extension Trait where Self == TakesMinutes {
    /// The test takes minutes: under `waitsOnProcesses` it starts before the short tests queued.
    public static var takesMinutes: Self { TakesMinutes() }
}

/// A task executor whose jobs run on Dispatch's overcommitting threads: a job that blocks gets
/// a thread of its own instead of one of the cooperative pool's.
///
/// Each job goes to a serial queue of its own, because only serial queues target the
/// overcommitting root queue. A concurrent queue targets the ordinary pool, which adds a thread
/// for a blocked one only about once a second: the tests waiting on processes would hold back one
/// another and the `DispatchQueue.global()` work of the tests (the readers that drain a child's
/// pipes among it).
final class ProcessWaitingExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = ProcessWaitingExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        DispatchQueue(label: "payspec.tests.process-waiting").async { job.runSynchronously(on: executor) }
    }
}

/// A counting gate that suspends (never blocks) the tests waiting for a slot; those that take
/// minutes are let in before the others, each queue in its order.
final class ProcessWaitingSlots: @unchecked Sendable {
    static let shared = ProcessWaitingSlots(count: WaitsOnProcesses.limit)
    private let lock = DispatchQueue(label: "payspec.tests.process-waiting-slots")
    private var free: Int
    private var waitingAhead: [CheckedContinuation<Void, Never>] = []
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { free = count }

    /// How many tests wait for a slot.
    var queued: Int { lock.sync { waitingAhead.count + waiting.count } }

    func acquire(ahead: Bool = false) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let granted: Bool = lock.sync {
                if free > 0 {
                    free -= 1
                    return true
                }
                if ahead { waitingAhead.append(continuation) } else { waiting.append(continuation) }
                return false
            }
            if granted { continuation.resume() }
        }
    }

    func release() {
        let next: CheckedContinuation<Void, Never>? = lock.sync {
            if !waitingAhead.isEmpty { return waitingAhead.removeFirst() }
            if !waiting.isEmpty { return waiting.removeFirst() }
            free += 1
            return nil
        }
        next?.resume()
    }
}

/// With `PAYSPEC_TEST_TIMES=FILE`, one line per test case of the suites under the trait:
/// seconds waited for a slot, seconds run, and the test's name (how the slow tests are found).
final class TestTimeLog: @unchecked Sendable {
    static let shared: TestTimeLog? = ProcessInfo.processInfo.environment["PAYSPEC_TEST_TIMES"].flatMap(TestTimeLog.init)
    private let handle: FileHandle
    private let lock = DispatchQueue(label: "payspec.tests.time-log")

    init?(path: String) {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path)
        else { return nil }
        self.handle = handle
    }

    func record(test: Test, testCase: Test.Case?, queued: DispatchTime, started: DispatchTime) {
        let now = DispatchTime.now().uptimeNanoseconds
        let waited = Double(started.uptimeNanoseconds - queued.uptimeNanoseconds) / 1e9
        let ran = Double(now - started.uptimeNanoseconds) / 1e9
        let name = test.id.description  // the cases of a parameterized test share it
        let line = String(format: "%.2f\t%.2f\t", ran, waited) + name + "\n"
        lock.sync { handle.write(Data(line.utf8)) }
    }
}
