import Foundation
import PaySpecL10n
import Testing

/// How real catalogs name their languages: Norwegian Bokmål as `nb`, regional folders holding a
/// subset of keys, Android's legacy `values-iw`/`values-in`.
@Suite struct TranslatorRealityTests {
    /// A complete catalog of every spec language in `.strings`, the languages renamed by `rename`.
    func specCatalogs(rename: [String: String] = [:], in directory: String) {
        let table = specTable()
        for language in table.languages {
            let folder = rename[language] ?? language
            write(CatalogWriter.strings(table, language: language), "App/\(folder).lproj/Localizable.strings", in: directory)
        }
    }

    static let norwegian: [(path: String, format: String)] = [
        ("App/nb.lproj/Localizable.strings", "strings"), ("App/nb-NO.lproj/Localizable.strings", "strings"),
        ("res/values-nb/strings.xml", "android"), ("res/values-nb-rNO/strings.xml", "android"),
        ("lib/l10n/nb_NO.json", "json"), ("lib/l10n/nb.json", "json"),
    ]

    @Test("Bokmål as real catalogs spell it is the spec's no, with a note", arguments: norwegian.indices)
    func bokmalIsNorwegian(_ index: Int) throws {
        let (path, format) = Self.norwegian[index]
        let directory = makeTempDirectory()
        let table = specTable()
        for language in table.languages where language != "no" {
            write(CatalogWriter.strings(table, language: language), "App/\(language).lproj/Localizable.strings", in: directory)
        }
        let text =
            switch format {
            case "android": CatalogWriter.androidXML(table, language: "no")
            case "json": CatalogWriter.json(table, language: "no")
            default: CatalogWriter.strings(table, language: "no")
            }
        write(text, path, in: directory)
        let report = checkPaths([directory], profile: specProfile)
        #expect(report.parseErrors.isEmpty)
        #expect(report.findings.map(\.check) == [.languageAlias], "\(report.findings.map(\.message))")
        #expect(report.findings.first?.severity == .note)
        #expect(report.findings.first?.language == "no")
        #expect(report.matrix.completion("no") == 100)
        #expect(report.errorCount == 0 && report.warningCount == 0)
    }

    @Test("--strict-language-codes keeps nb an error")
    func strictKeepsTheError() {
        let directory = makeTempDirectory()
        specCatalogs(rename: ["no": "nb"], in: directory)
        var strict = specProfile
        strict.strictLanguageCodes = true
        let report = checkPaths([directory], profile: strict)
        #expect(report.findings.map(\.check) == [.noncanonicalLanguage])
        #expect(report.findings.first?.severity == .error)
    }

    @Test("a regional folder with a subset of keys falls back to its language", arguments: ["ios", "android"])
    func regionalSubsetFallsBack(_ layout: String) {
        let directory = makeTempDirectory()
        specCatalogs(in: directory)
        var subset = specTable()
        subset.keys = ["payButtonText", "panLabel"]
        let path =
            layout == "ios" ? "App/pt-PT.lproj/Localizable.strings" : "res/values-pt-rBR/strings.xml"
        let language = layout == "ios" ? "pt-PT" : "pt-BR"
        write(
            layout == "ios" ? CatalogWriter.strings(subset, language: "pt") : CatalogWriter.androidXML(subset, language: "pt"),
            path, in: directory)
        let report = checkPaths([directory], profile: specProfile)
        #expect(report.errorCount == 0, "\(report.findings.map(\.message))")
        // Falling back to its language is what a regional catalog is for: no finding.
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        #expect(report.matrix.languages.contains(language))
        #expect(report.matrix.cell(language, "payButtonText") == .ok)
        #expect(report.matrix.cell(language, "cvvLabel") == .fallback)
        #expect(report.matrix.completion(language) == 100)
        // The regional values are still checked: an empty one is an error.
        write("\"payButtonText\" = \"\";\n", "App/en-IN.lproj/Localizable.strings", in: directory)
        let again = checkPaths([directory], profile: specProfile)
        #expect(again.findings.filter { $0.language == "en-IN" }.map(\.check).contains(.emptyValue))
    }

    @Test("generic mode: en-IN falls back to the base, a listed region is checked in full")
    func genericRegional() {
        let directory = makeTempDirectory()
        write("\"a\" = \"A\";\n\"b\" = \"B\";\n", "App/en.lproj/Localizable.strings", in: directory)
        write("\"a\" = \"A (India)\";\n", "App/en-IN.lproj/Localizable.strings", in: directory)
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        var listed = CheckProfile.generic(base: "en")
        listed.expectedLanguages = ["en", "en-IN"]
        let strict = checkPaths([directory], profile: listed)
        #expect(strict.findings.map(\.check) == [.missingKey])
        #expect(strict.findings.first?.key == "b")
        // With no catalog of its language there is nothing to fall back to.
        let lonely = makeTempDirectory()
        write("\"a\" = \"A\";\n\"b\" = \"B\";\n", "App/en.lproj/Localizable.strings", in: lonely)
        write("\"a\" = \"Á\";\n", "App/pt-BR.lproj/Localizable.strings", in: lonely)
        #expect(checkPaths([lonely], profile: .generic(base: "en")).findings.map(\.check).contains(.missingKey))
    }

