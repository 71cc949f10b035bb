import Testing
import GestureArbiter

/// A recognizer's timers: started, stopped, and fired into ``GestureRecognizer/timerFired(_:)``,
/// all traced under the recognizer's name.
@Suite("Recognizer timers")
struct RecognizerTimerTests {
    /// Recognized when a finger stays down for 200 ms; fails when it lifts first. With
    /// `restarts`, a move starts the wait again.
    final class Hold: GestureRecognizer {
        static let hold = RecognizerTimer("hold")
        static let other = RecognizerTimer("other")
        var fired: [String] = []
        var actions: [GestureRecognizer.State] = []
        var restarts = false

        override var isDiscrete: Bool { true }

        override func touchesBegan(_ touches: [Touch], with event: Event) {
            startTimer(Self.hold, after: .milliseconds(200))
        }

        override func touchesMoved(_ touches: [Touch], with event: Event) {
            if restarts {
                stopTimer()
                startTimer(Self.other, after: .milliseconds(300))
            }
        }

        override func touchesEnded(_ touches: [Touch], with event: Event) {
            if state == .possible { fail(because: "tooShort") }
        }

        override func timerFired(_ timer: RecognizerTimer) {
            fired.append(timer.description)
            state = .recognized
        }

        override func reset() {
            stopTimer()
        }
    }

    private func scene() -> (Window, Hold, () -> [String]) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        window.trace.isRecording = true
        let view = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        let hold = Hold { recognizer in (recognizer as? Hold)?.actions.append(recognizer.state) }
        hold.identifier = "hold"
        view.addGestureRecognizer(hold)
        return (window, hold, {
            window.trace.records.compactMap { record in
                guard case let .timer(name, owner, change, _) = record.payload else { return nil }
                return "\(record.time.milliseconds) \(owner) \(name) \(change)"
            }
        })
    }

    @Test("a timer fires into timerFired, under the recognizer's name, and the pass applies its request")
    func fires() throws {
        let (window, hold, timers) = scene()
        try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 10, y: 10))], at: .milliseconds(0))
        window.clock.advance(to: .milliseconds(200))
        #expect(hold.fired == ["hold"])
        #expect(hold.actions == [.ended])
        #expect(timers() == ["0.0 hold hold scheduled", "200.0 hold hold fired"])
    }

    @Test("a timer stopped in reset() does not fire, and its cancellation is traced")
    func resetStops() throws {
        let (window, hold, timers) = scene()
        try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 10, y: 10))], at: .milliseconds(0))
        try window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 10, y: 10))], at: .milliseconds(50))
        window.clock.advance(to: .milliseconds(500))
        #expect(hold.fired.isEmpty)
        #expect(timers() == ["0.0 hold hold scheduled", "50.0 hold hold cancelled"])
    }

    @Test("a recognizer stops its timer and starts another: the first never fires")
    func oneAtATime() throws {
        let (window, hold, timers) = scene()
        hold.restarts = true
        try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 10, y: 10))], at: .milliseconds(0))
        try window.send([TouchInput(id: 1, phase: .moved, location: Point(x: 12, y: 10))], at: .milliseconds(100))
        window.clock.advance(to: .milliseconds(400))
        #expect(hold.fired == ["other"])
        #expect(timers() == ["0.0 hold hold scheduled", "100.0 hold hold cancelled", "100.0 hold other scheduled", "400.0 hold other fired"])
    }

    @Test("timers are equal by name")
    func equality() {
        #expect(RecognizerTimer("hold") == Hold.hold)
        #expect(RecognizerTimer("hold") != Hold.other)
    }
}
