import Foundation
import PaySpecJSON
import PaySpecRunner
import PaySpecVectors

/// The golden vectors a campaign starts from, each decoded once: the input shapes, the authored
/// content index, the ambiguities' owners and the golden inputs are all read from these values
/// (each used to decode the vectors again).
struct DecodedGoldenSet: Sendable {
    let shapes: [InputShape]
    let authored: AuthoredContentIndex
    let owners: AmbiguityOwners
    let inputs: [SuiteInput]
    /// A signal stopped the decoding: the set is partial and the campaign makes nothing from it.
    let interrupted: Bool

    /// `selected` are the campaign's vectors, `all` the golden set's (the owners of an
    /// ambiguity are found among all of them; decoded again only when a filter made them differ).
    /// `stop` is asked as the vectors are decoded: a large golden set takes seconds, longer
    /// than a signal's grace.
    init(selected: [RunVector], all: [RunVector], stop: () -> Bool = { false }) {
        var decoded: [GoldenVector] = []
        decoded.reserveCapacity(selected.count)
        var stopped = false
        for (k, v) in selected.enumerated() {
            if k & 63 == 0 && stop() {
                stopped = true
                break
            }
            decoded.append(v.vector)
        }
        interrupted = stopped
        guard !stopped else {
            (shapes, authored, owners, inputs) = ([], AuthoredContentIndex(), AmbiguityOwners([]), [])
            return
        }
        shapes = InputShape.shapes(selected, decoded: decoded)
        authored = AuthoredContentIndex(zip(selected, decoded).filter { $0.0.mayHoldAuthoredContent }.map(\.1))
        owners =
            selected.count == all.count
            ? AmbiguityOwners(decoded: decoded, sdks: selected.map(\.sdk)) : AmbiguityOwners(all)
        inputs = zip(selected, decoded).map { SuiteInput(suite: $0.0.suite, input: $0.1.input) }
    }
}

/// A campaign's decoded golden set, made by the first run that asks and shared by the others.
final class DecodedGoldenCache: @unchecked Sendable {
    private let lock = NSLock()
    private var decoded: DecodedGoldenSet?

    func value(_ make: () -> DecodedGoldenSet) -> DecodedGoldenSet {
        lock.withLock {
            if let decoded { return decoded }
            let made = make()
            decoded = made
            return made
        }
    }
}
