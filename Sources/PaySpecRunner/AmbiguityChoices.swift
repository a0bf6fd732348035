import PaySpecEnums

/// The ambiguity register as the runner checks declared choices against it: every id and option
/// of spec/ambiguities.json, compiled in through the generated `AmbiguityID`.
public enum AmbiguityChoices {
    /// One problem per unknown id or option, each listing what is valid; empty when all are valid.
    public static func problems(_ choices: [String: String]) -> [String] {
        var out: [String] = []
        for (id, option) in choices.sorted(by: { $0.key < $1.key }) {
            guard let ambiguity = AmbiguityID(rawValue: id) else {
                let ids = AmbiguityID.allCases.map(\.rawValue)
                let close = NameSuggestions.closest(to: id, in: ids)
                let hint = close.isEmpty ? "" : "did you mean \(close.joined(separator: " or "))? "
                out.append("unknown ambiguity id \"\(id)\"; \(hint)valid ids: \(ids.sorted().joined(separator: ", "))")
                continue
            }
            if !ambiguity.options.contains(option) {
                out.append(
                    "ambiguity \(id) has no option \"\(option)\"; valid options: \(ambiguity.options.joined(separator: ", "))")
            }
        }
        return out
    }
}
