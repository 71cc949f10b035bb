/// A value in a trace record's details: what the text and JSON renderings print and what
/// fixture expectations compare against.
public enum TraceValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case list([TraceValue])

    /// A point as the two-number list that fixtures write, `[x, y]`.
    public static func point(_ point: Point) -> TraceValue {
        .list([.number(point.x), .number(point.y)])
    }

    /// A rectangle as the four-number list that fixtures write, `[x, y, width, height]`.
    public static func rect(_ rect: Rect) -> TraceValue {
        .list([.number(rect.minX), .number(rect.minY), .number(rect.width), .number(rect.height)])
    }

    /// Insets as the four-number list that fixtures write, `[top, left, bottom, right]`.
    public static func insets(_ insets: EdgeInsets) -> TraceValue {
        .list([.number(insets.top), .number(insets.left), .number(insets.bottom), .number(insets.right)])
    }

    /// A name, or null when there is none (a hit test that found no view).
    public static func optionalString(_ string: String?) -> TraceValue {
        string.map(TraceValue.string) ?? .null
    }
}

/// One named value in a trace record, kept in a fixed order so renderings are stable.
public struct TraceField: Hashable, Sendable {
    public var name: String
    public var value: TraceValue

    public init(_ name: String, _ value: TraceValue) {
        self.name = name
        self.value = value
    }
}
