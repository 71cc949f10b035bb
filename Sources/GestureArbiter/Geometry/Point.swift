/// A location in a two-dimensional coordinate space, in points; UIKit's `CGPoint`.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// The straight-line distance to another point, used for movement thresholds.
    public func distance(to other: Point) -> Double {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// This point moved by the given amounts.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// Whether both coordinates are finite numbers, the precondition for any geometry on them.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(x), \(y))" }
}
