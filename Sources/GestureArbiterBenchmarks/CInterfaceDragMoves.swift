import GestureArbiter

/// The drag-move workload (``DragMoves``) on the C interface's scene, along either path: the
/// same touch-down, the same three steps that start the drag untimed, the same wave of moves.
public final class CInterfaceDragMoves: WorkloadRun {
    public let scene: CInterfaceScene
    public let operationCount: Int
    private let x: Double
    private let top: Double
    private var time = VirtualTime.milliseconds(3)

    public init(path: CInterfaceScene.Path, moves: Int) throws {
        scene = try CInterfaceScene(path: path)
        operationCount = moves
        let start = scene.buttonCenter
        x = start.x
        top = start.y - 30
        var sender = scene.sender()
        try sender.send(.began, at: start, time: .zero)
        for step in 1...3 {
            try sender.send(.moved, at: Point(x: x, y: start.y - 10 * Double(step)), time: .milliseconds(Double(step)))
        }
    }

    public func run() throws {
        let millisecond = VirtualDuration.milliseconds(1)
        var (time, sender) = (self.time, scene.sender())
        defer { self.time = time }
        for index in 1...operationCount {
            time = time + millisecond
            try sender.send(.moved, at: Point(x: x, y: top - DragMoves.waveOffset(index)), time: time)
        }
    }

    /// The drag must have scrolled the content.
    public var problems: [String] {
        let state = scene.scrollState
        var problems: [String] = []
        if state.is_dragging == 0 { problems.append("the scroll view is not dragging") }
        if state.offset_y <= 0 { problems.append("the content did not scroll (offset \(state.offset_y))") }
        return problems
    }
}
