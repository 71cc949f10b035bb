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
    /// What stopped the run as the fixture's own fault rather than the engine's: it made more
    /// than ``Fixture/maximumRecords`` trace records, or had not come to rest when its settle
    /// limit or ``Fixture/maximumSettleFirings`` stopped the clock. Its path names the event or
    /// `settle`; ``FixtureLoader/locate(_:inFile:)`` adds the place in the file.
    public var fault: FixtureError?

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
        if first.violation == nil, first.fault == nil {
            // The same input must give the same trace: play it again and compare.
            first.violation = InvariantChecker.replayViolation(first: first.records, second: play(keepingTransitions: false).records)
        }
        return first
    }

    /// Runs the fixture as ``run(keepingTransitions:)`` does and films its views: a frame after
    /// each input and each timer or frame, for a page that replays the run (<doc:Replays>).
    /// Filming reads the views and changes nothing: the trace is the same as without it.
    public func filmedRun() -> (run: FixtureRun, film: SceneFilm) {
        let recorder = SceneFilmRecorder()
        var first = play(keepingTransitions: false, film: recorder)
        if first.violation == nil, first.fault == nil {
            first.violation = InvariantChecker.replayViolation(first: first.records, second: play(keepingTransitions: false).records)
        }
        return (first, recorder.film)
    }

    /// One run, with the invariant checker on, filmed by `film` when given.
    func play(keepingTransitions: Bool, film: SceneFilmRecorder? = nil) -> FixtureRun {
        let scene = Scene(fixture)
        let window = scene.window
        window.trace.isRecording = true
        window.trace.recordLimit = Fixture.maximumRecords
        let checker = window.startCheckingInvariants(response: .record)
        if keepingTransitions {
            window.transitionLog = TransitionLog()
        }
        film?.capture(window, recordCount: 0)
        var fault: FixtureError?
        var firings = 0
        for step in script.steps {
            // The timers and frames due before the step run one at a time, so that a run that
            // asks for more than the format allows stops at its bound, not at the end of time.
            fault = playTimers(in: window, upTo: step.time, counting: &firings, bound: Fixture.maximumStepFirings, at: step.source, film: film) {
                "the run had fired \(Fixture.maximumStepFirings) timers and frames by \($0) ms, the most a fixture's events may play"
            }
            if fault != nil { break }
            switch step.action {
            case let .touches(inputs):
                do {
                    if let stamped = step.stamped {
                        window.clock.advance(to: step.time)
                        try window.send(inputs, at: stamped)
                    } else {
                        try window.send(inputs, at: step.time)
                    }
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
            case let .statusBarTap(point):
                do {
                    try window.tapStatusBar(point, at: step.time)
                } catch {
                    preconditionFailure("\(step.source): the compile step let through a status bar tap the window refuses: \(error)")
                }
            case let .transform(input):
                do {
                    try window.transform(input, at: step.time)
                } catch {
                    preconditionFailure("\(step.source): the compile step let through a transform event the window refuses: \(error)")
                }
            case let .scroll(input):
                do {
                    try window.scroll(input, at: step.time)
                } catch {
                    preconditionFailure("\(step.source): the compile step let through a scroll event the window refuses: \(error)")
                }
            case let .navigation(request):
                window.clock.advance(to: step.time)
                if let reason = scene.perform(request) {
                    fault = FixturePath(step.source).error(reason)
                }
            case let .sheet(request):
                window.clock.advance(to: step.time)
                if let reason = scene.perform(request) {
                    fault = FixturePath(step.source).error(reason)
                }
            case let .pointer(point):
                do {
                    if let point {
                        try window.movePointer(to: point, at: step.time)
                    } else {
                        try window.pointerExited(at: step.time)
                    }
                } catch {
                    preconditionFailure("\(step.source): the compile step let through a pointer event the window refuses: \(error)")
                }
            }
            if fault != nil { break }
            window.checkInvariants()
            film?.capture(window, recordCount: window.trace.records.count)
            if window.trace.droppedRecordCount > 0 {
                fault = FixturePath(step.source).error(Self.tooManyRecords(by: window.clock.now))
                break
            }
        }
        if fault == nil {
            fault = settle(window, film: film)
            window.checkInvariants()
        }
        if fault == nil {
            for payload in scene.finalPayloads() {
                window.trace.record(payload)
            }
            if window.trace.droppedRecordCount > 0 {
                fault = FixturePath("views").error(Self.tooManyRecords(by: window.clock.now) + ", with the final records of its views")
            }
        }
        let run = FixtureRun(records: window.trace.records, transitions: window.transitionLog?.entries ?? [], violation: checker.violation, fault: fault)
        // Fingers still down hold the views they began on, which hold them back through their
        // recognizers, and a finger on the window itself holds the window: the system cancels
        // them, so that nothing of the scene outlives the run (the fuzzer plays millions).
        let down = window.activeTouches.map { TouchInput(id: $0.id, phase: .cancelled, location: $0.locationInWindow, type: $0.type) }
        if !down.isEmpty {
            do {
                try window.send(down, at: window.clock.now)
            } catch {
                preconditionFailure("the window refused to cancel the fingers still down: \(error)")
            }
        }
        return run
    }

    /// Runs due timers until none is pending or the settle limit is reached, and records how it
    /// ended; returns the fixture's fault if the scene could not come to rest.
    ///
    /// With a finger still down, a scene that has not come to rest is what the fixture asked
    /// for (the flags of a scroll view in mid-drag). With every finger up, it is the fixture's
    /// doing: a settle limit shorter than its glide, or a glide that takes longer than any limit.
    private func settle(_ window: Window, film: SceneFilmRecorder?) -> FixtureError? {
        let clock = window.clock
        let limit = clock.now + fixture.settleLimit
        var firings = 0
        if let fault = playTimers(in: window, upTo: limit, counting: &firings, bound: Fixture.maximumSettleFirings, at: "settle", film: film, beyondBound: {
            "the scene had not come to rest after \(Fixture.maximumSettleFirings) timers and frames, at \($0) ms"
        }) {
            return fault
        }
        let capped = clock.hasPendingTimers
        if capped {
            clock.advance(to: limit)
        }
        window.trace.record(.settled(capped: capped, pendingTimers: clock.pendingTimerCount))
        guard capped, window.activeTouches.isEmpty else { return nil }
        return FixturePath("settle").error("the scene had not come to rest when the settle limit stopped the clock at \(TraceValue.format(limit.milliseconds)) ms: \(Self.pendingWork(in: window)); raise settle")
    }

    /// Runs the clock to `time` timer by timer, counting each timer and frame in `firings`;
    /// returns the fixture's fault, at `source`, once they pass `bound` (`beyondBound` says so,
    /// given the time in milliseconds, before what is still pending) or the run has recorded more
    /// than ``Fixture/maximumRecords``. The steps and the settling share it; `film` takes a frame
    /// after each firing.
    private func playTimers(in window: Window, upTo time: VirtualTime, counting firings: inout Int, bound: Int, at source: String,
                            film: SceneFilmRecorder?, beyondBound: (String) -> String) -> FixtureError? {
        let clock = window.clock
        while let deadline = clock.nextDeadline, deadline <= time {
            guard firings < bound else {
                return FixturePath(source).error(beyondBound(TraceValue.format(clock.now.milliseconds)) + ": \(Self.pendingWork(in: window))")
            }
            clock.advance(to: deadline)
            firings += 1
            film?.capture(window, recordCount: window.trace.records.count)
            if window.trace.droppedRecordCount > 0 {
                return FixturePath(source).error(Self.tooManyRecords(by: clock.now))
            }
        }
        return nil
    }

    private static func tooManyRecords(by time: VirtualTime) -> String {
        "the run made more than \(Fixture.maximumRecords) trace records by \(TraceValue.format(time.milliseconds)) ms, the most a fixture run keeps"
    }

    /// What is still pending, for a fault: the scroll views still moving, and the timer count.
    private static func pendingWork(in window: Window) -> String {
        let moving = scrollViews(in: window).filter { $0.motion != .idle }.map { "\($0.traceName) is \($0.motion.rawValue)" }
        let count = window.clock.pendingTimerCount
        return (moving + ["\(count) timer\(count == 1 ? "" : "s") or frame\(count == 1 ? "" : "s") pending"]).joined(separator: ", ")
    }

    /// Every scroll view in the window, front to back in depth-first order, without recursion.
    private static func scrollViews(in window: Window) -> [ScrollView] {
        var found: [ScrollView] = []
        var stack: [View] = [window]
        while let view = stack.popLast() {
            if let scrollView = view as? ScrollView { found.append(scrollView) }
            stack += view.subviews.reversed()
        }
        return found
    }
}

extension Fixture {
    /// The most trace records a fixture run keeps, a million: a run that makes more stops with
    /// a fault, as a run's trace is held in memory (a few hundred bytes a record).
    public static let maximumRecords = 1_000_000

    /// The most timers and frames the clock fires while a fixture settles after its last step:
    /// a glide at 60 frames a second for over four hours of virtual time.
    public static let maximumSettleFirings = 1_000_000

    /// The most timers and frames the clock fires up to a fixture's last step, all its events
    /// together: as many as while settling.
    public static let maximumStepFirings = 1_000_000
}
