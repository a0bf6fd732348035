import Foundation
import PaySpecJudging
import PaySpecProcesses
import PaySpecReport

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// Why an adapter could not be started or spoke no protocol (exit status 3).
public struct AdapterFailure: Error, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

// Starting processes: macOS, Linux and other desktop/server systems; iOS and its kin cannot.
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// Something that came out of an adapter's stdout.
    enum StdoutEvent {
        /// A line, with its shape when the reader was asked to read answers (`AnswerShape`).
        case line([UInt8], AnswerShape?)
        /// A line longer than the limit: its full length and the top-level `"id"` found anywhere in
        /// it (scanned as it streamed by). The bytes themselves are discarded.
        case oversized(length: Int, id: String?)
        /// End of file: the adapter closed stdout or exited.
        case closed
    }

    /// A thread-safe mailbox between the reader threads and the session.
    final class AdapterChannel: @unchecked Sendable {
        private let condition = NSCondition()
        private var events: [StdoutEvent] = []
        private var stderrLines: [(seq: Int, text: String)] = []
        private(set) var stderrSeq = 0
        /// Whether the stderr reader has seen end of file: every line the adapter wrote is in.
        private var stderrClosed = false
        static let stderrKeep = 2000

        func push(_ new: [StdoutEvent]) {
            condition.lock()
            events.append(contentsOf: new)
            condition.signal()
            condition.unlock()
        }

        /// Waits until something arrives or `deadline` passes; returns everything pending.
        func take(until deadline: Date) -> [StdoutEvent] {
            condition.lock()
            defer { condition.unlock() }
            while events.isEmpty {
                if !condition.wait(until: deadline) { break }
            }
            let out = events
            events = []
            return out
        }

        func pushStderr(_ text: String) {
            condition.lock()
            appendStderrLine(text)
            condition.unlock()
        }

        /// With the lock held.
        private func appendStderrLine(_ text: String) {
            stderrSeq += 1
            stderrLines.append((stderrSeq, text))
            if stderrLines.count > Self.stderrKeep { stderrLines.removeFirst(stderrLines.count - Self.stderrKeep) }
        }

        /// The read end of the stderr pipe, from the spawn until the reader has seen end of file.
        private var stderrFD: Int32 = -1

        func attachStderr(fd: Int32) {
            condition.lock()
            stderrFD = fd
            condition.unlock()
        }

        /// Reads what the stderr pipe holds (the reader saw it readable) and stores its complete
        /// lines, all under the lock: no byte is ever out of the pipe but not yet stored, which is
        /// what lets `catchUpStderr` decide by looking at the pipe alone. Returns `read`'s result
        /// and its errno.
        func readStderr(fd: Int32, buffer: inout [UInt8], partial: inout [UInt8]) -> (count: Int, error: Int32) {
            condition.lock()
            defer { condition.unlock() }
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            let error = n < 0 ? errno : 0
            if n > 0 {
                for byte in buffer[0..<n] {
                    if byte == 0x0A {
                        appendStderrLine(String(decoding: partial.prefix(2000), as: UTF8.self))
                        partial = []
                    } else if partial.count < 1 << 16 {
                        partial.append(byte)
                    }
                }
            }
            return (n, error)
        }

        /// Waits until every byte the adapter wrote to stderr before now is in `stderr(after:)` (the
        /// pipe holds nothing unread, or the reader has seen end of file), or `deadline` passes. An
        /// adapter writes its stderr for a vector before the answer, so once the answer is in,
        /// this is the stderr that came with it, whatever the scheduling.
        func catchUpStderr(until deadline: Date) {
            condition.lock()
            defer { condition.unlock() }
            while !stderrClosed {
                var unread: Int32 = 0
                if stderrFD >= 0, ioctl(stderrFD, UInt(FIONREAD), &unread) == 0, unread == 0 { return }
                // Bytes in the pipe wake the reader, not this wait: poll every millisecond.
                _ = condition.wait(until: min(deadline, Date().addingTimeInterval(0.001)))
                if Date() >= deadline { return }
            }
        }

        func closeStderr() {
            condition.lock()
            stderrFD = -1
            stderrClosed = true
            condition.broadcast()
            condition.unlock()
        }

        /// Waits until the stderr reader has read to end of file, or `deadline` passes. A dead
        /// adapter's last words (a crash message) are then all in, whatever the scheduling.
        func waitForStderrEnd(until deadline: Date) {
            condition.lock()
            defer { condition.unlock() }
            while !stderrClosed {
                if !condition.wait(until: deadline) { break }
            }
        }

        var currentStderrSeq: Int {
            condition.lock()
            defer { condition.unlock() }
            return stderrSeq
        }

        /// Stderr lines written after `seq`, at most `limit` (the last ones).
        func stderr(after seq: Int, limit: Int = 40) -> String? {
            condition.lock()
            defer { condition.unlock() }
            let lines = stderrLines.filter { $0.seq > seq }.suffix(limit).map(\.text)
            return lines.isEmpty ? nil : lines.joined(separator: "\n")
        }
    }

    /// One adapter process with pipes on stdin, stdout and stderr. Started by ChildProcess in its
    /// own process group; killed with SIGKILL (the whole group) and always reaped.
    final class AdapterProcess: @unchecked Sendable {
        let pid: pid_t
        private var stdinFD: Int32
        let channel = AdapterChannel()
        private var reaped = false
        private(set) var exitDescription: String?
        private let lock = NSLock()

        /// Starts `argv` (argv[0] looked up in PATH). With `readsAnswers`, the stdout reader also
        /// reads each line's `AnswerShape`, off the thread that judges it.
        init(
            argv: [String], maximumLineLength: Int = PaySpecProtocol.maximumLineLength, readsAnswers: Bool = false
        )
            throws(AdapterFailure)
        {
            guard let program = argv.first, !program.isEmpty else { throw AdapterFailure("empty adapter command") }
            ChildProcess.ignoreBrokenPipes()
            let started: ChildProcess.Started
            do {
                started = try ChildProcess.start(argv, input: .pipe, output: .pipe, error: .pipe)
            } catch {
                if error.pipes { throw AdapterFailure(error.message) }
                throw AdapterFailure("cannot start adapter '\(TerminalText.inline(program))': \(error.reason)")
            }
            pid = started.pid
            stdinFD = started.input
            _ = fcntl(stdinFD, F_SETFL, fcntl(stdinFD, F_GETFL) | O_NONBLOCK)
            let channel = self.channel
            let outFD = started.output, errFD = started.error
            let t1 = Thread {
                AdapterProcess.readLines(fd: outFD, limit: maximumLineLength, readsAnswers: readsAnswers, channel: channel)
            }
            t1.stackSize = 1 << 20
            t1.start()
            channel.attachStderr(fd: errFD)
            let t2 = Thread { AdapterProcess.readStderr(fd: errFD, channel: channel) }
            t2.start()
        }

        /// Writes all of `bytes`, waiting at most `timeout` seconds for the adapter to read.
        /// Returns false when the adapter is gone or does not read.
        func write(_ bytes: [UInt8], timeout: Double) -> Bool {
            lock.lock()
            let fd = stdinFD
            lock.unlock()
            guard fd >= 0 else { return false }
            let deadline = Date().addingTimeInterval(timeout)
            var offset = 0
            return bytes.withUnsafeBytes { raw -> Bool in
                while offset < raw.count {
                    let n = ChildProcess.write(fd, raw.baseAddress! + offset, raw.count - offset)
                    if n > 0 {
                        offset += n
                        continue
                    }
                    if n < 0 && errno == EINTR { continue }
                    if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                        let left = deadline.timeIntervalSinceNow
                        if left <= 0 { return false }
                        var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                        _ = poll(&p, 1, Int32(min(left, 0.2) * 1000) + 1)
                        continue
                    }
                    return false
                }
                return true
            }
        }

        /// Closes stdin: a well-behaved adapter exits on end of input.
        func closeInput() {
            lock.lock()
            if stdinFD >= 0 {
                close(stdinFD)
                stdinFD = -1
            }
            lock.unlock()
        }

        /// Kills the process group with SIGKILL and reaps the child.
        func kill() {
            closeInput()
            lock.lock()
            let done = reaped
            lock.unlock()
            if !done {
                _ = ChildProcess.sendSignal(-pid, SIGKILL)
                _ = ChildProcess.sendSignal(pid, SIGKILL)
            }
            _ = reap(wait: true)
        }

        /// Kills what is left of the process group after the adapter itself ended, so a grandchild
        /// that holds its stdout or stderr lets the pipes reach end of file.
        func killGroup() {
            _ = ChildProcess.sendSignal(-pid, SIGKILL)
        }

        /// Reaps the child if it exits within `seconds`. A child that ends closes its input as it
        /// exits, a moment before the kernel lets it be reaped: a write that failed on that closed
        /// input is told apart from a child that is alive and reads nothing.
        func reap(within seconds: TimeInterval) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while !reap(wait: false) {
                if Date() >= deadline { return false }
                usleep(2_000)
            }
            return true
        }

        /// Reaps the child if it has exited (or waits for it). Returns whether it is reaped.
        @discardableResult
        func reap(wait: Bool) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            if reaped { return true }
            var status: Int32 = 0
            var r: pid_t
            repeat { r = waitpid(pid, &status, wait ? 0 : WNOHANG) } while r < 0 && errno == EINTR
            if r == pid || (r < 0 && errno == ECHILD) {
                reaped = true
                if r == pid {
                    let sig = status & 0x7f
                    exitDescription = sig == 0 ? "exit status \((status >> 8) & 0xff)" : "killed by signal \(sig)"
                }
                return true
            }
            return false
        }

        /// Asks politely (closes stdin), waits up to `grace` seconds, then kills. Never leaves a zombie.
        func terminate(grace: Double) {
            closeInput()
            let deadline = Date().addingTimeInterval(grace)
            while Date() < deadline {
                if reap(wait: false) {
                    _ = ChildProcess.sendSignal(-pid, SIGKILL)  // stray grandchildren of a shell
                    return
                }
                usleep(2000)
            }
            kill()
        }

        /// Waits up to `timeout` seconds for the exit status after stdout closed.
        func exitStatus(within timeout: Double) -> String {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if reap(wait: false) { return exitDescription ?? "exited" }
                usleep(1000)
            }
            kill()
            return exitDescription ?? "closed its output"
        }

        static func readLines(fd: Int32, limit: Int, readsAnswers: Bool, channel: AdapterChannel) {
            let chunk = 1 << 16
            var buffer = [UInt8](repeating: 0, count: chunk)
            var partial: [UInt8] = []
            // Past the limit a line is no longer kept, only scanned for its id: memory stays bounded
            // however long the line is.
            var discarding = false
            var discardedLength = 0
            var scanner = AnswerIDScanner()
            while true {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, chunk) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                var events: [StdoutEvent] = []
                buffer.withUnsafeBufferPointer { b in
                    var start = 0
                    var i = 0
                    while i < n {
                        // memchr to the next newline: an answer line is hundreds of bytes.
                        guard let hit = memchr(b.baseAddress! + i, 0x0A, n - i) else { break }
                        i = b.baseAddress!.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                        if discarding {
                            scanner.feed(b[start..<i])
                            events.append(.oversized(length: discardedLength + i - start, id: scanner.id))
                            discarding = false
                        } else {
                            var line = partial
                            line.append(contentsOf: b[start..<i])
                            partial = []
                            if line.last == 0x0D { line.removeLast() }
                            if line.count > limit {
                                events.append(.oversized(length: line.count, id: AnswerIDScanner.id(in: line)))
                            } else if !line.isEmpty {
                                events.append(.line(line, readsAnswers ? AnswerShape.read(line) : nil))
                            }
                        }
                        start = i + 1
                        i += 1
                    }
                    if start < n {
                        if discarding {
                            scanner.feed(b[start..<n])
                            discardedLength += n - start
                        } else {
                            partial.append(contentsOf: b[start..<n])
                            if partial.count > limit {
                                discarding = true
                                discardedLength = partial.count
                                scanner = AnswerIDScanner()
                                scanner.feed(partial)
                                partial = []
                            }
                        }
                    }
                }
                if !events.isEmpty { channel.push(events) }
            }
            close(fd)
            var last: [StdoutEvent] = []
            if discarding {
                last.append(.oversized(length: discardedLength, id: scanner.id))
            } else if !partial.isEmpty {
                last.append(
                    partial.count > limit
                        ? .oversized(length: partial.count, id: AnswerIDScanner.id(in: partial))
                        : .line(partial, readsAnswers ? AnswerShape.read(partial) : nil))
            }
            last.append(.closed)
            channel.push(last)
        }

        static func readStderr(fd: Int32, channel: AdapterChannel) {
            var buffer = [UInt8](repeating: 0, count: 1 << 14)
            var partial: [UInt8] = []
            while true {
                // Wait without the lock; read and store under it (`AdapterChannel.readStderr`).
                var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let r = poll(&ready, 1, -1)
                if r < 0 && errno == EINTR { continue }
                if r < 0 { break }
                let (n, error) = channel.readStderr(fd: fd, buffer: &buffer, partial: &partial)
                if n < 0 && (error == EINTR || error == EAGAIN) { continue }
                if n <= 0 { break }
            }
            if !partial.isEmpty { channel.pushStderr(String(decoding: partial.prefix(2000), as: UTF8.self)) }
            // Detached before the descriptor is closed, so that its number, once reused, is never asked.
            channel.closeStderr()
            close(fd)
        }
    }
#endif

/// Splits a command line into words the way a shell would for simple cases: spaces separate,
/// single and double quotes group, backslash escapes. No expansion of any kind.
public enum CommandLineSplitter {
    public static func split(_ text: String) throws(AdapterFailure) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escape = false
        for c in text {
            if escape {
                current.append(c)
                escape = false
                continue
            }
            if let q = quote {
                if c == q { quote = nil } else if c == "\\" && q == "\"" { escape = true } else { current.append(c) }
                continue
            }
            switch c {
            case "\\": escape = true; inWord = true
            case "'", "\"": quote = c; inWord = true
            case " ", "\t", "\n":
                if inWord { words.append(current); current = ""; inWord = false }
            default: current.append(c); inWord = true
            }
        }
        if quote != nil { throw AdapterFailure("unbalanced quote in adapter command: \(text)") }
        if inWord { words.append(current) }
        return words
    }
}
