import Foundation
import PaySpecCLI
import PaySpecCLITestSupport
import PaySpecJSON
import PaySpecRunner
import PaySpecTestSupport
import PaySpecVectors
import Testing

/// Paths and fixtures shared by the runner tests.
enum Fixture {
    static var root: String { TestPackage.root }

    static func which(_ program: String) -> String? { TestPackage.which(program) }

    static let python: String? = TestPackage.python
    static let node: String? = which("node")

    /// A fresh temporary directory.
    static func tempDir() -> String {
        TestPackage.temporaryFolder("payspec-runner-tests")
    }

    /// Six synthetic vectors in a real suite name: the expected output echoes `value`.
    /// Vector v3 carries `"trap": true`, where the broken adapters misbehave.
    static func vectors(suite: String = "seb.status-outcome", count: Int = 6) -> [GoldenVector] {
        (1...count).map { i in
            let value = String(UnicodeScalar(UInt8(96 + i)))
            var input: [String: JSONValue] = ["value": .string(value)]
            if i == 3 { input["trap"] = true }
            if i < count { input["next"] = .string("\(suite)/v\(i + 1)") }
            return GoldenVector(
                id: "\(suite)/v\(i)", suite: suite, description: "synthetic \(i)", input: .object(input),
                expect: ["echo": .string(value)], level: i == 6 ? .should : .must, spec: [], tags: i % 2 == 0 ? ["even"] : ["odd"])
        }
    }

    static func runVectors(suite: String = "seb.status-outcome") -> [RunVector] {
        vectors(suite: suite).map { RunVector($0, sdk: "seb") }
    }

    /// A golden directory with the synthetic suite, a second suite, and optionally a broken file.
    static func golden(broken: Bool = false) -> String {
        let dir = tempDir() + "/golden"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let seb = VectorSuite(name: "seb.status-outcome", sdk: "seb", description: "synthetic", generated: false, vectors: vectors())
        try! seb.fileText.write(toFile: dir + "/seb.status-outcome.json", atomically: true, encoding: .utf8)
        let mc = VectorSuite(
            name: "moneycollect.return-url", sdk: "moneycollect", description: "synthetic", generated: false,
            vectors: vectors(suite: "moneycollect.return-url", count: 2).map {
                var v = $0; v.input = ["value": v.input["value"]!]; return v
            })
        try! mc.fileText.write(toFile: dir + "/moneycollect.return-url.json", atomically: true, encoding: .utf8)
        if broken {
            let text = """
                {
                  "description": "broken on purpose",
                  "generated": false,
                  "sdk": "comgate",
                  "suite": "comgate.error-codes",
                  "vectors": [
                    {"id": "comgate.error-codes/bad", "input": {}, "level": "sometimes", "expect": {}}
                  ]
                }

                """
            try! text.write(toFile: dir + "/comgate.error-codes.json", atomically: true, encoding: .utf8)
        }
        return dir
    }

