/// A trackpad's pinch and rotation as iPadOS sends it to an app that supports indirect input: a
/// transform event (`UIEvent.EventType.transform`), reported to ``Window/transform(_:at:)`` (P4).
///
/// `began` when two fingers start pinching or turning on the trackpad, `changed` as they do,
/// `ended` or `cancelled` when they lift. `scale` and `rotation` are the transform since `began`:
/// 1 and 0 at the start, the ratio of the fingers' spread and the turn in radians (clockwise
/// positive) after.
public struct TransformInput: Hashable, Sendable {
    /// A trackpad gesture's phases, the same as a trackpad scroll's.
    public typealias Phase = ScrollInput.Phase

    public var phase: Phase
    /// The pointer's location in the window's coordinates, where the transform applies.
    public var location: Point
    public var scale: Double
    public var rotation: Double

    /// The scales a window takes: a millionth to a million. A trackpad's pinch never leaves it,
    /// and past it the window's stand-in touches (``Window/transformSpread`` apart at scale 1)
    /// would no longer lie at finite places.
    public static let scaleRange = 0.000_001...1_000_000.0

    public init(_ phase: Phase, at location: Point, scale: Double = 1, rotation: Double = 0) {
        self.phase = phase
        self.location = location
        self.scale = scale
        self.rotation = rotation
    }
}
