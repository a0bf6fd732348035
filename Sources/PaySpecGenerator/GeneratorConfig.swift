import Foundation
import PaySpecIO
import PaySpecJSON
import PaySpecModel

/// `payspec-enums.json` in a target that applies PaySpecEnumsPlugin: which spec folder to
/// generate from, instead of the spec built into PaySpec.
///
/// ```json
/// {"spec": "../../spec"}
/// ```
/// `spec` is relative to the folder the config file is in (the target's folder).
public struct GeneratorConfig: Sendable, Equatable {
    /// The file name the plugin looks for in the target's folder.
    public static let fileName = "payspec-enums.json"

    /// The spec folder, resolved against the config file's folder.
    public var specDirectory: String

    /// Reads and checks a config file; every problem names the file (and line and column).
    public static func read(path: String) throws(GeneratorInputError) -> GeneratorConfig {
        let bytes: [UInt8]
        do throws(InputFile.ReadError) { bytes = try InputFile.read(path) } catch {
            throw GeneratorInputError([Diagnostic(refusal: error)])
        }
        let (parsed, problems) = JSONObjectFile.read(path: path, bytes: bytes, kind: "payspec-enums config", fields: ["spec"])
        guard let root = parsed else { throw GeneratorInputError(problems) }
        guard problems.isEmpty else { throw GeneratorInputError(problems + [usage(path)]) }
        guard let member = root.member("spec") else {
            throw GeneratorInputError([Diagnostic(file: path, at: root.location, "missing field \"spec\""), usage(path)])
        }
        guard let relative = member.value.value.stringValue, !relative.isEmpty else {
            throw GeneratorInputError([
                Diagnostic(file: path, at: member.value.location, "\"spec\" must be a non-empty string (a folder path)"), usage(path),
            ])
        }
        let base = PathParts.folder(of: path)
        let resolved = relative.hasPrefix("/") ? relative : ((base.isEmpty ? "." : base) as NSString).appendingPathComponent(relative)
        let directory = (resolved as NSString).standardizingPath
        guard FileKind.of(directory) == .directory else {
            throw GeneratorInputError([
                Diagnostic(
                    file: path, at: member.value.location,
                    "spec folder \(relative.debugDescription) not found (resolved to \(directory.debugDescription))")
            ])
        }
        return GeneratorConfig(specDirectory: directory)
    }

    static func usage(_ path: String) -> Diagnostic {
        Diagnostic(
            .note, file: path, at: nil,
            "a \(fileName) holds one member, for example {\"spec\": \"../../spec\"} (relative to its folder); without the file the plugin generates from the spec/ that ships in the PaySpec package"
        )
    }
}

/// Diagnostics that stop a generator run: a bad config file.
public struct GeneratorInputError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
