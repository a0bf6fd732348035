import Foundation
import PaySpecArguments
import PaySpecIO
import PaySpecProcesses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `payspec l10n bench`: writes a synthetic catalog of N languages x K keys in each format to
/// a temporary folder and times loading plus checking it (wall clock), with the peak RSS.
public enum L10nBenchmark {
    /// One format's measurement.
    public struct Measurement: Sendable {
        public var format: CatalogFormat
        public var files: Int
        public var entries: Int
        public var seconds: Double
        /// Of which reading and parsing the files.
        public var parseSeconds: Double
        public var findings: Int
        /// Peak resident set size of the process so far, in MiB.
        public var peakRSSMiB: Double
    }

    /// A synthetic table: the first `languages` ISO codes (English first), `keys` keys, texts in
    /// each language's script with a `%@` placeholder, so that a correct check finds nothing.
    public static func syntheticTable(languages count: Int, keys keyCount: Int) -> TranslationTable {
        var languages = ["en"]
        for code in LanguageCodes.iso639_1.sorted() where languages.count < count && code != "en" && code != "no" {
            languages.append(code)
        }
        let keys = (0..<keyCount).map { "screen\($0 / 100).item\($0 % 100)" }
        var texts: [String: [String: String]] = [:]
        for language in languages {
            let word: String
            switch ScriptDetector.expectedScript(for: language) {
            case .cyrillic?: word = "Текст"
            case .greek?: word = "Κείμενο"
            default:
                // A language judged as a whole catalog is written in its CLDR script.
                word =
                    language == "en"
                    ? "Text" : CatalogScript.expectedScript(for: language).flatMap(CatalogScript.sampleWord) ?? "Tekst \(language)"
            }
            var row: [String: String] = [:]
            row.reserveCapacity(keyCount)
            for (i, key) in keys.enumerated() { row[key] = "\(word) \(i) %@" }
            texts[language] = row
        }
        return TranslationTable(keys: keys, languages: languages, baseLanguage: "en", texts: texts)
    }

