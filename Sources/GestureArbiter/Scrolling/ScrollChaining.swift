/// Which scroll view of a ``ScrollChain`` takes a movement along the chain's axis: the parent
/// (a collapsing header's scroll view) or its active child (the list on the current page); drawn
/// in `StateDiagrams/ScrollChaining.dot`.
///
/// The model is Android's nested scrolling and Compose's `nestedScroll` for a collapsing header:
/// toward the content's end the parent takes the movement first, until it reaches its end (the
/// header is hidden), and the child the rest; toward the start the child takes it first, until it
/// is back at its top, and the parent the rest. A drag's move and a glide's frame are both such a
/// movement, so the finger and the fling cross from one scroll view to the other within one step,
/// and only the chain's outer ends (the parent's start, the child's end) rubber-band and bounce.
///
/// The state is where the parent stands, read from its offset before each movement (code may
/// set offsets in between); the guards compare the movement with the room each scroll view has.
public enum ScrollChaining: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// The parent at (or pulled past) its start: the header fully shown.
        case parentAtStart
        /// The parent part-way: the header partly shown.
        case parentInBetween
        /// The parent at its end: the header hidden, the child scrolls.
        case parentAtEnd

        public var outcome: DiagramOutcome? { nil }
        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        /// A drag's move or a glide's frame moves the content toward its end (offsets grow).
        case movedTowardEnd
        /// A drag's move or a glide's frame moves the content toward its start (offsets shrink).
        case movedTowardStart
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// The parent has more room toward its end than the movement needs.
        case parentAbsorbs
        /// After the movement the parent is still at (or past) its start: it was pulled past it.
        case stillAtStart
        /// The child has more room toward its top than the movement needs.
        case childAbsorbs
        /// What the child leaves over takes the parent to its start or past it.
        case parentReachesStart
    }

    public enum Action: String, Hashable, Sendable {
        /// The parent takes the whole movement.
        case moveParent
        /// The parent moves to its end and the child takes the rest (past its end at the chain's outer end).
        case fillParentMoveChild
        /// The child takes the whole movement.
        case moveChild
        /// The child moves to its top and the parent takes the rest (past its start at the chain's outer end).
        case emptyChildMoveParent
    }

    public enum Refusal: String, Hashable, Sendable {
        /// Never used: every movement has an owner.
        case cannotHappen
    }

    public static let name = "ScrollChaining"
    public static let diagramSubtitle = "a ScrollChain: which scroll view takes each drag move or glide frame along the chain's axis"
    public static let diagramNotes = [
        "the state is read from the parent's offset before each movement; a movement of zero is not looked up",
        "the chain's outer ends rubber-band and bounce: the parent's start and the child's end",
    ]

    public static let table = TransitionTable<ScrollChaining>(initial: .parentAtStart) {
        Transition(.parentAtStart, on: .movedTowardEnd, when: .when(.parentAbsorbs) && .when(.stillAtStart), to: .parentAtStart, do: .moveParent)
        Transition(.parentAtStart, on: .movedTowardEnd, when: .when(.parentAbsorbs) && .unless(.stillAtStart), to: .parentInBetween, do: .moveParent)
        Transition(.parentInBetween, on: .movedTowardEnd, when: .when(.parentAbsorbs), to: .parentInBetween, do: .moveParent)
        Transition(.parentAtStart, .parentInBetween, on: .movedTowardEnd, when: .unless(.parentAbsorbs), to: .parentAtEnd, do: .fillParentMoveChild)
        Transition(.parentAtEnd, on: .movedTowardEnd, to: .parentAtEnd, do: .moveChild)

        Transition(.parentAtStart, on: .movedTowardStart, when: .when(.childAbsorbs), to: .parentAtStart, do: .moveChild)
        Transition(.parentInBetween, on: .movedTowardStart, when: .when(.childAbsorbs), to: .parentInBetween, do: .moveChild)
        Transition(.parentAtEnd, on: .movedTowardStart, when: .when(.childAbsorbs), to: .parentAtEnd, do: .moveChild)
        Transition(.parentInBetween, .parentAtEnd, on: .movedTowardStart, when: .unless(.childAbsorbs) && .unless(.parentReachesStart), to: .parentInBetween, do: .emptyChildMoveParent)
        Transition(.parentInBetween, .parentAtEnd, on: .movedTowardStart, when: .unless(.childAbsorbs) && .when(.parentReachesStart), to: .parentAtStart, do: .emptyChildMoveParent)
        Transition(.parentAtStart, on: .movedTowardStart, when: .unless(.childAbsorbs), to: .parentAtStart, do: .emptyChildMoveParent)
    }
}