    @Test("Android's legacy values-iw and values-in are Hebrew and Indonesian", arguments: [("iw", "he"), ("in", "id")])
    func androidLegacyFolders(_ legacy: String, _ modern: String) {
        #expect(LanguageCodes.fromPath("app/src/main/res/values-\(legacy)/strings.xml") == modern)
        #expect(LanguageCodes.fromPath("app/src/main/res/values-\(legacy)-rIL/strings.xml") == modern + "-IL")
        let report = checkProject(
            [
                ("<resources><string name=\"a\">A</string></resources>", "res/values/strings.xml"),
                ("<resources><string name=\"a\">Aa</string></resources>", "res/values-\(legacy)/strings.xml"),
            ], profile: .generic(base: "en"))
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        #expect(report.matrix.languages == ["en", modern])
        // Outside Android's folders the legacy code is still the non-canonical one.
        #expect(LanguageCodes.fromPath("App/\(legacy).lproj/Localizable.strings") == legacy)
    }

    @Test("l10n check: nb.lproj and a subset regional folder give no error; --strict-language-codes does")
    func commandLine() {
        let directory = makeTempDirectory()
        specCatalogs(rename: ["no": "nb"], in: directory)
        write("\"payButtonText\" = \"Pagar\";\n", "App/pt-PT.lproj/Localizable.strings", in: directory)
        let r = runCLI(["l10n", "check", "--spec-dir", specDirectory, "--notes", directory + "/App"])
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.contains("0 errors, 0 warnings, 1 note"))
        #expect(r.stdout.contains("note: language code \"nb\" is read as the spec's \"no\""))
        let strict = runCLI(["l10n", "check", "--spec-dir", specDirectory, "--strict-language-codes", directory + "/App"])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("[noncanonical-language]"))
    }
}

/// XLIFF as CAT tools read it: a finished unit is approved="yes" as well as state="translated".
@Suite struct XLIFFApprovalTests {
    @Test("every exported unit with a target is approved, and only those")
    func exportMarksFinishedUnitsApproved() throws {
        var table = specTable()
        table.texts["de"]?["payButtonText"] = nil
        let xliff = CatalogWriter.xliff12(table, language: "de")
        let units = xliff.components(separatedBy: "<trans-unit ").dropFirst()
        #expect(units.count == 19)
        for unit in units {
            let hasTarget = unit.contains("<target state=\"translated\">")
            #expect(unit.hasPrefix("id=\"payButtonText\"") != hasTarget)
            #expect(unit.prefix(while: { $0 != ">" }).contains("approved=\"yes\"") == hasTarget, "\(unit.prefix(80))")
        }
    }

