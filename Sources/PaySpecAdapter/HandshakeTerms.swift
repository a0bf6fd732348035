import PaySpecJudging
import PaySpecVectors

/// What an adapter's handshake settles for the answers that follow: the choices they are judged
/// under (the caller's overrides applied) and the suites the adapter announced. A restart brings
/// a new handshake, so new terms.
struct HandshakeTerms {
    /// The handshake's choices with the caller's overrides applied.
    let choices: [String: String]
    /// `choices` as the byte comparison of answers reads them.
    let choiceSelection: ChoiceSelection
    private let suites: Set<String>
    private var lastSuiteChecked: (suite: String, announced: Bool)?

    /// Before any handshake: no choice, no suite.
    init() {
        self.choices = [:]
        self.choiceSelection = ChoiceSelection([:])
        self.suites = []
    }

    init(_ info: ImplementationInfo, overrides: [String: String]) {
        self.choices = info.choices.merging(overrides) { $1 }
        self.choiceSelection = ChoiceSelection(choices)
        self.suites = Set(info.suites)
    }

    /// Whether the handshake announced `suite`; the last answer is kept, as consecutive
    /// vectors share their suite (the same string: compared without hashing).
    mutating func announces(_ suite: String) -> Bool {
        if let last = lastSuiteChecked, last.suite == suite { return last.announced }
        let announced = suites.contains(suite)
        lastSuiteChecked = (suite, announced)
        return announced
    }
}
