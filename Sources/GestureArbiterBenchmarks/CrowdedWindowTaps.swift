import GestureArbiter

/// The invariant checker's scaling workload: quick taps on a button in front of `views` plain
/// views (a grid of cells filling the window), with the checker on or off; with it on, an event
/// should cost what it touched, not what the window holds.
public final class CrowdedWindowTaps: WorkloadRun {
    public let window: Window
    public let button: Button
    public let cycles: Int
    public var operationCount: Int { 2 * cycles }
    private let counter = TouchUpCounter()

    private let press: [TouchInput]
    private let release: [TouchInput]

    public init(views: Int, checking: Bool, cycles: Int, tracing: Bool) {
        self.cycles = cycles
        window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let columns = 100
        let cell = Size(width: 375 / Double(columns), height: 667 / Double(max(1, (views + columns - 1) / columns)))
        for index in 0..<views {
            let view = View(frame: Rect(x: Double(index % columns) * cell.width, y: Double(index / columns) * cell.height,
                                        width: cell.width, height: cell.height))
            window.addSubview(view)
        }
        button = Button(frame: Rect(x: 100, y: 300, width: 175, height: 44))
        button.identifier = "button"
        window.addSubview(button)
        button.addAction(Action { [counter] _ in counter.count += 1 }, for: .touchUpInside)
        if checking {
            window.startCheckingInvariants()
        } else {
            window.stopCheckingInvariants()
        }
        let center = Point(x: 187.5, y: 322)
        press = [TouchInput(id: 1, phase: .began, location: center)]
        release = [TouchInput(id: 1, phase: .ended, location: center)]
        window.trace.isRecording = tracing
    }

    public func run() throws {
        try window.sendTaps(cycles, press: press, release: release, pressDuration: .milliseconds(20), period: .milliseconds(500))
    }

    /// Every tap must fire the button's action, and the checker (when on) find nothing broken.
    public var problems: [String] {
        var problems: [String] = []
        if counter.count != cycles { problems.append("\(counter.count) touchUpInside for \(cycles) taps") }
        if let violation = window.invariantChecker?.violation { problems.append("invariant broken: \(violation)") }
        return problems
    }
}

/// How many times the button's action ran.
private final class TouchUpCounter {
    var count = 0
}
