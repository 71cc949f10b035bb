import GestureArbiter

/// How a ``SequenceGesture`` moves from its first part to its second, as a table; drawn in
/// `StateDiagrams/SequenceGestureRecognition.dot`.
///
/// After each event or timer, the sequence looks at the part that hears the events: the first
/// part ending hands the fingers still down to the second, which hears the events from then on;
/// either part failing fails the sequence, and the second ending ends it.
public enum SequenceGestureRecognition: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// The first part hears the events.
        case first
        /// The first part ended; the second hears the events.
        case second
        /// The second part ended.
        case succeeded
        /// A part failed.
        case gaveUp

        public var outcome: DiagramOutcome? {
            switch self {
            case .first, .second: nil
            case .succeeded: .success
            case .gaveUp: .failure
            }
        }

        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        /// An event or a timer passed and the part that hears the events is still undecided.
        case partUndecided
        /// The part that hears the events ended.
        case partEnded
        /// The part that hears the events failed.
        case partFailed
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// Nothing is guarded: the part's outcome alone decides.
        case never
    }

    public enum Action: String, Hashable, Sendable {
        /// The second part hears the fingers still down as if they had just gone down.
        case startSecond
        /// The sequence fails for the part's reason.
        case fail
    }

    public enum Refusal: String, Hashable, Sendable {
        /// Nothing is refused: a gesture hears every touch of its recognizer, whatever its state.
        case cannotHappen
    }

    public static let name = "SequenceGestureRecognition"
    public static let diagramSubtitle = "SwiftUI's SequenceGesture: the second part hears events only after the first ends"
    public static let diagramNotes = [
        "from the first part's end the sequence claims its touches: its recognizer begins (continuous)",
        "the second part sees the fingers still down as going down when the first ends (a choice)",
    ]

    public static let table = TransitionTable<SequenceGestureRecognition>(initial: .first) {
        Transition(.first, on: .partEnded, to: .second, do: .startSecond)
        Transition(.first, .second, on: .partFailed, to: .gaveUp, do: .fail)
        Transition(.second, on: .partEnded, to: .succeeded)
        Ignore(.partUndecided, in: .first, .second)
        Ignore(.partUndecided, .partEnded, .partFailed, in: .succeeded, .gaveUp)
    }
}
