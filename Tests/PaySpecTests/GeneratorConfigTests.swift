import Foundation
import PaySpecGenerator
import PaySpecJSON
import Testing

/// `payspec-enums.json`: a consumer's target names its own spec folder for PaySpecEnumsPlugin.
@Suite("Generator config (payspec-enums.json)")
struct GeneratorConfigTests {
    /// A scratch target folder two levels below a folder that holds a copy of nothing but a link to spec/.
    static func target(config: String) throws -> (root: String, config: String) {
        let root = NSTemporaryDirectory() + "payspec-config-" + UUID().uuidString
        let target = root + "/Sources/MyTarget"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/spec", withDestinationPath: PackageRoot.spec)
        try config.write(toFile: target + "/payspec-enums.json", atomically: true, encoding: .utf8)
        return (root, target + "/payspec-enums.json")
    }

    @Test func aRelativeSpecFolderResolvesAgainstTheConfigFolder() throws {
        let (root, path) = try Self.target(config: #"{"spec": "../../spec"}"#)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let config = try GeneratorConfig.read(path: path)
        #expect(config.specDirectory == (root + "/spec" as NSString).standardizingPath)
        let out = root + "/out"
        let written = try GeneratorRun(specDirectory: config.specDirectory, outputDirectory: out, declaredFiles: EnumGenerator.fileNames)
            .run()
        #expect(written.count == EnumGenerator.fileNames.count)
    }

    @Test(arguments: [
        (#"{"spec": "../../spec""#, "1:"),  // not JSON: a position
        (#"["../../spec"]"#, "expected a payspec-enums config object"),
        (#"{}"#, #"missing field "spec""#),
        (#"{"spec": 3}"#, #""spec" must be a non-empty string"#),
        (#"{"spec": ""}"#, #""spec" must be a non-empty string"#),
        (#"{"spec": "../../spec", "sepc": 1}"#, #"unknown field "sepc""#),
        (#"{"spec": "../../nowhere"}"#, #"spec folder "../../nowhere" not found"#),
    ])
    func aBadConfigIsAnErrorNamingTheFile(text: String, words: String) throws {
        let (root, path) = try Self.target(config: text)
        defer { try? FileManager.default.removeItem(atPath: root) }
        do {
            let config = try GeneratorConfig.read(path: path)
            Issue.record("accepted \(text) as \(config)")
        } catch {
            let message = error.description
            #expect(message.hasPrefix(path + ":"), "\(message)")
            #expect(message.contains(words), "\(message)")
        }
    }

    /// The executable the plugin runs stops the build with the config file's name and position.
    @Test func payspecGenerateReportsABadConfigWithItsPath() throws {
        let tool = PackageRoot.path + "/.build/debug/payspec-generate"
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            print("NOTE: \(tool) is not built; this test is skipped.")
            return
        }
        let (root, path) = try Self.target(config: #"{"spec": "../spec"}"#)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--config", path, root + "/out"] + EnumGenerator.fileNames
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(text.contains(path + ":1:10: error: spec folder \"../spec\" not found"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: root + "/out"), "nothing generated from a bad config")
    }
}
