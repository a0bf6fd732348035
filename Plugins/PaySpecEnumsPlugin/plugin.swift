// A thin build-tool plugin: it declares one build command that runs payspec-generate over the
// package's spec/ directory. All logic lives in the PaySpecGenerator library.
import Foundation
import PackagePlugin

@main
struct PaySpecEnumsPlugin: BuildToolPlugin {
    /// Must equal `EnumGenerator.fileNames`; payspec-generate fails the build if they differ.
    static let outputFileNames = [
        "Ambiguities.swift",
        "ComgateErrorReasons.swift",
        "ComgateErrors.swift",
        "ComgatePaymentResults.swift",
        "ComgateSession.swift",
        "ComgateTranslationPresets.swift",
        "ComgateTranslations.swift",
        "MoneyCollectStatuses.swift",
        "Namespaces.swift",
        "SEBStatuses.swift",
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let specDirectory = context.package.directoryURL.appending(path: "spec")
        let outputDirectory = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        // Every spec file is an input, so touching any of them reruns the generator and an
        // unchanged spec does not.
        let inputs = try specFiles(under: specDirectory)
        return [
            .buildCommand(
                displayName: "Generating PaySpec enums from spec/",
                executable: try context.tool(named: "payspec-generate").url,
                arguments: [specDirectory.path, outputDirectory.path] + Self.outputFileNames,
                inputFiles: inputs,
                outputFiles: Self.outputFileNames.map { outputDirectory.appending(path: $0) }
            )
        ]
    }

    private func specFiles(under directory: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [URL] = []
        for case let url as URL in walker where url.pathExtension == "json" {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }
}
