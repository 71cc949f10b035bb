import GestureArbiter
import GestureArbiterSwiftUI

/// The SwiftUI drag-move workload: a SwiftUI `DragGesture` with a gesture state and an
/// `onChanged`, attached to a card in a container that has a tap of its own, begins 30 pt from
/// the touch-down; then the finger moves `moves` times, 1 ms apart, in the drag moves' wave. Only
/// those moves are timed: each runs the drag's machine, asks the arbiter for a change, and calls
/// both callbacks.
public final class SwiftUIDragMoves: WorkloadRun {
    public let window: Window
    public let operationCount: Int
    private let card: View
    private let offset = GestureState(wrappedValue: Size.zero)
    /// How many times the drag's onChanged ran, set-up included.
    public private(set) var changes = 0
    /// The gesture state: the drag's translation.
    public var translation: Size { offset.wrappedValue }
    private let x: Double
    private let top: Double
    private var time = VirtualTime.zero
    private var input: [TouchInput]

    /// Builds the scene and starts the drag (untimed), ready for `moves` moves.
    public init(moves: Int, tracing: Bool) throws {
        window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        window.trace.isRecording = tracing
        let container = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        card = View(frame: Rect(x: 50, y: 100, width: 275, height: 500))
        window.addSubview(container)
        container.addSubview(card)
        container.onTapGesture {}
        operationCount = moves
        let start = Point(x: 187, y: 500)
        (x, top) = (start.x, start.y - 30)
        input = [TouchInput(id: 1, phase: .began, location: start)]
        card.gesture(DragGesture().updating(offset) { value, state, _ in state = value.translation }.onChanged { [unowned self] _ in changes += 1 })
        try window.send(input, at: .zero)
        for step in 1...3 {
            input[0] = TouchInput(id: 1, phase: .moved, location: Point(x: x, y: start.y - 10 * Double(step)))
            try window.send(input, at: .milliseconds(Double(step)))
        }
        time = .milliseconds(3)
    }

    public func run() throws {
        let window = self.window
        let millisecond = VirtualDuration.milliseconds(1)
        var (time, input) = (self.time, self.input)
        defer { (self.time, self.input) = (time, input) }
        for index in 1...operationCount {
            time = time + millisecond
            input[0] = TouchInput(id: 1, phase: .moved, location: Point(x: x, y: top - DragMoves.waveOffset(index)))
            try window.send(input, at: time)
        }
    }

    /// The drag must be changing, its state following the finger, and its onChanged called for every move.
    public var problems: [String] {
        var problems: [String] = []
        let recognizer = card.gestureRecognizers.first
        if recognizer?.state != .changed { problems.append("the drag's recognizer is \(recognizer?.state.rawValue ?? "missing"), not changed") }
        if offset.wrappedValue.height > -30 { problems.append("the gesture state did not follow the finger (\(offset.wrappedValue))") }
        if changes < operationCount { problems.append("onChanged ran \(changes) times for \(operationCount) moves") }
        return problems
    }
}
