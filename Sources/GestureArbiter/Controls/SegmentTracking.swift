/// How a ``SegmentedControl`` follows a finger: the segment under it highlighted while it stays
/// within the tracking slop, and chosen where it lifts (C4); drawn in
/// `StateDiagrams/SegmentTracking.dot`.
///
/// The control runs it from its tracking: `pressed` from `beginTracking`, `movedIn` and
/// `movedOut` from `continueTracking` as the finger is within the slop or beyond it, `lifted` and
/// `cancelled` from the end of tracking.
public enum SegmentTracking: StateMachineDescription {
    public enum State: String, Hashable, Sendable, CaseIterable, DiagramState {
        case idle
        /// The finger is on the control: the enabled segment under it is highlighted.
        case onSegment
        /// The finger is beyond the tracking slop: nothing is highlighted, and a lift chooses nothing.
        case outside

        public var outcome: DiagramOutcome? { nil }
        public var cluster: String? { nil }
    }

    public enum Trigger: String, Hashable, Sendable, CaseIterable {
        case pressed
        case movedIn
        case movedOut
        case lifted
        case cancelled
    }

    public enum Guard: String, Hashable, Sendable, CaseIterable {
        /// A segment is highlighted, and choosing it changes the selection or the control is
        /// momentary.
        case choiceChanges
    }

    public enum Action: String, Hashable, Sendable {
        /// Highlights the segment under the finger, or none when it is disabled.
        case highlightUnderFinger
        case clearHighlight
        /// Selects the highlighted segment and sends `valueChanged`.
        case selectHighlighted
    }

    public enum Refusal: String, Hashable, Sendable {
        /// A touch-down while a finger is already tracked: a bug in the control.
        case cannotHappen
    }

    public static let name = "SegmentTracking"
    public static let diagramSubtitle = "a segmented control's highlight and choice under a finger (C4)"
    public static let diagramNotes = [
        "the highlight follows the finger from segment to segment; a disabled segment is never highlighted",
        "a lift within the slop chooses the highlighted segment; beyond it, nothing",
    ]

    public static let table = TransitionTable<SegmentTracking>(initial: .idle) {
        Transition(.idle, on: .pressed, to: .onSegment, do: .highlightUnderFinger)
        Transition(.onSegment, on: .movedIn, to: .onSegment, do: .highlightUnderFinger)
        Transition(.onSegment, on: .movedOut, to: .outside, do: .clearHighlight)
        Transition(.outside, on: .movedIn, to: .onSegment, do: .highlightUnderFinger)
        Transition(.onSegment, on: .lifted, when: .when(.choiceChanges), to: .idle, do: .selectHighlighted, .clearHighlight)
        Transition(.onSegment, on: .lifted, when: .unless(.choiceChanges), to: .idle, do: .clearHighlight)
        Transition(.outside, on: .lifted, to: .idle)
        Transition(.onSegment, .outside, on: .cancelled, to: .idle, do: .clearHighlight)

        Ignore(.movedOut, in: .outside)
        Ignore(.lifted, .cancelled, .movedIn, .movedOut, in: .idle)
        Refuse(.pressed, in: .onSegment, .outside, because: .cannotHappen)
    }
}
