import PaySpecJSON

/// Reads the fields of a suite input, throwing a `ModelError` that names the field on a
/// missing member or a wrong type. Shared by the SEB and MoneyCollect suites.
struct SEBMCInput {
    let value: JSONValue
    let context: String

    init(_ value: JSONValue, _ context: String) throws(ModelError) {
        guard value.objectValue != nil else {
            throw ModelError("\(context): expected an object, got \(value.typeDescription)")
        }
        self.value = value
        self.context = context
    }

    func member(_ key: String) throws(ModelError) -> JSONValue {
        guard let v = value[key] else { throw ModelError("\(context): missing field \"\(key)\"") }
        return v
    }

    /// A required string.
    func string(_ key: String) throws(ModelError) -> String {
        let v = try member(key)
        guard let s = v.stringValue else {
            throw ModelError("\(context): \"\(key)\" must be a string, got \(v.typeDescription)")
        }
        return s
    }

    /// A string or null; the member must be present.
    func optionalString(_ key: String) throws(ModelError) -> String? {
        let v = try member(key)
        if v.isNull { return nil }
        guard let s = v.stringValue else {
            throw ModelError("\(context): \"\(key)\" must be a string or null, got \(v.typeDescription)")
        }
        return s
    }

    /// An object or null; the member must be present.
    func optionalObject(_ key: String) throws(ModelError) -> SEBMCInput? {
        let v = try member(key)
        if v.isNull { return nil }
        return try SEBMCInput(v, "\(context).\(key)")
    }

    /// An array; the member must be present.
    func array(_ key: String) throws(ModelError) -> [JSONValue] {
        let v = try member(key)
        guard let a = v.arrayValue else {
            throw ModelError("\(context): \"\(key)\" must be an array, got \(v.typeDescription)")
        }
        return a
    }
}
