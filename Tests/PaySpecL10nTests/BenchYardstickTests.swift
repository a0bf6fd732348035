import Foundation
import Testing

@testable import PaySpecL10n

/// `payspec l10n bench` measures the CPython yardstick on the formats it reads, in the same
/// run, and prints CPU per string of both and their ratio.
@Suite struct BenchYardstickTests {
    @Test("CPU per string is the run's CPU over languages x keys, for the check and the yardstick alike")
    func perStringFigures() {
        var m = L10nBenchmark.IsolatedMeasurement(
            format: .androidXML, files: 3, bytes: 100, seconds: 1, cpuSeconds: 0.5, findings: 0, peakRSSMiB: 20, exitStatus: 0)
        m.entries = 250_000
        m.yardstickCPUSeconds = 2
        #expect(m.cpuMicrosecondsPerEntry == 2)
        #expect(m.yardstickMicrosecondsPerEntry == 8)
        #expect(L10nBenchmark.yardstickFormats == [.androidXML, .xliff12, .xliff20])
    }

    @Test("from the checkout with python3, the bench prints the ratio for Android and none for a format the yardstick cannot read")
    func benchPrintsTheRatio() throws {
        guard let binary = BuiltBinary.built("debug") ?? BuiltBinary.built("release") else {
            print("note: no built payspec; the bench yardstick test is skipped")
            return
        }
        let hasPython = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/python3")
        }
        let outcome = try binary.run(["l10n", "bench", "--languages", "3", "--keys", "20", "--formats", "android,strings"])
        let lines = String(decoding: outcome.stdout, as: UTF8.self).split(separator: "\n")
        #expect(outcome.status == 0, "\(outcome)")
        let header = lines.firstIndex { $0.contains("check ÷ yardstick") }
        #expect((header != nil) == hasPython, "\(outcome)")
        guard let header else { return }
        let rows = lines[(header + 2)...].filter { $0.hasPrefix("| ") }
        #expect(rows.count == 1 && rows.first?.hasPrefix("| android |") == true, "\(rows)")
        let cells = rows.first?.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } ?? []
        #expect(cells.count == 4 && cells[1...].allSatisfy { Double($0).map { $0 > 0 } == true }, "\(cells)")
    }
}
