// A thin build-tool plugin: it declares one build command that runs payspec-generate. All
// logic lives in the PaySpecGenerator library and payspec-generate.
//
// Where the spec comes from, for the target the plugin is applied to:
// - the nearest `payspec-enums.json` at or above the target's sources (up to the package root)
//   names a spec folder ({"spec": "../../spec"}, relative to the file's folder): generate from it;
// - otherwise the spec/ that ships in the PaySpec package, wherever SwiftPM or Xcode checked it
//   out (the package graph says where), so a consumer's target needs no copy and no path.
// Either way every spec file is an input, so editing one regenerates and nothing else does.
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

    /// Must equal `GeneratorConfig.fileName`.
    static let configFileName = "payspec-enums.json"

    struct SpecNotFound: Error, CustomStringConvertible {
        var description: String {
            "PaySpecEnumsPlugin: the PaySpec package's spec/ folder was not found in the package graph; name a spec folder in \(PaySpecEnumsPlugin.configFileName) ({\"spec\": \"path/to/spec\"}) in the target's folder"
        }
    }

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let outputDirectory = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        let source: [String]
        let inputs: [URL]
        let description: String
        if let config = configFile(target: target, packageRoot: context.package.directoryURL) {
            // payspec-generate reads and checks the config (file, line and column on a mistake);
            // here it is read only to list the spec files as inputs. A config this cannot read
            // lists only itself, and the tool reports what is wrong with it.
            source = ["--config", config.path]
            inputs = [config] + (specFolder(config: config).map(specFiles) ?? [])
            description = "Generating PaySpec enums from the spec folder named in \(config.path)"
        } else {
            guard let spec = bundledSpec(context.package) else { throw SpecNotFound() }
            source = [spec.path]
            inputs = specFiles(under: spec)
            description = "Generating PaySpec enums from \(spec.path)"
        }
        return [
            .buildCommand(
                displayName: description,
                executable: try context.tool(named: "payspec-generate").url,
                arguments: source + [outputDirectory.path] + Self.outputFileNames,
                inputFiles: inputs,
                outputFiles: Self.outputFileNames.map { outputDirectory.appending(path: $0) }
            )
        ]
    }

    /// The nearest config file at or above the folder holding all of the target's sources.
    private func configFile(target: Target, packageRoot: URL) -> URL? {
        let files = target.sourceModule?.sourceFiles.map { $0.url.standardizedFileURL.pathComponents } ?? []
        guard var common = files.first?.dropLast() else { return nil }
        for components in files.dropFirst() {
            common = common.prefix(zip(common, components.dropLast()).prefix { $0 == $1 }.count)
        }
        let root = packageRoot.standardizedFileURL.pathComponents
        var folder = Array(common)
        while folder.count >= root.count && !folder.isEmpty {
            let candidate = URL(fileURLWithPath: folder.joined(separator: "/").replacingOccurrences(of: "//", with: "/"))
                .appending(path: Self.configFileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder.removeLast()
        }
        return nil
    }

    /// The spec/ of the package that provides this plugin (it also holds payspec-generate):
    /// the package itself, or one of its dependencies at any depth.
    private func bundledSpec(_ package: Package) -> URL? {
        var queue = [package]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next.id).inserted else { continue }
            if next.targets.contains(where: { $0.name == "payspec-generate" }) {
                let spec = next.directoryURL.appending(path: "spec")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: spec.path, isDirectory: &isDirectory), isDirectory.boolValue { return spec }
            }
            queue += next.dependencies.map(\.package)
        }
        return nil
    }

    private func specFolder(config: URL) -> URL? {
        guard let data = FileManager.default.contents(atPath: config.path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let relative = object["spec"] as? String, !relative.isEmpty
        else { return nil }
        return relative.hasPrefix("/")
            ? URL(fileURLWithPath: relative) : config.deletingLastPathComponent().appending(path: relative).standardizedFileURL
    }

    private func specFiles(under directory: URL) -> [URL] {
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
