import Foundation
import PaySpecIO
import PaySpecJSON
import PaySpecModel
import PaySpecProcesses

/// Where a version of spec/ comes from: a directory, or a git revision of the repository's spec/
/// (`REV` or `REV:path`), read with `git ls-tree` and `git show` (no shell).
public enum SpecSource {
    /// Loads `reference`: a directory when one exists at that path, else a git revision.
    /// `lenient` accepts a version whose tables disagree with each other (a key every language
    /// now lacks, a table gone): `payspec diff` must classify exactly such changes. Files that do
    /// not parse or rows that break their schema are always bad input.
    public static func load(
        _ reference: String, repository: String = ".", lenient: Bool = false
    ) throws(DriftInputError)
        -> SpecCatalog
    {
        var isDirectory: ObjCBool = false
        let (catalog, problems): (SpecCatalog, [Diagnostic])
        if FileManager.default.fileExists(atPath: reference, isDirectory: &isDirectory), isDirectory.boolValue {
            var files: [(path: String, bytes: [UInt8])] = []
            do {
                for path in try SpecCatalog.specFiles(in: reference) {
                    do throws(InputFile.ReadError) { files.append((path, try InputFile.read(path))) } catch {
                        throw DriftInputError(Diagnostic(refusal: error))
                    }
                }
            } catch let error as SpecCatalog.LoadError {
                throw DriftInputError(error.diagnostics)
            } catch let error as DriftInputError {
                throw error
            } catch {
                throw DriftInputError(Diagnostic(file: reference, at: nil, "\(error)"))
            }
            (catalog, problems) = SpecCatalog.build(directory: reference, files: files, citations: .optional)
        } else {
            (catalog, problems) = try loadRevision(reference, repository: repository)
        }
        let fatal = lenient ? problems.filter { d in !crossReferencePhrases.contains { d.message.contains($0) } } : problems
        if !fatal.isEmpty { throw DriftInputError(fatal) }
        return catalog
    }

    /// What the cross-table check says, as opposed to a file that does not parse or fit its schema.
    static let crossReferencePhrases = [
        "is missing (expected", "is not a key of", "duplicate code", "unknown ambiguity", "needs exactly one row",
        "an exact row needs", "must not name one", "needs exactly one of", "gives the Swift name", "sortIndex",
        "has no file translations", "is not in comgate/languages", "lacks key", "unknown key", "is empty",
        "an ambiguity needs", "is not one of the options",
    ]

    static func loadRevision(_ reference: String, repository: String) throws(DriftInputError) -> (SpecCatalog, [Diagnostic]) {
        let parts = reference.split(separator: ":", maxSplits: 1).map(String.init)
        let revision = parts.first ?? reference
        let folder = parts.count > 1 && !parts[1].isEmpty ? parts[1] : "spec"
        guard !revision.isEmpty, !revision.hasPrefix("-"),
            (try? git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: repository)) != nil
        else {
            throw DriftInputError(
                Diagnostic(
                    file: reference, at: nil,
                    "not a spec directory and not a readable git revision of \(repository)"))
        }
        let listing: String
        do {
            listing = String(
                decoding: try git(["ls-tree", "-r", "--name-only", revision, "--", folder + "/"], in: repository), as: UTF8.self)
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
        return SpecCatalog.build(directory: "\(revision):\(folder)", files: files, citations: .optional)
    }

    struct GitFailure: Error, CustomStringConvertible {
        var status: Int32
        var message: String
        var description: String { "exit \(status): \(message)" }
    }

    /// Runs git with `arguments` in `directory` and returns its standard output. Git on a local
    /// repository has no deadline of its own; the day's bound only keeps a hung git from holding
    /// the command for ever, and the output bound is far above any spec file.
    static func git(_ arguments: [String], in directory: String) throws -> Data {
        let outcome = try OwnedProcess.run(["git", "-C", directory] + arguments, timeout: 86_400, maximumOutput: 1 << 30)
        guard outcome.status == 0, outcome.droppedOutput == 0, !outcome.timedOut else {
            throw GitFailure(
                status: outcome.status,
                message: String(decoding: outcome.errorTail, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return Data(outcome.output)
    }
}
