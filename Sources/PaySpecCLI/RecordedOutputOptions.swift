import PaySpecArguments
import PaySpecRunner

/// The options that read outputs recorded elsewhere (`check`, `compare`).
enum RecordedOutputOptions {
    static let outputs = Option<[String]>.paths("--outputs", help: "The recorded outputs (required).")
    /// From 1 KiB to 1 GiB; the adapter protocol's limit unless raised.
    static let maximumLineBytes = Option<Int>.count(
        "--max-line-bytes", 1024...(1 << 30), default: PaySpecProtocol.maximumLineLength,
        help: """
            The longest line the outputs file may hold (default {default},
            the adapter protocol's limit); a longer line is refused with
            its line number, without reading the rest of it.
            """)
}
