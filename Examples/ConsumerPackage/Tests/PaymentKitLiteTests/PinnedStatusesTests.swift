import PaymentKitPinnedTables
import Testing

/// PaymentKitPinnedTables was generated from the spec folder its payspec-enums.json names.
@Suite("Enums generated from a configured spec folder")
struct PinnedStatusesTests {
    @Test func theConfiguredSpecWasUsed() {
        #expect(PinnedStatuses.named.contains("SETTLED"))
        #expect(PinnedStatuses.outcome(of: "SETTLED") == "succeeded")
        #expect(PinnedStatuses.outcome(of: "settled") == "unresolved")
    }
}
