import Testing
import GestureArbiter

/// A recognizer that never decides cannot freeze its view: once all its fingers are up and it
/// waits for no timer of its own, the arbiter fails it, and the view gets what it held back.
@Suite("Recognizers that never decide")
struct StrandedRecognizerTests {
    final class Silent: GestureRecognizer {}

    /// Sets nothing until its own 300 ms timer fires, then asks to be recognized.
    final class WaitsForTimer: GestureRecognizer {
        static let wait = RecognizerTimer("wait")
        override var isDiscrete: Bool { true }
        override func touchesBegan(_ touches: [Touch], with event: Event) { startTimer(Self.wait, after: .milliseconds(300)) }
        override func timerFired(_ timer: RecognizerTimer) { state = .recognized }
        override func reset() { stopTimer() }
    }

    /// Starts a 300 ms timer and, when it fires, still decides nothing.
    final class ForgetsToDecide: GestureRecognizer {
        static let wait = RecognizerTimer("wait")
        override func touchesBegan(_ touches: [Touch], with event: Event) { startTimer(Self.wait, after: .milliseconds(300)) }
        override func timerFired(_ timer: RecognizerTimer) {}
    }

    final class Recorder: View {
        var log: [String] = []
        override func touchesBegan(_ touches: [Touch], with event: Event?) { log.append("began \(touches.map(\.id)) at \(event?.timestamp.milliseconds ?? -1)") }
        override func touchesEnded(_ touches: [Touch], with event: Event?) { log.append("ended \(touches.map(\.id)) at \(event?.timestamp.milliseconds ?? -1)") }
        override func touchesCancelled(_ touches: [Touch], with event: Event?) { log.append("cancelled \(touches.map(\.id))") }
    }

    private func scene(_ recognizer: GestureRecognizer) -> (Window, Recorder) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        window.trace.isRecording = true
        let view = Recorder(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        return (window, view)
    }

    private func tap(_ window: Window, id: Int, at time: Double) throws {
        try window.send([TouchInput(id: id, phase: .began, location: Point(x: 10, y: 10))], at: .milliseconds(time))
        try window.send([TouchInput(id: id, phase: .ended, location: Point(x: 10, y: 10))], at: .milliseconds(time + 50))
    }

    @Test("the view gets its held-back touchesEnded at the lift, and every later touch, when a recognizer never decides")
    func silentRecognizerFails() throws {
        let silent = Silent()
        silent.identifier = "silent"
        let (window, view) = scene(silent)
        try tap(window, id: 1, at: 0)
        try tap(window, id: 2, at: 100)
        #expect(view.log == ["began [1] at 0.0", "ended [1] at 50.0", "began [2] at 100.0", "ended [2] at 150.0"])
        let failures = window.trace.records.filter { $0.textLine.contains("silent") && $0.textLine.contains("failed") }
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.textLine.contains("reason=undecided") })
    }

    @Test("a recognizer whose timer fired and that still decides nothing fails then, and the view gets its touchesEnded")
    func failsAfterItsTimer() throws {
        let forgets = ForgetsToDecide()
        forgets.identifier = "forgets"
        let (window, view) = scene(forgets)
        try tap(window, id: 1, at: 0)
        #expect(view.log == ["began [1] at 0.0"])
        window.clock.advance(to: .milliseconds(300))
        #expect(view.log.count == 2)
        #expect(view.log.last?.hasPrefix("ended [1]") == true)
        #expect(window.trace.records.contains { $0.textLine.contains("forgets") && $0.textLine.contains("reason=undecided") })
        try tap(window, id: 2, at: 400)
        #expect(view.log.last?.hasPrefix("began [2]") == true)
    }

    @Test("a recognizer waiting for its own timer is not failed when its fingers lift: it decides when the timer fires")
    func timerKeepsItUndecided() throws {
        let waits = WaitsForTimer()
        waits.identifier = "waits"
        let (window, view) = scene(waits)
        try tap(window, id: 1, at: 0)
        #expect(view.log == ["began [1] at 0.0"])
        window.clock.advance(to: .milliseconds(300))
        // It recognized: the touch it held back at the lift is cancelled in the view (A3, A5).
        #expect(view.log == ["began [1] at 0.0", "cancelled [1]"])
        #expect(!window.trace.records.contains { $0.textLine.contains("reason=undecided") })
    }
}
