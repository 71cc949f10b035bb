import GestureArbiter

/// Values written as fixture JSON text, the way FixtureFormat.md spells them, for the fixture
/// writer and the view keys that write their properties back.
enum JSONText {
    /// A whole number without a fraction, any other as Swift prints it, which reads back exactly.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    static func integers(_ values: [Int]) -> String {
        "[" + values.map(String.init).joined(separator: ", ") + "]"
    }

    static func point(_ point: Point) -> String {
        numbers([point.x, point.y])
    }

    static func size(_ size: Size) -> String {
        numbers([size.width, size.height])
    }

    /// Insets as fixtures write them, `[top, left, bottom, right]`.
    static func insets(_ insets: EdgeInsets) -> String {
        numbers([insets.top, insets.left, insets.bottom, insets.right])
    }

    static func rect(_ rect: Rect) -> String {
        numbers([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height])
    }

    /// A JSON string literal, escaped as the trace's JSON lines escape theirs.
    static func string(_ value: String) -> String {
        TraceValue.string(value).json
    }

    static func strings(_ values: [String]) -> String {
        "[" + values.map(string).joined(separator: ", ") + "]"
    }
}
