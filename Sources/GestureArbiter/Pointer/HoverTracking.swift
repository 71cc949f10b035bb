/// How a ``HoverGestureRecognizer`` follows the pointer over its view (P2): it asks to begin when
/// the pointer comes over the view, to change as it moves there, and to end when the pointer
/// leaves the view or the window, or a button goes down; drawn in `StateDiagrams/HoverTracking.dot`.
///
/// The window runs it for each hover recognizer on the views under the pointer after every
/// pointer move (``Window/movePointer(to:at:)``), and for every hovering one when the pointer
/// exits or a click begins. The requests go to the arbiter, which decides the recognizer's state
/// as for any other recognizer (``ContinuousGestureLifecycle``).
public enum HoverTracking: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// The pointer is not over the view, or a button is down.
        case away
        /// The pointer is over the view: the recognizer began, or its delegate refused it.
        case over

        public var outcome: DiagramOutcome? { nil }
        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        /// The pointer moved to a point whose hit-tested view is the recognizer's view or inside it.
        case movedOver
        /// The pointer moved to a point outside the view, or the view left the pointer's path.
        case movedAway
        /// The pointer left the window.
        case exited
        /// A button went down: the pointer now makes a touch.
        case buttonDown
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// The recognizer is recognizing (began or changed); its delegate may have refused it.
        case recognizing
    }

    public enum Action: String, Hashable, Sendable {
        case requestBegan
        case requestChanged
        case requestEnded
    }

    public enum Refusal: String, Hashable, Sendable {
        /// Nothing is refused: every pointer event is possible for every recognizer.
        case cannotHappen
    }

    public static let name = "HoverTracking"
    public static let diagramSubtitle = "a hover recognizer following the pointer over its view (P2)"
    public static let diagramNotes = [
        "requests go to the arbiter, which applies them as for any continuous recognizer",
        "hover never makes touches; a click ends the hover, the next pointer move begins it again",
    ]

    public static let table = TransitionTable<HoverTracking>(initial: .away) {
        Transition(.away, on: .movedOver, to: .over, do: .requestBegan)
        Transition(.over, on: .movedOver, when: .when(.recognizing), to: .over, do: .requestChanged)
        Transition(.over, on: .movedOver, when: .unless(.recognizing), to: .over)
        Transition(.over, on: .movedAway, .exited, .buttonDown, when: .when(.recognizing), to: .away, do: .requestEnded)
        Transition(.over, on: .movedAway, .exited, .buttonDown, when: .unless(.recognizing), to: .away)
        Ignore(.movedAway, .exited, .buttonDown, in: .away)
    }
}
