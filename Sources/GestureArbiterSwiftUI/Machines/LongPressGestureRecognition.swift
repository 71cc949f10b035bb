import GestureArbiter

/// How a ``LongPressGesture`` decides, as a table; drawn in
/// `StateDiagrams/LongPressGestureRecognition.dot`.
///
/// The press shows `true` from its touch-down (pressing) and ends with `true` when its finger
/// has stayed down, within the maximum distance, for the minimum duration; the finger lifting
/// or straying first fails it. Later fingers are not its own.
public enum LongPressGestureRecognition: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No finger is down yet.
        case waitingForTouch
        /// Its finger is down: the value is `true`, and the recognizer reports it while possible.
        case pressing
        /// The minimum duration passed: the gesture ends.
        case succeeded
        /// It failed.
        case gaveUp

        public var outcome: DiagramOutcome? {
            switch self {
            case .waitingForTouch, .pressing: nil
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
        /// The finger has been down for the minimum duration.
        case durationElapsed
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// The finger is farther than the maximum distance from its touch-down.
        case movedTooFar
        /// The finger that lifted or was cancelled is the press's own.
        case ownFinger
    }

    public enum Action: String, Hashable, Sendable {
        case trackFinger
        case startDurationTimer
        case stopTimer
        case press
        case succeed
        case failMovement
        case failReleased
        case failCancelled
    }

    public enum Refusal: String, Hashable, Sendable {
        /// Nothing is refused: a gesture hears every touch of its recognizer, whatever its state.
        case cannotHappen
    }

    public static let name = "LongPressGestureRecognition"
    public static let diagramSubtitle = "SwiftUI's LongPressGesture: true while pressed, ends after the minimum duration (0.5 s, 10 pt)"
    public static let diagramNotes = [
        "the recognizer it runs in claims its touches only when it ends (discrete)",
        "a later finger is not the press's: its touches are ignored",
    ]

    public static let table = TransitionTable<LongPressGestureRecognition>(initial: .waitingForTouch) {
        Transition(.waitingForTouch, on: .touchesBegan, to: .pressing, do: .trackFinger, .startDurationTimer, .press)
        Transition(.pressing, on: .touchesMoved, when: .when(.movedTooFar), to: .gaveUp, do: .stopTimer, .failMovement)
        Transition(.pressing, on: .touchesMoved, when: .unless(.movedTooFar), to: .pressing)
        Transition(.pressing, on: .touchesEnded, when: .when(.ownFinger), to: .gaveUp, do: .stopTimer, .failReleased)
        Transition(.pressing, on: .touchesCancelled, when: .when(.ownFinger), to: .gaveUp, do: .stopTimer, .failCancelled)
        Transition(.pressing, on: .durationElapsed, to: .succeeded, do: .succeed)

        Ignore(.touchesBegan, in: .pressing)
        Transition(.pressing, on: .touchesEnded, .touchesCancelled, when: .unless(.ownFinger), to: .pressing)
        Ignore(.touchesMoved, .touchesEnded, .touchesCancelled, .durationElapsed, in: .waitingForTouch)
        Ignore(.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, .durationElapsed, in: .succeeded, .gaveUp)
    }
}
