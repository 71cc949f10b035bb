/// A drag from a ``DragInteraction``'s view: lifted by a press, carried by the finger over drop
/// targets and scroll views, dropped on a target that proposes it or sent back (I1–I8); drawn in
/// `StateDiagrams/DragLifecycle.dot`.
public enum DragLifecycle: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// Nothing lifted.
        case idle
        /// The press lifted the items; they have not left their place.
        case lifted
        /// The finger carries the items: the session has begun.
        case dragging
        /// Dropped on a target: the preview fades where it was let go.
        case dropping
        /// Nothing took the items: the preview goes back to the view.
        case cancelling

        public var outcome: DiagramOutcome? { nil }
        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        /// The lift recognizer began: the finger was held still long enough over items.
        case liftBegan
        /// The lifting finger moved.
        case fingerMoved
        /// The lifting finger lifted.
        case fingerLifted
        /// The lift recognizer was cancelled.
        case liftCancelled
        /// A frame of the clock: the autoscroll steps, the drop or return animation advances.
        case frameTicked
        /// A tap on another draggable view added items.
        case itemsAdded
        /// The view left its window: everything stops at once.
        case viewLeftWindow
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// The finger is farther than ``DragInteraction/beginDistance`` from where the lift began.
        case movedFar
        /// The drop target under the finger last proposed `copy` or `move`.
        case targetAccepts
        /// The drop or return animation has run its course.
        case arrived
    }

    public enum Action: String, Hashable, Sendable {
        /// Puts the preview over the view and tells the delegate `willAnimateLiftWith`.
        case liftItems
        /// Tells the delegate `sessionWillBegin`.
        case beginSession
        /// Moves the preview, tells `sessionDidMove`, finds the drop target, starts or stops the autoscroll.
        case moveSession
        /// Scrolls the scroll view near whose edge the finger is, and asks the target again.
        case autoscroll
        /// Adds the tapped view's items to the session.
        case addItems
        /// Tells `willEndWith` the target's operation and the target `performDrop`.
        case performDrop
        /// Tells the target `sessionDidExit`, `willEndWith` `cancel` and each item `willAnimateCancelWith`.
        case cancelDrag
        /// Starts the preview's fade where it is.
        case animateDrop
        /// Starts the preview's way back to the view.
        case animateReturn
        case startFrames
        case advanceFrame
        case stopFrames
        /// Tells the target `concludeDrop`.
        case concludeDrop
        /// Removes the preview; tells `didEndWith` and every target entered `sessionDidEnd`.
        case endSession
    }

    public enum Refusal: String, Hashable, Sendable, Error {
        /// Never used: the interaction triggers only what can happen.
        case cannotHappen
    }

    public static let name = "DragLifecycle"
    public static let diagramSubtitle = "a drag lifted by a press, carried over drop targets, dropped or sent back"
    public static let diagramNotes = [
        "the lift recognizer begins only when the delegate gives items; a move before it fails it",
        "a lift before the finger moved sends the items back without a session",
    ]

    public static let table = TransitionTable<DragLifecycle>(initial: .idle) {
        Transition(.idle, on: .liftBegan, to: .lifted, do: .liftItems)
        Transition(.lifted, on: .fingerMoved, when: .when(.movedFar), to: .dragging, do: .beginSession, .moveSession)
        Transition(.lifted, on: .fingerMoved, when: .unless(.movedFar), to: .lifted)
        Transition(.lifted, on: .fingerLifted, .liftCancelled, to: .cancelling, do: .animateReturn, .startFrames)
        Transition(.dragging, on: .fingerMoved, to: .dragging, do: .moveSession)
        Transition(.dragging, on: .frameTicked, to: .dragging, do: .autoscroll)
        Transition(.dragging, on: .itemsAdded, to: .dragging, do: .addItems)
        Transition(.dragging, on: .fingerLifted, when: .when(.targetAccepts), to: .dropping,
                   do: .stopFrames, .performDrop, .animateDrop, .startFrames)
        Transition(.dragging, on: .fingerLifted, when: .unless(.targetAccepts), to: .cancelling,
                   do: .stopFrames, .cancelDrag, .animateReturn, .startFrames)
        Transition(.dragging, on: .liftCancelled, to: .cancelling, do: .stopFrames, .cancelDrag, .animateReturn, .startFrames)
        Transition(.dropping, on: .frameTicked, when: .unless(.arrived), to: .dropping, do: .advanceFrame)
        Transition(.cancelling, on: .frameTicked, when: .unless(.arrived), to: .cancelling, do: .advanceFrame)
        Transition(.dropping, on: .frameTicked, when: .when(.arrived), to: .idle, do: .advanceFrame, .concludeDrop, .endSession)
        Transition(.cancelling, on: .frameTicked, when: .when(.arrived), to: .idle, do: .advanceFrame, .endSession)
        Transition(.dragging, on: .viewLeftWindow, to: .idle, do: .stopFrames, .cancelDrag, .endSession)
        Transition(.dropping, on: .viewLeftWindow, to: .idle, do: .stopFrames, .concludeDrop, .endSession)
        Transition(.lifted, .cancelling, on: .viewLeftWindow, to: .idle, do: .stopFrames, .endSession)

        Ignore(.liftBegan, in: .lifted, .dragging, .dropping, .cancelling)
        Ignore(.fingerMoved, .fingerLifted, .liftCancelled, in: .idle, .dropping, .cancelling)
        Ignore(.frameTicked, in: .idle, .lifted)
        Ignore(.itemsAdded, in: .idle, .lifted, .dropping, .cancelling)
        Ignore(.viewLeftWindow, in: .idle)
    }
}
