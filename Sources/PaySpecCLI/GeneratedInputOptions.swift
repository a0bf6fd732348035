import PaySpecArguments
import PaySpecFuzz

/// The options that make inputs from the golden ones (`fuzz`, `compare`).
enum GeneratedInputOptions {
    static let seed = Option<UInt64>.seed(
        "--seed", default: FuzzOptions().seed,
        help: """
            Seed of every random choice (default {default}): same seed, suites,
            golden files and choices, same inputs.
            """)
}
