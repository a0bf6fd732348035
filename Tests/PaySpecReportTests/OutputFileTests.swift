import Foundation
import PaySpecCLI
import PaySpecCLITestSupport
import PaySpecJSON
import PaySpecReport
import PaySpecTestSupport
import Testing

func tempDirectory() -> String {
    TestPackage.temporaryFolder("payspec-report-tests")
}

func cli(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
    InProcessCLI.run(arguments)
}

let packageRoot = TestPackage.root

@Suite("Output writing")
struct OutputFileTests {
    @Test func symlinkIsKeptAndItsTargetWritten() throws {
        let dir = tempDirectory()
        try "old".write(toFile: dir + "/target", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: "target")
        try OutputFile.write("new", to: dir + "/link")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link") == "target")
        #expect(try String(contentsOfFile: dir + "/target", encoding: .utf8) == "new")
    }

    @Test func fifoIsWrittenThrough() throws {
        let dir = tempDirectory()
        let fifo = dir + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let box = FileHandleBox()
        let thread = Thread {
            box.data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile()
        }
        thread.start()
        try OutputFile.write("through", to: fifo)
        while box.data == nil { usleep(10_000) }
        #expect(String(decoding: box.data!, as: UTF8.self) == "through")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func failingWriteKeepsTheOldFileAndLeavesNoTemporary() throws {
        let dir = tempDirectory()
        try "old".write(toFile: dir + "/report.xml", atomically: true, encoding: .utf8)
        let full: OutputFile.Writer = { _, _ in
            errno = ENOSPC
            return -1
        }
        #expect(throws: OutputError.self) { try OutputFile.write("new", to: dir + "/report.xml", writer: full) }
        #expect(try String(contentsOfFile: dir + "/report.xml", encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["report.xml"])
        #expect(throws: OutputError.self) {
            try OutputFile.writeTree([("a.xliff", "a"), ("b.xliff", "b")], into: dir + "/tree", writer: full)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["report.xml"])
    }

    /// What a signal's watchdog does when the report is still being written as the process
    /// ends: the temporary file goes, and the old report stays as it was.
    @Test func abandonedTemporariesLeaveNothingBeside() throws {
        let dir = tempDirectory()
        try "old".write(toFile: dir + "/report.json", atomically: true, encoding: .utf8)
        let seen = FileHandleBox()
        let abandoning: OutputFile.Writer = { fd, buffer in
            // Mid-write: the temporary exists, then is abandoned.
            seen.data = Data((try? FileManager.default.contentsOfDirectory(atPath: dir).sorted().joined(separator: ",").utf8) ?? "".utf8)
            OutputFile.abandonTemporaries()
            return write(fd, buffer.baseAddress, buffer.count)
        }
        #expect(throws: OutputError.self) { try OutputFile.write("new", to: dir + "/report.json", writer: abandoning) }
        let during = String(decoding: seen.data ?? Data(), as: UTF8.self)
        #expect(during.contains(".tmp-"), "no temporary seen while writing: \(during)")
        #expect(try String(contentsOfFile: dir + "/report.json", encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["report.json"])
    }

    @Test func devFullExits74WithAMessage() {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let r = cli(["run", "--golden", packageRoot + "/golden", "--suite", "seb.*", "--format", "junit", "--output", "/dev/full"])
        #expect(r.status == 74)
        #expect(r.err.contains("cannot write /dev/full") && !r.err.contains("NSError") && !r.err.contains("Domain="))
    }

    @Test func dashIsStandardOutput() {
        let dir = tempDirectory()
        let r = cli(["vectors", "export", "--golden", packageRoot + "/golden", "--suite", "seb.*", "--output", "-"])
        #expect(r.status == 0 && r.out.contains("\"type\":\"vector\""))
        #expect(!FileManager.default.fileExists(atPath: dir + "/-"))
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }

    @Test("an output that is an input is refused and nothing changes")
    func outputOntoInputIsRefused() throws {
        let dir = tempDirectory()
        let outputs = dir + "/r.jsonl"
        try "{\"id\": \"x\", \"output\": {}}\n".write(toFile: outputs, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: URL(fileURLWithPath: outputs))
        let r = cli(["check", "--outputs", outputs, "--golden", packageRoot + "/golden", "--output", dir + "/./r.jsonl"])
        #expect(r.status == 2)
        #expect(r.err.contains("is an input"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: outputs)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["r.jsonl"])

        let catalog = dir + "/en.json"
        try #"{"pay": "Pay"}"#.write(toFile: catalog, atomically: true, encoding: .utf8)
        #expect(cli(["l10n", "check", "--base", "en", dir, "--output", catalog]).status == 2)
        #expect(try String(contentsOfFile: catalog, encoding: .utf8) == #"{"pay": "Pay"}"#)

        let spec = dir + "/spec"
        try FileManager.default.copyItem(atPath: packageRoot + "/spec", toPath: spec)
        let extract = cli(["extract", TestPackage.fixtures(of: "PaySpecDriftTests"), "--output", spec])
        #expect(extract.status == 2)
        #expect(extract.err.contains("holds spec tables"))
    }

    @Test func reportsOfEveryCommandPassTheStructureChecks() throws {
        let golden = packageRoot + "/golden"
        for args in [
            ["run", "--golden", golden, "--suite", "seb.*"],
            ["l10n", "check", "--spec-dir", packageRoot + "/spec", packageRoot + "/spec/translations"],
            ["diff", packageRoot + "/spec", packageRoot + "/spec"],
        ] {
            for format in ["junit", "sarif"] {
                let r = cli(args + ["--format", format])
                let problems = format == "junit" ? StructureValidators.junit(r.out) : StructureValidators.sarif(r.out)
                #expect(problems == [], "\(args[0]) \(format): \(r.err)")
            }
        }
    }
}

final class FileHandleBox: @unchecked Sendable {
    var data: Data?
}
