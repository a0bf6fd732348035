/// How long a string equal to another can be. `String` equality, and the hashing of a
/// dictionary keyed by strings, is canonical equivalence: two strings are equal when their
/// canonical decompositions are. Decomposing never shortens a string, and lengthens a scalar
/// into at most four (UAX #15, the maximum expansion of NFD), so a string equal to one of `n`
/// scalars has at most `4 n`. A longer string, found by counting, is equal to none of a table's
/// keys, and is not hashed to find that out: hashing normalises every byte of it.
package enum EquivalentLengthBound {
    /// The most scalars a string equal to one of `keys` can hold (0 when there is none).
    package static func scalars(of keys: some Sequence<String>) -> Int {
        4 * keys.reduce(0) { max($0, $1.unicodeScalars.count) }
    }

    /// Whether `s` holds more than `bound` Unicode scalars: counted by their lead bytes, and only
    /// where its bytes outnumber the bound.
    package static func exceeds(_ s: String, _ bound: Int) -> Bool {
        guard s.utf8.count > bound else { return false }
        var scalars = 0
        for byte in s.utf8 where byte & 0xC0 != 0x80 {
            scalars += 1
            if scalars > bound { return true }
        }
        return false
    }
}
