import Foundation
import Testing

/// The end-to-end tier: tests that run the kit as a whole, the way its readers and CI jobs do.
///
/// Every documented command in a scratch workspace, the CI templates step by step, the drift
/// watch against served pages, a cold build of a copy, the release binary beside the debug one,
/// the HTML report in a headless browser. Together they take most of the test run's CPU time, and
/// each repeats through whole processes what the tests of its layer check in process. A
/// contributor's `swift test` leaves them out, marked skipped with the way to run them;
/// `.ci/run` sets `PAYSPEC_END_TO_END=1`, so no change lands without them.
public enum EndToEndTier {
    /// Whether this test run includes the end-to-end tier.
    public static let isEnabled = ProcessInfo.processInfo.environment["PAYSPEC_END_TO_END"] == "1"
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only in the end-to-end tier (`PAYSPEC_END_TO_END=1`, as `.ci/run` sets it).
    public static var endToEnd: Self {
        .enabled(if: EndToEndTier.isEnabled, "end to end: runs with PAYSPEC_END_TO_END=1, as .ci/run sets it")
    }
}
