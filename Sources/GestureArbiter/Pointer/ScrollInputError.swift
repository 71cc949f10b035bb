/// Why a window refused a scroll event; nothing changed.
public enum ScrollInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The event is earlier than the clock's now: a scroll cannot trail the frame.
    case timeWentBackward(now: VirtualTime, requested: VirtualTime)
    /// Sent from a callback (an action, a delegate, a timer) at another time than the clock's now.
    case sentFromCallbackAtAnotherTime(now: VirtualTime, requested: VirtualTime)
    /// The location or the translation is not a finite number, or the scroll's translations
    /// added up carry its touch past the largest finite number.
    case notFinite
    /// A trackpad scroll's `changed`, `ended` or `cancelled` with no scroll begun.
    case notBegun(phase: ScrollInput.Phase)
    /// A trackpad scroll's `began`, or a wheel step, while a trackpad scroll is under way.
    case alreadyScrolling
    /// A click is down: the pointer makes a touch, and the wheel and trackpad wait for its release.
    case buttonDown(touch: Int)
    /// The window refused the scroll's touch: a host's finger uses ``Window/scrollTouchID``.
    case touchRefused(TouchInputError)

    public var description: String {
        switch self {
        case let .timeWentBackward(now, requested):
            "time went backwards: the clock is at \(TraceValue.format(now.milliseconds)) ms, the scroll event is at \(TraceValue.format(requested.milliseconds)) ms"
        case let .sentFromCallbackAtAnotherTime(now, requested):
            "a scroll event sent from a callback must be at the clock's now, \(TraceValue.format(now.milliseconds)) ms, not \(TraceValue.format(requested.milliseconds)) ms"
        case .notFinite:
            "the scroll event's location or translation, or the sum of the scroll's translations, is not a finite number"
        case let .notBegun(phase):
            "a trackpad scroll \(phase.rawValue) but none began"
        case .alreadyScrolling:
            "a trackpad scroll is under way: it ends before another scroll begins"
        case let .buttonDown(touch):
            "the pointer's button is down (touch \(touch)): a scroll waits for its release"
        case let .touchRefused(error):
            "the window refused the scroll's touch: \(error)"
        }
    }
}