    /// The broken adapter: one Python script, the misbehaviour chosen by its argument. It
    /// answers `{"echo": input.value}` and misbehaves only on vectors with `"trap": true`.
    static let brokenAdapterSource = #"""
        import json, os, subprocess, sys, time
        mode = sys.argv[1]
        # An optional second argument: a file the adapter writes its pid (and its grandchild's)
        # to when it reaches the trap, so a test knows the moment without sleeping.
        marker = sys.argv[2] if len(sys.argv) > 2 else None
        def mark(*pids):
            if marker:
                with open(marker + ".tmp", "w") as f: f.write(" ".join(str(p) for p in pids))
                os.rename(marker + ".tmp", marker)
        def send(o):
            sys.stdout.write(json.dumps(o) + "\n"); sys.stdout.flush()
        def answer(req, value=None):
            return {"type": "result", "id": req["id"], "output": {"echo": req["input"].get("value") if value is None else value}}
        sys.stdin.readline()
        if mode.startswith("orphan"):
            # A grandchild that holds stdout and stderr open: end of file never comes by itself.
            grandchild = subprocess.Popen(["sleep", "3600"])
        if mode == "orphan-before-handshake":
            sys.stderr.write("cannot start: missing config\n"); sys.stderr.flush(); os._exit(4)
        if mode == "no-handshake":
            time.sleep(3600)
        if mode == "exit-before-handshake":
            sys.stderr.write("cannot start: missing config\n"); sys.stderr.flush(); sys.exit(4)
        proto = "payspec/0" if mode == "wrong-protocol" else "payspec/1"
        send({"type": "handshake", "protocol": proto, "implementation": {"name": "broken-" + mode, "version": "1", "language": "python"},
              "suites": ["seb.status-outcome"], "choices": {}})
        if mode == "die-after-handshake":
            sys.exit(5)
        held = []
        for line in sys.stdin:
            req = json.loads(line)
            if req["type"] == "shutdown":
                sys.exit(0)
            if req["type"] != "vector":
                continue
            trap = req["input"].get("trap", False)
            if mode == "hang-all":
                time.sleep(3600)
            if mode == "half-line":
                sys.stdout.write('{"type":"result","id":"' + req["id"] + '","output":{"ec'); sys.stdout.flush(); time.sleep(3600)
            if mode == "malformed-all":
                sys.stdout.write("oops, not a protocol line\n"); sys.stdout.flush(); continue
            if mode == "crash-all":
                sys.stderr.write("crashing on " + req["id"] + "\n"); sys.stderr.flush(); os._exit(9)
            if mode == "stderr-chatter":
                sys.stderr.write("working on " + req["id"] + "\n"); sys.stderr.flush()
                send(answer(req, "WRONG" if trap else None)); continue
            if mode == "die":
                sys.stderr.write("dying on " + req["id"] + "\n"); sys.stderr.flush(); sys.exit(3)
            if mode == "out-of-order":
                held.append(req)
                if len(held) == 3:
                    for r in reversed(held): send(answer(r))
                    held = []
                continue
            if not trap or mode == "good":
                send(answer(req)); continue
            sys.stderr.write("trap reached: " + req["id"] + "\n"); sys.stderr.flush()
            if mode == "garbage":
                sys.stdout.write("this is not JSON at all\n"); sys.stdout.flush(); send(answer(req))
            elif mode == "crash":
                os._exit(7)
            elif mode == "hang":
                mark(os.getpid())
                time.sleep(3600)
            elif mode == "hang-with-grandchild":
                child = subprocess.Popen(["sleep", "3600"])
                mark(os.getpid(), child.pid)
                time.sleep(3600)
            elif mode == "orphan-crash":
                os._exit(7)
            elif mode == "malformed-id":
                sys.stdout.write('{"type":"result","id":"' + req["id"] + '","output":\n'); sys.stdout.flush()
            elif mode == "no-output":
                send({"type": "result", "id": req["id"]})
            elif mode == "oversized-late-id":
                # The id comes last, after 3 MB of output holding a decoy "id" (a vector in flight).
                send({"type": "result", "output": {"echo": "x" * (3 * 1024 * 1024), "id": req["input"]["next"]}, "id": req["id"]})
            elif mode == "twice":
                send(answer(req)); send(answer(req))
            elif mode == "unknown-id":
                send({"type": "result", "id": "seb.status-outcome/no-such-vector", "output": {}}); send(answer(req))
            elif mode == "answer-to-nothing":
                send({"type": "result", "output": {"echo": "?"}})
                send({"type": "result", "id": req["input"]["next"], "output": {"echo": "early"}})
                send(answer(req))
            elif mode == "oversized":
                send(answer(req, "x" * (2 * 1024 * 1024)))
            elif mode == "unsupported":
                send({"type": "unsupported", "id": req["id"], "reason": "not ported yet"})
            elif mode == "error":
                send({"type": "error", "id": req["id"], "message": "boom: division by zero"})
            elif mode == "wrong":
                send(answer(req, "WRONG"))
            elif mode == "exit-after-trap":
                send(answer(req)); sys.exit(0)
        """#

    static let brokenAdapterPath: String = {
        let path = tempDir() + "/broken_adapter.py"
        try! brokenAdapterSource.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }()

    static func brokenAdapter(_ mode: String, marker: String? = nil) -> AdapterCommand {
        AdapterCommand(argv: [python ?? "python3", brokenAdapterPath, mode] + (marker.map { [$0] } ?? []))
    }

    /// `count` (at most 150) vectors of the synthetic suite (v3 the trap, each naming the next in `next`).
    static func manyRunVectors(_ count: Int) -> [RunVector] {
        vectors(count: count).map { RunVector($0, sdk: "seb") }
    }

    static func brokenAdapterLine(_ mode: String) -> String { "\(python ?? "python3") \(brokenAdapterPath) \(mode)" }

    /// Runs a tool of the checkout (`python3` on tools/mutation, say) from the package root, with
    /// no byte-code written into the tree: its exit status and what it printed.
    static func tool(_ executable: String, _ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.environment = ProcessInfo.processInfo.environment.merging(["PYTHONDONTWRITEBYTECODE": "1"]) { _, b in b }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // The tools print little on standard error: read after standard output, it cannot fill.
        let outText = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errText = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, outText, errText)
    }

    /// Runs the CLI in process with captured output.
    static func cli(_ args: [String]) -> (status: Int32, out: String, err: String) { InProcessCLI.run(args) }
}

/// Visible note for tests that need python3 or node where they are missing.
func requireTool(_ path: String?, _ name: String) -> Bool {
    if path == nil {
        print("NOTE: \(name) not found on PATH; this test is skipped.")
        return false
    }
    return true
}
