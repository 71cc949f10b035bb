/// The order of a trackpad's gestures and the wheel's steps, as a host reports them to
/// ``Window/scroll(_:at:)`` (P3) and ``Window/transform(_:at:)`` (P4); drawn in
/// `StateDiagrams/TrackpadGestureLifecycle.dot`.
///
/// One table serves the window and the fixture compiler, as ``TouchLifecycle`` does for fingers,
/// so that the two can never disagree on what may come next. A trackpad scroll and a transform
/// each run it: `began`, any number of `changed`, then `ended` or `cancelled`; a wheel step
/// (`step`) is a whole scroll in one event, which may not come while a trackpad scroll is under
/// way. What the table refuses, the window refuses with the input's error and the compiler with
/// the event's place.
public enum TrackpadGestureLifecycle: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No gesture of this kind is under way.
        case idle
        /// Two fingers are on the trackpad: the gesture began and has not ended.
        case underWay

        public var outcome: DiagramOutcome? { nil }
        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        case began
        case changed
        case ended
        case cancelled
        /// A wheel step: a scroll that begins, moves and ends in one event.
        case step

        /// The trigger of a trackpad gesture's phase.
        public init(_ phase: ScrollInput.Phase) {
            switch phase {
            case .began: self = .began
            case .changed: self = .changed
            case .ended: self = .ended
            case .cancelled: self = .cancelled
            }
        }

        /// The trigger of a scroll event: its phase for a trackpad's, `step` for a wheel's.
        public init(_ scroll: ScrollInput) {
            self = scroll.type == .discrete ? .step : Self(scroll.phase)
        }
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// Nothing is guarded: the order alone decides.
        case never
    }

    public enum Action: String, Hashable, Sendable {
        /// Put the window's stand-in touches down where the pointer is.
        case begin
        /// Move the stand-in touches by the event's change.
        case update
        /// Lift the stand-in touches.
        case end
        /// Put the scroll's touch down, move it and lift it at once.
        case stepOnce
    }

    public enum Refusal: String, Hashable, Sendable, Error {
        /// A `changed`, `ended` or `cancelled` with none begun.
        case notBegun
        /// A `began`, or a wheel step, while one is under way: it ends first.
        case alreadyUnderWay
    }

    public static let name = "TrackpadGestureLifecycle"
    public static let diagramSubtitle = "a trackpad scroll or transform, and the wheel's steps, as reported to Window.scroll and Window.transform"
    public static let diagramNotes = [
        "a scroll and a transform each have their own: one of each may be under way",
        "none may come while the pointer's button is down; a click waits for neither",
    ]

    public static let table = TransitionTable<TrackpadGestureLifecycle>(initial: .idle) {
        Transition(.idle, on: .began, to: .underWay, do: .begin)
        Transition(.idle, on: .step, to: .idle, do: .stepOnce)
        Transition(.underWay, on: .changed, to: .underWay, do: .update)
        Transition(.underWay, on: .ended, .cancelled, to: .idle, do: .end)
        Refuse(.changed, .ended, .cancelled, in: .idle, because: .notBegun)
        Refuse(.began, .step, in: .underWay, because: .alreadyUnderWay)
    }
}
