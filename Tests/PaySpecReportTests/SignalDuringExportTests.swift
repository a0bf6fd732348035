import Foundation
import Testing

/// A signal at a chosen moment of an export (strace delivers SIGTERM as the n-th rename starts):
/// no staging folder, no temporary file and no half-moved folder is left, whatever the moment.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"),
        "strace or python3 not installed"))
struct SignalDuringExportTests {
    static let binary = packageRoot + "/.build/debug/payspec"

    /// Runs the export under strace with SIGTERM at rename number `rename`; its exit status.
    static func export(_ arguments: [String], sigintAtRename rename: Int) throws -> Int32 {
        let process = Process()
        // The test process holds signals blocked on some threads, and a child inherits the mask:
        // python3 clears it before it becomes strace.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments =
            [
                "-c", "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])",
                "/usr/bin/strace",
            ]
            + [
                "-f", "-o", "/dev/null", "-e", "trace=rename,renameat,renameat2", "-e",
                "inject=rename,renameat,renameat2:signal=SIGTERM:when=\(rename)",
            ]
            + [binary, "l10n", "export"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Every path below `dir`, relative and sorted, with each file's size.
    static func listing(_ dir: String) -> [String] {
        let walker = FileManager.default.enumerator(atPath: dir)
        var out: [String] = []
        while let relative = walker?.nextObject() as? String {
            let size = (try? FileManager.default.attributesOfItem(atPath: dir + "/" + relative)[.size] as? Int) ?? 0
            out.append("\(relative) \(size)")
        }
        return out.sorted()
    }

    @Test(arguments: [3, 15, 27])
    func aNewFolderIsThereWholeOrNotAtAll(_ rename: Int) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary))
        let dir = tempDirectory()
        let status = try Self.export(["--format", "xliff", "--output", dir + "/x"], sigintAtRename: rename)
        #expect(status != 0)
        let left = Self.listing(dir)
        // Nothing, or the 26 languages of a whole export: never a staging folder or a part.
        #expect(left.isEmpty || (left.count == 27 && left.contains { $0.hasPrefix("x/de.xliff ") }), "\(left)")
        #expect(!left.contains { $0.split(separator: "/").contains { $0.hasPrefix(".") } }, "\(left)")
    }

    @Test(arguments: [30, 40, 50])
    func aForcedExportOverAnOldOneLeavesNoDebrisAndNoMix(_ rename: Int) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary))
        let dir = tempDirectory()
        #expect(try Self.export(["--format", "xliff", "--output", dir + "/x"], sigintAtRename: 1000) == 0)
        // An older export: every file marked, so a mix of old and new would show.
        for name in try FileManager.default.contentsOfDirectory(atPath: dir + "/x") {
            try "old\n".write(toFile: dir + "/x/" + name, atomically: false, encoding: .utf8)
        }
        _ = try Self.export(["--format", "xliff", "--output", dir + "/x", "--force"], sigintAtRename: rename)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/x")
        #expect(names.count == 26 && !names.contains { $0.hasPrefix(".") }, "\(names)")
        let old = try names.filter { try String(contentsOfFile: dir + "/x/" + $0, encoding: .utf8) == "old\n" }.count
        #expect(old == 0 || old == 26, "\(old) of 26 files still old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["x"])
    }
}
