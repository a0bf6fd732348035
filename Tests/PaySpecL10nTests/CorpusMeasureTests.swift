import Foundation
import Testing

/// tools/l10n-corpus/measure.sh, as docs/l10n-precision.md shows it: run over a mirror made
/// here (an Android module with a lint.xml and an iOS bundle, committed to a local git
/// repository), it exports only the catalogs and lint.xml at the commit named, checks them and
/// prints the findings per check.
@Suite struct CorpusMeasureTests {
    func git(_ arguments: [String], in directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory, "-c", "user.name=t", "-c", "user.email=t@example.org"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let scratch = makeTempDirectory("measure-run")
        let (outPath, errPath) = (scratch + "/out", scratch + "/err")
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        try process.run()
        process.waitUntilExit()
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        return (process.terminationStatus, read(outPath), read(errPath))
    }

    @Test("measure.sh prints the findings per check of each app and in total")
    func measuresAMirror() throws {
        guard BuiltBinary.built("debug") != nil else {
            print("note: .build/debug/payspec absent; the corpus measurement test is skipped")
            return
        }
        let mirrors = makeTempDirectory()
        let repo = mirrors + "/example+reader/repo"
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        try git(["init", "-q"], in: repo)
        write("<lint><issue id=\"MissingTranslation\" severity=\"ignore\"/></lint>", "app/lint.xml", in: repo)
        write(
            "<resources><string name=\"a\">Open feed</string><string name=\"b\">Hide posts with media</string></resources>",
            "app/src/main/res/values/strings.xml", in: repo)
        write(
            "<resources><string name=\"b\">Hide posts with media</string></resources>", "app/src/main/res/values-de/strings.xml",
            in: repo)
        write("not a catalog", "app/src/main/res/drawable/icon.txt", in: repo)
        // Beside Android catalogs a JSON file is an asset, not a catalog: exported, it would be unreadable.
        write("{ \"v\": \"5.7\", \"layers\": [", "app/src/main/res/raw/confetti.json", in: repo)
        let head = try commitAll(repo, "catalogs")
        let apps = write("# repository\tcommit\tfolder\tbase\nexample/reader\t\(head)\tapp/src/main/res\ten\n", "apps.tsv", in: mirrors)
        let result = try run(["tools/l10n-corpus/measure.sh", ".build/debug/payspec", mirrors, apps])
        #expect(result.status == 0, "\(result.err)")
        // The lint.xml lets "a" fall back (no missing-key); "b" is left in English.
        #expect(result.out.contains("example/reader@\(head.prefix(12)) (en; 0 unreadable files): untranslated=1 "), "\(result.out)")
        #expect(result.out.contains("  untranslated           1"), "\(result.out)")
        #expect(!result.out.contains("missing-key"))
        // With --code, the whole tree and the app's code: "b" is named by no file, so its finding
        // is a note, and the animation's JSON in res/raw is no catalog.
        let (withCode, coded) = try measureWithCode(
            "class Reader { val title = getString(R.string.a) }\n", at: "app/src/main/java/Reader.kt", repo: repo, mirrors: mirrors,
            line: "example/reader\t{commit}\tapp/src/main/res\ten")
        #expect(coded.out.contains("example/reader@\(withCode.prefix(12)) (en; 0 unreadable files): no findings"), "\(coded.out)")
        // A commit the mirror does not have is refused with a reason.
        let wrong = write("example/reader\t\(String(repeating: "0", count: 40))\tapp\ten\n", "wrong.tsv", in: mirrors)
        let refused = try run(["tools/l10n-corpus/measure.sh", ".build/debug/payspec", mirrors, wrong])
        #expect(refused.status == 2 && refused.err.contains("not in"), "\(refused)")
    }

