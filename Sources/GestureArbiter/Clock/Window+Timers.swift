extension Window {
    /// Schedules a named timer on the window's clock, recording `scheduled` and `fired` in the trace;
    /// a negative delay fires at the next advance. A timer whose window has gone away does nothing
    /// when it comes due (its clock may be shared with other windows, or kept by its owner).
    ///
    /// Engine components that wait (the scroll view's content-touch delay, a long press) use this
    /// rather than the clock directly, so that every timer shows in the trace under its owner's name.
    @discardableResult
    public func scheduleTimer(named name: String, owner: String, after delay: VirtualDuration, _ action: @escaping () -> Void) -> TracedTimer {
        scheduleTimer(named: name, owner: owner, after: delay, runsRecognizerPass: false, action)
    }

    /// Schedules a named timer; one that `runsRecognizerPass` is a recognizer's, whose action is
    /// followed by the arbiter's pass (``GestureRecognizer/scheduleTimer(named:after:_:)``).
    /// Wrapping the action here, when it fires, rather than in a closure of its own when it is
    /// scheduled, saves an allocation per recognizer timer.
    func scheduleTimer(named name: String, owner: String, after delay: VirtualDuration, runsRecognizerPass: Bool, _ action: @escaping () -> Void) -> TracedTimer {
        let due = max(clock.now + delay, clock.now)
        trace.record(.timer(name: name, owner: owner, change: .scheduled, due: due))
        // Only the reference is captured, not the trace, which holds the clock: a timer still
        // pending when the window goes away would otherwise keep its clock alive in a cycle.
        let id = clock.schedule(at: due) { [reference] in
            guard let window = reference.window else { return }
            window.trace.record(.timer(name: name, owner: owner, change: .fired, due: due))
            if runsRecognizerPass {
                window.runTimerAction { window.gestureEnvironment.runAfterTimer(action) }
            } else {
                window.runTimerAction(action)
            }
        }
        return TracedTimer(id: id, name: name, owner: owner, due: due)
    }

    /// Cancels a timer from ``scheduleTimer(named:owner:after:_:)``, recording `cancelled` if it was still pending.
    public func cancelTimer(_ timer: TracedTimer) {
        if clock.cancel(timer.id) {
            trace.record(.timer(name: timer.name, owner: timer.owner, change: .cancelled, due: timer.due))
        }
    }
}

/// A timer scheduled through a window, with what its trace records need.
public struct TracedTimer: Hashable, Sendable {
    public let id: TimerID
    public let name: String
    public let owner: String
    public let due: VirtualTime
}
