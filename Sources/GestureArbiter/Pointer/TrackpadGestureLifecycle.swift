/// The order of a trackpad's gestures and the wheel's steps, as a host reports them to
/// ``Window/scroll(_:at:)`` (P3) and ``Window/transform(_:at:)`` (P4); drawn in
/// `StateDiagrams/TrackpadGestureLifecycle.dot`.
///
/// One table serves the window and the fixture compiler, as ``TouchLifecycle`` does for fingers,
/// so that the two can never disagree on what may come next. A trackpad scroll and a transform
/// each run it: `began`, any number of `changed`, then `ended` or `cancelled`. A wheel step
/// (`step`) may not come while a trackpad scroll is under way; steps in quick succession make one
/// scroll, which ends when the wheel has been still for ``Window/wheelStepsQuietPeriod`` (`quiet`,
/// the window's own timer). The wheel's scroll accepts whatever an idle scroll accepts, so the
/// compiler, which checks the order and not the time, follows it as idle. What the table refuses,
/// the window refuses with the input's error and the compiler with the event's place.
public enum TrackpadGestureLifecycle: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No gesture of this kind is under way.
        case idle
        /// Two fingers are on the trackpad: the gesture began and has not ended.
        case underWay
        /// The wheel turned within the quiet period: its steps so far are one scroll.
        case wheelTurning

        public var outcome: DiagramOutcome? { nil }
        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        case began
        case changed
        case ended
        case cancelled
        /// A wheel step: the scroll's touch moves by it, going down first if none is down.
        case step
        /// The wheel has been still for the quiet period: its scroll ends.
        case quiet

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
        /// Put the scroll's touch down and move it by the step; its lift waits for the quiet period.
        case beginSteps
        /// Move the scroll's touch by one more step, and wait for the quiet period again.
        case stepAgain
        /// Lift the wheel's touch, then put the trackpad's down.
        case endStepsThenBegin
    }

    public enum Refusal: String, Hashable, Sendable, Error {
        /// A `changed`, `ended` or `cancelled` with none begun.
        case notBegun
        /// A `began`, or a wheel step, while one is under way: it ends first.
        case alreadyUnderWay
        /// The wheel went quiet with no wheel scroll under way: the window cancels the quiet
        /// period's timer when the scroll ends otherwise, so this never comes.
        case notTurning
    }

    public static let name = "TrackpadGestureLifecycle"
    public static let diagramSubtitle = "a trackpad scroll or transform, and the wheel's steps, as reported to Window.scroll and Window.transform"
    public static let diagramNotes = [
        "a scroll and a transform each have their own: one of each may be under way",
        "none may come while the pointer's button is down; a click waits for neither, and ends the wheel's scroll",
    ]

    public static let table = TransitionTable<TrackpadGestureLifecycle>(initial: .idle) {
        Transition(.idle, on: .began, to: .underWay, do: .begin)
        Transition(.idle, on: .step, to: .wheelTurning, do: .beginSteps)
        Transition(.wheelTurning, on: .step, to: .wheelTurning, do: .stepAgain)
        Transition(.wheelTurning, on: .quiet, to: .idle, do: .end)
        Transition(.wheelTurning, on: .began, to: .underWay, do: .endStepsThenBegin)
        Transition(.underWay, on: .changed, to: .underWay, do: .update)
        Transition(.underWay, on: .ended, .cancelled, to: .idle, do: .end)
        Refuse(.changed, .ended, .cancelled, in: .idle, .wheelTurning, because: .notBegun)
        Refuse(.began, .step, in: .underWay, because: .alreadyUnderWay)
        Refuse(.quiet, in: .idle, .underWay, because: .notTurning)
    }
}
