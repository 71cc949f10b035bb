import Testing
@testable import GestureArbiter

/// A pointer's click at `x`, `y`: a touch of type `indirectPointer`.
private func click(_ id: Int, _ phase: Touch.Phase, _ x: Double, _ y: Double) -> TouchInput {
    TouchInput(id: id, phase: phase, location: Point(x: x, y: y), type: .indirectPointer)
}

@Suite("Touch types (P1)")
struct TouchTypeTests {
    @Test("a click is a touch of type indirectPointer that keeps its type, and the trace lists its type")
    func clickKeepsItsType() throws {
        let window = Window.recording()
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        view.identifier = "card"
        window.addSubview(view)
        try window.send([click(1, .began, 10, 10)], at: .zero)
        #expect(window.activeTouches.map(\.type) == [.indirectPointer])
        #expect(throws: TouchInputError.touchTypeChanged(id: 1, began: .indirectPointer, now: .direct)) {
            try window.send([.moved(1, 20, 10)], at: .milliseconds(10))
        }
        #expect(window.activeTouches.first?.locationInWindow == Point(x: 10, y: 10))
        try window.send([click(1, .ended, 20, 10)], at: .milliseconds(20))
        let began = window.trace.records.first { $0.subject == "card" && $0.event == "touchesBegan" }
        #expect(began?.details.contains(TraceField("types", .list([.string("indirectPointer")]))) == true)
    }

    @Test("a second pointer touch cannot begin while one is down, but may once it lifted, even in the same event")
    func onePointer() throws {
        let window = Window.recording()
        try window.send([click(1, .began, 10, 10)], at: .zero)
        #expect(throws: TouchInputError.secondPointerTouch(id: 2, down: 1)) {
            try window.send([click(2, .began, 50, 10)], at: .milliseconds(10))
        }
        #expect(throws: TouchInputError.secondPointerTouch(id: 3, down: 4)) {
            try window.send([click(3, .began, 50, 10), click(4, .began, 60, 10)], at: .milliseconds(10))
        }
        try window.send([click(1, .ended, 10, 10), click(2, .began, 50, 10), .began(5, 70, 10)], at: .milliseconds(20))
        #expect(window.activeTouches.map(\.id) == [2, 5])
    }

    @Test("a recognizer hears only the touch types it allows, and with an exclusive type only the first touch's type")
    func allowedTypes() throws {
        let window = Window.recording()
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        window.addSubview(view)
        let fingers = TapGestureRecognizer()
        fingers.allowedTouchTypes = [.direct]
        let pair = TapGestureRecognizer()
        pair.numberOfTouchesRequired = 2
        view.addGestureRecognizer(fingers)
        view.addGestureRecognizer(pair)
        #expect(TapGestureRecognizer().allowedTouchTypes == Touch.TouchType.allCases)
        #expect(fingers.allowedTouchTypes == [.direct] && pair.requiresExclusiveTouchType)

        try window.send([click(1, .began, 10, 10)], at: .zero)
        #expect(fingers.touches.isEmpty && pair.touches.map(\.id) == [1])
        try window.send([.began(2, 30, 10)], at: .milliseconds(10))
        // The pair has a pointer touch already: the finger is of another type and is ignored.
        #expect(pair.touches.map(\.id) == [1] && fingers.touches.map(\.id) == [2])
        try window.send([click(1, .ended, 10, 10), .ended(2, 30, 10)], at: .milliseconds(60))
        #expect(fingers.state == .possible)

        pair.requiresExclusiveTouchType = false
        try window.send([click(3, .began, 10, 10), .began(4, 30, 10)], at: .milliseconds(1000))
        #expect(pair.touches.map(\.id) == [3, 4])
    }
}
