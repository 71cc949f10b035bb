/// Why ``Window/tapStatusBar(_:at:)`` refused a tap; a refused tap changes nothing.
public enum StatusBarTapError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The window has no status bar: its ``Window/statusBarFrame`` is empty.
    case noStatusBar
    /// The point is not on the status bar.
    case outsideStatusBar(point: Point, statusBar: Rect)
    /// The tap is earlier than the clock's now: a status bar tap cannot trail the frame.
    case timeWentBackward(now: VirtualTime, requested: VirtualTime)
    /// Sent from a callback (an action, a delegate, a timer) at another time than the clock's now.
    case sentFromCallbackAtAnotherTime(now: VirtualTime, requested: VirtualTime)

    public var description: String {
        switch self {
        case .noStatusBar:
            "the window has no status bar to tap: give it a statusBarFrame (in a fixture, \"statusBar\": {\"height\": 20} on the window)"
        case let .outsideStatusBar(point, statusBar):
            "the point \(TraceValue.format(point.x)), \(TraceValue.format(point.y)) is not on the status bar, which covers \(statusBar)"
        case let .timeWentBackward(now, requested):
            "time went backwards: the clock is at \(TraceValue.format(now.milliseconds)) ms, the status bar tap is at \(TraceValue.format(requested.milliseconds)) ms"
        case let .sentFromCallbackAtAnotherTime(now, requested):
            "a status bar tap sent from a callback must be at the clock's now, \(TraceValue.format(now.milliseconds)) ms, not \(TraceValue.format(requested.milliseconds)) ms"
        }
    }
}
