/// Why a window refused a transform event; nothing changed.
public enum TransformInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The event is earlier than the clock's now: a transform cannot trail the frame.
    case timeWentBackward(now: VirtualTime, requested: VirtualTime)
    /// Sent from a callback (an action, a delegate, a timer) at another time than the clock's now.
    case sentFromCallbackAtAnotherTime(now: VirtualTime, requested: VirtualTime)
    /// The location or the rotation is not finite, or the scale is outside ``TransformInput/scaleRange``.
    case notValid
    /// A `changed`, `ended` or `cancelled` with no transform begun.
    case notBegun(phase: TransformInput.Phase)
    /// A `began` while a transform is under way.
    case alreadyTransforming
    /// A click is down: the trackpad's pinch waits for its release.
    case buttonDown(touch: Int)
    /// The window refused a transform touch: a host's finger uses one of ``Window/transformTouchIDs``.
    case touchRefused(TouchInputError)

    public var description: String {
        switch self {
        case let .timeWentBackward(now, requested):
            "time went backwards: the clock is at \(TraceValue.format(now.milliseconds)) ms, the transform event is at \(TraceValue.format(requested.milliseconds)) ms"
        case let .sentFromCallbackAtAnotherTime(now, requested):
            "a transform event sent from a callback must be at the clock's now, \(TraceValue.format(now.milliseconds)) ms, not \(TraceValue.format(requested.milliseconds)) ms"
        case .notValid:
            "the transform's location or rotation is not finite, or its scale is not between \(TraceValue.format(TransformInput.scaleRange.lowerBound)) and \(TraceValue.format(TransformInput.scaleRange.upperBound))"
        case let .notBegun(phase):
            "a transform \(phase.rawValue) but none began"
        case .alreadyTransforming:
            "a transform is under way: it ends before another begins"
        case let .buttonDown(touch):
            "the pointer's button is down (touch \(touch)): a transform waits for its release"
        case let .touchRefused(error):
            "the window refused a transform touch: \(error)"
        }
    }
}
