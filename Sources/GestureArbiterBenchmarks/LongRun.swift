import GestureArbiter

/// A long run through one window: millions of mixed events (quick taps and held taps on a
/// button, drags that scroll, flicks that glide and are caught, a second finger), with the
/// window's resident memory sampled as it goes, to show that nothing grows with the run.
///
/// Three modes: the engine alone (tracing off); with the invariant checker on; and with the trace
/// recording under a record limit. A memory leak, a list that is never emptied or a trace without
/// a bound shows as resident memory that keeps rising after the first samples.
public struct LongRun {
    public enum Mode: String, CaseIterable, Sendable {
        case tracingOff = "tracing off"
        case checkerOn = "invariant checker on"
        case boundedTrace = "trace recording, 100,000-record limit"
    }

    /// Resident memory after a number of events.
    public struct Sample: Sendable {
        public var events: Int
        public var residentBytes: Int
    }

    public let mode: Mode
    public let scene: ScrollingButtonScene
    public private(set) var events = 0
    private var now = VirtualTime.zero

    /// A run in `mode`; in the bounded-trace mode the trace keeps at most `traceRecordLimit` records.
    public init(mode: Mode, traceRecordLimit: Int = 100_000) {
        self.mode = mode
        scene = ScrollingButtonScene(tracing: mode == .boundedTrace)
        switch mode {
        case .tracingOff:
            scene.window.stopCheckingInvariants()
        case .checkerOn:
            _ = scene.window.startCheckingInvariants(response: .trap)
        case .boundedTrace:
            scene.window.stopCheckingInvariants()
            scene.window.trace.recordLimit = traceRecordLimit
        }
    }

    /// Sends at least `count` events, in whole cycles, and samples resident memory (read by
    /// `resident`) every `sampleEvery` events.
    public mutating func run(events count: Int, sampleEvery: Int, resident: () -> Int) throws -> [Sample] {
        var samples = [Sample(events: events, residentBytes: resident())]
        var nextSample = events + sampleEvery
        let end = events + count
        while events < end {
            try cycle()
            if events >= nextSample {
                samples.append(Sample(events: events, residentBytes: resident()))
                nextSample += sampleEvery
            }
        }
        return samples
    }

    /// One cycle of 42 events over about 2.5 s of virtual time.
    private mutating func cycle() throws {
        let button = scene.buttonCenter
        // A quick tap and a held tap on the button, inside the scroll view's delay and past it.
        try send(1, .began, button, after: 10)
        try send(1, .ended, button, after: 20)
        try send(1, .began, button, after: 100)
        try send(1, .ended, button, after: 200)
        // A flick up that glides, caught by a second finger after 300 ms, which lifts in place.
        try drag(from: Point(x: 200, y: 600), by: Point(x: 0, y: -300), moves: 15, after: 100)
        try send(2, .began, Point(x: 200, y: 400), after: 300)
        try send(2, .ended, Point(x: 200, y: 400), after: 50)
        // A slow drag back down, with a second finger resting on the content meanwhile.
        try send(3, .began, Point(x: 100, y: 500), after: 100)
        try drag(from: Point(x: 200, y: 200), by: Point(x: 0, y: 300), moves: 15, after: 50)
        try send(3, .ended, Point(x: 100, y: 500), after: 100)
        // Then the content settles, whatever is still moving, and code puts it back at the top,
        // under the fingers of the next cycle.
        now = now + .milliseconds(1200)
        scene.window.clock.advance(to: now)
        scene.scrollView.setContentOffset(.zero, animated: false)
    }

    private mutating func drag(from start: Point, by travel: Point, moves: Int, after delay: Double) throws {
        try send(9, .began, start, after: delay)
        for move in 1...moves {
            let fraction = Double(move) / Double(moves)
            try send(9, .moved, Point(x: start.x + travel.x * fraction, y: start.y + travel.y * fraction), after: 8)
        }
        try send(9, .ended, Point(x: start.x + travel.x, y: start.y + travel.y), after: 0)
    }

    private mutating func send(_ finger: Int, _ phase: Touch.Phase, _ location: Point, after delay: Double) throws {
        now = now + .milliseconds(delay)
        try scene.window.send([TouchInput(id: finger, phase: phase, location: location)], at: now)
        events += 1
    }
}
