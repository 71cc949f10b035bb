/// A table's or list-layout collection's swiped row: dragged sideways to show its actions, settling open or closed,
/// performing an action (R1–R6); drawn in `StateDiagrams/RowSwipe.dot`.
public enum RowSwipe: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No row shows its actions.
        case closed
        /// A finger moves the row.
        case tracking
        /// The row springs open or closed after a lift, a touch elsewhere or an action.
        case settling
        /// The row rests with its actions shown.
        case open
        /// An action's handler runs; the row waits for its completion.
        case performing

        public var outcome: DiagramOutcome? { nil }
        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        /// The table's swipe pan began, moved, ended or was cancelled.
        case panBegan
        case panMoved
        case panEnded
        case panCancelled
        /// The clock reached the next animation frame.
        case frameTicked
        /// A finger went down in the table away from the open row's buttons.
        case touchedElsewhere
        /// The table scrolled while a row was open or settling.
        case tableScrolled
        /// A tap on one of the open row's buttons.
        case actionTapped
        /// The running action's handler called its completion.
        case actionCompleted
        /// The row must close at once: the table reloaded, or the row left the screen.
        case closeRequested
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// At the lift, the row is past the full-swipe point and its configuration allows one (R3).
        case fullSwipe
        /// At the lift, the finger's velocity or the row's position opens it (R2).
        case liftOpens
        /// The spring has come to rest at this frame.
        case arrived
        /// The spring runs to the open position.
        case settlesOpen
    }

    public enum Action: String, Hashable, Sendable {
        /// Tells the delegate `willBeginEditingRowAt` and puts the actions' buttons beside the row.
        case beginEditing
        /// Starts following the finger from where the row is.
        case beginTracking
        /// Moves the row by the finger's movement.
        case followFinger
        /// Springs the row to its open position with the finger's velocity.
        case settleOpen
        /// Springs the row back to its place.
        case settleClosed
        /// Slides the row out across the table for a full swipe.
        case slideOut
        /// Calls the first action's handler (full swipe).
        case performFirstAction
        /// Calls the tapped button's action's handler.
        case performTappedAction
        case startFrames
        case advanceFrame
        case stopFrames
        /// Puts the row back in place at once.
        case placeClosed
        /// Takes the buttons away and tells the delegate `didEndEditingRowAt`.
        case endEditing
    }

    public enum Refusal: String, Hashable, Sendable, Error {
        /// Never used: the table triggers only what can happen.
        case cannotHappen
    }

    public static let name = "RowSwipe"
    public static let diagramSubtitle = "a table row swiped to show its actions, settled open or closed, an action performed"
    public static let diagramNotes = [
        "one row at a time: a finger that goes down elsewhere in the table while a row is open closes it and does nothing else",
        "the pan's moves are ignored outside tracking; the swipe pan does not begin while an action runs",
    ]

    public static let table = TransitionTable<RowSwipe>(initial: .closed) {
        Transition(.closed, on: .panBegan, to: .tracking, do: .beginEditing, .beginTracking)
        Transition(.open, .settling, on: .panBegan, to: .tracking, do: .stopFrames, .beginTracking)
        Transition(.tracking, on: .panMoved, to: .tracking, do: .followFinger)
        Transition(.tracking, on: .panEnded, when: .when(.fullSwipe), to: .performing, do: .slideOut, .startFrames, .performFirstAction)
        Transition(.tracking, on: .panEnded, when: .unless(.fullSwipe) && .when(.liftOpens), to: .settling, do: .settleOpen, .startFrames)
        Transition(.tracking, on: .panEnded, when: .unless(.fullSwipe) && .unless(.liftOpens), to: .settling, do: .settleClosed, .startFrames)
        Transition(.tracking, on: .panCancelled, to: .settling, do: .settleClosed, .startFrames)

        Transition(.settling, on: .frameTicked, when: .unless(.arrived), to: .settling, do: .advanceFrame)
        Transition(.settling, on: .frameTicked, when: .when(.arrived) && .when(.settlesOpen), to: .open, do: .advanceFrame, .stopFrames)
        Transition(.settling, on: .frameTicked, when: .when(.arrived) && .unless(.settlesOpen), to: .closed, do: .advanceFrame, .stopFrames, .endEditing)
        Transition(.open, on: .touchedElsewhere, to: .settling, do: .settleClosed, .startFrames)
        Transition(.settling, on: .touchedElsewhere, when: .when(.settlesOpen), to: .settling, do: .settleClosed)
        Transition(.settling, on: .touchedElsewhere, when: .unless(.settlesOpen), to: .settling)
        Transition(.open, on: .tableScrolled, to: .settling, do: .settleClosed, .startFrames)
        Transition(.settling, on: .tableScrolled, when: .when(.settlesOpen), to: .settling, do: .settleClosed)
        Transition(.settling, on: .tableScrolled, when: .unless(.settlesOpen), to: .settling)

        Transition(.open, on: .actionTapped, to: .performing, do: .performTappedAction)
        Transition(.performing, on: .frameTicked, when: .unless(.arrived), to: .performing, do: .advanceFrame)
        Transition(.performing, on: .frameTicked, when: .when(.arrived), to: .performing, do: .advanceFrame, .stopFrames)
        Transition(.performing, on: .actionCompleted, to: .settling, do: .settleClosed, .startFrames)

        Transition(.tracking, .settling, .open, .performing, on: .closeRequested, to: .closed, do: .stopFrames, .placeClosed, .endEditing)

        Ignore(.panBegan, in: .tracking, .performing)
        Ignore(.panMoved, .panEnded, .panCancelled, in: .closed, .settling, .open, .performing)
        Ignore(.frameTicked, in: .closed, .tracking, .open)
        Ignore(.touchedElsewhere, .tableScrolled, in: .closed, .tracking, .performing)
        Ignore(.actionTapped, in: .closed, .tracking, .settling, .performing)
        Ignore(.actionCompleted, in: .closed, .tracking, .settling, .open)
        Ignore(.closeRequested, in: .closed)
    }
}
