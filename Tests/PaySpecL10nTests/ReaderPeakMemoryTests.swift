import Foundation
import PaySpecTestSupport
import Testing

/// Peak memory of `payspec l10n check` reading each format, and a baseline, at 5x and 50x a
/// realistic catalog (400 keys a language): the child's own high-water mark (`VmHWM` in
/// /proc/PID/status, sampled by the test while the child runs; no timing is asserted). What
/// the 50x input costs beyond the 5x one must stay within a stated multiple of the bytes it
/// adds: a reader that held an object graph per entry, or copies of the whole file, breaks it.
@Suite("reader peak memory", .serialized)
struct ReaderPeakMemoryTests {
    static let realisticKeys = 400

    /// Peak resident memory (KiB) the child reached, and its exit status. `VmHWM` only grows,
    /// so the last sample before the child exits is its peak up to then; a peak in the very last
    /// instant could be missed, which can only make the figure lower, never fail a bound wrongly.
    static func peakKiB(_ binary: String, _ arguments: [String]) throws -> (status: Int32, kib: Int) {
        let child = try WatchedProcess(binary, arguments)
        let peak = child.peakResidentKiBUntilEnd()
        return (child.process.terminationStatus, peak)
    }

    /// The catalog files of `keys` keys in English and German, in `format`, under `directory`.
    static func writeCatalog(_ format: String, keys: Int, in directory: String) {
        func text(_ language: String, _ i: Int) -> String { language == "en" ? "Pay item \(i) now %@" : "Posten \(i) jetzt zahlen %@" }
        let range = 0..<keys
        for language in ["en", "de"] {
            switch format {
            case "po":
                let header = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Language: \(language)\\n\"\n\n"
                let body = range.map { "msgid \"screen.item.\($0)\"\nmsgstr \"\(text(language, $0))\"\n\n" }.joined()
                write(header + body, "\(language).po", in: directory)
            case "strings":
                let body = range.map { "\"screen.item.\($0)\" = \"\(text(language, $0))\";\n" }.joined()
                write(body, "\(language).lproj/Localizable.strings", in: directory)
            case "android":
                let body = range.map { "    <string name=\"screen_item_\($0)\">\(text(language, $0))</string>\n" }.joined()
                let folder = language == "en" ? "values" : "values-\(language)"
                write(
                    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)</resources>\n", "res/\(folder)/strings.xml",
                    in: directory)
            case "arb":
                let body = range.map { "  \"screenItem\($0)\": \"\(text(language, $0).replacingOccurrences(of: "%@", with: "{name}"))\"" }
                write(
                    "{\n  \"@@locale\": \"\(language)\",\n" + body.joined(separator: ",\n") + "\n}\n", "app_\(language).arb", in: directory)
            default:
                break
            }
        }
        if format == "xcstrings" {
            let body = range.map { i in
                "    \"screen.item.\(i)\" : { \"localizations\" : { "
                    + ["en", "de"].map { "\"\($0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(text($0, i))\" } }" }
                    .joined(separator: ", ") + " } }"
            }
            write(
                "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + body.joined(separator: ",\n")
                    + "\n  },\n  \"version\" : \"1.0\"\n}\n",
                "Localizable.xcstrings", in: directory)
        }
    }

    static func size(of directory: String) -> Int {
        let enumerator = FileManager.default.enumerator(atPath: directory)
        var total = 0
        while let relative = enumerator?.nextObject() as? String {
            total += (try? FileManager.default.attributesOfItem(atPath: directory + "/" + relative)[.size] as? Int) ?? 0
        }
        return total
    }

    /// Peak KiB and input bytes of one check of `format` at `scale` x the realistic size.
    static func measure(_ binary: String, _ format: String, scale: Int) throws -> (kib: Int, bytes: Int) {
        let directory = makeTempDirectory("peak-\(format)-\(scale)")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let catalogs = directory + "/catalogs"
        var arguments = ["l10n", "check", "--base", "en", "--fail-on", "never", "--output", directory + "/report.txt"]
        var bytes = 0
        if format == "baseline" {
            // A small clean catalog judged with a baseline of stale records: the baseline is the input that grows.
            writeCatalog("strings", keys: realisticKeys, in: catalogs)
            let records = (0..<(realisticKeys * scale)).map { "missing-key\tde\tscreen.item.accepted.\($0)\n" }.joined()
            let baseline = write("# payspec l10n baseline 1\n" + records, "baseline.txt", in: directory)
            bytes = size(of: directory) - size(of: catalogs)
            arguments += ["--baseline", baseline]
        } else {
            writeCatalog(format, keys: realisticKeys * scale, in: catalogs)
            bytes = size(of: catalogs)
        }
        let outcome = try peakKiB(binary, arguments + [catalogs])
        #expect(outcome.status == 0, "\(format) x\(scale): exit \(outcome.status)")
        let report = (try? String(contentsOfFile: directory + "/report.txt", encoding: .utf8)) ?? ""
        // The check read every entry: the matrix line names all the keys.
        if format != "baseline" {
            #expect(report.contains("x \(realisticKeys * scale) keys"), "\(format) x\(scale): \(report.prefix(300))")
        }
        return (outcome.kib, bytes)
    }

    /// What each format may cost per byte it adds, as a multiple of those bytes: the entries,
    /// their texts and the per-key tables of a check (measured 1.7-12x with the release and debug
    /// builds; a copy of the object graph per entry, or of the file per entry, is far beyond).
    static let bytesMultiple = 24

    @Test(
        "50x a realistic input costs at most a stated multiple of the bytes it adds over 5x",
        arguments: ["po", "strings", "android", "arb", "xcstrings", "baseline"])
    func peakGrowsWithTheInputOnly(_ format: String) throws {
        guard FileManager.default.isReadableFile(atPath: "/proc/self/status"),
            let binary = BuiltBinary.built("debug")
        else {
            print("note: .build/debug/payspec absent or no /proc; the peak-memory test of \(format) is skipped")
            return
        }
        let small = try Self.measure(binary.path, format, scale: 5)
        let large = try Self.measure(binary.path, format, scale: 50)
        let added = large.bytes - small.bytes
        let grown = (large.kib - small.kib) * 1024
        print(
            "\(format): x5 \(small.bytes) bytes peak \(small.kib) KiB; x50 \(large.bytes) bytes peak \(large.kib) KiB; \(Double(grown) / Double(added)) bytes of memory per byte added"
        )
        #expect(small.kib > 0 && large.kib > 0)
        #expect(grown <= Self.bytesMultiple * added, "\(format): \(grown) bytes more for \(added) bytes more input")
    }
}
