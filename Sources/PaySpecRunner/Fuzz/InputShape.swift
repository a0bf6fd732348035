import PaySpecJSON
import PaySpecVectors

/// One step into a JSON value: a member of an object or an element of an array.
public enum JSONStep: Sendable, Hashable {
    case key(String)
    case index(Int)
}

extension JSONValue {
    /// The value at `path`, if there is one.
    func at(_ path: [JSONStep]) -> JSONValue? {
        var v = self
        for step in path {
            switch (step, v) {
            case (.key(let k), .object(let o)):
                guard let next = o[k] else { return nil }
                v = next
            case (.index(let i), .array(let a)) where a.indices.contains(i): v = a[i]
            default: return nil
            }
        }
        return v
    }

    /// A copy with the value at `path` replaced, or removed when `value` is nil (a member
    /// left out, an element dropped).
    func replacing(_ path: [JSONStep], with value: JSONValue?) -> JSONValue {
        guard let step = path.first else { return value ?? self }
        let rest = Array(path.dropFirst())
        switch (step, self) {
        case (.key(let k), .object(var o)):
            if rest.isEmpty {
                o[k] = value
            } else if let child = o[k] {
                o[k] = child.replacing(rest, with: value)
            }
            return .object(o)
        case (.index(let i), .array(var a)) where a.indices.contains(i):
            if rest.isEmpty {
                if let value { a[i] = value } else { a.remove(at: i) }
            } else {
                a[i] = a[i].replacing(rest, with: value)
            }
            return .array(a)
        default:
            return self
        }
    }

    /// Every path inside the value (the root excluded), parents before children.
    var paths: [[JSONStep]] {
        var out: [[JSONStep]] = []
        func walk(_ v: JSONValue, _ prefix: [JSONStep]) {
            switch v {
            case .object(let o):
                for k in o.keys.sorted() {
                    out.append(prefix + [.key(k)])
                    walk(o[k]!, prefix + [.key(k)])
                }
            case .array(let a):
                for i in a.indices {
                    out.append(prefix + [.index(i)])
                    walk(a[i], prefix + [.index(i)])
                }
            default: break
            }
        }
        walk(self, [])
        return out
    }
}

/// A suite's input shape as its golden vectors show it: the inputs themselves (the seeds of
/// generation) and, for every place in them (array positions merged), the values the vectors
/// put there. Those values come from the spec tables, so they are the known values of each
/// field: codes, statuses, languages, keys, events.
public struct InputShape: Sendable {
    public let suite: String
    public let sdk: String
    /// The suite's golden vectors, in file order.
    public let seeds: [GoldenVector]
    /// Place (`events[].event`) -> the distinct values seen there, in canonical order.
    let values: [String: [JSONValue]]
    /// Every string any input of the suite holds, in order.
    let strings: [String]

    public init(suite: String, sdk: String, vectors: [GoldenVector]) {
        self.suite = suite
        self.sdk = sdk
        seeds = vectors
        var seen: [String: Set<JSONValue>] = [:]
        var allStrings: Set<String> = []
        for v in vectors {
            for path in v.input.paths {
                guard let value = v.input.at(path) else { continue }
                seen[Self.place(path), default: []].insert(value)
                if case .string(let s) = value { allStrings.insert(s) }
            }
        }
        // Sets iterate in a different order in every process: sort, or a seed would not replay.
        values = seen.mapValues { set in set.map { (JSONWriter.line($0), $0) }.sorted { $0.0 < $1.0 }.map(\.1) }
        strings = allStrings.sorted()
    }

    /// A path with array positions merged: `events[].event`.
    static func place(_ path: [JSONStep]) -> String {
        path.map { step in
            switch step {
            case .key(let k): return "." + k
            case .index: return "[]"
            }
        }.joined()
    }

    /// The values the golden inputs hold at the place of `path`.
    func known(at path: [JSONStep]) -> [JSONValue] { values[Self.place(path)] ?? [] }

    /// The shapes of every suite in `suites`, from golden vectors loaded in `golden`.
    public static func shapes(_ vectors: [RunVector]) -> [InputShape] {
        var bySuite: [String: [GoldenVector]] = [:]
        var sdk: [String: String] = [:]
        var order: [String] = []
        for v in vectors {
            if bySuite[v.suite] == nil { order.append(v.suite) }
            bySuite[v.suite, default: []].append(v.vector)
            sdk[v.suite] = v.sdk
        }
        return order.map { InputShape(suite: $0, sdk: sdk[$0] ?? "", vectors: bySuite[$0]!) }
    }
}
