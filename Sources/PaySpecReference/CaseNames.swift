import PaySpecJSON

/// A generated enum's cases by raw value, where a string too long to be any raw value is not
/// looked up. The synthesised `init(rawValue:)` hashes its argument, and hashing a string
/// normalises every byte of it: generated inputs hold values of up to 20,000 bytes. The look-up
/// honours canonical equivalence, which lengthens a scalar into at most four (UAX #15), so a
/// string of more than four times the scalars of the longest raw value names no case.
struct CaseNames<Named: RawRepresentable & CaseIterable>: Sendable where Named.RawValue == String {
    /// The most scalars a string naming a case can hold.
    let maximumScalars: Int

    init(_: Named.Type) {
        maximumScalars = EquivalentLengthBound.scalars(of: Named.allCases.map(\.rawValue))
    }

    /// The case `raw` names, as `Named(rawValue: raw)` finds it.
    func named(_ raw: String) -> Named? {
        exceedsBound(raw) ? nil : Named(rawValue: raw)
    }

    /// Whether `raw` holds more than `maximumScalars` scalars.
    func exceedsBound(_ raw: String) -> Bool {
        EquivalentLengthBound.exceeds(raw, maximumScalars)
    }
}
