/// How a ``PinchGestureRecognizer`` and a ``RotationGestureRecognizer`` decide, as one table;
/// drawn in `StateDiagrams/TwoFingerRecognition.dot` and run by ``TwoFingerGestureRecognizer``.
///
/// A pinch is two fingers moving toward or away from each other, a rotation two fingers turning
/// around each other. Both decide the same way; they differ only in what they measure, which is
/// why they share this table: the first two fingers of a sequence are the pair, measured when the
/// second goes down (the pinch takes the distance between them, the rotation the angle of the line
/// from the first to the second). The recognizer asks for `.began` on the first move that takes the
/// pair beyond its hysteresis (a pinch's 10 pt change of distance, a rotation's 5° turn either
/// way), then for `.changed` on each move while both fingers are down. Apple documents that each
/// gesture ends "when the user lifts both fingers", so one finger lifting does not end it: the
/// value stays where it was, moves of the remaining finger send nothing, and the gesture ends when
/// that finger lifts too. A finger lifting before the gesture began makes it give up (`tooShort`),
/// whether it was the only finger or one of the pair; a cancelled touch makes it give up before it
/// began and be cancelled after. A finger beyond the pair is ignored (`ignore(_:for:)`): it neither
/// counts nor holds its touch back from its view.
///
/// Whether a request wins is the arbiter's decision (``ContinuousGestureLifecycle``); this
/// machine only says what the recognizer asks for. There are no timers: a two-finger gesture may
/// wait as long as it likes for its second finger or for the hysteresis.
public enum TwoFingerRecognition: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No finger of this sequence is down yet.
        case waitingForTouches
        /// One finger is down; the gesture needs a second.
        case oneTouchDown
        /// Both fingers of the pair are down and have not yet moved beyond the hysteresis.
        case touchesDown
        /// It asked to begin; each move of the pair changes the value: a pinch's scale, a rotation's rotation.
        case transforming
        /// It began, and one finger of the pair has lifted: the value holds until the other lifts.
        case oneTouchLeft
        /// It asked to end.
        case finished
        /// It asked to be cancelled: a touch of the pair was cancelled after it began.
        case interrupted
        /// It asked to fail.
        case gaveUp

        public var outcome: DiagramOutcome? {
            switch self {
            case .waitingForTouches, .oneTouchDown, .touchesDown, .transforming, .oneTouchLeft: nil
            case .finished: .success
            case .interrupted: .cancelled
            case .gaveUp: .failure
            }
        }

        public var cluster: String? {
            switch self {
            case .waitingForTouches, .oneTouchDown, .touchesDown: "possible"
            case .transforming, .oneTouchLeft: "recognizing"
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
        /// The pair has moved more than the hysteresis from where it was measured: the distance
        /// between them changed by more than 10 pt (pinch), or the line between them turned more
        /// than 5° (rotation). The recognizer's subclass answers.
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
        /// Measure the pair as the second finger goes down: the distance (pinch) or the angle
        /// (rotation) that the hysteresis and the value count from.
        case measureInitialPair
        /// Measure the value from the initial measure and take the first velocity sample.
        case startValue
        /// Measure the value again and take a velocity sample.
        case updateValue
        case requestBegan
        case requestChanged
        case requestEnded
        case requestCancelled
        /// Fail with `tooShort`: a finger lifted before the gesture began.
        case failTooShort
        /// Fail with `cancelled`: a touch was cancelled before the gesture began.
        case failCancelled
    }

    public enum Refusal: String, Hashable, Sendable {
        /// Touches that move or lift while none is down: a bug in the window.
        case cannotHappen
    }

    public static let name = "TwoFingerRecognition"
    public static let diagramSubtitle = "PinchGestureRecognizer (begins past a 10 pt change of distance) and RotationGestureRecognizer (past a 5° turn): two fingers"
    public static let diagramNotes = [
        GestureLifecycle.requestsNote,
        "the recognizer's reset() returns it to waitingForTouches, a pinch's scale to 1 and a rotation's rotation to 0",
        "a rotation's turn across ±180° is continuous: each move adds the shorter way round",
        "one finger lifting after it began does not end it: it ends when both have lifted (Apple's documentation)",
    ]

    public static let table = TransitionTable<TwoFingerRecognition>(initial: .waitingForTouches) {
        Transition(.waitingForTouches, on: .touchesBegan, when: .unless(.pairCompleted), to: .oneTouchDown, do: .pairNewTouches)
        Transition(.waitingForTouches, on: .touchesBegan, when: .when(.pairCompleted), to: .touchesDown, do: .pairNewTouches, .measureInitialPair)
        Transition(.oneTouchDown, on: .touchesBegan, to: .touchesDown, do: .pairNewTouches, .measureInitialPair)
        Transition(.oneTouchDown, .touchesDown, on: .touchesEnded, to: .gaveUp, do: .failTooShort)
        Transition(.oneTouchDown, .touchesDown, on: .touchesCancelled, to: .gaveUp, do: .failCancelled)

        Transition(.touchesDown, on: .touchesBegan, to: .touchesDown, do: .ignoreNewTouches)
        Transition(.touchesDown, on: .touchesMoved, when: .when(.beyondHysteresis), to: .transforming, do: .startValue, .requestBegan)
        Transition(.touchesDown, on: .touchesMoved, when: .unless(.beyondHysteresis), to: .touchesDown)

        Transition(.transforming, on: .touchesBegan, to: .transforming, do: .ignoreNewTouches)
        Transition(.transforming, on: .touchesMoved, when: .when(.pairDown), to: .transforming, do: .updateValue, .requestChanged)
        Transition(.transforming, on: .touchesMoved, when: .unless(.pairDown), to: .transforming)
        Transition(.transforming, on: .touchesEnded, when: .unless(.bothLifted), to: .oneTouchLeft)
        Transition(.transforming, on: .touchesEnded, when: .when(.bothLifted), to: .finished, do: .requestEnded)
        Transition(.oneTouchLeft, on: .touchesBegan, to: .oneTouchLeft, do: .ignoreNewTouches)
        Transition(.oneTouchLeft, on: .touchesEnded, to: .finished, do: .requestEnded)
        Transition(.transforming, .oneTouchLeft, on: .touchesCancelled, to: .interrupted, do: .requestCancelled)

        Ignore(.touchesMoved, in: .oneTouchDown, .oneTouchLeft)
        Ignore(.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, in: .finished, .interrupted, .gaveUp)
        Refuse(.touchesMoved, .touchesEnded, .touchesCancelled, in: .waitingForTouches, because: .cannotHappen)
    }
}
