/// The scroll view's bookkeeping between frames and during a drag.
struct ScrollMotionState {
    enum Axis {
        case horizontal
        case vertical
    }

    var axes: (x: AxisMotion, y: AxisMotion) = (.resting(at: 0), .resting(at: 0))
    var frame: (x: (position: Double, next: AxisMotion), y: (position: Double, next: AxisMotion), settled: Bool, springing: Bool)?
    var frameTimer: TimerID?
    /// The offset the drag would show without rubber-banding; the finger's movement adds to it.
    var rawOffset = Point.zero
    /// The offset the motion last showed: a different one means code set it since.
    var shownOffset = Point.zero
    /// The pan's translation at the previous move.
    var lastTranslation = Point.zero
    var lockedAxis: Axis?
    var animationTarget: Point?
}
