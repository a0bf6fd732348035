import Foundation
import PaySpecAdapter
import PaySpecReport
import PaySpecTestSupport
import Testing

/// A value a script got wrong is answered with the option, file or action it concerns, and a
/// texts file is read as its page says.
@Suite struct OptionNamingTests {
    @Test(arguments: [
        ["run", "--adapter", "   ", "--suite", "seb.status-outcome"],
        ["run", "--adapter", "", "--suite", "seb.status-outcome"],
        ["fuzz", "--adapter", "  ", "--suite", "seb.status-outcome", "--count", "5"],
        ["compare", "--adapter", " ", "--adapter", " ", "--suite", "seb.status-outcome", "--generated", "0"],
    ])
    func anAdapterCommandOfNoWordsNamesTheOption(_ arguments: [String]) {
        let result = Fixture.cli(arguments)
        #expect(result.status == 2, "\(result.err)")
        #expect(result.err.contains("--adapter"), "\(result.err)")
    }

    @Test func anUnknownVectorsActionIsNamedBeforeTheCheckoutIsLookedFor() {
        let missing = Fixture.tempDir() + "/no-checkout/spec"
        let result = Fixture.cli(["vectors", "frobnicate", "--spec", missing])
        #expect(result.status == 2, "\(result.err)")
        #expect(result.err.contains("unknown vectors action 'frobnicate'"), "\(result.err)")
        #expect(!result.err.contains("spec directory not found"), "\(result.err)")
    }

    @Test func aTextsFileWithoutALanguageInItsNameIsEnglish() throws {
        let path = Fixture.tempDir() + "/texts.json"
        try "{\"payButtonText\": \"Pay\"}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let same = Fixture.cli(["run", "--suite", "comgate.*", "--texts", path])
        #expect(same.status == 0, "\(same.err)")
        // A different English text now fails, naming the key: the file was read as English.
        try "{\"payButtonText\": \"Pay securely\"}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let differing = Fixture.cli(["run", "--suite", "comgate.*", "--texts", path])
        #expect(differing.status == 1, "\(differing.err)")
        #expect(differing.out.contains("Pay securely"), "\(differing.out.suffix(2000))")
    }

    @Test func theWatchdogNamesTheOutputItIsBlockedOnShownInert() {
        let message = RunInterruption.blockedMessage(signal: SIGTERM, output: "reports/\u{1B}]0;x\u{07}run.fifo")
        #expect(message.contains("still blocked after 3 s writing reports/"), "\(message)")
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(message)")
        #expect(!RunInterruption.blockedMessage(signal: SIGTERM, output: nil).contains("writing"))
    }

    @Test func aFIFOBeingWrittenIsKnownUntilItsReaderTakesTheText() throws {
        let fifo = Fixture.tempDir() + "/report.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread { try? OutputFile.write("report\n", to: fifo) }
        writer.start()
        // The open waits for a reader: until then the write is the one blocked on the FIFO.
        #expect(ProcessPolling.waitFor(seconds: 30) { OutputFile.writingThrough == fifo })
        let reader = open(fifo, O_RDONLY)
        #expect(reader >= 0)
        var buffer = [UInt8](repeating: 0, count: 64)
        var received: [UInt8] = []
        while true {
            let n = read(reader, &buffer, buffer.count)
            if n <= 0 { break }
            received += buffer[0..<n]
        }
        close(reader)
        #expect(String(decoding: received, as: UTF8.self) == "report\n")
        #expect(ProcessPolling.waitFor(seconds: 30) { OutputFile.writingThrough == nil })
    }
}
