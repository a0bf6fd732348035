import Foundation
import PaySpecJSON
import PaySpecModel

/// Where a version of spec/ comes from: a directory, or a git revision of the repository's spec/
/// (`REV` or `REV:path`), read with `git ls-tree` and `git show` (no shell).
public enum SpecSource {
    /// Loads `reference`: a directory when one exists at that path, else a git revision.
    public static func load(_ reference: String, repository: String = ".") throws(DriftInputError) -> SpecCatalog {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: reference, isDirectory: &isDirectory), isDirectory.boolValue {
            do {
                return try SpecCatalog.load(directory: reference)
            } catch let error as SpecCatalog.LoadError {
                throw DriftInputError(error.diagnostics)
            } catch {
                throw DriftInputError(Diagnostic(file: reference, at: nil, "\(error)"))
            }
        }
        return try loadRevision(reference, repository: repository)
    }

    static func loadRevision(_ reference: String, repository: String) throws(DriftInputError) -> SpecCatalog {
        let parts = reference.split(separator: ":", maxSplits: 1).map(String.init)
        let revision = parts.first ?? reference
        let folder = parts.count > 1 && !parts[1].isEmpty ? parts[1] : "spec"
        guard !revision.isEmpty, !revision.hasPrefix("-"),
            (try? git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: repository)) != nil
        else {
            throw DriftInputError(Diagnostic(file: reference, at: nil,
                "not a spec directory and not a readable git revision of \(repository)"))
        }
        let listing: String
        do {
            listing = String(decoding: try git(["ls-tree", "-r", "--name-only", revision, "--", folder + "/"], in: repository), as: UTF8.self)
        } catch {
            throw DriftInputError(Diagnostic(file: reference, at: nil, "git ls-tree failed: \(error)"))
        }
        let paths = listing.split(separator: "\n").map(String.init).filter { $0.hasSuffix(".json") }
        guard !paths.isEmpty else {
            throw DriftInputError(Diagnostic(file: reference, at: nil, "revision \(revision) has no \(folder)/*.json"))
        }
        var files: [(path: String, bytes: [UInt8])] = []
        for path in paths {
            do {
                files.append((path, Array(try git(["show", "\(revision):\(path)"], in: repository))))
            } catch {
                throw DriftInputError(Diagnostic(file: "\(revision):\(path)", at: nil, "git show failed: \(error)"))
            }
        }
        let (catalog, problems) = SpecCatalog.build(directory: "\(revision):\(folder)", files: files)
        if !problems.isEmpty { throw DriftInputError(problems) }
        return catalog
    }

    struct GitFailure: Error, CustomStringConvertible {
        var status: Int32
        var message: String
        var description: String { "exit \(status): \(message)" }
    }

    /// Runs git with `arguments` in `directory` and returns its standard output.
    static func git(_ arguments: [String], in directory: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GitFailure(status: process.terminationStatus,
                message: String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return data
    }
}
