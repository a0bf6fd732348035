import PaySpecEnums
import PaySpecJSON

/// `mc-json-null`: under `absent` a null member reads as a missing one (every reader treats both
/// alike); under `platform-undefined` a response body holding a null anywhere has no defined
/// reading, so the model refuses it as the vectors mark it unsupported.
enum MoneyCollectJSONNull {
    static func check(_ body: JSONValue, _ context: ModelContext) throws(ModelError) {
        // A body without a null reads the same under either option: the choice is not consulted.
        guard containsNull(body, top: true), context.choice(.mcJsonNull) == .platformUndefined else { return }
        throw ModelError("a JSON null in the response body has no reading under mc-json-null=platform-undefined")
    }

    /// Whether a null appears inside the value (a null body itself is "no response", not a member).
    static func containsNull(_ value: JSONValue, top: Bool = false) -> Bool {
        if value.isNull { return !top }
        if let o = value.objectValue { return o.values.contains { containsNull($0) } }
        if let a = value.arrayValue { return a.contains { containsNull($0) } }
        return false
    }
}
