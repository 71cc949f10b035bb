import GestureArbiter

/// The tap workloads: press and release on the button inside the scroll view, cycle after cycle,
/// every cycle starting 500 ms after the previous one so that no cycle counts as a double tap.
///
/// The scroll view delays content touches by 150 ms (`delaysContentTouches`), so a tap takes one
/// of two paths: a ``Kind/quick`` tap lifts first and the held touch-down is delivered at the lift;
/// a ``Kind/held`` tap outlasts the delay, the timer fires and delivers the touch-down, and the lift
/// follows. Each cycle is two events (press and release); the timer's firing happens inside the
/// release's `send`, when the window advances its clock to the release.
public final class TapCycles: WorkloadRun {
    /// How long the finger stays down.
    public enum Kind: Sendable {
        /// 20 ms: released inside the content-touch delay.
        case quick
        /// 200 ms: released after the 150 ms content-touch delay fired.
        case held

        public var pressDuration: VirtualDuration {
            switch self {
            case .quick: .milliseconds(20)
            case .held: .milliseconds(200)
            }
        }
    }

    public let scene: ScrollingButtonScene
    public let kind: Kind
    public let cycles: Int
    public var operationCount: Int { 2 * cycles }

    /// The time between two presses.
    public static let cyclePeriod = VirtualDuration.milliseconds(500)

    /// Constants, so that passing them to `send` retains nothing: the harness's own cost.
    private let press: [TouchInput]
    private let release: [TouchInput]

    public init(kind: Kind, cycles: Int, tracing: Bool) {
        scene = ScrollingButtonScene(tracing: tracing)
        self.kind = kind
        self.cycles = cycles
        press = [TouchInput(id: 1, phase: .began, location: scene.buttonCenter)]
        release = [TouchInput(id: 1, phase: .ended, location: scene.buttonCenter)]
    }

    public func run() throws {
        try scene.window.sendTaps(cycles, press: press, release: release, pressDuration: kind.pressDuration, period: Self.cyclePeriod)
    }

    /// Every cycle must press the button once and fire its action once.
    public var problems: [String] {
        var problems: [String] = []
        if scene.touchDownCount != cycles { problems.append("\(scene.touchDownCount) touchDown for \(cycles) taps") }
        if scene.touchUpInsideCount != cycles { problems.append("\(scene.touchUpInsideCount) touchUpInside for \(cycles) taps") }
        return problems
    }
}
