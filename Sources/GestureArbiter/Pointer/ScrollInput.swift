/// A scroll event from a mouse wheel or a trackpad, as a host reports it to
/// ``Window/scroll(_:at:)`` (P3).
///
/// A wheel step (``wheel(at:by:)``) is one event. A trackpad scroll is a sequence:
/// ``trackpad(_:at:by:)`` with `began` when two fingers touch the trackpad, `changed` for each
/// movement, and `ended` when they lift (or `cancelled`). `translation` is how far the scroll
/// moves, in points, the way a finger dragging the content would move: negative `y` scrolls the
/// content up, toward its end.
public struct ScrollInput: Hashable, Sendable {
    /// Where a trackpad scroll (or a trackpad's transform, ``TransformInput``) is in its
    /// sequence; a wheel step has none of its own.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        case began
        case changed
        case ended
        case cancelled
    }

    public var type: ScrollType
    public var phase: Phase
    /// The pointer's location in the window's coordinates: what the scroll is hit-tested at when
    /// it begins.
    public var location: Point
    /// The movement this event adds, in points, as a dragging finger's.
    public var translation: Point

    public init(type: ScrollType, phase: Phase, location: Point, translation: Point) {
        self.type = type
        self.phase = phase
        self.location = location
        self.translation = translation
    }

    /// One step of a mouse's scroll wheel, with the pointer at `location`.
    public static func wheel(at location: Point, by translation: Point) -> ScrollInput {
        ScrollInput(type: .discrete, phase: .changed, location: location, translation: translation)
    }

    /// One event of a trackpad scroll, with the pointer at `location`.
    public static func trackpad(_ phase: Phase, at location: Point, by translation: Point = .zero) -> ScrollInput {
        ScrollInput(type: .continuous, phase: phase, location: location, translation: translation)
    }
}