    /// Writes the table in `format` under `directory`; returns the files written.
    public static func write(_ table: TranslationTable, format: CatalogFormat, to directory: String) throws -> [String] {
        let fm = FileManager.default
        let root = directory + "/" + format.rawValue
        try fm.createDirectory(atPath: root, withIntermediateDirectories: true)
        var files: [String] = []
        func put(_ relative: String, _ text: String) throws {
            let path = root + "/" + relative
            try fm.createDirectory(atPath: PathParts.folder(of: path), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            files.append(path)
        }
        switch format {
        case .xcstrings: try put("Localizable.xcstrings", CatalogWriter.xcstrings(table))
        case .csv: try put("strings.csv", CatalogWriter.delimited(table, separator: ","))
        case .tsv: try put("strings.tsv", CatalogWriter.delimited(table, separator: "\t"))
        default:
            for language in table.languages {
                switch format {
                case .strings: try put("\(language).lproj/Localizable.strings", CatalogWriter.strings(table, language: language))
                case .stringsdict:
                    try put("\(language).lproj/Localizable.stringsdict", CatalogWriter.stringsdict(table, language: language))
                case .androidXML:
                    let folder = language == table.baseLanguage ? "values" : "values-\(language)"
                    try put("res/\(folder)/strings.xml", CatalogWriter.androidXML(table, language: language))
                case .xliff12: try put("\(language).xliff", CatalogWriter.xliff12(table, language: language))
                case .xliff20: try put("xliff2/\(language).xlf", CatalogWriter.xliff20(table, language: language))
                case .json: try put("locales/\(language).json", CatalogWriter.json(table, language: language))
                case .arb: try put("lib/l10n/\(CatalogWriter.arbFileName(language))", CatalogWriter.arb(table, language: language))
                case .gettext: try put("po/\(language).po", CatalogWriter.po(table, language: language))
                default: break
                }
            }
        }
        return files
    }

    /// Writes the synthetic catalogs of every format under `directory`.
    public static func writeAll(languages: Int, keys: Int, directory: String, formats: [CatalogFormat]) throws {
        let table = syntheticTable(languages: languages, keys: keys)
        for format in formats { _ = try write(table, format: format, to: directory) }
    }

    /// Runs the whole benchmark in process; `progress` is called after each format.
    public static func run(
        languages: Int, keys: Int, directory: String, formats: [CatalogFormat] = CatalogFormat.allCases,
        progress: (Measurement) -> Void
    ) throws -> [Measurement] {
        var results: [Measurement] = []
        for format in formats {
            let root = directory + "/" + format.rawValue
            do {
                let table = syntheticTable(languages: languages, keys: keys)
                _ = try write(table, format: format, to: directory)
            }
            let start = DispatchTime.now().uptimeNanoseconds
            let loaded = CatalogLoader.load([root], baseLanguage: "en")
            let parsed = DispatchTime.now().uptimeNanoseconds
            let report = L10nChecker.check(loaded.documents, profile: .generic(base: "en"), parseErrors: loaded.errors)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let entries = loaded.documents.reduce(0) { $0 + $1.entries.count }
            let m = Measurement(
                format: format, files: loaded.documents.count + loaded.errors.count, entries: entries, seconds: seconds,
                parseSeconds: Double(parsed - start) / 1e9,
                findings: report.findings.count + loaded.errors.count, peakRSSMiB: peakRSSMiB())
            results.append(m)
            progress(m)
            try? FileManager.default.removeItem(atPath: root)
        }
        return results
    }

    /// One format checked by a separate `payspec l10n check` process.
    public struct IsolatedMeasurement: Sendable {
        public var format: CatalogFormat
        public var files: Int
        public var bytes: Int
        /// Wall clock of the whole `payspec l10n check` run (start-up, parse, check, report).
        public var seconds: Double
        /// User plus system CPU time of that process (less sensitive to other load than wall clock).
        public var cpuSeconds: Double
        /// Findings (warnings included) in the report.
        public var findings: Int
        /// Peak resident set size of that process, in MiB (`wait4` rusage `ru_maxrss`).
        public var peakRSSMiB: Double
        public var exitStatus: Int32
        /// User plus system CPU time of the CPython yardstick on the same catalog, right after
        /// the check; nil where it was not run (no yardstick given, or a format it cannot read).
        public var yardstickCPUSeconds: Double?
        /// The strings of the synthetic catalog (languages x keys).
        public var entries: Int = 0

        /// CPU microseconds per string of the check, and of the yardstick when it ran.
        public var cpuMicrosecondsPerEntry: Double { entries > 0 ? cpuSeconds * 1e6 / Double(entries) : .nan }
        public var yardstickMicrosecondsPerEntry: Double? {
            yardstickCPUSeconds.map { entries > 0 ? $0 * 1e6 / Double(entries) : .nan }
        }
    }

    /// The formats the CPython yardstick (`tools/bench/l10n_yardstick.py`) reads.
    public static let yardstickFormats: Set<CatalogFormat> = [.androidXML, .xliff12, .xliff20]

    /// Writes every format first, then checks each in its own `executable l10n check` process
    /// (generic mode, base `en`, text report to a file), so that the timing and the peak memory
    /// are the check's alone.
    public static func runIsolated(
        executable: String, languages: Int, keys: Int, directory: String, formats: [CatalogFormat] = CatalogFormat.allCases,
        yardstick: [String]? = nil, progress: (IsolatedMeasurement) -> Void
    ) throws -> [IsolatedMeasurement] {
        // The catalogs are written by a child process too: Linux carries a parent's peak RSS into
        // a spawned child's ru_maxrss, so the parent must never grow.
        let (writeStatus, _) = try spawnAndWait([
            executable, "l10n", "bench", "--write-only", directory, "--languages", "\(languages)", "--keys", "\(keys)",
            "--formats", formats.map(\.rawValue).joined(separator: ","),
        ])
        guard writeStatus == 0 else { throw SpawnError(description: "writing the synthetic catalogs failed (\(writeStatus))") }
        var written: [CatalogFormat: [String]] = [:]
        for format in formats { written[format] = CatalogLoader.catalogFiles(in: directory + "/" + format.rawValue) }
        var results: [IsolatedMeasurement] = []
        for format in formats {
            let root = directory + "/" + format.rawValue
            let report = directory + "/report-\(format.rawValue).txt"
            let arguments = [executable, "l10n", "check", "--base", "en", "--fail-on", "never", CommonOptions.output.name, report, root]
            let start = DispatchTime.now().uptimeNanoseconds
            let (status, usage) = try spawnAndWait(arguments)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let findings =
                FileManager.default.contents(atPath: report).map { findingCount(inReport: String(decoding: $0, as: UTF8.self)) } ?? -1
            let files = written[format] ?? []
            let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
            #if os(Linux)
                let rss = Double(usage.ru_maxrss) / 1024
            #else
                let rss = Double(usage.ru_maxrss) / 1024 / 1024
            #endif
            var m = IsolatedMeasurement(
                format: format, files: files.count, bytes: bytes, seconds: seconds,
                cpuSeconds: cpuSeconds(usage), findings: findings, peakRSSMiB: rss, exitStatus: status)
            m.entries = languages * keys
            // The yardstick reads the same files right after the check, so both see the same
            // machine: their ratio is the figure to compare across runs, not either time alone.
            if let yardstick, yardstickFormats.contains(format) {
                let (yardstickStatus, yardstickUsage) = try spawnAndWait(yardstick + [format.rawValue, root])
                if yardstickStatus == 0 { m.yardstickCPUSeconds = cpuSeconds(yardstickUsage) }
            }
            results.append(m)
            progress(m)
            try? FileManager.default.removeItem(atPath: root)
        }
        return results
    }

    static func cpuSeconds(_ usage: rusage) -> Double {
        Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// The findings a text report counts on its last line, "N errors, M warnings[, K unreadable
    /// files]": all of them, parse errors included; -1 when the report has no such line.
    public static func findingCount(inReport text: String) -> Int {
        let last = text.split(separator: "\n").last ?? ""
        guard last.contains("error") && last.contains("warning") else { return -1 }
        let numbers = last.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        return numbers.count >= 2 ? numbers.reduce(0, +) : -1
    }

    /// Why a benchmark run must fail: the synthetic catalogs are clean, so any finding, parse
    /// error, unreadable report or failed check of a format is a defect of the kit. Empty when
    /// every format came out clean.
    public static func defects(_ measurements: [IsolatedMeasurement]) -> [String] {
        var out: [String] = []
        if measurements.isEmpty { out.append("no format was measured") }
        for m in measurements where m.findings != 0 || m.exitStatus != 0 || m.files == 0 {
            let findings = m.findings < 0 ? "no readable report" : "\(m.findings) findings or parse errors"
            out.append("\(m.format.rawValue) (exit \(m.exitStatus), \(findings), \(m.files) files)")
        }
        return out
    }

    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs a program, waits for it, and returns its exit status and resource usage.
    static func spawnAndWait(_ arguments: [String]) throws -> (Int32, rusage) {
        let child: ChildProcess.Started
        do {
            child = try ChildProcess.start(arguments, output: .file("/dev/null"), searchPath: false, ownGroup: false)
        } catch {
            throw SpawnError(description: "cannot start \(arguments.first ?? ""): \(error.reason)")
        }
        let (status, usage) = ChildProcess.waitWithUsage(child.pid)
        return (ChildProcess.exitCode(status), usage)
    }

    /// The process's peak resident set size in MiB (`getrusage` `ru_maxrss`, KiB on Linux).
    public static func peakRSSMiB() -> Double {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        #if os(Linux)
            return Double(usage.ru_maxrss) / 1024
        #else
            return Double(usage.ru_maxrss) / 1024 / 1024
        #endif
    }
}
