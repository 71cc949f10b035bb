/// How a ``RotationGestureRecognizer`` decides, as a table; drawn in `StateDiagrams/RotationRecognition.dot`.
///
/// A rotation is two fingers turning around each other. The first two fingers of a sequence are
/// its pair; the angle of the line from the first to the second when the second went down is the
/// initial angle. The recognizer asks for `.began` on the first move that turns the line more
/// than the rotation hysteresis (5°) away from the initial angle, either way, then for
/// `.changed` on each move while both fingers are down. It ends and fails as a pinch does
/// (``PinchRecognition``): one finger lifting does not end it, the rotation stays where it was,
/// moves of the remaining finger send nothing, and it ends when that finger lifts too; a finger
/// lifting before it began makes it give up (`tooShort`); a cancelled touch makes it give up
/// before it began and be cancelled after; a finger beyond the pair is ignored
/// (`ignore(_:for:)`).
///
/// Whether a request wins is the arbiter's decision (``ContinuousGestureLifecycle``); this
/// machine only says what the recognizer asks for. There are no timers.
public enum RotationRecognition: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No finger of this sequence is down yet.
        case waitingForTouches
        /// One finger is down; the rotation needs a second.
        case oneTouchDown
        /// Both fingers of the pair are down and the line between them has not yet turned by more
        /// than the hysteresis.
        case touchesDown
        /// It asked to begin; each move of the pair turns the rotation.
        case rotating
        /// It began, and one finger of the pair has lifted: the rotation holds until the other lifts.
        case oneTouchLeft
        /// It asked to end.
        case finished
        /// It asked to be cancelled: a touch of the pair was cancelled after it began.
        case interrupted
        /// It asked to fail.
        case gaveUp

        public var outcome: DiagramOutcome? {
            switch self {
            case .waitingForTouches, .oneTouchDown, .touchesDown, .rotating, .oneTouchLeft: nil
            case .finished: .success
            case .interrupted: .cancelled
            case .gaveUp: .failure
            }
        }

        public var cluster: String? {
            switch self {
            case .waitingForTouches, .oneTouchDown, .touchesDown: "possible"
            case .rotating, .oneTouchLeft: "recognizing"
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
        /// The line between the pair has turned more than the hysteresis from the initial angle.
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
        /// Remember the angle of the line between the pair as the initial angle.
        case measureInitialAngle
        /// Measure the rotation from the initial angle and take the first velocity sample.
        case startRotating
        /// Add this move's turn to the rotation and take a velocity sample.
        case updateRotation
        case requestBegan
        case requestChanged
        case requestEnded
        case requestCancelled
        /// Fail with `tooShort`: a finger lifted before the rotation began.
        case failTooShort
        /// Fail with `cancelled`: a touch was cancelled before the rotation began.
        case failCancelled
    }

    public enum Refusal: String, Hashable, Sendable {
        /// Touches that move or lift while none is down: a bug in the window.
        case cannotHappen
    }

    public static let name = "RotationRecognition"
    public static let diagramSubtitle = "RotationGestureRecognizer: two fingers, begins when the line between them turns past 5°"
    public static let diagramNotes = [
        "the recognizer's reset() returns it to waitingForTouches and the rotation to 0",
        "a turn across ±180° is continuous: each move adds the shorter way round",
        "one finger lifting after it began does not end it: it ends when both have lifted (Apple's documentation)",
    ]

    public static let table = TransitionTable<RotationRecognition>(initial: .waitingForTouches) {
        Transition(.waitingForTouches, on: .touchesBegan, when: .unless(.pairCompleted), to: .oneTouchDown, do: .pairNewTouches)
        Transition(.waitingForTouches, on: .touchesBegan, when: .when(.pairCompleted), to: .touchesDown, do: .pairNewTouches, .measureInitialAngle)
        Transition(.oneTouchDown, on: .touchesBegan, to: .touchesDown, do: .pairNewTouches, .measureInitialAngle)
        Transition(.oneTouchDown, .touchesDown, on: .touchesEnded, to: .gaveUp, do: .failTooShort)
        Transition(.oneTouchDown, .touchesDown, on: .touchesCancelled, to: .gaveUp, do: .failCancelled)

        Transition(.touchesDown, on: .touchesBegan, to: .touchesDown, do: .ignoreNewTouches)
        Transition(.touchesDown, on: .touchesMoved, when: .when(.beyondHysteresis), to: .rotating, do: .startRotating, .requestBegan)
        Transition(.touchesDown, on: .touchesMoved, when: .unless(.beyondHysteresis), to: .touchesDown)

        Transition(.rotating, on: .touchesBegan, to: .rotating, do: .ignoreNewTouches)
        Transition(.rotating, on: .touchesMoved, when: .when(.pairDown), to: .rotating, do: .updateRotation, .requestChanged)
        Transition(.rotating, on: .touchesMoved, when: .unless(.pairDown), to: .rotating)
        Transition(.rotating, on: .touchesEnded, when: .unless(.bothLifted), to: .oneTouchLeft)
        Transition(.rotating, on: .touchesEnded, when: .when(.bothLifted), to: .finished, do: .requestEnded)
        Transition(.oneTouchLeft, on: .touchesBegan, to: .oneTouchLeft, do: .ignoreNewTouches)
        Transition(.oneTouchLeft, on: .touchesEnded, to: .finished, do: .requestEnded)
        Transition(.rotating, .oneTouchLeft, on: .touchesCancelled, to: .interrupted, do: .requestCancelled)

        Ignore(.touchesMoved, in: .oneTouchDown, .oneTouchLeft)
        Ignore(.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, in: .finished, .interrupted, .gaveUp)
        Refuse(.touchesMoved, .touchesEnded, .touchesCancelled, in: .waitingForTouches, because: .cannotHappen)
    }
}
