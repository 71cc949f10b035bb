import GestureArbiter

/// A finger down, where it is and the view it is bound to (the hit-test view of its touch-down).
public struct TouchSnapshot: Hashable, Sendable {
    public var id: Int
    public var location: Point
    /// The key of `Touch.view`, nil when the view left the window.
    public var view: Int?
}
