/// A width and a height, in points; UIKit's `CGSize`.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// Whether both dimensions are finite, the precondition for any geometry on them.
    public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension Size: CustomStringConvertible {
    public var description: String { "(\(width), \(height))" }
}
