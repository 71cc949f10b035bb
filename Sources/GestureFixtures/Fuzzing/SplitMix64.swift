/// A small seeded pseudo-random generator: SplitMix64, the 64-bit mixer Steele, Lea and Flood
/// published with Java 8's `SplittableRandom`, written here from its definition.
///
/// Each call adds a fixed odd constant (the golden ratio in 64-bit fixed point) to the state and
/// scrambles the sum with two xor-shift-multiply rounds, so consecutive seeds give unrelated
/// streams. It is not for cryptography; it is for reproducing a fuzz run from its seed on any
/// platform, which the standard library's `SystemRandomNumberGenerator` cannot do.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose whole stream is decided by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    // The helpers below derive numbers from `next()` by plain arithmetic rather than through the
    // standard library's `random(in:using:)`, whose algorithm is not promised to stay the same,
    // so that a seed means the same fixture with every toolchain.

    /// A number in [0, 1): the top 53 bits as a fraction.
    public mutating func fraction() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        fraction() < probability
    }

    /// A whole number in the closed range (the modulo's bias is far below what a fuzzer notices).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let count = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % count)
    }

    /// A whole number of points or milliseconds in the closed range, as a Double.
    public mutating func whole(_ range: ClosedRange<Int>) -> Double {
        Double(int(range))
    }

    /// One of the elements; the collection must not be empty.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(0...(elements.count - 1))]
    }
}
