import PaySpecModel
import PaySpecVectors

/// The payment states the EveryPay platform really returns (`seb/server-values`), as vectors feed
/// them to a status mapping or a resolver.
struct SEBServerStates {
    static let table = "seb/server-values"

    struct State {
        let value: String
        let reference: String

        /// The outcome under the `normalised` matching option: the upper-cased state's row, or
        /// unresolved when no row names it (`initial`, `voided`, the British `authorised`…).
        @_optimize(none)
        func outcomeWhenNormalised(_ statuses: [SpecRow]) -> String {
            let upper = value.uppercased()
            let row = statuses.first { $0.string("status") == upper }
            return row?.string("outcome") ?? "unresolved"
        }
    }

    let states: [State]

    init(_ catalog: SpecCatalog) {
        states = catalog.rows(Self.table).compactMap { row in
            guard row.string("field") == "payment_state", let value = row.string("value") else { return nil }
            return State(value: value, reference: row.reference(in: Self.table))
        }
    }
}
