import GestureArbiter

/// The multi-finger scaling workload: `fingers` views side by side, each with a pan, and one
/// finger on each. A cycle puts every finger down in one event, moves them all together four
/// times 8 pt up (each pan begins at the second move, past its 10 pt), and lifts them all in one
/// event; the next cycle starts 500 ms later.
public final class FingerSpread: WorkloadRun {
    public let window: Window
    public let fingers: Int
    public let cycles: Int
    /// Six events a cycle: the touch-down, four moves and the lift.
    public var operationCount: Int { 6 * cycles }
    private let counter = BeganCounter()

    /// How many times a pan has begun so far, over all the pans.
    public var pansBegun: Int { counter.count }

    /// Each cycle's events in order, made once, so that sending them retains nothing new.
    private let steps: [[TouchInput]]

    public init(fingers: Int, cycles: Int, tracing: Bool) {
        precondition(fingers > 0, "a spread needs a finger")
        self.fingers = fingers
        self.cycles = cycles
        window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let width = 375 / Double(fingers)
        for index in 0..<fingers {
            let view = View(frame: Rect(x: Double(index) * width, y: 0, width: width, height: 667))
            view.identifier = "column\(index)"
            let pan = PanGestureRecognizer(target: { [counter] recognizer in
                if recognizer.state == .began { counter.count += 1 }
            })
            pan.identifier = "pan\(index)"
            view.addGestureRecognizer(pan)
            window.addSubview(view)
        }
        func inputs(_ phase: Touch.Phase, rise: Double) -> [TouchInput] {
            (0..<fingers).map { index in
                TouchInput(id: index + 1, phase: phase, location: Point(x: (Double(index) + 0.5) * width, y: 500 - rise))
            }
        }
        steps = [inputs(.began, rise: 0)] + (1...4).map { inputs(.moved, rise: 8 * Double($0)) } + [inputs(.ended, rise: 32)]
        window.trace.isRecording = tracing
    }

    public func run() throws {
        let (period, step) = (VirtualDuration.milliseconds(500), VirtualDuration.milliseconds(16))
        var start = window.clock.now + period
        for _ in 0..<cycles {
            var time = start
            for inputs in steps {
                try window.send(inputs, at: time)
                time = time + step
            }
            start = start + period
        }
    }

    /// Every pan must begin once per cycle.
    public var problems: [String] {
        pansBegun == fingers * cycles ? [] : ["\(pansBegun) pans began in \(cycles) cycles of \(fingers) fingers"]
    }
}

/// How many times a pan's action ran for its began state.
private final class BeganCounter {
    var count = 0
}