    @Test("an approved unit is final whatever its state; an unapproved one keeps the state's word")
    func approvedIsFinal() {
        let directory = makeTempDirectory()
        func unit(_ id: String, _ approved: String, _ state: String) -> String {
            "<trans-unit id=\"\(id)\"\(approved)><source>Pay</source><target state=\"\(state)\">Zahlen</target></trans-unit>"
        }
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
            <file original="L.strings" source-language="en" target-language="de" datatype="plaintext"><body>
            \(unit("a", " approved=\"yes\"", "needs-review-translation"))
            \(unit("b", "", "needs-review-translation"))
            \(unit("c", " approved=\"no\"", "translated"))
            </body></file></xliff>
            """
        write(xliff, "de.xliff", in: directory)
        write(#"{"a": "Pay", "b": "Pay", "c": "Pay"}"#, "en.json", in: directory)
        let report = checkPaths([directory], profile: .generic(base: "en"))
        let notFinal = report.findings.filter { $0.check == .notFinal }.compactMap(\.key)
        #expect(notFinal == ["b"], "\(report.findings.map(\.message))")
    }
}

/// The wrong-language check: a catalog whose text is another language than its folder says.
@Suite struct WrongLanguageTests {
    /// What the MoneyCollect iOS demo's en-IN.lproj really holds: Indonesian.
    static let indonesian: [String: String] = [
        "panLabel": "Nomor kartu", "fullNameLabel": "Nama pemegang kartu", "expiryExpiredError": "Kartu sudah kedaluwarsa",
        "payButtonText": "Bayar sekarang", "statusPaid": "Pembayaran berhasil", "threeDSCancelButton": "Batal",
    ]
    /// Every value above but "Batal", which no profile knows.
    static let flagged = ["expiryExpiredError", "fullNameLabel", "panLabel", "payButtonText", "statusPaid"]

    func planted(_ format: String, in directory: String) {
        let table = specTable()
        var planted = table
        planted.keys = Self.indonesian.keys.sorted()
        planted.languages = ["en-IN"]
        planted.texts = ["en-IN": Self.indonesian, "en": table.texts["en"]!]
        for language in table.languages {
            write(CatalogWriter.strings(table, language: language), "App/\(language).lproj/Localizable.strings", in: directory)
        }
        switch format {
        case "android": write(CatalogWriter.androidXML(planted, language: "en-IN"), "res/values-en-rIN/strings.xml", in: directory)
        case "xcstrings": write(CatalogWriter.xcstrings(planted), "App/Pay.xcstrings", in: directory)
        default: write(CatalogWriter.strings(planted, language: "en-IN"), "App/en-IN.lproj/Localizable.strings", in: directory)
        }
    }

    @Test("a planted Indonesian en-IN catalog is caught", arguments: ["strings", "android", "xcstrings"])
    func indonesianInEnglishFolder(_ format: String) {
        let directory = makeTempDirectory()
        planted(format, in: directory)
        let report = checkPaths([directory], profile: specProfile)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let hits = report.findings.filter { $0.check == .wrongLanguage }
        #expect(hits.compactMap(\.key).sorted() == Self.flagged, "\(report.findings.map(\.message))")
        #expect(hits.allSatisfy { $0.language == "en-IN" && $0.message.contains("reads as id, not en-IN") })
        #expect(report.matrix.cell("en-IN", "panLabel") == .issue)
    }

    @Test("English left in a German catalog reads as en; the base text itself is left to untranslated")
    func englishInGerman() {
        let report = checkProject(
            [
                ("\"payButtonText\" = \"Pay now\";\n\"panLabel\" = \"Card number\";\n", "de.lproj/L.strings")
            ], profile: specProfile)
        let wrong = report.findings.filter { $0.check == .wrongLanguage }
        #expect(wrong.map(\.key) == ["payButtonText"])
        #expect(report.findings.contains { $0.check == .untranslated && $0.key == "panLabel" })
    }

    @Test("no false positive on any of the 26 reference translations (measured: 0 of 494 values)")
    func referenceTranslationsAreClean() {
        let profiles = specProfile.languageProfiles!
        var flagged: [String] = []
        var values = 0
        for (language, file) in specCatalog.translations {
            for (key, value) in file.strings {
                values += 1
                if let other = profiles.otherLanguage(of: value, declared: language) { flagged.append("\(language) \(key): \(other)") }
            }
        }
        #expect(values == 494)
        #expect(flagged.isEmpty, "\(flagged)")
    }
}

@Suite struct CompletionTests {
    @Test("completion counts only clean entries: a key with any finding is not complete")
    func findingsAreNotComplete() {
        let report = checkProject(
            [
                (#"{"a": "Pay", "b": "Card"}"#, "en.json"),
                // A no-break space: a web page keeps it, where it collapses an ordinary one.
                (#"{"a": "Zahlen\u00a0", "b": "Karte"}"#, "de.json"),
            ], profile: .generic(base: "en"))
        #expect(report.findings.map(\.check) == [.whitespace])
        #expect(report.matrix.cell("de", "a") == .issue)
        #expect(report.matrix.completion("de") == 50)
    }
}

/// `l10n export --format strings|android|json`: each platform's layout, read back clean.
@Suite struct PlatformExportTests {
    static let layouts: [(format: String, sample: String, note: Bool)] = [
        ("strings", "nb.lproj/Localizable.strings", true), ("android", "values-nb/strings.xml", true), ("json", "no.json", false),
    ]

    @Test("export writes the platform layout and checks back with no error", arguments: layouts.indices)
    func roundTrip(_ index: Int) throws {
        let (format, sample, note) = Self.layouts[index]
        let directory = makeTempDirectory() + "/out"
        let export = runCLI(["l10n", "export", "--spec-dir", specDirectory, "--format", format, "--output", directory])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.contains("wrote 26 files (26 languages x 19 keys)"))
        #expect(FileManager.default.fileExists(atPath: directory + "/" + sample))
        if format == "android" { #expect(FileManager.default.fileExists(atPath: directory + "/values/strings.xml")) }
        let report = checkPaths([directory], profile: specProfile)
        #expect(report.parseErrors.isEmpty)
        #expect(report.findings.map(\.check) == (note ? [.languageAlias] : []), "\(report.findings.map(\.message))")
        for language in specProfile.expectedLanguages! { #expect(report.matrix.completion(language) == 100, "\(language)") }
    }

    @Test("an unknown export format is a usage error naming the formats")
    func unknownFormat() {
        let r = runCLI(["l10n", "export", "--spec-dir", specDirectory, "--format", "yaml", "--output", makeTempDirectory() + "/x"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("strings") && r.stderr.contains("android") && r.stderr.contains("json"), "\(r.stderr)")
    }
}
