/// The ambiguity register as the runner checks declared choices against it: every id and option
/// of spec/ambiguities.json, compiled in through the embedded suite (`AmbiguityRegister`).
public enum AmbiguityChoices {
    /// One problem per unknown id or option, each listing what is valid; empty when all are valid.
    public static func problems(_ choices: [String: String]) -> [String] {
        var out: [String] = []
        for (id, option) in choices.sorted(by: { $0.key < $1.key }) {
            guard let ambiguity = AmbiguityRegister.builtIn.entry(id) else {
                let ids = AmbiguityRegister.builtIn.ids
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