    @Test("measure.sh exports the JSON catalogs of a folder that has no other catalog")
    func measuresAJSONCatalogFolder() throws {
        guard BuiltBinary.built("debug") != nil else {
            print("note: .build/debug/payspec absent; the corpus measurement test is skipped")
            return
        }
        let mirrors = makeTempDirectory()
        let repo = mirrors + "/example+web/repo"
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        try git(["init", "-q"], in: repo)
        write("{\"save\": \"Save changes\", \"open\": \"Open the drawing\"}", "src/locales/en.json", in: repo)
        write("{\"save\": \"Änderungen speichern\", \"open\": \"Open the drawing\"}", "src/locales/de.json", in: repo)
        write("a large file the mirror left out\n", "assets/font.ttf", in: repo)
        try git(["add", "-A"], in: repo)
        try git(["commit", "-q", "-m", "catalogs"], in: repo)
        // A mirror may lack its largest files: exporting more than the catalogs would fail.
        try FileManager.default.removeItem(atPath: repo + "/.git/objects/b2/03a644cbf3245759e861c4e6bf4f2ec5c6372c")
        let head = try String(contentsOfFile: repo + "/.git/refs/heads/" + currentBranch(repo), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let apps = write("example/web\t\(head)\tsrc/locales\ten\n", "apps.tsv", in: mirrors)
        let result = try run(["tools/l10n-corpus/measure.sh", ".build/debug/payspec", mirrors, apps])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("example/web@\(head.prefix(12)) (en; 0 unreadable files): untranslated=1 "), "\(result.out)")
        // With --code the whole tree is exported but the absent file: the rest still arrives, and
        // the code that names "open" keeps its finding.
        let (withCode, coded) = try measureWithCode(
            "t('open')\n", at: "src/App.js", repo: repo, mirrors: mirrors, line: "example/web\t{commit}\tsrc/locales\ten")
        #expect(coded.out.contains("example/web@\(withCode.prefix(12)) (en; 0 unreadable files): untranslated=1 "), "\(coded.out)")
    }

    @Test("precision.py reads every draw of a check: pooled, then one line per draw with its own labels")
    func precisionKeepsEveryDraw() throws {
        let scratch = makeTempDirectory()
        let finding = { (language: String, key: String) in
            #"{"check": "untranslated", "key": "\#(key)", "language": "\#(language)", "message": "m"}"#
        }
        write(
            #"{"findings": ["# + [finding("de", "a"), finding("de", "b"), finding("fr", "a")].joined(separator: ", ") + "]}",
            "reports/example+app.json", in: scratch)
        // Two draws of one check: the first two labels are the first draw's, the last one the second's.
        write(
            [
                "# drawn\tuntranslated\t1\t2\t40", "# drawn\tuntranslated\t2\t1\t5",
                "example/app\tuntranslated\tde\ta\ttrue\tEnglish left", "example/app\tuntranslated\tde\tb\tfalse\ta name",
                "example/app\tuntranslated\tfr\ta\ttrue\tEnglish left",
            ].joined(separator: "\n") + "\n", "labels.tsv", in: scratch)
        let result = try run([
            "-c", #"python3 "$0" "$1" "$2""#, "tools/l10n-corpus/precision.py", scratch + "/reports", scratch + "/labels.tsv",
        ])
        #expect(result.status == 0, "\(result.err)")
        let lines = result.out.split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        #expect(lines.contains("untranslated 3 3 2 0.67 0"), "\(result.out)")
        #expect(lines.contains("draw seed 1 (2 of 40) 2 1 0.50 0"), "\(result.out)")
        #expect(lines.contains("draw seed 2 (1 of 5) 1 1 1.00 0"), "\(result.out)")
    }

    /// Commits `code` at `path`, then runs `measure.sh --code` over `line` (its `{commit}` the new
    /// commit); returns the commit and the run, which must succeed.
    func measureWithCode(
        _ code: String, at path: String, repo: String, mirrors: String, line: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (commit: String, run: (status: Int32, out: String, err: String)) {
        write(code, path, in: repo)
        let commit = try commitAll(repo, "code")
        let apps = write(line.replacingOccurrences(of: "{commit}", with: commit) + "\n", "code.tsv", in: mirrors)
        let result = try run(["tools/l10n-corpus/measure.sh", ".build/debug/payspec", mirrors, apps, "--code"])
        #expect(result.status == 0, "\(result.err)", sourceLocation: sourceLocation)
        return (commit, result)
    }

    /// Commits every file of `repo` and returns the new commit's hash.
    func commitAll(_ repo: String, _ message: String) throws -> String {
        try git(["add", "-A"], in: repo)
        try git(["commit", "-q", "-m", message], in: repo)
        return try String(contentsOfFile: repo + "/.git/refs/heads/" + currentBranch(repo), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func currentBranch(_ repo: String) throws -> String {
        let head = try String(contentsOfFile: repo + "/.git/HEAD", encoding: .utf8)
        return head.replacingOccurrences(of: "ref: refs/heads/", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
