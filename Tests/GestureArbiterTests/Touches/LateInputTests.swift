import Foundation
import Testing
@testable import GestureArbiter

/// Input that trails the frame: a host stamps a touch when the finger moved and hands it over
/// after the frame it has advanced the clock to (``Window/maximumInputLag``).
@Suite("Input stamped before the clock's now")
struct LateInputTests {
    @Test("a late event keeps its own time, is handled at the clock's now, and the trace says so")
    func keepsItsTimestamp() throws {
        let window = Window.recording()
        let view = View(id: "view", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        window.clock.advance(to: .milliseconds(40))

        try window.send(.began(1, 10, 10), at: 32)

        #expect(window.clock.now == .milliseconds(40))
        #expect(window.activeTouches.first?.timestamp == .milliseconds(32))
        let late = try #require(window.trace.records.first { $0.event == "lateInput" })
        #expect(late.time == .milliseconds(40))
        #expect(late.summary == "window lateInput touches=[1] stamped=32")
        #expect(window.trace.records.contains { $0.subject == "view" && $0.event == "touchesBegan" && $0.time == .milliseconds(40) })
        // An event on time is not marked.
        try window.send(.ended(1, 10, 10), at: 40)
        #expect(window.trace.records.filter { $0.event == "lateInput" }.count == 1)
    }

    @Test("a flick whose moves arrive 60 ms late rests where the same flick on time does: its velocity is read at its own times")
    func lateFlickGlidesAlike() throws {
        func flick(lag: Double) throws -> Double {
            let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
            scroll.contentSize = Size(width: 400, height: 10_000)
            window.addSubview(scroll)
            // 20 pt every 16 ms (1250 pt/s), each move handed over `lag` ms after it happened.
            for step in 0...12 {
                let stamped = Double(step) * 16
                window.clock.advance(to: .milliseconds(stamped + lag))
                let input: TouchInput = step == 0 ? .began(1, 200, 700) : .moved(1, 200, 700 - 20 * Double(step))
                try window.send(input, at: stamped)
            }
            window.clock.advance(to: .milliseconds(192 + lag))
            try window.send(.ended(1, 200, 460), at: 192)
            window.clock.advance(to: .milliseconds(10_000))
            return scroll.contentOffset.y
        }
        let onTime = try flick(lag: 0)
        // 230 pt dragged, then a 1250 pt/s glide: (1250 − 10)/(1000·ln(1/0.998)).
        let glide: Double = 1240 / 1000 / -log(0.998)
        #expect(abs(onTime - (230 + glide)) < 0.01)
        let late = try flick(lag: 60)
        #expect(abs(late - onTime) < 0.01)
    }
}
