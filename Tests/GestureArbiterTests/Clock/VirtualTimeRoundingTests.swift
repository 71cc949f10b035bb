import Testing
@testable import GestureArbiter

/// A time in milliseconds becomes whole nanoseconds exactly as `rounded()` would round it, halves
/// away from zero, though the conversion avoids the C library's `round`.
@Suite("Rounding a time to whole nanoseconds")
struct VirtualTimeRoundingTests {
    @Test("halves, the values just beside them, negatives and values past 2^52 round as rounded() does")
    func edges() {
        let halves: [Double] = [0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0x1p51 + 0.5, -0x1p51 - 0.5]
        let beside = [(0.5).nextDown, (0.5).nextUp, (-0.5).nextUp, (-0.5).nextDown, (1.5).nextDown, (2.5).nextUp]
        let whole: [Double] = [0, -0.0, 1, -1, 0x1p52, 0x1p52 + 1, 0x1p53 + 2, 0x1p62, -0x1p62, 9_000_000_000_000_000_000]
        for value in halves + beside + whole {
            #expect(roundedToWhole(value) == Int64(value.rounded()), "\(value)")
        }
        #expect(roundedToWhole(2.5) == 3 && roundedToWhole(-2.5) == -3, "halves go away from zero, not to even")
    }

    @Test("100,000 seeded values, from a nanosecond to three years in milliseconds, either sign, convert as rounded() does")
    func seededValues() {
        let scales = (-6...11).map { Double("1e\($0)")! }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<100_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let digits = Double(state >> 11) / 0x1p53 * 10
            let milliseconds = (state & 1 == 0 ? 1 : -1) * digits * scales[Int((state >> 3) % 18)]
            let expected = Int64((milliseconds * 1_000_000).rounded())
            #expect(VirtualTime.milliseconds(milliseconds).nanoseconds == expected, "\(milliseconds) ms")
            #expect(VirtualDuration.milliseconds(milliseconds).nanoseconds == expected, "\(milliseconds) ms")
        }
    }
}
