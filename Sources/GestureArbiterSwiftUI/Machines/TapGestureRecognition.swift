import GestureArbiter

/// How a ``TapGesture`` or a ``SpatialTapGesture`` decides, as a table; drawn in
/// `StateDiagrams/TapGestureRecognition.dot`.
///
/// A tap is one finger going down and lifting within 10 pt of where it went down and within the
/// window's tap press limit (750 ms); a multi-tap repeats that with each gap shorter than the
/// window's tap gap (350 ms) and each later tap landing within the tap movement (45 pt) of the
/// first. A second finger fails it.
public enum TapGestureRecognition: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No finger of this tap is down yet.
        case waitingForTouch
        /// The tap's finger is down.
        case touchDown
        /// A tap lifted and more are required.
        case waitingForNextTap
        /// The last tap lifted: the gesture ends.
        case succeeded
        /// It failed.
        case gaveUp

        public var outcome: DiagramOutcome? {
            switch self {
            case .waitingForTouch, .touchDown, .waitingForNextTap: nil
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
        /// The tap's finger has been down for the window's tap press limit.
        case pressTimerFired
        /// The gap after a tap reached the window's tap gap.
        case gapTimerFired
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// More than one finger went down at once.
        case tooManyTouches
        /// The finger is more than 10 pt from its touch-down, or a later tap landed farther than the tap movement from the first.
        case movedTooFar
        /// The tap that lifted is the last one required.
        case lastTap
    }

    public enum Action: String, Hashable, Sendable {
        case trackFinger
        case startPressTimer
        case startGapTimer
        case stopTimer
        case countTap
        case succeed
        case failTouches
        case failMovement
        case failTimeout
        case failCancelled
    }

    public enum Refusal: String, Hashable, Sendable {
        /// Nothing is refused: a gesture hears every touch of its recognizer, whatever its state.
        case cannotHappen
    }

    public static let name = "TapGestureRecognition"
    public static let diagramSubtitle = "SwiftUI's TapGesture and SpatialTapGesture: count taps of one finger, 10 pt, 750 ms press, 350 ms between taps"
    public static let diagramNotes = [
        "the recognizer it runs in claims its touches only when it ends (discrete)",
        "a finger's moves and lifts while no tap is down belong to no tap: ignored",
    ]

    public static let table = TransitionTable<TapGestureRecognition>(initial: .waitingForTouch) {
        Transition(.waitingForTouch, on: .touchesBegan, when: .when(.tooManyTouches), to: .gaveUp, do: .failTouches)
        Transition(.waitingForTouch, on: .touchesBegan, when: .unless(.tooManyTouches), to: .touchDown, do: .trackFinger, .startPressTimer)
        Transition(.touchDown, on: .touchesBegan, to: .gaveUp, do: .stopTimer, .failTouches)
        Transition(.touchDown, on: .touchesMoved, when: .when(.movedTooFar), to: .gaveUp, do: .stopTimer, .failMovement)
        Transition(.touchDown, on: .touchesMoved, when: .unless(.movedTooFar), to: .touchDown)
        Transition(.touchDown, on: .touchesEnded, when: .when(.lastTap), to: .succeeded, do: .stopTimer, .succeed)
        Transition(.touchDown, on: .touchesEnded, when: .unless(.lastTap), to: .waitingForNextTap, do: .stopTimer, .countTap, .startGapTimer)
        Transition(.touchDown, on: .touchesCancelled, to: .gaveUp, do: .stopTimer, .failCancelled)
        Transition(.touchDown, on: .pressTimerFired, to: .gaveUp, do: .failTimeout)
        Transition(.waitingForNextTap, on: .touchesBegan, when: .when(.tooManyTouches), to: .gaveUp, do: .stopTimer, .failTouches)
        Transition(.waitingForNextTap, on: .touchesBegan, when: .unless(.tooManyTouches) && .when(.movedTooFar), to: .gaveUp, do: .stopTimer, .failMovement)
        Transition(.waitingForNextTap, on: .touchesBegan, when: .unless(.tooManyTouches) && .unless(.movedTooFar), to: .touchDown, do: .stopTimer, .trackFinger, .startPressTimer)
        Transition(.waitingForNextTap, on: .gapTimerFired, to: .gaveUp, do: .failTimeout)

        Ignore(.touchesMoved, .touchesEnded, .touchesCancelled, .pressTimerFired, .gapTimerFired, in: .waitingForTouch)
        Ignore(.gapTimerFired, in: .touchDown)
        Ignore(.touchesMoved, .touchesEnded, .touchesCancelled, .pressTimerFired, in: .waitingForNextTap)
        Ignore(.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, .pressTimerFired, .gapTimerFired, in: .succeeded, .gaveUp)
    }
}
