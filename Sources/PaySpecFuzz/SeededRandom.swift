/// SplitMix64: a small, fast generator whose whole sequence follows from its seed, so that
/// `payspec fuzz --seed S` makes the same inputs on every machine and in every build.
/// (The standard library's generator is seeded from the system and cannot be replayed.)
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0), without the modulo bias mattering at these sizes.
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// True with probability `1/n`.
    public mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }
}
