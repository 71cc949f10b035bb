/// The space a gesture's locations are measured in; SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable, Sendable {
    /// The coordinates of the view the gesture is attached to.
    case local
    /// The window's coordinates.
    case global
}
