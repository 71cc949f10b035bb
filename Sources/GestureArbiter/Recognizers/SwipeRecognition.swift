/// How a ``SwipeGestureRecognizer`` decides, as a table; drawn in `StateDiagrams/SwipeRecognition.dot`.
///
/// A swipe is the required fingers going down and travelling, together, far enough along an
/// allowed direction, straight enough, and soon enough. The travel is that of the centroid: the
/// mean of each down finger's displacement from where it went down, so that a finger landing
/// late neither jumps the centroid nor counts the distance the others covered. On every move
/// the recognizer checks, in this order: whether the travel is more than the cross limit
/// (200 pt) across every allowed direction (fail: `movement`); whether it is at least the
/// minimum distance (50 pt) along an allowed direction with no more than the cross limit across
/// it (ask for `.recognized` at once, on that move, as UIKit does; or fail with `touches` when
/// fewer fingers are down than required); whether it is at least the minimum distance along a
/// direction that is not allowed (fail: `direction`).
///
/// The swipe timer starts at the first touch-down and fails the swipe when it fires, after the
/// maximum duration (500 ms): the clock runs a timer due at an instant before the event at that
/// instant, so a move must come strictly before 500 ms to count. A finger too many fails it
/// (`touches`), as does any lift before it is recognized (`tooShort`) and a cancelled touch
/// (`cancelled`). Whether a request is granted is the arbiter's decision (``DiscreteGestureLifecycle``).
public enum SwipeRecognition: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No finger is down yet.
        case waitingForTouches
        /// Fingers are down and the swipe timer runs.
        case touchesDown
        /// It asked to be recognized.
        case succeeded
        /// It asked to fail.
        case gaveUp

        public var outcome: DiagramOutcome? {
            switch self {
            case .waitingForTouches, .touchesDown: nil
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
        /// The maximum duration has passed since the first touch-down.
        case timerFired
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// More fingers are down than required.
        case tooManyTouches
        /// The travel is more than the cross limit across every allowed direction.
        case strayedAcross
        /// The travel is at least the minimum distance along an allowed direction, and no more
        /// than the cross limit across it.
        case travelledAllowedDirection
        /// As many fingers are down as required.
        case enoughTouches
        /// The travel is at least the minimum distance along a direction that is not allowed.
        case travelledOtherDirection
    }

    public enum Action: String, Hashable, Sendable {
        case startTimer
        case stopTimer
        case requestRecognized
        case failTooManyTouches
        case failTooFewTouches
        case failMovement
        case failDirection
        case failTooShort
        case failTimeout
        case failCancelled
    }

    public enum Refusal: String, Hashable, Sendable {
        /// Touches that move or lift while none is down: a bug in the window.
        case cannotHappen
    }

    public static let name = "SwipeRecognition"
    public static let diagramSubtitle = "SwipeGestureRecognizer: ≥ 50 pt along an allowed direction, ≤ 200 pt across, within 500 ms; discrete"
    public static let diagramNotes = [
        GestureLifecycle.requestsNote,
        "travel = the mean displacement of the fingers down, each from where it went down",
        "it asks for .recognized on the move that completes the swipe, not on the lift",
        "the recognizer's reset() returns it to waitingForTouches and stops its timer",
    ]

    public static let table = TransitionTable<SwipeRecognition>(initial: .waitingForTouches) {
        Transition(.waitingForTouches, on: .touchesBegan, when: .when(.tooManyTouches), to: .gaveUp, do: .failTooManyTouches)
        Transition(.waitingForTouches, on: .touchesBegan, when: .unless(.tooManyTouches), to: .touchesDown, do: .startTimer)

        Transition(.touchesDown, on: .touchesBegan, when: .when(.tooManyTouches), to: .gaveUp, do: .stopTimer, .failTooManyTouches)
        Transition(.touchesDown, on: .touchesBegan, when: .unless(.tooManyTouches), to: .touchesDown)
        Transition(.touchesDown, on: .touchesMoved, when: .when(.strayedAcross), to: .gaveUp, do: .stopTimer, .failMovement)
        Transition(.touchesDown, on: .touchesMoved, when: .unless(.strayedAcross) && .when(.travelledAllowedDirection) && .when(.enoughTouches),
                   to: .succeeded, do: .stopTimer, .requestRecognized)
        Transition(.touchesDown, on: .touchesMoved, when: .unless(.strayedAcross) && .when(.travelledAllowedDirection) && .unless(.enoughTouches),
                   to: .gaveUp, do: .stopTimer, .failTooFewTouches)
        Transition(.touchesDown, on: .touchesMoved, when: .unless(.strayedAcross) && .unless(.travelledAllowedDirection) && .when(.travelledOtherDirection),
                   to: .gaveUp, do: .stopTimer, .failDirection)
        Transition(.touchesDown, on: .touchesMoved, when: .unless(.strayedAcross) && .unless(.travelledAllowedDirection) && .unless(.travelledOtherDirection),
                   to: .touchesDown)
        Transition(.touchesDown, on: .touchesEnded, to: .gaveUp, do: .stopTimer, .failTooShort)
        Transition(.touchesDown, on: .touchesCancelled, to: .gaveUp, do: .stopTimer, .failCancelled)
        Transition(.touchesDown, on: .timerFired, to: .gaveUp, do: .failTimeout)

        Ignore(.timerFired, in: .waitingForTouches)
        Ignore(.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, .timerFired, in: .succeeded, .gaveUp)
        Refuse(.touchesMoved, .touchesEnded, .touchesCancelled, in: .waitingForTouches, because: .cannotHappen)
    }
}
