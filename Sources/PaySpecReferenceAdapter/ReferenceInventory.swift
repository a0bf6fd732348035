import PaySpecAdapter
import PaySpecEnums

extension AdapterServer {
    /// The reference inventory, from the enums generated from spec/.
    public static var referenceInventory: [String: [String]] {
        [
            "comgate/errors": Comgate.Error.allCases.map(\.code),
            "comgate/error-reasons": Comgate.ErrorReason.allCases.map(\.rawValue),
            "seb/platform-statuses": SEB.PlatformStatus.named.map(\.rawValue),
            "seb/outcomes": SEB.PaymentOutcome.allCases.map(\.rawValue),
            "moneycollect/statuses": MoneyCollect.Status.named.compactMap(\.rawValue),
            "comgate/translation-keys": Comgate.TranslationKey.allCases.map(\.rawValue),
            "comgate/languages": Comgate.LanguageCode.allCases.map(\.rawValue),
        ]
    }
}
