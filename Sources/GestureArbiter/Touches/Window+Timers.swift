extension Window {
    /// Schedules a named timer on the window's clock, recording `scheduled` and `fired` in the trace;
    /// a negative delay fires at the next advance. A timer whose window has gone away does nothing
    /// when it comes due (its clock may be shared with other windows, or kept by its owner).
    ///
    /// Code that waits, outside a recognizer, uses this rather than the clock directly, so that
    /// every timer shows in the trace under its owner's name; a recognizer uses
    /// ``GestureRecognizer/startTimer(_:after:)``, whose timer is followed by the arbiter's pass.
    /// The returned handle cancels the timer (``ScheduledTimer/cancel()``).
    @discardableResult
    public func scheduleTimer(named name: String, owner: String, after delay: VirtualDuration, _ action: @escaping () -> Void) -> ScheduledTimer {
        let (id, due) = schedule(.named(name, owner: owner, action: action), after: delay, runsRecognizerPass: false)
        return ScheduledTimer(id: id, name: name, owner: owner, due: due, window: reference)
    }

    /// Schedules a timer named and run as `label` says, recording `scheduled`; its id cancels it.
    ///
    /// The timer's name, owner and action wait in the window, and every timer of the window runs
    /// the same action on the clock, which captures nothing but the window's reference: a closure
    /// of its own per timer, holding them, was an allocation on every touch-down in a scroll view.
    func schedule(_ label: consuming TimerLabel, after delay: VirtualDuration, runsRecognizerPass: Bool) -> (TimerID, due: VirtualTime) {
        let due = max(clock.now + delay, clock.now)
        trace.record(.timer(name: label.name, owner: label.owner, change: .scheduled, due: due))
        // Only the reference is captured, not the trace, which holds the clock: a timer still
        // pending when the window goes away would otherwise keep its clock alive in a cycle.
        let id = clock.schedule(at: due) { [reference] in
            reference.window?.pendingTimerFired()
        }
        pendingTimers.append(PendingTimer(id: id, due: due, label: label, runsRecognizerPass: runsRecognizerPass))
        return (id, due)
    }

    /// Runs the pending timer the clock is running, recording `fired`.
    private func pendingTimerFired() {
        guard let id = clock.runningTimer, let fired = pendingTimers.remove(id) else { return }
        trace.record(.timer(name: fired.label.name, owner: fired.label.owner, change: .fired, due: fired.due))
        if fired.runsRecognizerPass {
            runHoldingSentEvents { gestureEnvironment.runAfterTimer { fired.label.fire() } }
        } else if case .wheelQuiet = fired.label {
            // The wheel's lift is the window's own input, delivered at once, where the events a
            // timer's work sends wait until it has finished.
            wheelWentQuiet()
        } else {
            runHoldingSentEvents { fired.label.fire() }
        }
    }

    /// Cancels the timer with this id, recording `cancelled` if it was still pending; the window
    /// lets go of its action, which it keeps until the timer fires or is cancelled here.
    func cancelTimer(_ id: TimerID) {
        guard clock.cancel(id), let cancelled = pendingTimers.remove(id) else { return }
        trace.record(.timer(name: cancelled.label.name, owner: cancelled.label.owner, change: .cancelled, due: cancelled.due))
    }
}

/// A timer of a window waiting on the clock, with what its firing needs.
struct PendingTimer {
    let id: TimerID
    let due: VirtualTime
    let label: TimerLabel
    let runsRecognizerPass: Bool
}

/// How the trace names a window's timer, and what it does when it fires.
enum TimerLabel {
    /// By the name and owner it was scheduled with; it runs `action`.
    case named(String, owner: String, action: () -> Void)
    /// A recognizer's timer: the recognizer, whose trace name and timer's name are read only when
    /// a record is kept, and which the window tells when the timer fires.
    case recognizer(GestureRecognizer)
    /// The window's own: the wheel has been still for the quiet period (P3).
    case wheelQuiet

    var name: String {
        switch self {
        case let .named(name, _, _): name
        case let .recognizer(recognizer): recognizer.startedTimer.description
        case .wheelQuiet: "wheelQuiet"
        }
    }

    var owner: String {
        switch self {
        case let .named(_, owner, _): owner
        case let .recognizer(recognizer): recognizer.traceName
        case .wheelQuiet: "window"
        }
    }

    /// Carries out what the timer does when it fires; the window carries out its own.
    func fire() {
        switch self {
        case let .named(_, _, action): action()
        case let .recognizer(recognizer): recognizer.timerDidFire()
        case .wheelQuiet: preconditionFailure("the window runs its own timers")
        }
    }
}
