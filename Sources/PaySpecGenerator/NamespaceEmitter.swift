/// The caseless enums the generated types are nested in: `Comgate.ErrorReason`,
/// `SEB.PaymentOutcome`, `MoneyCollect.Status`. An SDK that imports PaySpecEnums next to its own
/// `PaymentOutcome` or `Status` sees no ambiguity.
enum NamespaceEmitter {
    /// Every namespace with the SDK it stands for, in file order.
    static let namespaces: [(name: String, sdk: String)] = [
        ("Comgate", "the Comgate iOS checkout SDK (spec/comgate/, spec/translations/)"),
        ("MoneyCollect", "the MoneyCollect iOS SDK (spec/moneycollect/)"),
        ("SEB", "SEB PaymentKit (spec/seb/)"),
    ]

    static func emit() -> String {
        var w = SwiftSourceWriter()
        for (index, namespace) in namespaces.enumerated() {
            if index > 0 { w.line() }
            w.doc("The types generated for \(namespace.sdk).")
            w.line("public enum \(namespace.name) {}")
        }
        return generatedHeader("The SDK namespaces.") + "\n" + w.text
    }
}
