import Foundation
import PaySpecJSON
import PaySpecModel

/// One run of the generator over a spec directory, as the build-tool plugin performs it.
public struct GeneratorRun {
    public var specDirectory: String
    public var outputDirectory: String
    /// The file names the plugin declared as outputs; the run fails if they differ from what the
    /// generator writes, because SwiftPM would otherwise compile stale or missing files.
    public var declaredFiles: [String]

    public init(specDirectory: String, outputDirectory: String, declaredFiles: [String]) {
        self.specDirectory = specDirectory
        self.outputDirectory = outputDirectory
        self.declaredFiles = declaredFiles
    }

    public struct OutputMismatch: Error, CustomStringConvertible {
        public var declared: [String]
        public var generated: [String]
        public var description: String {
            "the plugin declares outputs \(declared) but the generator writes \(generated)"
        }
    }

    /// Generates and writes changed files; returns the names it rewrote.
    @discardableResult
    public func run() throws -> [String] {
        let catalog = try SpecCatalog.load(directory: specDirectory)
        let files = EnumGenerator.generate(catalog)
        if !declaredFiles.isEmpty && declaredFiles.sorted() != files.map(\.name).sorted() {
            throw OutputMismatch(declared: declaredFiles.sorted(), generated: files.map(\.name).sorted())
        }
        try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        var rewritten: [String] = []
        for file in files {
            let path = (outputDirectory as NSString).appendingPathComponent(file.name)
            let data = Data(file.contents.utf8)
            if FileManager.default.contents(atPath: path) == data { continue }
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            rewritten.append(file.name)
        }
        return rewritten
    }
}
