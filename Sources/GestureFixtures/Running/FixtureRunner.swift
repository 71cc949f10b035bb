import GestureArbiter

/// What a fixture's run produced.
public struct FixtureRun: Hashable, Sendable {
    /// Every trace record, the settle record and the final records last.
    public var records: [TraceRecord]
    /// The rows the scene's machines took, in order; empty unless the run was asked to keep them.
    public var transitions: [TransitionLog.Entry] = []
    /// The first engine invariant the run broke, with the trace leading to it; nil when all held.
    /// Every fixture run checks them, replay included (see the Invariants article).
    public var violation: InvariantViolation?

    /// The records of the given kinds, all of them when `kinds` is nil.
    public func records(ofKinds kinds: Set<TraceKind>?) -> [TraceRecord] {
        guard let kinds else { return records }
        return records.filter { kinds.contains($0.kind) }
    }
}

extension CompiledFixture {
    /// Builds the scene, plays the script on the virtual clock, lets the scene settle, and
    /// returns the trace.
    ///
    /// After the last step the clock runs on while timers are pending, up to the fixture's
    /// settle limit; a `settle` record says whether everything came to rest or the run was cut off.
    /// A compiled fixture always runs: every input the window could refuse was checked by
    /// ``Fixture/compile()``. With `keepingTransitions`, the run also lists every row its machines
    /// took, for drawing the run on their diagrams.
    public func run(keepingTransitions: Bool = false) -> FixtureRun {
        var first = play(keepingTransitions: keepingTransitions)
        if first.violation == nil {
            // The same input must give the same trace: play it again and compare.
            first.violation = InvariantChecker.replayViolation(first: first.records, second: play(keepingTransitions: false).records)
        }
        return first
    }

    /// One run, with the invariant checker on.
    private func play(keepingTransitions: Bool) -> FixtureRun {
        let scene = Scene(fixture)
        let window = scene.window
        window.trace.isRecording = true
        let checker = window.startCheckingInvariants(response: .record)
        if keepingTransitions {
            window.transitionLog = TransitionLog()
        }
        for step in script.steps {
            switch step.action {
            case let .touches(inputs):
                do {
                    try window.send(inputs, at: step.time)
                } catch {
                    preconditionFailure("\(step.source): the compile step let through input the window refuses: \(error)")
                }
            case .wait:
                window.clock.advance(to: step.time)
            case let .set(id, property):
                window.clock.advance(to: step.time)
                scene.view(id)?.apply(property)
            case let .setGesture(id, property):
                window.clock.advance(to: step.time)
                scene.apply(property, toGesture: id)
            case let .remove(id):
                window.clock.advance(to: step.time)
                scene.remove(id)
            }
            window.checkInvariants()
        }
        settle(window.clock, trace: window.trace)
        window.checkInvariants()
        checker.checkNothingPendingAfterSettling(window)
        for payload in scene.finalPayloads() {
            window.trace.record(payload)
        }
        let run = FixtureRun(records: window.trace.records, transitions: window.transitionLog?.entries ?? [], violation: checker.violation)
        // Fingers still down hold the views they began on, which hold them back through their
        // recognizers; taking the views out of the window cancels those touches, so that nothing
        // of the scene outlives the run (the fuzzer plays millions).
        for view in window.subviews {
            view.removeFromSuperview()
        }
        return run
    }

    /// Runs due timers until none is pending or the settle limit is reached.
    private func settle(_ clock: VirtualClock, trace: Trace) {
        let limit = clock.now + fixture.settleLimit
        while let deadline = clock.nextDeadline, deadline <= limit {
            clock.advance(to: deadline)
        }
        let capped = clock.hasPendingTimers
        if capped {
            clock.advance(to: limit)
        }
        trace.record(.settled(capped: capped, pendingTimers: clock.pendingTimerCount))
    }
}
