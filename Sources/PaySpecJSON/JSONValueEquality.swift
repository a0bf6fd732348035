#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// Equality as PaySpec judges answers: strings and member names by their UTF-8 bytes, numbers
/// by kind and value.
///
/// Swift's `String ==` is canonical equivalence: it takes `"e\u{301}"` for `"é"`. An SDK that
/// hands an app decomposed text, or a member name spelt in other bytes, gives another answer than
/// the documents' text, so a port must not pass on it; the kit's own comparisons agree because
/// they all come here.
extension JSONValue {
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.integer(let x), .integer(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.string(let x), .string(let y)): return sameBytes(x, y)
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            guard x.count == y.count else { return false }
            // An edited copy of an object keeps its original's layout, so its members come in the
            // same order: those are compared in step, without hashing a key. From the first
            // member out of step on, the rest are looked up (a member in step is in both).
            var (i, j) = (x.startIndex, y.startIndex)
            while i != x.endIndex, sameBytes(x[i].key, y[j].key) {
                guard x[i].value == y[j].value else { return false }
                x.formIndex(after: &i)
                y.formIndex(after: &j)
            }
            for (key, value) in x[i...] {
                // The dictionary finds a canonically equivalent key; its bytes must be the same too.
                guard let at = y.index(forKey: key), y[at].key.utf8.elementsEqual(key.utf8), y[at].value == value else {
                    return false
                }
            }
            return true
        default: return false
        }
    }

    /// Whether two strings hold the same UTF-8 bytes: lengths first, then their contiguous
    /// storage (walking `String.UTF8View` made long answers cost more than judging them). Two
    /// copies of one string share their storage: that is equal without reading it (a generated
    /// input is compared with the golden input it was made from, most of its strings shared).
    static func sameBytes(_ x: String, _ y: String) -> Bool {
        guard x.utf8.count == y.utf8.count else { return false }
        let compared = x.utf8.withContiguousStorageIfAvailable { a in
            y.utf8.withContiguousStorageIfAvailable { b in
                // memcmp: comparing element by element cost the fuzzer's duplicate check more
                // than hashing the inputs.
                a.baseAddress == b.baseAddress || a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
            }
        }
        return (compared ?? nil) ?? x.utf8.elementsEqual(y.utf8)
    }

    /// Consistent with `==`: values equal by bytes hash alike (strings hash by their bytes,
    /// an object's members in any order).
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b):
            hasher.combine(1)
            hasher.combine(b)
        case .integer(let i):
            hasher.combine(2)
            hasher.combine(i)
        case .double(let d):
            hasher.combine(3)
            hasher.combine(d)
        case .string(let s):
            hasher.combine(4)
            Self.combineBytes(s, into: &hasher)
        case .array(let a):
            hasher.combine(5)
            hasher.combine(a.count)
            for v in a { v.hash(into: &hasher) }
        case .object(let o):
            hasher.combine(6)
            hasher.combine(o.count)
            // Order-independent: the members' own hashes, summed.
            var sum = 0
            for (k, v) in o {
                var member = Hasher()
                Self.combineBytes(k, into: &member)
                v.hash(into: &member)
                sum &+= member.finalize()
            }
            hasher.combine(sum)
        }
    }

    private static func combineBytes(_ s: String, into hasher: inout Hasher) {
        var s = s
        s.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(s.utf8.count)
    }
}
