/// The version of the spec and golden vectors this binary judges with, as reports, the
/// handshake and `--version` carry it. Its one source is the embedded suite (`PaySpecSuite`,
/// semantic version plus content hash); nil while this build has none.
enum SuiteVersion {
    static var current: String? { nil }
}
