import PaySpecEnums
import Testing

// An SDK's own types with the names of generated ones. With the generated types nested in
// `Comgate`, `SEB` and `MoneyCollect`, both kinds are usable side by side; before, this file
// failed to compile with "'PaymentOutcome' is ambiguous".
enum PaymentOutcome: Equatable { case paid, notPaid }
enum Status: Equatable { case open, closed }
struct ErrorReason: Equatable { var text: String }

@Suite("Namespaced generated enums")
struct NamespacedEnumsTests {
    @Test func ownTypesAndGeneratedTypesSideBySide() {
        let own: PaymentOutcome = .paid
        let generated: SEB.PaymentOutcome = SEB.PlatformStatus(rawValue: "SETTLED").outcome
        #expect(own == .paid)
        #expect(generated == .succeeded)
        #expect(Status.open != .closed)
        #expect(MoneyCollect.Status(rawValue: "succeeded") == .succeeded)
        #expect(ErrorReason(text: "x").text == "x")
        #expect(Comgate.ErrorReason.allCases.count > 5)
        #expect(Comgate.Error(code: "PAYMENT_NETWORK_ERROR") != nil)
        #expect(Comgate.Error(code: "NOT_A_CODE") == nil)
    }
}
