import Foundation
import PaySpecProcesses
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// An owned child's tree is told apart from the rest of the process by the mark its members
/// inherit: another thread's child, started while the owned one runs (a test runner's, an SDK
/// test's), is neither killed nor reaped with the tree.
@Suite struct OwnedTreeTests {
    @Test func aChildStartedByAnotherThreadOutlivesAnOwnedRun() throws {
        let status = Mutex<Int32?>(nil)
        let owned = Thread {
            let outcome = try? OwnedProcess.run(["sh", "-c", "sleep 1"], timeout: 30)
            status.withLock { $0 = outcome?.status }
        }
        owned.start()
        // Started while the owned child runs, as a child of this same process.
        usleep(200_000)
        let sibling = Process()
        sibling.executableURL = URL(fileURLWithPath: "/bin/sh")
        sibling.arguments = ["-c", "sleep 20"]
        try sibling.run()
        defer { sibling.terminate() }
        while !owned.isFinished { usleep(50_000) }
        #expect(status.withLock { $0 } == 0, "the owned child did not run to its end")
        #expect(sibling.isRunning, "the owned run's cleanup killed a process that was not of its tree")
        #expect(kill(sibling.processIdentifier, 0) == 0)
    }

    @Test func theChildGetsItsEnvironmentAndPaySpecKeepsItsOwn() throws {
        let before = ProcessInfo.processInfo.environment["TMPDIR"]
        let outcome = try OwnedProcess.run(["sh", "-c", "printf %s \"$TMPDIR\""], timeout: 30, environment: ["TMPDIR=/owned-scratch"])
        #expect(String(decoding: outcome.output, as: UTF8.self) == "/owned-scratch")
        #expect(ProcessInfo.processInfo.environment["TMPDIR"] == before)
    }
}
