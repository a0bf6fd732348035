import Foundation
import PaySpecGenerator
import PaySpecModel
import Testing

/// The generator's output for the real spec/ is held in Fixtures/generated/*.txt. A change to
/// the generator or to spec/ shows up here as a unified diff; PAYSPEC_RECORD=1 re-records.
@Suite struct GeneratorReferenceTests {
    static let files: [GeneratedFile] = {
        let catalog = try! SpecCatalog.load(directory: PackageRoot.spec)
        return EnumGenerator.generate(catalog)
    }()

    @Test(arguments: EnumGenerator.fileNames)
    func generatedFileMatchesReference(name: String) throws {
        let file = try #require(Self.files.first { $0.name == name })
        let path = PackageRoot.fixtures + "/generated/" + name.replacingOccurrences(of: ".swift", with: ".txt")
        if ProcessInfo.processInfo.environment["PAYSPEC_RECORD"] == "1" {
            try FileManager.default.createDirectory(atPath: PackageRoot.fixtures + "/generated", withIntermediateDirectories: true)
            try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let reference = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            reference == file.contents,
            "generated \(name) differs from its reference (PAYSPEC_RECORD=1 re-records):\n\(UnifiedDiff.diff(expected: reference, actual: file.contents))"
        )
    }

    @Test func generationIsDeterministic() throws {
        let catalog = try SpecCatalog.load(directory: PackageRoot.spec)
        #expect(EnumGenerator.generate(catalog) == EnumGenerator.generate(catalog))
    }

    @Test func generatedHeadersCarryNoDateOrVersion() {
        for file in Self.files {
            let header = file.contents.split(separator: "\n").prefix(3).joined(separator: "\n")
            #expect(!header.contains("20"), "\(file.name) header mentions a year or version: \(header)")
        }
    }

    @Test func pluginDeclaresExactlyTheGeneratedFiles() throws {
        let plugin = try String(contentsOfFile: PackageRoot.path + "/Plugins/PaySpecEnumsPlugin/plugin.swift", encoding: .utf8)
        for name in EnumGenerator.fileNames {
            #expect(plugin.contains("\"\(name)\""), "plugin.swift does not declare \(name)")
        }
        let declared = plugin.components(separatedBy: "\"").filter { $0.hasSuffix(".swift") }
        #expect(Set(declared) == Set(EnumGenerator.fileNames))
    }

    @Test func generatorRunWritesOnlyChangedFiles() throws {
        let out = NSTemporaryDirectory() + "payspec-gen-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = GeneratorRun(specDirectory: PackageRoot.spec, outputDirectory: out, declaredFiles: EnumGenerator.fileNames)
        #expect(try run.run().count == EnumGenerator.fileNames.count)
        #expect(try run.run().isEmpty, "an unchanged spec must rewrite nothing")
        try "stale".write(toFile: out + "/SEBStatuses.swift", atomically: true, encoding: .utf8)
        #expect(try run.run() == ["SEBStatuses.swift"])
    }

    @Test func generatorRunRejectsOutputListThatDiffers() throws {
        let out = NSTemporaryDirectory() + "payspec-gen-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = GeneratorRun(specDirectory: PackageRoot.spec, outputDirectory: out, declaredFiles: ["Only.swift"])
        #expect(throws: GeneratorRun.OutputMismatch.self) { try run.run() }
    }
}
