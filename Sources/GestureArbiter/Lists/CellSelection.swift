/// How a list (``TableView``, ``CollectionView``) turns a finger on one of its cells into a
/// highlight and a selection (L1); drawn in `StateDiagrams/CellSelection.dot`.
///
/// The list hears the touch methods its cells pass up the responder chain, so the content-touch
/// delay decides when: a held finger highlights its row when the delay hands the touch to the
/// cell, a quick tap highlights, unhighlights and selects at the lift, a drag that becomes a
/// scroll cancels the touch and selects nothing, and a touch that stops a glide never reaches the
/// cell. A control in a cell keeps its touches, so the list never hears them.
public enum CellSelection: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        case idle
        /// A finger is on a row, which shows its highlight.
        case highlighted

        public var outcome: DiagramOutcome? { nil }
        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        /// A touch reached the list from one of its cells, or from the list itself.
        case touchBegan
        /// The finger on the highlighted row lifted.
        case touchEnded
        /// The touch on the highlighted row was cancelled: a drag took it, or the system did.
        case touchCancelled
        /// The highlighted row's cell left the list: scrolled away and reused, or reloaded.
        case cellLeft
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// The touch is on a row's cell, not on the list around the rows.
        case onRow
        /// The list allows selection and its delegate lets the row highlight (`shouldHighlightRowAt`).
        case mayHighlight
        /// The finger lifted inside the highlighted row's cell.
        case endedOnRow
        /// The lift may go on to select the row (or, with multiple selection, deselect it): a
        /// collection view asks its delegate (`shouldSelectItemAt`, `shouldDeselectItemAt`) before
        /// the highlight goes; a table view always may, and asks `willSelectRowAt` as it selects.
        case maySelect
    }

    public enum Action: String, Hashable, Sendable {
        /// The cell shows its highlight; the delegate hears `didHighlightRowAt`.
        case highlight
        /// The cell drops its highlight; the delegate hears `didUnhighlightRowAt`.
        case unhighlight
        /// The row is selected (or, with multiple selection, a selected row is deselected), with
        /// the delegate's `willSelectRowAt`, `willDeselectRowAt`, `didDeselectRowAt` and `didSelectRowAt`.
        case select
    }

    public enum Refusal: String, Hashable, Sendable {
        /// Never used: the list ignores what it cannot act on.
        case cannotHappen
    }

    public static let name = "CellSelection"
    public static let diagramSubtitle = "a list's rows or items under a finger: highlight, then selection (L1)"
    public static let diagramNotes = [
        "the list hears a touch when its cell passes it up the responder chain: after the content-touch delay (S1), at once without it (S3)",
        "a finger that starts a scroll is cancelled; one on a control is the control's and never reaches the list",
    ]

    public static let table = TransitionTable<CellSelection>(initial: .idle) {
        Transition(.idle, on: .touchBegan, when: .when(.onRow) && .when(.mayHighlight), to: .highlighted, do: .highlight)
        Transition(.idle, on: .touchBegan, when: .when(.onRow) && .unless(.mayHighlight), to: .idle)
        Transition(.idle, on: .touchBegan, when: .unless(.onRow), to: .idle)
        Transition(.highlighted, on: .touchEnded, when: .unless(.endedOnRow), to: .idle, do: .unhighlight)
        Transition(.highlighted, on: .touchEnded, when: .when(.endedOnRow) && .when(.maySelect), to: .idle, do: .unhighlight, .select)
        Transition(.highlighted, on: .touchEnded, when: .when(.endedOnRow) && .unless(.maySelect), to: .idle, do: .unhighlight)
        Transition(.highlighted, on: .touchCancelled, .cellLeft, to: .idle, do: .unhighlight)

        Ignore(.touchBegan, in: .highlighted)
        Ignore(.touchEnded, .touchCancelled, .cellLeft, in: .idle)
    }
}
