import Foundation
import PaySpecTestSupport
import Testing

/// tools/release.sh and tools/release-smoke.sh: their bad-input paths (the green path, a static
/// build and a chroot run, is a step of .ci/run, too slow for a unit test).
@Suite(.waitsOnProcesses) struct ReleaseScriptTests {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func script(_ name: String, _ arguments: [String], in directory: String? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Fixture.root + "/tools/" + name] + arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let scratch = Fixture.tempDir()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        FileManager.default.createFile(atPath: scratch + "/out", contents: nil)
        FileManager.default.createFile(atPath: scratch + "/err", contents: nil)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + "/out"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + "/err"))
        try process.run()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, stdout: try String(contentsOfFile: scratch + "/out", encoding: .utf8),
            stderr: try String(contentsOfFile: scratch + "/err", encoding: .utf8))
    }

    @Test func releaseNeedsExactlyOneOutdir() throws {
        let none = try Self.script("release.sh", [])
        #expect(none.status == 2)
        #expect(none.stderr.contains("usage: tools/release.sh OUTDIR"))
        let two = try Self.script("release.sh", ["a", "b"])
        #expect(two.status == 2)
        #expect(try Self.script("release.sh", [""]).stderr.contains("OUTDIR is empty"))
    }

    @Test func releaseRefusesAnOutdirItCannotCreate() throws {
        let dir = Fixture.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        FileManager.default.createFile(atPath: dir + "/file", contents: Data("x".utf8))
        let outcome = try Self.script("release.sh", [dir + "/file/sub"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("cannot create OUTDIR"))
        #expect(outcome.stdout.isEmpty)
    }

    @Test func smokeRefusesWhatIsNoTarball() throws {
        let dir = Fixture.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let missing = try Self.script("release-smoke.sh", [dir + "/payspec-0.1.0-linux-x86_64.tar.gz"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no tarball at"))
        FileManager.default.createFile(atPath: dir + "/notes.txt", contents: Data("x".utf8))
        let wrongKind = try Self.script("release-smoke.sh", [dir + "/notes.txt"])
        #expect(wrongKind.status == 2)
        #expect(wrongKind.stderr.contains("is not a .tar.gz"))
    }

    /// A tarball that does not match its .sha256 is a failed check, before anything is unpacked.
    @Test func smokeFailsOnAChecksumMismatch() throws {
        let dir = Fixture.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let name = "payspec-0.1.0-linux-x86_64.tar.gz"
        FileManager.default.createFile(atPath: dir + "/" + name, contents: Data("not the tarball".utf8))
        let wrong = String(repeating: "0", count: 64) + "  " + name + "\n"
        FileManager.default.createFile(atPath: dir + "/" + name + ".sha256", contents: Data(wrong.utf8))
        let outcome = try Self.script("release-smoke.sh", [dir + "/" + name])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("checksum mismatch"))
    }

    /// A tarball without the binaries fails after the README's install line ran.
    @Test func smokeFailsOnATarballWithoutTheBinaries() throws {
        guard getuid() == 0 || Fixture.which("unshare") != nil else {
            print("note: release smoke test needs root or unshare; skipped")
            return
        }
        let dir = Fixture.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let top = dir + "/payspec-0.1.0-linux-x86_64"
        try FileManager.default.createDirectory(atPath: top + "/share/payspec", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: top + "/share/payspec/README.md", contents: Data("x".utf8))
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/bin/sh")
        tar.arguments = ["-c", "cd '\(dir)' && tar -czf payspec-0.1.0-linux-x86_64.tar.gz payspec-0.1.0-linux-x86_64"]
        try tar.run()
        tar.waitUntilExit()
        #expect(tar.terminationStatus == 0)
        let outcome = try Self.script("release-smoke.sh", [dir + "/payspec-0.1.0-linux-x86_64.tar.gz"])
        #expect(outcome.status != 0)
        #expect(outcome.stderr.contains("the tarball has no bin/payspec") || outcome.stderr.contains("needs root"))
    }

    /// The documented install line (docs/ci.md) is the one the smoke script executes: it must stay findable.
    @Test func theCIPageHasTheOneLineInstall() throws {
        let readme = try String(contentsOfFile: Fixture.root + "/docs/ci.md", encoding: .utf8)
        let lines = readme.split(separator: "\n").filter {
            $0.hasPrefix("tar -xzf payspec-") && $0.hasSuffix(".tar.gz -C /usr/local --strip-components=1")
        }
        #expect(lines.count >= 1)
    }
}
