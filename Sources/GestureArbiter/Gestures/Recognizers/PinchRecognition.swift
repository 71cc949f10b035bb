/// How a ``PinchGestureRecognizer`` decides, as a table; drawn in `StateDiagrams/PinchRecognition.dot`.
///
/// A pinch is two fingers moving toward or away from each other. The first two fingers of a
/// sequence are its pair; the distance between them when the second went down is the initial
/// distance. The recognizer asks for `.began` on the first move that takes the distance more
/// than the pinch hysteresis (10 pt) away from the initial distance, then for `.changed` on each
/// move while both fingers are down. Apple documents that the gesture ends "when the user lifts
/// both fingers", so one finger lifting does not end it: the scale stays where it was, moves of
/// the remaining finger send nothing, and the pinch ends when that finger lifts too. A finger
/// lifting before the pinch began makes it give up (`tooShort`), whether it was the only finger
/// or one of the pair; a cancelled touch makes it give up before it began and be cancelled
/// after. A finger beyond the pair is ignored (`ignore(_:for:)`): it neither counts nor holds
/// its touch back from its view.
///
/// Whether a request wins is the arbiter's decision (``ContinuousGestureLifecycle``); this
/// machine only says what the recognizer asks for. There are no timers: a pinch may wait as long
/// as it likes for its second finger or for the hysteresis.
public enum PinchRecognition: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No finger of this sequence is down yet.
        case waitingForTouches
        /// One finger is down; the pinch needs a second.
        case oneTouchDown
        /// Both fingers of the pair are down and the distance between them has not yet changed by
        /// more than the hysteresis.
        case touchesDown
        /// It asked to begin; each move of the pair changes the scale.
        case pinching
        /// It began, and one finger of the pair has lifted: the scale holds until the other lifts.
        case oneTouchLeft
        /// It asked to end.
        case finished
        /// It asked to be cancelled: a touch of the pair was cancelled after it began.
        case interrupted
        /// It asked to fail.
        case gaveUp

        public var outcome: DiagramOutcome? {
            switch self {
            case .waitingForTouches, .oneTouchDown, .touchesDown, .pinching, .oneTouchLeft: nil
            case .finished: .success
            case .interrupted: .cancelled
            case .gaveUp: .failure
            }
        }

        public var cluster: String? {
            switch self {
            case .waitingForTouches, .oneTouchDown, .touchesDown: "possible"
            case .pinching, .oneTouchLeft: "recognizing"
            case .finished, .interrupted, .gaveUp: nil
            }
        }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        case touchesBegan
        case touchesMoved
        case touchesEnded
        case touchesCancelled
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// The touches that just went down bring the fingers down to two.
        case pairCompleted
        /// The distance between the pair differs from the initial distance by more than the hysteresis.
        case beyondHysteresis
        /// Both fingers of the pair are still down after this event.
        case pairDown
        /// Both fingers of the pair have lifted (ended, not cancelled).
        case bothLifted
    }

    public enum Action: String, Hashable, Sendable {
        /// Watch the new touches as fingers of the pair, up to two; any beyond are ignored.
        case pairNewTouches
        /// Stop watching the new touches: the pair is complete (`ignore(_:for:)`).
        case ignoreNewTouches
        /// Remember the distance between the pair as the initial distance.
        case measureInitialDistance
        /// Measure the scale from the initial distance and take the first velocity sample.
        case startScaling
        /// Measure the scale again and take a velocity sample.
        case updateScale
        case requestBegan
        case requestChanged
        case requestEnded
        case requestCancelled
        /// Fail with `tooShort`: a finger lifted before the pinch began.
        case failTooShort
        /// Fail with `cancelled`: a touch was cancelled before the pinch began.
        case failCancelled
    }

    public enum Refusal: String, Hashable, Sendable {
        /// Touches that move or lift while none is down: a bug in the window.
        case cannotHappen
    }

    public static let name = "PinchRecognition"
    public static let diagramSubtitle = "PinchGestureRecognizer: two fingers, begins past a 10 pt change of their distance"
    public static let diagramNotes = [
        "the recognizer's reset() returns it to waitingForTouches and the scale to 1",
        "one finger lifting after it began does not end it: it ends when both have lifted (Apple's documentation)",
    ]

    public static let table = TransitionTable<PinchRecognition>(initial: .waitingForTouches) {
        Transition(.waitingForTouches, on: .touchesBegan, when: .unless(.pairCompleted), to: .oneTouchDown, do: .pairNewTouches)
        Transition(.waitingForTouches, on: .touchesBegan, when: .when(.pairCompleted), to: .touchesDown, do: .pairNewTouches, .measureInitialDistance)
        Transition(.oneTouchDown, on: .touchesBegan, to: .touchesDown, do: .pairNewTouches, .measureInitialDistance)
        Transition(.oneTouchDown, .touchesDown, on: .touchesEnded, to: .gaveUp, do: .failTooShort)
        Transition(.oneTouchDown, .touchesDown, on: .touchesCancelled, to: .gaveUp, do: .failCancelled)

        Transition(.touchesDown, on: .touchesBegan, to: .touchesDown, do: .ignoreNewTouches)
        Transition(.touchesDown, on: .touchesMoved, when: .when(.beyondHysteresis), to: .pinching, do: .startScaling, .requestBegan)
        Transition(.touchesDown, on: .touchesMoved, when: .unless(.beyondHysteresis), to: .touchesDown)

        Transition(.pinching, on: .touchesBegan, to: .pinching, do: .ignoreNewTouches)
        Transition(.pinching, on: .touchesMoved, when: .when(.pairDown), to: .pinching, do: .updateScale, .requestChanged)
        Transition(.pinching, on: .touchesMoved, when: .unless(.pairDown), to: .pinching)
        Transition(.pinching, on: .touchesEnded, when: .unless(.bothLifted), to: .oneTouchLeft)
        Transition(.pinching, on: .touchesEnded, when: .when(.bothLifted), to: .finished, do: .requestEnded)
        Transition(.oneTouchLeft, on: .touchesBegan, to: .oneTouchLeft, do: .ignoreNewTouches)
        Transition(.oneTouchLeft, on: .touchesEnded, to: .finished, do: .requestEnded)
        Transition(.pinching, .oneTouchLeft, on: .touchesCancelled, to: .interrupted, do: .requestCancelled)

        Ignore(.touchesMoved, in: .oneTouchDown, .oneTouchLeft)
        Ignore(.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, in: .finished, .interrupted, .gaveUp)
        Refuse(.touchesMoved, .touchesEnded, .touchesCancelled, in: .waitingForTouches, because: .cannotHappen)
    }
}
