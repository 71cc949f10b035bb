import Testing
@testable import GestureArbiter

/// A 400 × 800 window filled with a scroll view "list" of 400 × 3000 content holding a button.
private final class PointerScrollScene {
    let window = Window.recording()
    let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let button = Button(frame: Rect(x: 20, y: 100, width: 100, height: 44))
    var buttonTouches = 0

    init() {
        list.identifier = "list"
        list.contentSize = Size(width: 400, height: 3000)
        button.addAction(Action { [unowned self] _ in buttonTouches += 1 }, for: .touchDown)
        list.addSubview(button)
        window.addSubview(list)
    }
}

@Suite("Scroll events (P3)")
struct ScrollEventTests {
    @Test("a wheel step moves a scroll view's content by its translation at once, without a glide, and reaches no view")
    func wheelStep() throws {
        let scene = PointerScrollScene()
        try scene.window.scroll(.wheel(at: Point(x: 60, y: 120), by: Point(x: 0, y: -40)), at: .zero)
        #expect(scene.list.contentOffset == Point(x: 0, y: 40))
        #expect(scene.buttonTouches == 0)
        scene.window.clock.advance(to: .milliseconds(1000))
        #expect(scene.list.contentOffset == Point(x: 0, y: 40) && !scene.list.isDecelerating)
    }

    @Test("wheel steps less than the quiet period apart are one drag with a change per step, which ends once the wheel is still")
    func rapidWheelSteps() throws {
        let scene = PointerScrollScene()
        var states: [GestureRecognizer.State] = []
        scene.list.panGestureRecognizer.addTarget { states.append($0.state) }
        for step in 0..<4 {
            try scene.window.scroll(.wheel(at: Point(x: 200, y: 400), by: Point(x: 0, y: -10)), at: .milliseconds(30 * Double(step)))
        }
        #expect(states == [.began, .changed, .changed, .changed])
        #expect(scene.list.contentOffset == Point(x: 0, y: 40) && scene.list.isDragging)
        scene.window.clock.advance(to: .milliseconds(189))
        #expect(scene.list.isDragging)
        scene.window.clock.advance(to: .milliseconds(190))
        #expect(states.last == .ended && !scene.list.isDragging && !scene.list.isDecelerating)
        #expect(scene.list.contentOffset == Point(x: 0, y: 40) && scene.window.activeTouches.isEmpty)
        // A step after the quiet period begins a drag of its own.
        try scene.window.scroll(.wheel(at: Point(x: 200, y: 400), by: Point(x: 0, y: -10)), at: .milliseconds(300))
        #expect(states.suffix(2) == [.ended, .began])
    }

    @Test("a click that goes down while the wheel's drag waits for quiet ends the drag first, and reaches the button")
    func clickEndsTheWheelsDrag() throws {
        let scene = PointerScrollScene()
        try scene.window.scroll(.wheel(at: Point(x: 200, y: 400), by: Point(x: 0, y: -10)), at: .zero)
        #expect(scene.list.isDragging)
        try scene.window.send([TouchInput(id: 1, phase: .began, location: Point(x: 60, y: 112), type: .indirectPointer)], at: .milliseconds(40))
        #expect(!scene.list.isDragging && scene.window.activeTouches.map(\.id) == [1])
        // The scroll view holds the click back for its content-touch delay, then the button has it.
        scene.window.clock.advance(to: .milliseconds(300))
        #expect(scene.buttonTouches == 1)
    }

