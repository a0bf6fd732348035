import PaySpecJSON

/// Edits of a JSON value in place, for the generator: the value is picked and changed without
/// listing every path of the input and without rebuilding the containers along the path.
extension JSONValue {
    /// The number of values inside this one (the root excluded): the length of `paths`.
    var descendantCount: Int {
        switch self {
        case .object(let o):
            var n = o.count
            for v in o.values { n += v.descendantCount }
            return n
        case .array(let a):
            var n = a.count
            for v in a { n += v.descendantCount }
            return n
        default:
            return 0
        }
    }

    /// `paths[index]`, found by counting instead of listing: the members of the objects along
    /// the way are sorted, the subtrees beside them only counted.
    func path(preorder index: Int) -> [JSONStep] {
        var path: [JSONStep] = []
        var remaining = index
        var node = self
        descent: while true {
            switch node {
            case .object(let o):
                // Sorted pairs, not sorted keys looked up again: no member is hashed.
                for (key, child) in o.sorted(by: { $0.key < $1.key }) {
                    if remaining == 0 { return path + [.key(key)] }
                    remaining -= 1
                    let size = child.descendantCount
                    if remaining < size {
                        path.append(.key(key))
                        node = child
                        continue descent
                    }
                    remaining -= size
                }
                return path
            case .array(let a):
                for (i, child) in a.enumerated() {
                    if remaining == 0 { return path + [.index(i)] }
                    remaining -= 1
                    let size = child.descendantCount
                    if remaining < size {
                        path.append(.index(i))
                        node = child
                        continue descent
                    }
                    remaining -= size
                }
                return path
            default:
                return path
            }
        }
    }

    /// `self = replacing(path, with: value)`, changing only the containers along the path: the
    /// payload is taken out of `self` first, so a container nobody else holds is edited where it is.
    mutating func replace(_ path: ArraySlice<JSONStep>, with value: JSONValue?) {
        guard let step = path.first else {
            if let value { self = value }
            return
        }
        let rest = path.dropFirst()
        switch step {
        case .key(let k):
            guard case .object(var o) = self else { return }
            self = .null
            if rest.isEmpty {
                o[k] = value
            } else if o[k] != nil {
                o[k]!.replace(rest, with: value)
            }
            self = .object(o)
        case .index(let i):
            guard case .array(var a) = self, a.indices.contains(i) else { return }
            self = .null
            if rest.isEmpty {
                if let value { a[i] = value } else { a.remove(at: i) }
            } else {
                a[i].replace(rest, with: value)
            }
            self = .array(a)
        }
    }
}
