import PaySpecGolden

/// The version of the spec and golden vectors a command judged with, as reports, the handshake
/// and `--version` carry it. Its one source is the suite built into this binary
/// (`PaySpecSuite.version`: semantic version plus content hash); a folder named on the command
/// line (`--golden`, `--spec`) has no version of its own, so then none is claimed.
enum SuiteVersion {
    /// The built-in suite's version.
    static var builtIn: String { PaySpecSuite.version }

    /// The built-in suite's version, or nil when `folders` names one that replaced it.
    static func judging(unless folders: String?...) -> String? {
        folders.allSatisfy { $0 == nil } ? builtIn : nil
    }
}
