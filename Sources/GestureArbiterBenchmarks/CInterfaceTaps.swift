import GestureArbiter

/// The quick-tap workload (``TapCycles``) on the C interface's scene, along either path: press
/// and release on the button 20 ms apart, a cycle every 500 ms.
public final class CInterfaceTaps: WorkloadRun {
    public let scene: CInterfaceScene
    public let cycles: Int
    public var operationCount: Int { 2 * cycles }

    public init(path: CInterfaceScene.Path, cycles: Int) throws {
        scene = try CInterfaceScene(path: path)
        self.cycles = cycles
    }

    public func run() throws {
        let (press, period) = (TapCycles.Kind.quick.pressDuration, TapCycles.cyclePeriod)
        var (start, sender, center) = (scene.window.clock.now + period, scene.sender(), scene.buttonCenter)
        for _ in 0..<cycles {
            try sender.send(.began, at: center, time: start)
            try sender.send(.ended, at: center, time: start + press)
            start = start + period
        }
    }

    /// Each tap must have ended with the button released and the scroll view at rest.
    public var problems: [String] {
        let state = scene.scrollState
        var problems: [String] = []
        if state.offset_y != 0 || state.is_dragging != 0 { problems.append("the taps scrolled the content") }
        if !scene.window.activeTouches.isEmpty { problems.append("a finger is still down") }
        return problems
    }
}
