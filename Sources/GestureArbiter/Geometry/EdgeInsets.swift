/// Distances inward from each edge of a rectangle; UIKit's `UIEdgeInsets`.
///
/// Positive values shrink a rectangle and negative values grow it, which is how a view
/// enlarges or reduces its touch area in `point(inside:with:)`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The same inset on all four edges.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }
}
