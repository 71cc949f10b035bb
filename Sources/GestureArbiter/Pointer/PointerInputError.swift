/// Why a window refused a pointer event (``Window/movePointer(to:at:)``,
/// ``Window/pointerExited(at:)``); nothing changed.
public enum PointerInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The event is earlier than the clock's now: hover cannot trail the frame.
    case timeWentBackward(now: VirtualTime, requested: VirtualTime)
    /// Sent from a callback (an action, a delegate, a timer) at another time than the clock's now.
    case sentFromCallbackAtAnotherTime(now: VirtualTime, requested: VirtualTime)
    case locationNotFinite
    /// A button is down: the pointer moves as that click's touch, which ``Window/send(_:at:)`` moves.
    case buttonDown(touch: Int)
    /// The pointer exited a window it was not over.
    case pointerNotInWindow

    public var description: String {
        switch self {
        case let .timeWentBackward(now, requested):
            "time went backwards: the clock is at \(TraceValue.format(now.milliseconds)) ms, the pointer event is at \(TraceValue.format(requested.milliseconds)) ms"
        case let .sentFromCallbackAtAnotherTime(now, requested):
            "a pointer event sent from a callback must be at the clock's now, \(TraceValue.format(now.milliseconds)) ms, not \(TraceValue.format(requested.milliseconds)) ms"
        case .locationNotFinite:
            "the pointer's location is not a finite number"
        case let .buttonDown(touch):
            "the pointer cannot hover while its button is down: it moves as touch \(touch) until the button is released"
        case .pointerNotInWindow:
            "the pointer exited the window but was not over it: it had not moved over it, or had already exited"
        }
    }
}
