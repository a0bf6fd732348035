import PaySpecJSON

/// Reads the fields of a Comgate suite input, throwing a clear `ModelError` for a missing
/// field or a field of the wrong type.
struct ComgateInput {
    let value: JSONValue
    let suite: String

    init(_ value: JSONValue, suite: String) throws(ModelError) {
        guard value.objectValue != nil else { throw ModelError("\(suite): input must be an object") }
        self.value = value
        self.suite = suite
    }

    func field(_ name: String) throws(ModelError) -> JSONValue {
        guard let v = value[name] else { throw ModelError("\(suite): missing field \"\(name)\"") }
        return v
    }

    func string(_ name: String) throws(ModelError) -> String {
        let v = try field(name)
        guard let s = v.stringValue else { throw wrongType(name, "a string", v) }
        return s
    }

    /// A string or null; a missing field counts as null.
    func optionalString(_ name: String) throws(ModelError) -> String? {
        guard let v = value[name], !v.isNull else { return nil }
        guard let s = v.stringValue else { throw wrongType(name, "a string or null", v) }
        return s
    }

    func int(_ name: String) throws(ModelError) -> Int {
        let v = try field(name)
        guard case .integer(let i) = v else { throw wrongType(name, "an integer", v) }
        return i
    }

    func bool(_ name: String) throws(ModelError) -> Bool {
        let v = try field(name)
        guard let b = v.boolValue else { throw wrongType(name, "a boolean", v) }
        return b
    }

    func array(_ name: String) throws(ModelError) -> [JSONValue] {
        let v = try field(name)
        guard let a = v.arrayValue else { throw wrongType(name, "an array", v) }
        return a
    }

    func wrongType(_ name: String, _ expected: String, _ got: JSONValue) -> ModelError {
        ModelError("\(suite): field \"\(name)\" must be \(expected), got \(got.typeDescription)")
    }

    func unknownOp(_ op: String, _ known: [String]) -> ModelError {
        ModelError("\(suite): unknown op \"\(op)\"; expected one of " + known.joined(separator: ", "))
    }
}
