import Foundation
import PaySpecIO
import PaySpecRunner

/// The yardstick client of the benchmark: it sends one request at a time and reads one line
/// back before the next, judging nothing; what a minimal client costs, for the runner to be
/// compared with.
public enum LockstepClient {
    /// Starts `argv` (a path, no shell), sends the handshake, each of `requests` (protocol
    /// request lines) waiting for one answer line after each, then the shutdown; the number of
    /// requests answered.
    public static func run(_ requests: [ArraySlice<UInt8>], adapter argv: [String]) throws -> Int {
        signal(SIGPIPE, SIG_IGN)  // an adapter that dies is counted, not fatal
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw BenchFailure("cannot make pipes") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        for fd in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, fd) }
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for p in cArguments { free(p) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, argv[0], &actions, nil, &cArguments, environ)
        close(toChild[0])
        close(fromChild[1])
        guard rc == 0 else {
            close(toChild[1])
            close(fromChild[0])
            throw BenchFailure("cannot start \(argv[0]): \(String(cString: strerror(rc)))")
        }
        var reader = LineReader(fd: fromChild[0])
        var answered = 0
        func send(_ line: some Collection<UInt8>) -> Bool {
            var bytes = Array(line)
            bytes.append(0x0A)
            return (try? StreamWriter.write(&bytes, to: toChild[1])) != nil
        }
        var ok = send(Array(RunnerMessage.handshake.utf8)) && reader.next()
        for request in requests where ok {
            ok = send(request) && reader.next()
            if ok { answered += 1 }
        }
        _ = send(Array(RunnerMessage.shutdown.utf8))
        close(toChild[1])
        while reader.next() {}  // let the adapter finish writing before it is reaped
        close(fromChild[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return answered
    }

    /// Reads whole lines from a descriptor, for counting answers only.
    struct LineReader {
        let fd: Int32
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var start = 0
        var end = 0

        init(fd: Int32) { self.fd = fd }

        /// Moves past the next line; `false` at end of input.
        mutating func next() -> Bool {
            while true {
                if let newline = buffer[start..<end].firstIndex(of: 0x0A) {
                    start = newline + 1
                    return true
                }
                if start > 0 {
                    buffer.replaceSubrange(0..<end - start, with: buffer[start..<end])
                    end -= start
                    start = 0
                }
                if end == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
                let n = buffer.withUnsafeMutableBufferPointer { read(fd, $0.baseAddress! + end, $0.count - end) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                end += n
            }
        }
    }
}
