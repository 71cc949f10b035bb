import GestureArbiter

/// The timer scaling workload: the quick taps of ``TapCycles`` on a window that also has
/// `pendingTimers` timers waiting far in the future, so that each tap's content-touch delay is
/// scheduled and cancelled among them.
public final class PendingTimerTaps: WorkloadRun {
    public let taps: TapCycles
    public let pendingTimers: Int
    public var operationCount: Int { taps.operationCount }

    public init(pendingTimers: Int, cycles: Int, tracing: Bool) {
        taps = TapCycles(kind: .quick, cycles: cycles, tracing: tracing)
        self.pendingTimers = pendingTimers
        let window = taps.scene.window
        for index in 0..<pendingTimers {
            window.scheduleTimer(named: "waiting\(index)", owner: "benchmark", after: .seconds(100_000 + Double(index))) {}
        }
    }

    public func run() throws {
        try taps.run()
    }

    /// The taps must do what ``TapCycles`` promises, and no waiting timer may have fired.
    public var problems: [String] {
        let pending = taps.scene.window.clock.pendingTimerCount
        return taps.problems + (pending == pendingTimers ? [] : ["\(pending) timers pending, \(pendingTimers) scheduled"])
    }
}
