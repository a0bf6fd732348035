// A thin build-tool plugin: it declares one build command that runs payspec-embed over the
// package's VERSION, spec/ and golden/, producing the Swift file that carries them inside
// PaySpecGolden. All logic lives in PaySpecSuiteFiles and payspec-embed.
import Foundation
import PackagePlugin

@main
struct PaySpecSuitePlugin: BuildToolPlugin {
    static let outputFileName = "EmbeddedSuite.swift"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources").appending(path: Self.outputFileName)
        // Every embedded file is an input, so editing any of them re-embeds and an unchanged
        // suite does not. The same rule as SuiteContent.belongs (payspec-embed checks they agree).
        let suite = suiteFiles(root: root, folder: "spec", nested: true) + suiteFiles(root: root, folder: "golden", nested: false)
        return [
            .buildCommand(
                displayName: "Embedding the PaySpec suite from VERSION, spec/ and golden/",
                executable: try context.tool(named: "payspec-embed").url,
                arguments: [root.path, output.path] + suite.map(\.relative),
                inputFiles: [root.appending(path: "VERSION")] + suite.map(\.url),
                outputFiles: [output]
            )
        ]
    }

    private func suiteFiles(root: URL, folder: String, nested: Bool) -> [(relative: String, url: URL)] {
        let directory = root.appending(path: folder)
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var files: [(relative: String, url: URL)] = []
        for case let url as URL in walker where url.pathExtension == "json" {
            let relative = String(url.standardizedFileURL.path.dropFirst(directory.standardizedFileURL.path.count + 1))
            if !nested && relative.contains("/") { continue }
            files.append((folder + "/" + relative, url))
        }
        return files.sorted { $0.relative < $1.relative }
    }
}
