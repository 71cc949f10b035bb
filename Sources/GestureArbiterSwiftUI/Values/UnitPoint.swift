import GestureArbiter

/// A point in a view's unit square, (0, 0) its top-left and (1, 1) its bottom-right; SwiftUI's
/// `UnitPoint`, where magnify and rotate gestures report that they started.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// Where `point` is in `bounds`, as a fraction of its size (zero when the size is empty).
    init(_ point: Point, in bounds: Rect) {
        x = bounds.width > 0 ? (point.x - bounds.minX) / bounds.width : 0
        y = bounds.height > 0 ? (point.y - bounds.minY) / bounds.height : 0
    }
}
