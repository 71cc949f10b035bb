/// An axis-aligned rectangle: an origin and a size, in points; UIKit's `CGRect`.
///
/// Sizes are expected to be non-negative; unlike Core Graphics this type does not
/// standardize negative sizes, because the fixture reader rejects them before they get here.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// Whether the point lies inside, with Core Graphics' half-open rule: the minimum edges
    /// are inside and the maximum edges are not, so that adjacent views never both claim a point.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// This rectangle with its edges moved inward by the insets (outward for negative ones).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom
        )
    }

    /// This rectangle moved by the given amounts.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// Whether the origin and the size are finite numbers.
    public var isFinite: Bool { origin.isFinite && size.isFinite }
}

extension Rect: CustomStringConvertible {
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
