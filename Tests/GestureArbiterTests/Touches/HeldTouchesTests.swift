import Testing
@testable import GestureArbiter

/// Touches a recognizer held back reach the view as UIKit delivers them (A4, A5).
@Suite("Held touches")
struct HeldTouchesTests {
    /// A view recording each touch method with the touch's location and phase at the call.
    func scene(delaysBegan: Bool) -> (Window, RecordingView, LongPressGestureRecognizer, () -> [String]) {
        let window = Window.recording()
        let view = RecordingView(id: "card", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        view.consumesTouches = true
        var calls: [String] = []
        view.onTouches = { method, touches, _ in
            for touch in touches {
                let location = touch.location(in: view)
                calls.append("\(method.rawValue) (\(TraceValue.format(location.x)), \(TraceValue.format(location.y))) \(touch.phase.rawValue)")
            }
        }
        window.addSubview(view)
        let press = LongPressGestureRecognizer()
        press.delaysTouchesBegan = delaysBegan
        view.addGestureRecognizer(press)
        return (window, view, press, { calls })
    }

    @Test("a held touchesBegan is released at the touch-down location, then a touchesMoved brings it to where it is (A4)")
    func releasedAtTouchDown() throws {
        let (window, _, _, calls) = scene(delaysBegan: true)
        try window.send(.began(1, 100, 100), at: 0)
        #expect(calls() == [])
        // 20 pt: the long press fails (movement), so the held touch is released in this event.
        try window.send(.moved(1, 100, 120), at: 100)
        #expect(calls() == ["touchesBegan (100, 100) began", "touchesMoved (100, 120) moved"])
    }

    @Test("a touch released by a timer after the finger stopped gets its moves as one touchesMoved, outside any event")
    func releasedByTimer() throws {
        let window = Window.recording()
        let view = RecordingView(id: "card", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        view.consumesTouches = true
        var calls: [String] = []
        view.onTouches = { method, touches, _ in
            calls += touches.map { "\(method.rawValue) \(TraceValue.format($0.location(in: view).y)) at \(TraceValue.format(window.clock.now.milliseconds))" }
        }
        window.addSubview(view)
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesBegan = true
        view.addGestureRecognizer(double)
        try window.send(.began(1, 100, 100), at: 0)
        try window.send(.moved(1, 100, 110), at: 16)
        try window.send(.ended(1, 100, 110), at: 50)
        #expect(calls == [])
        window.clock.advance(to: .milliseconds(400))
        // The double tap gives up 350 ms after the lift: began at the touch-down point, the move, the lift.
        #expect(calls == ["touchesBegan 100 at 400", "touchesMoved 110 at 400", "touchesEnded 110 at 400"])
    }

    @Test("a touch cancelled from inside a late touchesBegan reads cancelled during its own call, and both touches are themselves again after")
    func nestedCallsShowTheirOwnTouches() throws {
        let (window, card, _, calls) = scene(delaysBegan: true)
        let other = RecordingView(id: "other", frame: Rect(x: 0, y: 400, width: 300, height: 100))
        other.consumesTouches = true
        var otherCalls: [String] = []
        other.onTouches = { method, touches, _ in
            otherCalls += touches.map { "\(method.rawValue) \(TraceValue.format($0.locationInWindow.y)) \($0.phase.rawValue)" }
        }
        window.addSubview(other)
        // The late touchesBegan shows the card's touch at its touch-down; inside it, the other view
        // leaves the window, and its touch is cancelled there, shown cancelled, in a call of its own.
        card.onTouches = { method, _, _ in
            if method == .touchesBegan { other.removeFromSuperview() }
        }
        try window.send(.began(1, 100, 100), at: 0)
        try window.send(.began(2, 100, 450), at: 10)
        try window.send(.moved(1, 100, 120), at: 100)
        #expect(calls() == [])
        #expect(otherCalls == ["touchesBegan 450 began", "touchesCancelled 450 cancelled"])
        let card1 = try #require(window.activeTouches.first { $0.id == 1 })
        let other2 = try #require(window.activeTouches.first { $0.id == 2 })
        #expect(card1.locationInWindow == Point(x: 100, y: 120) && card1.phase == .moved)
        #expect(other2.locationInWindow == Point(x: 100, y: 450) && other2.phase == .stationary)
    }

    @Test("a recognizer that wins discards what it held: the view never hears of the touch (A4)")
    func discardedOnRecognition() throws {
        let (window, _, press, calls) = scene(delaysBegan: true)
        try window.send(.began(1, 100, 100), at: 0)
        window.clock.advance(to: .milliseconds(600))
        try window.send(.ended(1, 100, 100), at: 700)
        #expect(press.state == .possible)
        #expect(calls() == [])
    }
}
