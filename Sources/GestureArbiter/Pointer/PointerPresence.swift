/// Whether the pointer is over the window, as a host reports its hover to
/// ``Window/movePointer(to:at:)`` and ``Window/pointerExited(at:)`` (P2); drawn in
/// `StateDiagrams/PointerPresence.dot`.
///
/// One table serves the window and the fixture compiler, as ``TouchLifecycle`` does for fingers:
/// the pointer comes over the window with its first move, moves any number of times, and exits
/// once; an exit while it is not over the window is refused. A click's press and release are
/// touches (P1), not events of this machine.
public enum PointerPresence: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// The pointer has not moved over the window, or has exited it.
        case outside
        /// The pointer is over the window.
        case over

        public var outcome: DiagramOutcome? { nil }
        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        /// The pointer moved to a point in the window, with no button down.
        case moved
        /// The pointer left the window.
        case exited
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// Nothing is guarded: the order alone decides.
        case never
    }

    public enum Action: String, Hashable, Sendable {
        /// Hit-test the point and begin, change or end the hover recognizers under it.
        case hover
        /// End every hover recognizer the pointer is over.
        case endHover
    }

    public enum Refusal: String, Hashable, Sendable, Error {
        /// An exit while the pointer is not over the window.
        case notOver
    }

    public static let name = "PointerPresence"
    public static let diagramSubtitle = "the pointer over the window, as reported to Window.movePointer and Window.pointerExited"
    public static let diagramNotes = [
        "no hover while the pointer's button is down: the pointer then moves as the click's touch",
    ]

    public static let table = TransitionTable<PointerPresence>(initial: .outside) {
        Transition(.outside, .over, on: .moved, to: .over, do: .hover)
        Transition(.over, on: .exited, to: .outside, do: .endHover)
        Refuse(.exited, in: .outside, because: .notOver)
    }
}
