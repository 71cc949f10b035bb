/// Every machine the engine runs: the diagrams `gesture-arbiter diagrams` writes into
/// `StateDiagrams/`, and the soundness the table tests check, from one list.
public enum StateDiagramCatalog {
    /// One machine: its name, its DOT source, and what the analysis finds wrong with its table.
    public struct Entry: Sendable {
        public let name: String
        public let dot: String
        /// Unhandled or ambiguous situations and unreachable states; empty for a sound table.
        public let problems: [String]
        private let drawRun: @Sendable ([Int], String) -> String

        /// The diagram with one run drawn on it; see ``TransitionTable/diagram(takenRows:caption:)``.
        public func diagram(takenRows: [Int], caption: String) -> String {
            drawRun(takenRows, caption)
        }

        package init<Machine: StateMachineDescription>(_ machine: Machine.Type) {
            let table = Machine.table
            name = Machine.name
            dot = table.diagram
            drawRun = { table.diagram(takenRows: $0, caption: $1) }
            problems = table.unhandledSituations.map { "unhandled: \($0)" }
                + table.ambiguousSituations.map { "ambiguous: \($0)" }
                + table.unreachableStates.map { "unreachable: \($0.rawValue)" }
        }
    }

    /// The machine called `name`, if the engine has one.
    public static func entry(named name: String) -> Entry? {
        all.first { $0.name == name }
    }

    /// The machines in a fixed order: touches, the arbiter's, each recognizer's, the scroll view's, the controls', then the lists'.
    public static let all: [Entry] = [
        Entry(TouchLifecycle.self),
        Entry(ViewDelivery.self),
        Entry(DiscreteGestureLifecycle.self),
        Entry(ContinuousGestureLifecycle.self),
        Entry(TapRecognition.self),
        Entry(LongPressRecognition.self),
        Entry(PanRecognition.self),
        Entry(ScreenEdgePanRecognition.self),
        Entry(SwipeRecognition.self),
        Entry(TwoFingerRecognition.self),
        Entry(PointerPresence.self),
        Entry(HoverTracking.self),
        Entry(TrackpadGestureLifecycle.self),
        Entry(ViewControllerAppearance.self),
        Entry(NavigationTransition.self),
        Entry(SheetMotion.self),
        Entry(ContentTouchDelay.self),
        Entry(ScrollPanRecognition.self),
        Entry(ScrollMotion.self),
        Entry(ZoomMotion.self),
        Entry(ScrollChaining.self),
        Entry(ControlTracking.self),
        Entry(StepperRepeat.self),
        Entry(SegmentTracking.self),
        Entry(CellSelection.self),
        Entry(RowSwipe.self),
        Entry(ContextMenuPresentation.self),
        Entry(DragLifecycle.self),
        Entry(RowReorder.self),
    ]
}
