import GestureArbiter

/// The hit-testing workload: touch-downs on the target cell of a ``CellGridScene``, each lifted
/// 20 ms later and the next 500 ms after that (so tap counts never accumulate).
///
/// The lift is needed to free the finger for the next touch-down, and it is counted as an event
/// like the touch-down: so ns/event here is the mean of a touch-down, which hit-tests, and a lift,
/// which does not. The lift costs the same in both scenes, so the ratio between the 10-view and
/// the 10,000-view runs still shows whether hit-testing depends on the scene's size.
public final class TouchDowns: WorkloadRun {
    public let scene: CellGridScene
    public let touches: Int
    public var operationCount: Int { 2 * touches }

    /// Constants, so that passing them to `send` retains nothing: the harness's own cost.
    private let down: [TouchInput]
    private let lift: [TouchInput]

    public init(scene layout: CellGridScene.Layout, touches: Int, tracing: Bool) {
        scene = CellGridScene(layout: layout, tracing: tracing)
        self.touches = touches
        down = [TouchInput(id: 1, phase: .began, location: scene.targetCenter)]
        lift = [TouchInput(id: 1, phase: .ended, location: scene.targetCenter)]
    }

    public func run() throws {
        try scene.window.sendTaps(touches, press: down, release: lift, pressDuration: .milliseconds(20), period: .milliseconds(500))
    }

    /// Every touch must have begun in the target cell.
    public var problems: [String] {
        scene.target.touchesBeganCount == touches ? [] : ["\(scene.target.touchesBeganCount) of \(touches) touches began in the target cell"]
    }
}
