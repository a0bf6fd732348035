import Testing

@testable import PaySpecL10n

/// A base text that is one unit symbol alone (`W`, `kWh`, `hPa`, `°C`) is written the same way
/// by languages in Latin script: where the key is missing, the fallback reads as a translation
/// would (OpenTracks' power unit `W`, kept as written by most of its Latin-script languages). A
/// language in another script writes its own (Russian `Вт`), so there it stays a finding; so do
/// units that Latin-script languages write their own ways (minutes, bytes, `rpm`, `km/h`, `N/A`).
@Suite struct UnitSymbolFallbackTests {
    @Test(arguments: [
        ("W", true), ("kWh", true), (" °C ", true), ("hPa", true), ("px", true), ("Watt", false), ("km/h", false), ("m/s", false),
        ("N/A", false), ("min", false), ("h", false), ("m", false), ("s", false), ("kB", false), ("MiB", false), ("rpm", false),
        ("bpm", false), ("A", false), ("%d W", false), ("OK", false), ("", false),
    ])
    func aUnitSymbolAlone(_ text: String, _ alone: Bool) {
        #expect(IdenticalText.isUnitSymbolAlone(text) == alone, "\(text)")
    }

    @Test("a missing key whose base is a unit symbol alone is a note in a Latin-script language, a finding elsewhere")
    func missingKey() {
        let directory = makeTempDirectory()
        write(
            #"<resources><string name="power_unit">W</string><string name="pressure_unit">hPa</string><string name="power">Power</string></resources>"#,
            "res/values/strings.xml", in: directory)
        write(#"<resources><string name="power">Effekt</string></resources>"#, "res/values-da/strings.xml", in: directory)
        write(#"<resources><string name="power">Мощность</string></resources>"#, "res/values-ru/strings.xml", in: directory)
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(report.parseErrors.isEmpty)
        let (issues, notes) = languageKeysBySeverity(findings(report, .missingKey))
        #expect(issues == ["ru power_unit", "ru pressure_unit"], "\(report.findings.map(\.message))")
        #expect(notes == ["da power_unit", "da pressure_unit"])
        #expect(findings(report, .missingKey).first { $0.severity == .note }?.message.hasSuffix(MissingTables.unitSymbolBase) == true)
    }
}
