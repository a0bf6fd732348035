import PaySpecJSON
import PaySpecVectors

extension Array where Element == GoldenVector {
    /// The vectors with each later one whose input and expectations equal an earlier one's folded
    /// into that earlier vector: its spec rows and tags are added, the weaker level wins.
    ///
    /// For generators where one input proves several rows at once (the trace that reaches a state
    /// is also the trace of the transition into it). Call it only where that is the intent:
    /// `vectors check` warns about any duplicate left, which is how a generator that lost a
    /// distinction (JSON `null` written as a missing member) is caught.
    @_optimize(none)
    func foldingRepeatedInputs() -> [GoldenVector] {
        var out: [GoldenVector] = []
        var indexByInput: [String: Int] = [:]
        for v in self {
            let input = JSONWriter.line(v.input)
            if let i = indexByInput[input], out[i].expect == v.expect, out[i].expectByChoice == v.expectByChoice,
                out[i].ambiguities == v.ambiguities
            {
                out[i].spec += v.spec.filter { !out[i].spec.contains($0) }
                out[i].tags += v.tags.filter { !out[i].tags.contains($0) }
                if v.level == .should { out[i].level = .should }
                out[i].description += "; " + v.description.prefix(1).lowercased() + v.description.dropFirst()
                continue
            }
            if indexByInput[input] == nil { indexByInput[input] = out.count }
            out.append(v)
        }
        return out
    }
}
