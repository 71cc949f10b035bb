/// How a ``TapGestureRecognizer`` decides, as a table; drawn in `StateDiagrams/TapRecognition.dot`.
///
/// A tap is all of its fingers going down and lifting, close to where the first finger of the
/// first tap went down, within the press limit; a multi-tap repeats that with each gap shorter
/// than the gap limit. The recognizer asks for `.recognized` when the last tap lifts and for
/// `.failed` as soon as anything breaks the pattern: a finger too many, one that wanders too far,
/// a press or a gap that lasts too long. Whether it then wins is the arbiter's decision
/// (``DiscreteGestureLifecycle``).
public enum TapRecognition: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No finger of this tap is down yet.
        case waitingForTouches
        /// Fingers of the current tap are down.
        case touchesDown
        /// A tap lifted and more are required.
        case waitingForNextTap
        /// It asked to be recognized.
        case succeeded
        /// It asked to fail.
        case gaveUp

        public var outcome: DiagramOutcome? {
            switch self {
            case .waitingForTouches, .touchesDown, .waitingForNextTap: nil
            case .succeeded: .success
            case .gaveUp: .failure
            }
        }

        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        case touchesBegan
        case touchesMoved
        case touchesEnded
        case touchesCancelled
        /// The current tap has been down for the press limit.
        case pressTimerFired
        /// The gap after a tap reached the gap limit.
        case gapTimerFired
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// More fingers are down than the tap requires.
        case tooManyTouches
        /// A finger is farther than the allowable movement from its touch-down, or a later tap lands that far from every finger of the first tap.
        case movedTooFar
        /// Every finger of the current tap has lifted.
        case allLifted
        /// The current tap had as many fingers down at once as required.
        case enoughTouches
        /// The current tap is the last one required.
        case lastTap
    }

    public enum Action: String, Hashable, Sendable {
        case startPressTimer
        case startGapTimer
        case stopTimer
        case countTap
        case requestRecognized
        case failTooManyTouches
        case failTooFewTouches
        case failMovement
        case failTimeout
        case failCancelled
    }

    public enum Refusal: String, Hashable, Sendable {
        /// Touches that move or lift while none is down: a bug in the window.
        case cannotHappen
    }

    public static let name = "TapRecognition"
    public static let diagramSubtitle = "TapGestureRecognizer: taps and touches required, 45 pt, 350 ms between taps, 750 ms press"
    public static let diagramNotes = [
        GestureLifecycle.requestsNote,
        "the recognizer's reset() returns it to waitingForTouches and stops its timer",
    ]

    public static let table = TransitionTable<TapRecognition>(initial: .waitingForTouches) {
        Transition(.waitingForTouches, on: .touchesBegan, when: .when(.tooManyTouches), to: .gaveUp, do: .failTooManyTouches)
        Transition(.waitingForTouches, on: .touchesBegan, when: .unless(.tooManyTouches), to: .touchesDown, do: .startPressTimer)
        Transition(.waitingForNextTap, on: .touchesBegan, when: .when(.movedTooFar), to: .gaveUp, do: .stopTimer, .failMovement)
        Transition(.waitingForNextTap, on: .touchesBegan, when: .unless(.movedTooFar) && .when(.tooManyTouches), to: .gaveUp, do: .stopTimer, .failTooManyTouches)
        Transition(.waitingForNextTap, on: .touchesBegan, when: .unless(.movedTooFar) && .unless(.tooManyTouches), to: .touchesDown, do: .stopTimer, .startPressTimer)
        Transition(.waitingForNextTap, on: .gapTimerFired, to: .gaveUp, do: .failTimeout)

        Transition(.touchesDown, on: .touchesBegan, when: .when(.tooManyTouches), to: .gaveUp, do: .stopTimer, .failTooManyTouches)
        Transition(.touchesDown, on: .touchesBegan, when: .unless(.tooManyTouches), to: .touchesDown)
        Transition(.touchesDown, on: .touchesMoved, when: .when(.movedTooFar), to: .gaveUp, do: .stopTimer, .failMovement)
        Transition(.touchesDown, on: .touchesMoved, when: .unless(.movedTooFar), to: .touchesDown)
        Transition(.touchesDown, on: .touchesEnded, when: .unless(.allLifted), to: .touchesDown)
        Transition(.touchesDown, on: .touchesEnded, when: .when(.allLifted) && .unless(.enoughTouches), to: .gaveUp, do: .stopTimer, .failTooFewTouches)
        Transition(.touchesDown, on: .touchesEnded, when: .when(.allLifted) && .when(.enoughTouches) && .when(.lastTap), to: .succeeded, do: .stopTimer, .requestRecognized)
        Transition(.touchesDown, on: .touchesEnded, when: .when(.allLifted) && .when(.enoughTouches) && .unless(.lastTap), to: .waitingForNextTap, do: .stopTimer, .countTap, .startGapTimer)
        Transition(.touchesDown, on: .touchesCancelled, to: .gaveUp, do: .stopTimer, .failCancelled)
        Transition(.touchesDown, on: .pressTimerFired, to: .gaveUp, do: .failTimeout)

        Ignore(.pressTimerFired, .gapTimerFired, in: .waitingForTouches)
        Ignore(.pressTimerFired, in: .waitingForNextTap)
        Ignore(.gapTimerFired, in: .touchesDown)
        Ignore(.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, .pressTimerFired, .gapTimerFired, in: .succeeded, .gaveUp)
        Refuse(.touchesMoved, .touchesEnded, .touchesCancelled, in: .waitingForTouches, .waitingForNextTap, because: .cannotHappen)
    }
}
