import Testing
@testable import GestureArbiter

@Suite("Touch reuse")
struct TouchReuseTests {
    /// A quiet window with one view, "pad", which keeps every touch.
    private static func windowWithPad() -> (Window, RecordingView) {
        let window = Window.quiet()
        let pad = RecordingView(id: "pad", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        pad.consumesTouches = true
        window.addSubview(pad)
        return (window, pad)
    }

    @Test("a lifted touch that nothing else holds becomes the next finger's, begun afresh")
    func liftedTouchBecomesTheNextFingers() throws {
        let (window, pad) = Self.windowWithPad()
        weak var first: Touch?
        var secondWasFirst = false
        pad.onTouches = { method, touches, _ in
            guard method == .touchesBegan else { return }
            if first == nil {
                first = touches[0]
            } else {
                secondWasFirst = touches[0] === first
            }
        }

        try window.send(.began(1, 10, 10), at: 0)
        try window.send(.moved(1, 60, 10), at: 10)
        try window.send(.ended(1, 60, 10), at: 20)
        // Only the window keeps it now, for the next finger.
        #expect(first != nil)

        try window.send(.began(2, 150, 150), at: 500)
        #expect(secondWasFirst)
        let second = try #require(window.activeTouches.first)
        #expect(second === first)
        #expect(second.id == 2)
        #expect(second.phase == .began)
        #expect(second.tapCount == 1)
        #expect(second.view === pad)
        #expect(second.locationInWindow == Point(x: 150, y: 150))
        #expect(second.previousLocationInWindow == Point(x: 150, y: 150))
        #expect(second.initialLocationInWindow == Point(x: 150, y: 150))
        #expect(second.beganTimestamp == .milliseconds(500))
        #expect(!second.hasLeftTapRadius)
        #expect(second.viewDelivery == .tracking)
    }

    @Test("a touch that its user holds is not reused: it stays as it was when its finger lifted")
    func heldTouchIsKept() throws {
        let (window, pad) = Self.windowWithPad()
        var kept: Touch?
        pad.onTouches = { _, touches, _ in
            if kept == nil { kept = touches[0] }
        }
        // The handler holds the touch, which holds pad, which holds the handler.
        defer { pad.onTouches = nil }

        try window.tap(1, 10, 10, at: 0)
        try window.send(.began(2, 150, 150), at: 500)

        let second = try #require(window.activeTouches.first)
        #expect(second !== kept)
        #expect(kept?.id == 1)
        #expect(kept?.phase == .ended)
        #expect(kept?.view === pad)
        #expect(kept?.locationInWindow == Point(x: 10, y: 10))
    }

    @Test("the touch a window keeps for the next finger keeps no view alive")
    func keptTouchLetsGoOfItsView() throws {
        let window = Window.quiet()
        weak var gone: View?
        do {
            let pad = View(id: "pad", frame: Rect(x: 0, y: 0, width: 200, height: 200))
            gone = pad
            window.addSubview(pad)
            try window.tap(1, 10, 10, at: 0)
            pad.removeFromSuperview()
        }
        #expect(gone == nil)
    }

    @Test("a window whose finger on the window itself was cancelled is freed when dropped")
    func windowFreedOnceItsFingerIsCancelled() throws {
        weak var gone: Window?
        do {
            let window = Window.quiet()
            gone = window
            try window.send(.began(1, 10, 10), at: 0)
            #expect(window.activeTouches.first?.view === window)
            try window.send([TouchInput(id: 1, phase: .cancelled, location: Point(x: 10, y: 10))], at: .milliseconds(5))
        }
        #expect(gone == nil)
    }
}
