import GestureArbiter

/// How a ``DragGesture`` decides, as a table; drawn in `StateDiagrams/DragGestureRecognition.dot`.
///
/// The drag follows its first finger: it begins changing when the finger is the minimum
/// distance from its touch-down (at once for a minimum of 0), changes with every move, and
/// ends when the finger lifts; a finger that lifts before the minimum distance fails it.
public enum DragGestureRecognition: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No finger is down yet.
        case waitingForTouch
        /// Its finger is down, closer than the minimum distance to where it went down.
        case tracking
        /// The drag claims its touches and changes with its finger.
        case dragging
        /// The finger lifted while dragging: the gesture ends.
        case succeeded
        /// It failed.
        case gaveUp

        public var outcome: DiagramOutcome? {
            switch self {
            case .waitingForTouch, .tracking, .dragging: nil
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
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// The finger is at least the minimum distance from its touch-down.
        case reachedMinimumDistance
        /// The finger that lifted or was cancelled is the drag's own.
        case ownFinger
    }

    public enum Action: String, Hashable, Sendable {
        case trackFinger
        case sample
        case change
        case succeed
        case failReleased
        case failCancelled
    }

    public enum Refusal: String, Hashable, Sendable {
        /// Nothing is refused: a gesture hears every touch of its recognizer, whatever its state.
        case cannotHappen
    }

    public static let name = "DragGestureRecognition"
    public static let diagramSubtitle = "SwiftUI's DragGesture: follows its first finger once it is 10 pt (the minimum distance) from its touch-down"
    public static let diagramNotes = [
        "dragging makes the recognizer it runs in begin, then change (continuous)",
        "a later finger is not the drag's: its touches are ignored",
    ]

    public static let table = TransitionTable<DragGestureRecognition>(initial: .waitingForTouch) {
        Transition(.waitingForTouch, on: .touchesBegan, when: .when(.reachedMinimumDistance), to: .dragging, do: .trackFinger, .sample, .change)
        Transition(.waitingForTouch, on: .touchesBegan, when: .unless(.reachedMinimumDistance), to: .tracking, do: .trackFinger, .sample)
        Transition(.tracking, on: .touchesMoved, when: .when(.reachedMinimumDistance), to: .dragging, do: .sample, .change)
        Transition(.tracking, on: .touchesMoved, when: .unless(.reachedMinimumDistance), to: .tracking, do: .sample)
        Transition(.dragging, on: .touchesMoved, to: .dragging, do: .sample, .change)
        Transition(.tracking, on: .touchesEnded, when: .when(.ownFinger), to: .gaveUp, do: .failReleased)
        Transition(.dragging, on: .touchesEnded, when: .when(.ownFinger), to: .succeeded, do: .sample, .succeed)
        Transition(.tracking, .dragging, on: .touchesCancelled, when: .when(.ownFinger), to: .gaveUp, do: .failCancelled)
        Transition(.tracking, on: .touchesEnded, .touchesCancelled, when: .unless(.ownFinger), to: .tracking)
        Transition(.dragging, on: .touchesEnded, .touchesCancelled, when: .unless(.ownFinger), to: .dragging)

        Ignore(.touchesBegan, in: .tracking, .dragging)
        Ignore(.touchesMoved, .touchesEnded, .touchesCancelled, in: .waitingForTouch)
        Ignore(.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, in: .succeeded, .gaveUp)
    }
}
