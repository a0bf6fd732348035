import Foundation
import PaySpecCLI
import PaySpecCLITestSupport
import PaySpecDrift
import PaySpecModel
import PaySpecTestSupport

/// Paths, fixtures and temporary folders shared by the drift tests. Nothing here reads outside
/// the repository: the fixtures are this project's own documents.
enum Support {
    /// The repository root, found from this file's path.
    static var root: String { TestPackage.root }

    static var specDirectory: String { root + "/spec" }
    static var fixtures: String { TestPackage.fixtures(of: "PaySpecDriftTests") }

    /// The four fixture documents: German and Polish plain text, Estonian GitBook Markdown,
    /// English Objective-C sample code.
    static let fixtureNames = ["comgate-results-de.txt", "comgate-session-pl.txt", "seb-result-et.md", "moneycollect-en.txt"]

    static func fixture(_ name: String) -> String {
        try! String(contentsOfFile: fixtures + "/" + name, encoding: .utf8)
    }

    static let catalog: SpecCatalog = try! SpecCatalog.load(directory: specDirectory)

    /// A fresh temporary folder.
    static func temporaryDirectory() -> String {
        TestPackage.temporaryFolder("payspec-drift")
    }

    /// Writes `bytes` to `name` in a fresh folder and returns the path.
    static func write(_ name: String, _ bytes: [UInt8], in directory: String? = nil) -> String {
        let folder = directory ?? temporaryDirectory()
        let path = folder + "/" + name
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    static func write(_ name: String, _ text: String, in directory: String? = nil) -> String {
        write(name, Array(text.utf8), in: directory)
    }

    /// Runs `payspec ARGS` in-process; returns status, stdout and stderr.
    static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        InProcessCLI.run(arguments)
    }

    /// The 1-based line of the first line of `text` containing `needle`.
    static func line(of needle: String, in text: String) -> Int {
        text.components(separatedBy: "\n").firstIndex { $0.contains(needle) }! + 1
    }

    /// Document drift of `text` saved as `name`, against the real spec/.
    static func drift(_ name: String, _ text: String) throws -> (path: String, findings: [Finding]) {
        let path = write(name, text)
        let extraction = try DocumentExtractor.extract(paths: [path])
        return (path, DocumentDrift.compare(extraction, with: catalog))
    }
}
