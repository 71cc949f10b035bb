import GestureArbiter

/// The drag-move workload: a finger goes down on the button, moves 30 pt up in three 10 pt steps
/// so that the scroll view's pan recognizes and the drag starts, then moves `moves` times, 1 ms
/// of virtual time apart, in a triangle wave 200 pt high; only those moves are timed.
///
/// This is the steady state of a simulator scrolling: every event is a move of a dragging scroll
/// view, the button never gets the touch (the drag began inside the content-touch delay), and the
/// wave stays inside the content, so no rubber band or edge hand-off changes the path on the way.
public final class DragMoves: WorkloadRun {
    public let scene: ScrollingButtonScene
    public let operationCount: Int

    /// The height of the wave and the step of each move: one period is 200 moves.
    public static let amplitude = 200.0
    public static let step = 2.0

    private let x: Double
    /// Where the wave starts: 30 pt above the touch-down, where the drag began.
    private let top: Double
    private var time: VirtualTime
    private var input: [TouchInput]

    /// Builds the scene and starts the drag (untimed), ready for `moves` moves.
    public init(moves: Int, tracing: Bool) throws {
        scene = ScrollingButtonScene(tracing: tracing)
        operationCount = moves
        let start = scene.buttonCenter
        x = start.x
        top = start.y - 30
        input = [TouchInput(id: 1, phase: .began, location: start)]
        // Starting the drag is set-up, not the steady state being measured.
        try scene.window.send(input, at: .zero)
        for step in 1...3 {
            input[0] = TouchInput(id: 1, phase: .moved, location: Point(x: x, y: start.y - 10 * Double(step)))
            try scene.window.send(input, at: .milliseconds(Double(step)))
        }
        time = .milliseconds(3)
    }

    /// The finger's height for move `index`: up by ``step`` per move to ``amplitude`` above the
    /// start of the wave and back down, so the content scrolls back and forth.
    static func waveOffset(_ index: Int) -> Double {
        let period = Int(2 * amplitude / step)
        let phase = index % period
        let rising = phase <= period / 2 ? phase : period - phase
        return Double(rising) * step
    }

    public func run() throws {
        let window = scene.window
        let millisecond = VirtualDuration.milliseconds(1)
        // Locals rather than the properties inside the loop, so that the harness adds no run-time
        // exclusivity checks of its own to the time measured.
        var (time, input) = (self.time, self.input)
        defer { (self.time, self.input) = (time, input) }
        for index in 1...operationCount {
            time = time + millisecond
            input[0] = TouchInput(id: 1, phase: .moved, location: Point(x: x, y: top - Self.waveOffset(index)))
            try window.send(input, at: time)
        }
    }

    /// The drag must have scrolled the content and never reached the button.
    public var problems: [String] {
        var problems: [String] = []
        if !scene.scrollView.isDragging { problems.append("the scroll view is not dragging") }
        if scene.scrollView.contentOffset.y <= 0 { problems.append("the content did not scroll (offset \(scene.scrollView.contentOffset.y))") }
        if scene.touchDownCount + scene.touchUpInsideCount > 0 { problems.append("the button got the touch") }
        return problems
    }
}
