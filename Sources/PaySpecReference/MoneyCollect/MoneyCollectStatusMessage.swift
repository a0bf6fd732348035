import PaySpecEnums
import PaySpecJSON

/// The prompt message for a payment's `data`, shared by confirm and retrieve handling; honours
/// `mc-status-case` and `mc-missing-error-message`.
enum MoneyCollectStatusText {
    /// `data` is the response's `data` member (null or absent when there is none).
    static func message(data: JSONValue?, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let raw = try stringOrNil(data?["status"], "data.status")
        var status = MoneyCollect.Status(rawValue: raw)
        if case .unrecognised = status, let raw,
            context.choice(.mcStatusCase) == .caseInsensitive
        {
            status = MoneyCollect.Status(rawValue: raw.lowercased())
        }
        switch status.message {
        case .fixed(let text):
            return .string(text)
        case .errorMessage:
            if let text = try stringOrNil(data?["errorMessage"], "data.errorMessage") { return .string(text) }
            return context.choice(.mcMissingErrorMessage) == .empty ? "" : nil
        }
    }

    /// A string member, or nil when absent or null; anything else is an invalid input.
    static func stringOrNil(_ value: JSONValue?, _ name: String) throws(ModelError) -> String? {
        guard let value, !value.isNull else { return nil }
        guard let s = value.stringValue else {
            throw ModelError("\(name) must be a string or null, got \(value.typeDescription)")
        }
        return s
    }
}
