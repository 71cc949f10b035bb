/// A table row moved by its reorder control in editing mode (I9): lifted under the finger,
/// carried up and down (scrolling the table near its edges), settled into its new place;
/// drawn in `StateDiagrams/RowReorder.dot`.
public enum RowReorder: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        /// No row is held.
        case idle
        /// The finger holds a row by its reorder control.
        case tracking
        /// Let go, the row goes to its place.
        case settling

        public var outcome: DiagramOutcome? { nil }
        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        /// A finger went down on a movable row's reorder control.
        case pressBegan
        case fingerMoved
        case fingerLifted
        /// The finger was cancelled: the row goes back where it was.
        case pressCancelled
        /// A frame of the clock: the autoscroll steps or the row settles.
        case frameTicked
        /// Editing ended, the table reloaded or left its window: the row is put down at once.
        case closeRequested
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// The row has reached its place.
        case arrived
    }

    public enum Action: String, Hashable, Sendable {
        /// Puts the row's picture over the window under the finger.
        case liftRow
        /// Moves the picture with the finger, asks the delegate for the destination when the row
        /// under it changes, starts or stops the autoscroll.
        case followFinger
        /// Scrolls the table near whose edge the finger is, and finds the destination again.
        case autoscroll
        /// Tells the data source `moveRowAt` when the row has a new place, and reloads.
        case moveRow
        /// Starts the picture's way to the destination's place.
        case settleAtDestination
        /// Starts the picture's way back to where the row was.
        case settleAtSource
        case startFrames
        case advanceFrame
        case stopFrames
        /// Takes the picture away.
        case dropRow
    }

    public enum Refusal: String, Hashable, Sendable, Error {
        /// Never used: the table triggers only what can happen.
        case cannotHappen
    }

    public static let name = "RowReorder"
    public static let diagramSubtitle = "a table row moved by its reorder control in editing mode"
    public static let diagramNotes = [
        "the press takes a finger only on the reorder control of a row the data source lets move",
        "the data source hears moveRowAt at the lift, when the row has a new place",
    ]

    public static let table = TransitionTable<RowReorder>(initial: .idle) {
        Transition(.idle, on: .pressBegan, to: .tracking, do: .liftRow)
        Transition(.tracking, on: .fingerMoved, to: .tracking, do: .followFinger)
        Transition(.tracking, on: .frameTicked, to: .tracking, do: .autoscroll)
        Transition(.tracking, on: .fingerLifted, to: .settling, do: .stopFrames, .moveRow, .settleAtDestination, .startFrames)
        Transition(.tracking, on: .pressCancelled, to: .settling, do: .stopFrames, .settleAtSource, .startFrames)
        Transition(.settling, on: .frameTicked, when: .unless(.arrived), to: .settling, do: .advanceFrame)
        Transition(.settling, on: .frameTicked, when: .when(.arrived), to: .idle, do: .advanceFrame, .dropRow)
        Transition(.tracking, .settling, on: .closeRequested, to: .idle, do: .stopFrames, .dropRow)

        Ignore(.pressBegan, in: .tracking, .settling)
        Ignore(.fingerMoved, .fingerLifted, .pressCancelled, in: .idle, .settling)
        Ignore(.frameTicked, .closeRequested, in: .idle)
    }
}
