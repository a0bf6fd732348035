import Foundation
import PaySpecIO
import PaySpecProcesses
import PaySpecRunner

/// The yardstick client of the benchmark: it sends one request at a time and reads one line
/// back before the next, judging nothing; what a minimal client costs, for the runner to be
/// compared with.
public enum LockstepClient {
    /// Starts `argv` (a path, no shell), sends the handshake, each of `requests` (protocol
    /// request lines) waiting for one answer line after each, then the shutdown; the number of
    /// requests answered.
    public static func run(_ requests: [ArraySlice<UInt8>], adapter argv: [String]) throws -> Int {
        ChildProcess.ignoreBrokenPipes()  // an adapter that dies is counted, not fatal
        let child: ChildProcess.Started
        do {
            child = try ChildProcess.start(argv, input: .pipe, output: .pipe, searchPath: false, ownGroup: false)
        } catch {
            throw BenchFailure(error.pipes ? "cannot make pipes" : "cannot start \(argv.first ?? ""): \(error.reason)")
        }
        var reader = LineReader(fd: child.output)
        var answered = 0
        func send(_ line: some Collection<UInt8>) -> Bool {
            var bytes = Array(line)
            bytes.append(0x0A)
            return (try? StreamWriter.write(&bytes, to: child.input)) != nil
        }
        var ok = send(Array(RunnerMessage.handshake.utf8)) && reader.next()
        for request in requests where ok {
            ok = send(request) && reader.next()
            if ok { answered += 1 }
        }
        _ = send(Array(RunnerMessage.shutdown.utf8))
        close(child.input)
        while reader.next() {}  // let the adapter finish writing before it is reaped
        close(child.output)
        _ = ChildProcess.wait(child.pid)
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