    @Test("the wheel's lift is the window's own input: a finger that happened before it, handed over late, is still taken in its order", arguments: [60.0, 130.0])
    func lateFingerAfterTheWheelsLift(handedOverAt now: Double) throws {
        let scene = PointerScrollScene()
        try scene.window.scroll(.wheel(at: Point(x: 200, y: 400), by: Point(x: 0, y: -10)), at: .zero)
        // At 60 ms the drag still waits for quiet and the finger lifts it; at 130 ms it lifted at 100.
        scene.window.clock.advance(to: .milliseconds(now))
        try scene.window.send([TouchInput(id: 1, phase: .began, location: Point(x: 300, y: 600))], at: .milliseconds(now - 35))
        #expect(!scene.list.isDragging && scene.window.activeTouches.map(\.id) == [1])
        try scene.window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 300, y: 600))], at: .milliseconds(now + 10))
        #expect(scene.window.activeTouches.isEmpty)
    }

    @Test("a trackpad scroll drags the content with its changes and glides from its velocity after the lift")
    func trackpadGlides() throws {
        let scene = PointerScrollScene()
        let at = Point(x: 200, y: 400)
        try scene.window.scroll(.trackpad(.began, at: at), at: .zero)
        for step in 1...6 {
            try scene.window.scroll(.trackpad(.changed, at: at, by: Point(x: 0, y: -20)), at: .milliseconds(16 * Double(step)))
        }
        #expect(scene.list.contentOffset == Point(x: 0, y: 120) && scene.list.isDragging)
        try scene.window.scroll(.trackpad(.ended, at: at), at: .milliseconds(100))
        #expect(scene.list.isDecelerating)
        scene.window.clock.advance(to: .milliseconds(3000))
        #expect(scene.list.contentOffset.y > 300 && !scene.list.isDecelerating)
        #expect(scene.buttonTouches == 0)
        #expect(throws: ScrollInputError.notBegun(phase: .changed)) {
            try scene.window.scroll(.trackpad(.changed, at: at, by: Point(x: 0, y: -20)), at: .milliseconds(3100))
        }
    }

    @Test("only pans that allow the scroll's type take it: a plain pan by default takes none, the deepest scroll view takes it first")
    func whichPan() throws {
        let scene = PointerScrollScene()
        let inner = ScrollView(frame: Rect(x: 0, y: 200, width: 400, height: 300))
        inner.contentSize = Size(width: 400, height: 900)
        scene.list.addSubview(inner)
        let plain = PanGestureRecognizer()
        let wheelOnly = PanGestureRecognizer()
        wheelOnly.allowedScrollTypesMask = .discrete
        inner.addGestureRecognizer(plain)
        scene.button.addGestureRecognizer(wheelOnly)
        var wheelOnlyStates: [GestureRecognizer.State] = []
        wheelOnly.addTarget { wheelOnlyStates.append($0.state) }

        try scene.window.scroll(.wheel(at: Point(x: 200, y: 300), by: Point(x: 0, y: -30)), at: .zero)
        #expect(inner.contentOffset == Point(x: 0, y: 30) && scene.list.contentOffset == .zero)
        #expect(plain.state == .possible && plain.touches.isEmpty)

        try scene.window.scroll(.wheel(at: Point(x: 60, y: 120), by: Point(x: 0, y: -30)), at: .milliseconds(100))
        #expect(wheelOnlyStates == [.began] && scene.list.contentOffset == .zero)
        try scene.window.scroll(.trackpad(.began, at: Point(x: 60, y: 120)), at: .milliseconds(150))
        // The trackpad's scroll lifts the wheel's first.
        #expect(wheelOnlyStates == [.began, .ended])
        try scene.window.scroll(.trackpad(.changed, at: Point(x: 60, y: 120), by: Point(x: 0, y: -30)), at: .milliseconds(216))
        try scene.window.scroll(.trackpad(.ended, at: Point(x: 60, y: 120)), at: .milliseconds(232))
        // The button's pan takes no trackpad scroll: the list under it does.
        #expect(wheelOnlyStates == [.began, .ended] && scene.list.contentOffset.y >= 30)
    }

    @Test("a wheel step past the edge rubber-bands and springs back; refused events change nothing")
    func edgeAndRefusals() throws {
        let scene = PointerScrollScene()
        try scene.window.scroll(.wheel(at: Point(x: 200, y: 400), by: Point(x: 0, y: 60)), at: .zero)
        #expect(scene.list.contentOffset.y < 0 && scene.list.contentOffset.y > -60)
        scene.window.clock.advance(to: .milliseconds(2000))
        #expect(scene.list.contentOffset == .zero)
        try scene.window.scroll(.trackpad(.began, at: Point(x: 200, y: 400)), at: .milliseconds(2100))
        #expect(throws: ScrollInputError.alreadyScrolling) {
            try scene.window.scroll(.wheel(at: Point(x: 200, y: 400), by: Point(x: 0, y: -10)), at: .milliseconds(2110))
        }
        #expect(throws: ScrollInputError.notFinite) {
            try scene.window.scroll(.trackpad(.changed, at: Point(x: 200, y: 400), by: Point(x: .infinity, y: 0)), at: .milliseconds(2120))
        }
        #expect(throws: ScrollInputError.timeWentBackward(now: .milliseconds(2100), requested: .milliseconds(2000))) {
            try scene.window.scroll(.trackpad(.ended, at: Point(x: 200, y: 400)), at: .milliseconds(2000))
        }
        try scene.window.scroll(.trackpad(.ended, at: Point(x: 200, y: 400)), at: .milliseconds(2130))
        #expect(scene.window.activeTouches.isEmpty && scene.list.contentOffset == .zero)
    }

    @Test("a trackpad scroll out of sequence, sent after the wheel's drag would have gone quiet, is refused before the clock moves: the drag and the clock stay as they were", arguments: [
        ScrollInput.Phase.changed, .ended, .cancelled,
    ])
    func refusedAfterTheWheelsQuiet(_ phase: ScrollInput.Phase) throws {
        let scene = PointerScrollScene()
        try scene.window.scroll(.wheel(at: Point(x: 200, y: 400), by: Point(x: 0, y: -10)), at: .milliseconds(40))
        let records = scene.window.trace.records.count
        #expect(throws: ScrollInputError.notBegun(phase: phase)) {
            try scene.window.scroll(.trackpad(phase, at: Point(x: 200, y: 400)), at: .milliseconds(400))
        }
        #expect(scene.window.clock.now == .milliseconds(40) && scene.list.isDragging && scene.window.trace.records.count == records)
        // The wheel's drag ends when its quiet period is over, as if nothing had been sent.
        scene.window.clock.advance(to: .milliseconds(140))
        #expect(!scene.list.isDragging && scene.window.activeTouches.isEmpty)
        // Sent again with a began, the trackpad's scroll is taken.
        try scene.window.scroll(.trackpad(.began, at: Point(x: 200, y: 400)), at: .milliseconds(400))
        #expect(scene.list.isTracking)
    }

    @Test("a trackpad scroll whose changes add up past the largest finite number, or a wheel step that would, is refused and leaves no record")
    func sumPastFinite() throws {
        let scene = PointerScrollScene()
        try scene.window.scroll(.trackpad(.began, at: Point(x: 200, y: 400)), at: .zero)
        try scene.window.scroll(.trackpad(.changed, at: Point(x: 200, y: 400), by: Point(x: 0, y: 1.7e308)), at: .milliseconds(16))
        let recorded = scene.window.trace.records.count
        #expect(throws: ScrollInputError.notFinite) {
            try scene.window.scroll(.trackpad(.changed, at: Point(x: 200, y: 400), by: Point(x: 0, y: 1.7e308)), at: .milliseconds(32))
        }
        #expect(scene.window.trace.records.count == recorded)
        try scene.window.scroll(.trackpad(.ended, at: Point(x: 200, y: 400)), at: .milliseconds(48))
        #expect(throws: ScrollInputError.notFinite) {
            try scene.window.scroll(.wheel(at: Point(x: 1.7e308, y: 400), by: Point(x: 1.7e308, y: 0)), at: .milliseconds(60))
        }
        #expect(scene.window.activeTouches.isEmpty)
        // A host's finger that took the window's scroll touch id refuses the scroll before any record.
        try scene.window.send([TouchInput(id: Window.scrollTouchID, phase: .began, location: Point(x: 5, y: 5))], at: .milliseconds(70))
        let before = scene.window.trace.records.count
        #expect(throws: ScrollInputError.touchRefused(.touchAlreadyBegan(id: Window.scrollTouchID))) {
            try scene.window.scroll(.wheel(at: Point(x: 200, y: 400), by: Point(x: 0, y: -10)), at: .milliseconds(80))
        }
        #expect(scene.window.trace.records.count == before)
    }
}
