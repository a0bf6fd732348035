import Foundation
import PaySpecIO
import Testing

/// Recorded outputs are read a block at a time: the bytes read grow with the file (doubling the
/// lines at most doubles them), and a line past the limit costs the limit and one block, however
/// long it is. Counted, not timed.
@Suite struct RecordedOutputsWorkTests {
    /// The bytes read from `contents` and why reading stopped, if it did.
    func read(_ contents: [UInt8], limit: Int) -> (bytes: Int, lines: Int, failure: InputLines.Failure?) {
        let path = Fixture.tempDir() + "/outputs.jsonl"
        FileManager.default.createFile(atPath: path, contents: Data(contents))
        var bytes = 0
        var lines = 0
        do {
            try InputLines.forEach(path, maximumLineLength: limit, bytesRead: &bytes) { _, _ in
                lines += 1
                return true
            }
            return (bytes, lines, nil)
        } catch {
            return (bytes, lines, error)
        }
    }

    @Test func bytesReadAtMostDoubleWithTheLines() {
        func file(_ n: Int) -> [UInt8] {
            Array((0..<n).map { "{\"id\":\"v\($0)\",\"output\":{\"status\":\"paid\"}}\n" }.joined().utf8)
        }
        let small = read(file(20_000), limit: 1 << 20)
        // Twice the file: exactly twice the bytes and the lines.
        let double = read(file(20_000) + file(20_000), limit: 1 << 20)
        #expect(small.lines == 20_000 && double.lines == 40_000)
        #expect(small.bytes == file(20_000).count)
        #expect(Double(double.bytes) <= 2.01 * Double(small.bytes), "\(small.bytes) bytes for 20,000 lines, \(double.bytes) for 40,000")
    }

    @Test func aLongLineCostsTheLimitAndOneBlockHoweverLongItIs() {
        let limit = 4_096
        let line = read([UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20) + [0x0A], limit: limit)
        let twice = read([UInt8](repeating: UInt8(ascii: "x"), count: 1 << 21) + [0x0A], limit: limit)
        #expect(line.failure == .lineTooLong(line: 1, limit: limit))
        #expect(twice.failure == .lineTooLong(line: 1, limit: limit))
        #expect(line.bytes == twice.bytes, "\(line.bytes) bytes read for a 1 MiB line, \(twice.bytes) for 2 MiB")
        #expect(line.bytes <= limit + (1 << 16))
    }
}
