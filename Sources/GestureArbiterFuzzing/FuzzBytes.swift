/// The bytes a coverage-guided fuzzer feeds a target, read as the choices that build a scene
/// and play it: a small change to the bytes makes a small change to the scene, which is what
/// lets the fuzzer follow the coverage it gains. Past the end every read is zero.
struct FuzzBytes {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isExhausted: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A whole number in the closed range, from one byte (two for ranges past 256).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let count = range.upperBound - range.lowerBound + 1
        let raw = count > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return range.lowerBound + raw % count
    }

    mutating func bool() -> Bool {
        byte() & 1 == 1
    }

    /// A length or coordinate in points: mostly on a 4-point grid inside a phone's screen, and
    /// now and then one of the values that break arithmetic.
    mutating func points(upTo limit: Int) -> Double {
        let choice = byte()
        switch choice {
        case 250: return 0
        case 251: return -1
        case 252: return 1e300
        case 253: return -1e300
        case 254: return 0.5
        case 255: return Double(limit) * 1.5
        default: return Double(int(0...(limit / 4)) * 4)
        }
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(0...(elements.count - 1))]
    }
}
