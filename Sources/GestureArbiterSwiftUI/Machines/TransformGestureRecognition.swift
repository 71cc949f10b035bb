import GestureArbiter

/// How a ``MagnifyGesture`` or a ``RotateGesture`` decides, as a table; drawn in
/// `StateDiagrams/TransformGestureRecognition.dot`.
///
/// The gesture follows its first two fingers: it changes once their spread (magnify) or their
/// angle (rotate) has changed by the minimum delta since the second went down, and ends when
/// one of them lifts; one that lifts or is cancelled before that fails it.
public enum TransformGestureRecognition: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// Fewer than two fingers are down.
        case waitingForTouches
        /// Two fingers are down; their spread or angle has not changed by the minimum delta.
        case tracking
        /// The gesture claims its touches and changes with its fingers.
        case changing
        /// A finger lifted while changing: the gesture ends.
        case succeeded
        /// It failed.
        case gaveUp

        public var outcome: DiagramOutcome? {
            switch self {
            case .waitingForTouches, .tracking, .changing: nil
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
        /// The gesture has its two fingers.
        case twoFingers
        /// The spread or the angle changed by the minimum delta since the second finger went down.
        case reachedMinimumDelta
        /// The finger that lifted or was cancelled is one of the gesture's.
        case ownFinger
    }

    public enum Action: String, Hashable, Sendable {
        case trackFingers
        case start
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

    public static let name = "TransformGestureRecognition"
    public static let diagramSubtitle = "SwiftUI's MagnifyGesture (0.01 minimum scale delta) and RotateGesture (1° minimum angle delta)"
    public static let diagramNotes = [
        "changing makes the recognizer it runs in begin, then change (continuous)",
        "a third finger is not the gesture's: its touches are ignored",
    ]

    public static let table = TransitionTable<TransformGestureRecognition>(initial: .waitingForTouches) {
        Transition(.waitingForTouches, on: .touchesBegan, when: .when(.twoFingers), to: .tracking, do: .trackFingers, .start)
        Transition(.waitingForTouches, on: .touchesBegan, when: .unless(.twoFingers), to: .waitingForTouches, do: .trackFingers)
        Transition(.waitingForTouches, on: .touchesEnded, when: .when(.ownFinger), to: .gaveUp, do: .failReleased)
        Transition(.waitingForTouches, .tracking, on: .touchesCancelled, when: .when(.ownFinger), to: .gaveUp, do: .failCancelled)
        Transition(.waitingForTouches, on: .touchesEnded, .touchesCancelled, when: .unless(.ownFinger), to: .waitingForTouches)
        Transition(.tracking, on: .touchesMoved, when: .when(.reachedMinimumDelta), to: .changing, do: .sample, .change)
        Transition(.tracking, on: .touchesMoved, when: .unless(.reachedMinimumDelta), to: .tracking, do: .sample)
        Transition(.tracking, on: .touchesEnded, when: .when(.ownFinger), to: .gaveUp, do: .failReleased)
        Transition(.tracking, on: .touchesEnded, .touchesCancelled, when: .unless(.ownFinger), to: .tracking)
        Transition(.changing, on: .touchesMoved, to: .changing, do: .sample, .change)
        Transition(.changing, on: .touchesEnded, when: .when(.ownFinger), to: .succeeded, do: .succeed)
        Transition(.changing, on: .touchesCancelled, when: .when(.ownFinger), to: .gaveUp, do: .failCancelled)
        Transition(.changing, on: .touchesEnded, .touchesCancelled, when: .unless(.ownFinger), to: .changing)

        Ignore(.touchesMoved, in: .waitingForTouches)
        Ignore(.touchesBegan, in: .tracking, .changing)
        Ignore(.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, in: .succeeded, .gaveUp)
    }
}
