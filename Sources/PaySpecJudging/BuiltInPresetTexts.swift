import PaySpecGolden
import PaySpecVectors

/// PaySpec's texts from the vectors built into this binary: what a run judges another key's
/// text and a form several presets keep against when its policy brings no texts of its own.
enum BuiltInPresetTexts {
    static let index: [String: [String: String]] = {
        let (suites, _) = PaySpecSuite.goldenSuites()
        return PresetTextIndex.texts(in: suites.flatMap(\.vectors))
    }()

    /// `policy` with PaySpec's texts filled in where it has none.
    static func filling(_ policy: AuthoredTextPolicy) -> AuthoredTextPolicy {
        guard policy.presets.isEmpty else { return policy }
        var filled = policy
        filled.presets = index
        return filled
    }
}
