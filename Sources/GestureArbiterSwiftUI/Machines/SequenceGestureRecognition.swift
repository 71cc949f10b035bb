import GestureArbiter

/// How a ``SequenceGesture`` moves from its first part to its second, as a table; drawn in
/// `StateDiagrams/SequenceGestureRecognition.dot`.
///
/// After each event or timer, the sequence looks at the part that hears the events: the first
/// part ending hands the fingers still down to the second, which hears the events from then on,
/// or ends the sequence when none is down; the first part failing fails the sequence. The second
/// ending ends it, and so does the second failing before it had a value (the fingers lifted
/// before a drag began: `.second(first, nil)`, as Apple's example of a long press before a drag
/// expects); the second failing after it had one fails the sequence.
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
        /// A finger of the recognizer is still down.
        case fingersDown
        /// The second part had a value before it failed.
        case secondHadValue
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
        "a first part that ends with no finger down ends the sequence, so that it never waits without one (a choice)",
    ]

    public static let table = TransitionTable<SequenceGestureRecognition>(initial: .first) {
        Transition(.first, on: .partEnded, when: .when(.fingersDown), to: .second, do: .startSecond)
        Transition(.first, on: .partEnded, when: .unless(.fingersDown), to: .succeeded)
        Transition(.first, on: .partFailed, to: .gaveUp, do: .fail)
        Transition(.second, on: .partEnded, to: .succeeded)
        Transition(.second, on: .partFailed, when: .unless(.secondHadValue), to: .succeeded)
        Transition(.second, on: .partFailed, when: .when(.secondHadValue), to: .gaveUp, do: .fail)
        Ignore(.partUndecided, in: .first, .second)
        Ignore(.partUndecided, .partEnded, .partFailed, in: .succeeded, .gaveUp)
    }
}
