import Foundation
import PaySpecIO
import PaySpecL10n
import PaySpecReport

/// What a translator's project adds to `l10n check`: its key map (`--key-map FILE`, else the
/// `payspec-l10n.json` at the root of a folder checked) and its baseline of accepted findings
/// (`--baseline FILE` to apply, `--write-baseline FILE` to record the current ones).
struct L10nProject {
    var keyMap = KeyMap()
    var baseline: FindingBaseline?
    /// `--write-baseline FILE`.
    var newBaseline: String?
    /// `--force`: an existing `--write-baseline` file may be replaced.
    var replacesBaseline = false
    /// The files read beside the catalogs, which an --output must not replace.
    var inputs: [String] = []

    /// Reads the key map and baseline; a file that cannot be read or parsed throws its error.
    init(_ args: ArgumentScanner, profile: CheckProfile, _ console: inout Console) throws {
        let sdkKeys = profile.expectedKeys.map(Set.init)
        let configurations = L10nProjectConfiguration.files(in: args.positionals)
        if let path = try args[L10nOptions.keyMap] {
            for ignored in configurations {
                console.err("note: --key-map \(TerminalText.inline(path)) is used; \(TerminalText.inline(ignored)) is not read")
            }
            keyMap = try L10nProjectConfiguration.keyMap([path], sdkKeys: sdkKeys)
            inputs.append(path)
        } else if !configurations.isEmpty {
            keyMap = try L10nProjectConfiguration.keyMap(configurations, sdkKeys: sdkKeys)
            inputs += configurations
        }
        let write = try args[L10nOptions.writeBaseline]
        if let path = try args[L10nOptions.baseline] {
            guard write == nil else { throw UsageError("use --baseline FILE or --write-baseline FILE, not both") }
            let bytes: [UInt8]
            do throws(InputFile.ReadError) { bytes = try InputFile.read(path, maximumSize: 256 * 1024 * 1024) } catch {
                throw CatalogParseError(file: path, at: nil, error.reason)
            }
            baseline = try FindingBaseline.read(bytes, file: path)
            inputs.append(path)
        }
        if let write {
            // A file is kept unless --force; a FIFO or a device (/dev/full) is no file to keep.
            if !(try args[L10nOptions.force]), FileKind.of(write) == .regular {
                throw UsageError("--write-baseline \(TerminalText.inline(write)) exists; pass --force to replace it")
            }
            if FileKind.of(write) == .directory {
                throw UsageError("--write-baseline \(TerminalText.inline(write)): is a directory")
            }
            do {
                try OutputFile.refuseInputs(write, inputs: args.positionals + inputs)
            } catch {
                throw UsageError("--write-baseline \(TerminalText.inline(error.description))")
            }
            newBaseline = write
            replacesBaseline = try args[L10nOptions.force]
        } else if try args[L10nOptions.force] {
            throw UsageError("--force goes with --write-baseline FILE")
        }
    }

    /// A key map none of whose app keys occurs in the catalogs checked renamed nothing: the
    /// check would judge the app's catalogs as if there were no map. That is a usage error
    /// (exit 2) naming the map; a map that matched some of its keys is said to, with the count.
    func refuseUnmatchedKeyMap(_ report: L10nReport, _ console: inout Console) -> Int32? {
        guard !keyMap.isEmpty, report.parseErrors.isEmpty else { return nil }
        let matched = keyMap.matchedAppKeyCount
        let total = keyMap.sdkKeyOfAppKey.count
        let files = keyMap.files.map(TerminalText.inline).joined(separator: ", ")
        if matched == 0 {
            let sample = keyMap.sdkKeyOfAppKey.keys.sorted().prefix(3).map(TerminalText.inline).joined(separator: ", ")
            console.err(
                "error: key map \(files): none of its \(total) app keys (\(sample)\(total > 3 ? ", …" : "")) occurs in the catalogs checked; "
                    + "nothing was mapped (a key map names the app's keys first: {\"keyMap\": {\"app_key\": \"sdkKey\"}})")
            return ExitCode.usage
        }
        if matched < total { console.note("key map \(files): \(matched) of \(total) app keys occur in the catalogs checked") }
        return nil
    }

    /// Applies `--baseline`, or writes `--write-baseline` and applies what it recorded. Returns
    /// the exit status when the file could not be written.
    func applyBaseline(to report: inout L10nReport, _ console: inout Console) -> Int32? {
        if let baseline { baseline.apply(to: &report) }
        guard let path = newBaseline else { return nil }
        let text = FindingBaseline.text(of: report.findings)
        do {
            try OutputFile.write(text, to: path, replacing: replacesBaseline)
        } catch  where error.kind == .wouldReplace {
            console.err("error: --write-baseline \(TerminalText.inline(error.description)); pass --force to replace it")
            return ExitCode.usage
        } catch {
            console.err("error: cannot write \(TerminalText.inline(error.description))")
            return ExitCode.io
        }
        let written: FindingBaseline
        do {
            written = try FindingBaseline.read(Array(text.utf8), file: path)
        } catch {
            console.err(error.diagnostic)
            return ExitCode.io
        }
        console.note("wrote \(path): \(written.count) accepted findings")
        written.apply(to: &report)
        return nil
    }
}
