/// How a ``LongPressGestureRecognizer`` decides, as a table; drawn in `StateDiagrams/LongPressRecognition.dot`.
///
/// A long press is, first, the required taps (none by default), each one all of its fingers
/// going down and lifting like a tap: close to where the first tap went down (45 pt), within the
/// tap's press limit (750 ms), each gap before the next touch-down shorter than the gap limit
/// (350 ms). Then the press: the required fingers go down (within the gap limit, when taps came
/// first) and stay down. When all of them are down the press timer starts; when it fires, after
/// the minimum press duration (500 ms) with no finger farther than the allowable movement
/// (10 pt) from where it went down, the recognizer asks for `.began`.
///
/// Before that, anything that breaks the pattern asks for `.failed` with a reason: a finger
/// too many (`touches`), a finger that strays (`movement`), a finger that lifts (`tooShort`), a
/// tap that is too long or a gap that is too long (`timeout`), a cancelled touch (`cancelled`).
/// After it, the press is a continuous gesture: moves ask for `.changed` however far they go,
/// the first finger to lift asks for `.ended` (Apple: "it ends when any of the fingers are
/// lifted"), a cancelled touch asks for `.cancelled`. Whether each request is granted, and
/// when, is the arbiter's decision (``ContinuousGestureLifecycle``): a press that waits for
/// another recognizer to fail stays publicly possible, and one whose fingers lift meanwhile
/// fails.
///
/// Choices where UIKit does not say: the press timer starts when the last required finger goes
/// down, and there is no limit on how long the fingers take to gather; the press of a long press
/// with taps must land within the tap radius of the first tap, like a further tap; a finger that
/// arrives after the press began is ignored (``Action/ignoreNewTouches``): it neither moves the
/// press's location nor ends it when it lifts.
public enum LongPressRecognition: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No finger is down yet.
        case waitingForTouches
        /// The fingers of a required tap are down.
        case tapping
        /// A required tap lifted; the next tap, or the press, must go down within the gap limit.
        case waitingForNextTap
        /// Fingers of the press are down, fewer than required.
        case gatheringTouches
        /// The required fingers are down and holding; the press timer runs.
        case pressing
        /// It asked to begin; it follows the fingers until one lifts.
        case recognizing
        /// It asked to end.
        case succeeded
        /// It asked to be cancelled.
        case interrupted
        /// It asked to fail.
        case gaveUp

        public var outcome: DiagramOutcome? {
            switch self {
            case .waitingForTouches, .tapping, .waitingForNextTap, .gatheringTouches, .pressing, .recognizing: nil
            case .succeeded: .success
            case .interrupted: .cancelled
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
        /// A required tap has been down for the tap's press limit.
        case tapTimerFired
        /// The gap after a tap reached the gap limit.
        case gapTimerFired
        /// The required fingers have been held for the minimum press duration.
        case pressTimerFired
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// More fingers are down than required.
        case tooManyTouches
        /// Fewer taps have been completed than required: a touch-down starts another tap.
        case tapsRemaining
        /// A finger is farther than the tap's allowable movement from the first tap's touch-down.
        case strayedFromFirstTap
        /// Every finger of the current tap has lifted.
        case allLifted
        /// The current tap had as many fingers down at once as required.
        case tapHadEnoughTouches
        /// As many fingers of the press are down as required.
        case enoughTouchesDown
        /// A finger of the press is farther than the allowable movement from where it went down.
        case movedTooFar
    }

    public enum Action: String, Hashable, Sendable {
        case startTapTimer
        case startGapTimer
        case startPressTimer
        case stopTimer
        case countTap
        case requestBegan
        case requestChanged
        case requestEnded
        case requestCancelled
        /// Stop watching the fingers that just went down: they play no part in a press that began.
        case ignoreNewTouches
        case failTooManyTouches
        case failTooFewTouches
        case failMovement
        case failTooShort
        case failTimeout
        case failCancelled
    }

    public enum Refusal: String, Hashable, Sendable {
        /// Touches that move or lift while none is down: a bug in the window.
        case cannotHappen
    }

    public static let name = "LongPressRecognition"
    public static let diagramSubtitle = "LongPressGestureRecognizer: taps first, then touches held 500 ms within 10 pt; continuous"
    /// Drawn top to bottom: left to right, its failures crossed the whole width.
    public static let diagramDirection = DiagramDirection.topToBottom
    public static let diagramNotes = [
        GestureLifecycle.requestsNote,
        "taps use the tap limits: 45 pt from the first tap, 750 ms down, 350 ms gaps",
        "the press timer starts when the required fingers are down; movement after it began is free",
        "the recognizer's reset() returns it to waitingForTouches and stops its timer",
    ]

    public static let table = TransitionTable<LongPressRecognition>(initial: .waitingForTouches) {
        Transition(.waitingForTouches, on: .touchesBegan, when: .when(.tooManyTouches), to: .gaveUp, do: .failTooManyTouches)
        Transition(.waitingForTouches, on: .touchesBegan, when: .unless(.tooManyTouches) && .when(.tapsRemaining), to: .tapping, do: .startTapTimer)
        Transition(.waitingForTouches, on: .touchesBegan, when: .unless(.tooManyTouches) && .unless(.tapsRemaining) && .when(.enoughTouchesDown),
                   to: .pressing, do: .startPressTimer)
        Transition(.waitingForTouches, on: .touchesBegan, when: .unless(.tooManyTouches) && .unless(.tapsRemaining) && .unless(.enoughTouchesDown),
                   to: .gatheringTouches)

        Transition(.tapping, on: .touchesBegan, when: .when(.tooManyTouches), to: .gaveUp, do: .stopTimer, .failTooManyTouches)
        Transition(.tapping, on: .touchesBegan, when: .unless(.tooManyTouches), to: .tapping)
        Transition(.tapping, on: .touchesMoved, when: .when(.strayedFromFirstTap), to: .gaveUp, do: .stopTimer, .failMovement)
        Transition(.tapping, on: .touchesMoved, when: .unless(.strayedFromFirstTap), to: .tapping)
        Transition(.tapping, on: .touchesEnded, when: .unless(.allLifted), to: .tapping)
        Transition(.tapping, on: .touchesEnded, when: .when(.allLifted) && .unless(.tapHadEnoughTouches), to: .gaveUp, do: .stopTimer, .failTooFewTouches)
        Transition(.tapping, on: .touchesEnded, when: .when(.allLifted) && .when(.tapHadEnoughTouches),
                   to: .waitingForNextTap, do: .stopTimer, .countTap, .startGapTimer)
        Transition(.tapping, on: .touchesCancelled, to: .gaveUp, do: .stopTimer, .failCancelled)
        Transition(.tapping, on: .tapTimerFired, to: .gaveUp, do: .failTimeout)

        Transition(.waitingForNextTap, on: .touchesBegan, when: .when(.strayedFromFirstTap), to: .gaveUp, do: .stopTimer, .failMovement)
        Transition(.waitingForNextTap, on: .touchesBegan, when: .unless(.strayedFromFirstTap) && .when(.tooManyTouches),
                   to: .gaveUp, do: .stopTimer, .failTooManyTouches)
        Transition(.waitingForNextTap, on: .touchesBegan, when: .unless(.strayedFromFirstTap) && .unless(.tooManyTouches) && .when(.tapsRemaining),
                   to: .tapping, do: .stopTimer, .startTapTimer)
        Transition(.waitingForNextTap, on: .touchesBegan,
                   when: .unless(.strayedFromFirstTap) && .unless(.tooManyTouches) && .unless(.tapsRemaining) && .when(.enoughTouchesDown),
                   to: .pressing, do: .stopTimer, .startPressTimer)
        Transition(.waitingForNextTap, on: .touchesBegan,
                   when: .unless(.strayedFromFirstTap) && .unless(.tooManyTouches) && .unless(.tapsRemaining) && .unless(.enoughTouchesDown),
                   to: .gatheringTouches, do: .stopTimer)
        Transition(.waitingForNextTap, on: .gapTimerFired, to: .gaveUp, do: .failTimeout)

        Transition(.gatheringTouches, on: .touchesBegan, when: .when(.tooManyTouches), to: .gaveUp, do: .failTooManyTouches)
        Transition(.gatheringTouches, on: .touchesBegan, when: .unless(.tooManyTouches) && .when(.enoughTouchesDown), to: .pressing, do: .startPressTimer)
        Transition(.gatheringTouches, on: .touchesBegan, when: .unless(.tooManyTouches) && .unless(.enoughTouchesDown), to: .gatheringTouches)
        Transition(.gatheringTouches, on: .touchesMoved, when: .when(.movedTooFar), to: .gaveUp, do: .failMovement)
        Transition(.gatheringTouches, on: .touchesMoved, when: .unless(.movedTooFar), to: .gatheringTouches)
        Transition(.gatheringTouches, on: .touchesEnded, to: .gaveUp, do: .failTooShort)
        Transition(.gatheringTouches, on: .touchesCancelled, to: .gaveUp, do: .failCancelled)

        Transition(.pressing, on: .touchesBegan, to: .gaveUp, do: .stopTimer, .failTooManyTouches)
        Transition(.pressing, on: .touchesMoved, when: .when(.movedTooFar), to: .gaveUp, do: .stopTimer, .failMovement)
        Transition(.pressing, on: .touchesMoved, when: .unless(.movedTooFar), to: .pressing)
        Transition(.pressing, on: .touchesEnded, to: .gaveUp, do: .stopTimer, .failTooShort)
        Transition(.pressing, on: .touchesCancelled, to: .gaveUp, do: .stopTimer, .failCancelled)
        Transition(.pressing, on: .pressTimerFired, to: .recognizing, do: .requestBegan)

        Transition(.recognizing, on: .touchesBegan, to: .recognizing, do: .ignoreNewTouches)
        Transition(.recognizing, on: .touchesMoved, to: .recognizing, do: .requestChanged)
        Transition(.recognizing, on: .touchesEnded, to: .succeeded, do: .requestEnded)
        Transition(.recognizing, on: .touchesCancelled, to: .interrupted, do: .requestCancelled)

        Ignore(.tapTimerFired, .gapTimerFired, .pressTimerFired, in: .waitingForTouches, .gatheringTouches, .recognizing)
        Ignore(.gapTimerFired, .pressTimerFired, in: .tapping)
        Ignore(.tapTimerFired, .pressTimerFired, in: .waitingForNextTap)
        Ignore(.tapTimerFired, .gapTimerFired, in: .pressing)
        Ignore(.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, .tapTimerFired, .gapTimerFired, .pressTimerFired,
               in: .succeeded, .interrupted, .gaveUp)
        Refuse(.touchesMoved, .touchesEnded, .touchesCancelled, in: .waitingForTouches, .waitingForNextTap, because: .cannotHappen)
    }
}
