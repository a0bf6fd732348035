import Foundation

/// Debian's `chromium` run headless on a file: a screenshot, or the DOM after the page's script
/// ran. Tests that need it print a note and check nothing where it is not installed.
struct HeadlessBrowser {
    let path: String

    /// The first chromium found at its Debian path or on PATH.
    static let installed: HeadlessBrowser? = {
        var candidates = ["/usr/bin/chromium"]
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] { candidates.append("\(dir)/\(name)") }
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(HeadlessBrowser.init)
    }()

    /// Whether chromium is here; prints the note when it is not.
    static func available() -> HeadlessBrowser? {
        if installed == nil { print("NOTE: chromium not found (/usr/bin/chromium or on PATH); this browser test is skipped.") }
        return installed
    }

    /// What one run of chromium produced.
    struct Outcome {
        var status: Int32
        var stdout: String
        var seconds: Double
    }

    /// Runs chromium headless on `page` with `flags` (a private profile, no sandbox, no GPU),
    /// killed after `timeout` seconds so a broken page cannot hang the test run.
    /// `fragment` is appended after `#` (a file URL would encode a `#` in the path).
    func run(_ flags: [String], page: String, fragment: String? = nil, timeout: Double = 120) throws -> Outcome {
        let scratch = NSTemporaryDirectory() + "payspec-chromium-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let outPath = scratch + "/stdout"
        try CaptureFile.create(outPath)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments =
            ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(scratch)/profile"] + flags
            + [URL(fileURLWithPath: page).absoluteString + (fragment.map { "#" + $0 } ?? "")]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = scratch
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        process.standardError = FileHandle.nullDevice
        let start = Date()
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        let seconds = Date().timeIntervalSince(start)
        let out = try String(contentsOfFile: outPath, encoding: .utf8)
        return Outcome(status: process.terminationStatus, stdout: out, seconds: seconds)
    }

    /// A PNG's width and height from its IHDR chunk, or nil when the bytes are no PNG.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
        else { return nil }
        func be(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }
}
