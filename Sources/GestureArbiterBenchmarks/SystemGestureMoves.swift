import GestureArbiter

/// The system-gesture workloads: the moves of one long back swipe of a navigation controller, of
/// one long drag of a sheet, with a list inside the sheet for the hand-over between them, or of
/// one long swipe of a table row showing its actions, or of one drag carrying a photo over a
/// drop target. The finger goes down (and for the drag is held 600 ms for the lift), moves 30 pt
/// in three steps so that the gesture begins (untimed), then moves
/// `moves` times, 1 ms apart, in ``DragMoves``'s triangle wave, never lifting; only those moves
/// are timed, so they compare with a scroll view's drag moves.
public final class SystemGestureMoves: WorkloadRun {
    /// The gesture driven.
    public enum Gesture: String, Sendable, CaseIterable {
        /// The back swipe from the left edge over a two-screen stack: the top view follows the finger.
        case backSwipe = "back-swipe"
        /// A drag on a sheet at its medium detent, over plain content.
        case sheet
        /// A drag that starts in a list inside a medium sheet: the sheet grows to large, then the
        /// list scrolls, and back, on every period of the wave.
        case sheetList = "sheet-list"
        /// A drag to the left on a table row that offers two trailing actions: the row follows the finger.
        case rowSwipe = "row-swipe"
        /// A drag carrying a lifted photo over a board that takes drops: the preview follows the
        /// finger and the board is asked for its proposal at every move.
        case dragSession = "drag-session"

        /// What the workload's moves drive, for `--list`.
        var summary: String {
            switch self {
            case .backSwipe: "a back swipe from the left edge, the top view following the finger"
            case .sheet: "a drag of a sheet between its medium and large detents"
            case .sheetList: "a drag in a list inside a sheet, the sheet growing to large and the list scrolling in turn"
            case .rowSwipe: "a swipe of a table row to the left, the row following the finger past its two actions"
            case .dragSession: "a drag of a lifted photo over a drop target, the preview following the finger"
            }
        }
    }

    public let window: Window
    public let gesture: Gesture
    public let operationCount: Int
    public let navigation: NavigationController?
    public let sheet: SheetPresentationController?
    public let list: ScrollView?
    /// The row-swipe workload's table and its data source, kept alive here.
    private let swipeList: SwipeListScene?
    /// The row-swipe workload's table.
    public var table: TableView? { swipeList?.table }
    /// The drag-session workload's photo and its drop target, kept alive here.
    private let dragScene: DragSessionScene?
    /// The drag-session workload's drag.
    public var drag: DragInteraction? { dragScene?.drag }
    private let start: Point
    private var time: VirtualTime
    private var input: [TouchInput]

    public init(gesture: Gesture, moves: Int, tracing: Bool) throws {
        window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        self.gesture = gesture
        operationCount = moves
        let root = ViewController(view: View(frame: window.bounds))
        switch gesture {
        case .backSwipe:
            let navigation = NavigationController(rootViewController: root)
            window.rootViewController = navigation
            navigation.pushViewController(ViewController(view: View(frame: .zero)), animated: false)
            self.navigation = navigation
            (sheet, list, swipeList, dragScene) = (nil, nil, nil, nil)
            start = Point(x: 5, y: 300)
        case .rowSwipe:
            window.rootViewController = root
            let scene = SwipeListScene(frame: window.bounds)
            root.view.addSubview(scene.table)
            (navigation, sheet, list, swipeList, dragScene) = (nil, nil, nil, scene, nil)
            start = Point(x: 360, y: 110)
        case .dragSession:
            window.rootViewController = root
            let scene = DragSessionScene(frame: window.bounds)
            root.view.addSubview(scene.board)
            (navigation, sheet, list, swipeList, dragScene) = (nil, nil, nil, nil, scene)
            start = Point(x: 100, y: 150)
        case .sheet, .sheetList:
            window.rootViewController = root
            let details = ViewController(view: View(frame: .zero))
            let sheet = try Self.sheet(of: details)
            var list: ScrollView?
            if gesture == .sheetList {
                let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 657))
                scrollView.contentSize = Size(width: 375, height: 20_000)
                details.view.addSubview(scrollView)
                list = scrollView
            }
            root.present(details, animated: false)
            (navigation, self.sheet, self.list, swipeList, dragScene) = (nil, sheet, list, nil, nil)
            start = Point(x: 187.5, y: 600)
        }
        window.trace.isRecording = tracing
        input = [TouchInput(id: 1, phase: .began, location: start)]
        // The drag's finger is held past the lift before it moves.
        let held = gesture == .dragSession ? 600.0 : 0
        time = .milliseconds(held + 3)
        try window.send(input, at: .zero)
        for step in 1...3 {
            input[0] = TouchInput(id: 1, phase: .moved, location: position(Double(step) * 10))
            try window.send(input, at: .milliseconds(held + Double(step)))
        }
    }

    private static func sheet(of controller: ViewController) throws -> SheetPresentationController {
        guard let sheet = controller.sheetPresentationController else { throw WorkloadError.noSheet }
        sheet.detents = [.medium(), .large()]
        return sheet
    }

    private enum WorkloadError: Error {
        case noSheet
    }

    /// Where the finger is `travel` points along the gesture: right for the back swipe, left for
    /// a row, up for a sheet.
    private func position(_ travel: Double) -> Point {
        switch gesture {
        case .backSwipe, .dragSession: Point(x: start.x + travel, y: start.y)
        case .rowSwipe: Point(x: start.x - travel, y: start.y)
        case .sheet, .sheetList: Point(x: start.x, y: start.y - travel)
        }
    }

    public func run() throws {
        let millisecond = VirtualDuration.milliseconds(1)
        var (time, input) = (self.time, self.input)
        defer { (self.time, self.input) = (time, input) }
        // The sheet-list wave goes 500 pt up and back, past the 323.5 pt between the detents.
        let scale = gesture == .sheetList ? 2.5 : 1
        for index in 1...operationCount {
            time = time + millisecond
            input[0] = TouchInput(id: 1, phase: .moved, location: position(30 + DragMoves.waveOffset(index) * scale))
            try window.send(input, at: time)
        }
    }

    /// The gesture must be under way: the pop tracking the finger, the sheet dragging (and for
    /// the list, the list scrolled at least once), or the row following the finger.
    public var problems: [String] {
        var problems: [String] = []
        switch gesture {
        case .backSwipe:
            if navigation?.transitionState != .tracking { problems.append("the back swipe is not tracking the finger") }
        case .sheet, .sheetList:
            if sheet?.motion != .dragging { problems.append("the sheet is not dragging") }
            if gesture == .sheetList, list?.isDragging != true { problems.append("the list is not dragging") }
        case .rowSwipe:
            if swipeList?.table.rowSwipeState != .tracking { problems.append("the row is not following the finger") }
        case .dragSession:
            if dragScene?.drag.state != .dragging { problems.append("the photo is not being dragged") }
        }
        return problems
    }
}
