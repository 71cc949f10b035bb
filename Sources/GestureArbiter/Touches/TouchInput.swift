/// What an embedder reports about one finger at one moment: the raw input to ``Window/send(_:at:)``.
public struct TouchInput: Hashable, Sendable {
    /// Identifies the finger across its events; reuse an id only after its touch has ended.
    public var id: Int
    public var phase: Touch.Phase
    /// The location in the window's coordinates.
    public var location: Point
    /// What makes the touch: a finger by default, `indirectPointer` for a mouse or trackpad click.
    /// A touch keeps the type it began with.
    public var type: Touch.TouchType

    public init(id: Int, phase: Touch.Phase, location: Point, type: Touch.TouchType = .direct) {
        self.id = id
        self.phase = phase
        self.location = location
        self.type = type
    }

}

/// Why a window refused a touch event; nothing was delivered and no state changed.
public enum TouchInputError: Error, Hashable, Sendable, CustomStringConvertible {
    case noTouches
    case timeWentBackward(now: VirtualTime, requested: VirtualTime)
    case stampedBeforePreviousEvent(previous: VirtualTime, requested: VirtualTime)
    case touchListedTwice(id: Int)
    case touchAlreadyBegan(id: Int)
    case touchNotBegun(id: Int, phase: Touch.Phase)
    /// A finger used again after it lifted (or was cancelled) at `liftedAt`, without beginning anew.
    case touchNotDown(id: Int, phase: Touch.Phase, liftedAt: VirtualTime, wasCancelled: Bool)
    case locationNotFinite(id: Int)
    case stationaryTouchMoved(id: Int)
    /// A touch reported with another type than the one it began with.
    case touchTypeChanged(id: Int, began: Touch.TouchType, now: Touch.TouchType)
    /// A pointer touch began while another pointer touch was down: a pointer is one touch.
    case secondPointerTouch(id: Int, down: Int)
    case sentFromCallbackAtAnotherTime(now: VirtualTime, requested: VirtualTime)

    public var description: String {
        switch self {
        case .noTouches:
            "an event needs at least one touch"
        case let .timeWentBackward(now, requested):
            "time went backwards: the clock is at \(TraceValue.format(now.milliseconds)) ms, the event is at \(TraceValue.format(requested.milliseconds)) ms, more than the \(TraceValue.format(Window.maximumInputLag.milliseconds)) ms an event may trail the clock"
        case let .stampedBeforePreviousEvent(previous, requested):
            "events must come in the order they happened: the previous event is stamped \(TraceValue.format(previous.milliseconds)) ms, this one \(TraceValue.format(requested.milliseconds)) ms"
        case let .touchListedTwice(id):
            "touch \(id) is listed twice in one event"
        case let .touchAlreadyBegan(id):
            "touch \(id) began while it was already down"
        case let .touchNotBegun(id, phase):
            "touch \(id) \(phase.pastTense) but never began"
        case let .touchNotDown(id, phase, liftedAt, wasCancelled):
            "touch \(id) \(phase.pastTense) but is not down: it \(wasCancelled ? "was cancelled" : "lifted") at \(TraceValue.format(liftedAt.milliseconds)) ms; a finger that touches again begins again"
        case let .locationNotFinite(id):
            "touch \(id) has a location that is not a finite number"
        case let .stationaryTouchMoved(id):
            "touch \(id) is stationary but its location changed; a finger that moves is moved"
        case let .touchTypeChanged(id, began, now):
            "touch \(id) began as \(began.rawValue) but is now reported as \(now.rawValue); a touch keeps its type"
        case let .secondPointerTouch(id, down):
            "pointer touch \(id) began while pointer touch \(down) is down; the pointer's buttons make one touch"
        case let .sentFromCallbackAtAnotherTime(now, requested):
            "an event sent from a callback must be at the callback's time, \(TraceValue.format(now.milliseconds)) ms, not at \(TraceValue.format(requested.milliseconds)) ms"
        }
    }
}
