import Foundation
import PaySpecProcesses
import Testing

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// A program still open for writing somewhere cannot be executed (ETXTBSY): a script written
/// just before its start, while another thread forked a child that holds the script's descriptor
/// until its exec. The start waits that moment out instead of reporting a broken adapter.
@Suite struct BusyProgramTests {
    @Test func aScriptHeldOpenForWritingStartsOnceItIsClosed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payspec-busy-\(getpid())-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("adapter.sh").path
        let writer = open(script, O_WRONLY | O_CREAT | O_TRUNC, 0o755)
        try #require(writer >= 0)
        let body = Array("#!/bin/sh\nexit 7\n".utf8)
        #expect(write(writer, body, body.count) == body.count)
        // Still open for writing: an exec now is refused.
        let closer = Thread {
            usleep(30_000)
            close(writer)
        }
        closer.start()
        let started = try ChildProcess.start([script], searchPath: false)
        let status = ChildProcess.wait(started.pid)
        #expect((status >> 8) & 0xFF == 7)
    }
}
