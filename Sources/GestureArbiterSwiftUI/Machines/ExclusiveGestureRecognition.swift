import GestureArbiter

/// How an ``ExclusiveGesture`` lets only one of its parts succeed, the first taking precedence,
/// as a table; drawn in `StateDiagrams/ExclusiveGestureRecognition.dot`.
///
/// Both parts hear the events while the first is undecided, but the second's value waits: the
/// first claiming its touches or ending wins, and the second counts only once the first has
/// failed (so a single tap exclusive after a double tap ends when the double tap's gap has run out).
public enum ExclusiveGestureRecognition: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// The first part is undecided; the second runs, and waits.
        case racing
        /// The first part claimed its touches: the second no longer counts.
        case first
        /// The first part failed: the second decides.
        case second
        /// The part that counts ended.
        case succeeded
        /// The part that counts failed.
        case gaveUp

        public var outcome: DiagramOutcome? {
            switch self {
            case .racing, .first, .second: nil
            case .succeeded: .success
            case .gaveUp: .failure
            }
        }

        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        /// An event or a timer passed and the part that counts is still undecided.
        case partUndecided
        /// The first part claimed its touches without ending.
        case firstChanged
        /// The first part ended.
        case firstEnded
        /// The first part failed.
        case firstFailed
        /// The second part ended.
        case secondEnded
        /// The second part failed.
        case secondFailed
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// Nothing is guarded: the parts' outcomes alone decide.
        case never
    }

    public enum Action: String, Hashable, Sendable {
        /// The first part's value is the gesture's.
        case chooseFirst
        /// The second part's value is the gesture's.
        case chooseSecond
    }

    public enum Refusal: String, Hashable, Sendable {
        /// Nothing is refused: a gesture hears every touch of its recognizer, whatever its state.
        case cannotHappen
    }

    public static let name = "ExclusiveGestureRecognition"
    public static let diagramSubtitle = "SwiftUI's ExclusiveGesture: the first part's success wins, the second counts once the first failed"
    public static let diagramNotes = [
        "after each event or timer the gesture looks at its parts, the first before the second",
    ]

    public static let table = TransitionTable<ExclusiveGestureRecognition>(initial: .racing) {
        Transition(.racing, on: .firstEnded, to: .succeeded, do: .chooseFirst)
        Transition(.racing, on: .firstChanged, to: .first, do: .chooseFirst)
        Transition(.racing, on: .firstFailed, to: .second, do: .chooseSecond)
        Transition(.first, on: .firstEnded, to: .succeeded)
        Transition(.first, on: .firstFailed, to: .gaveUp)
        Transition(.second, on: .secondEnded, to: .succeeded)
        Transition(.second, on: .secondFailed, to: .gaveUp)
        Ignore(.partUndecided, .secondEnded, .secondFailed, in: .racing)
        Ignore(.partUndecided, .firstChanged, .secondEnded, .secondFailed, in: .first)
        Ignore(.partUndecided, .firstChanged, .firstEnded, .firstFailed, in: .second)
        Ignore(.partUndecided, .firstChanged, .firstEnded, .firstFailed, .secondEnded, .secondFailed, in: .succeeded, .gaveUp)
    }
}
