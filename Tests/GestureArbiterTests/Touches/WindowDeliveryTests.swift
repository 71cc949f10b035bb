import Testing
@testable import GestureArbiter

@Suite("Window delivery")
struct WindowDeliveryTests {
    // MARK: phases

    @Test("each phase calls its method; a touch that did not change in an event calls nothing")
    func phases() throws {
        let window = Window.recording()
        let pad = RecordingView(id: "pad", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        pad.isMultipleTouchEnabled = true
        pad.consumesTouches = true
        var stationaryDuringMove: [Int] = []
        pad.onTouches = { method, _, event in
            if method == .touchesMoved {
                stationaryDuringMove = event?.allTouches.filter { $0.phase == .stationary }.map(\.id) ?? []
            }
        }
        window.addSubview(pad)

        try window.send(.began(1, 10, 10), at: 0)
        try window.send(.began(2, 100, 100), at: 16)
        try window.send(.moved(2, 110, 100), at: 32)
        try window.send(.ended(1, 10, 10), at: 48)
        try window.send(.cancelled(2, 110, 100), at: 64)

        #expect(window.trace.records.filter { $0.kind == .touches }.map { "\(TraceValue.format($0.time.milliseconds)) \($0.summary)" } == [
            "0 pad touchesBegan touches=[1] tapCount=[1]",
            "16 pad touchesBegan touches=[2] tapCount=[1]",
            "32 pad touchesMoved touches=[2]",
            "48 pad touchesEnded touches=[1]",
            "64 pad touchesCancelled touches=[2]",
        ])
        #expect(stationaryDuringMove == [1])
        #expect(window.activeTouches.isEmpty)
    }

    @Test("touches that change together are delivered in one call per view, began before moved before ended")
    func oneCallPerPhaseAndView() throws {
        let window = Window.recording()
        let left = View(id: "left", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let right = View(id: "right", frame: Rect(x: 100, y: 0, width: 100, height: 100))
        left.isMultipleTouchEnabled = true
        window.addSubview(left)
        window.addSubview(right)
        try window.send(.began(1, 10, 10), .began(2, 20, 20), at: 0)
        window.trace.removeAllRecords()

        try window.send(.ended(2, 20, 20), .began(3, 150, 10), .moved(1, 15, 10), at: 16)

        #expect(window.touchLog == [
            "right touchesBegan touches=[3] tapCount=[1]",
            "window touchesBegan touches=[3] tapCount=[1] forwarded=true",
            "left touchesMoved touches=[1]",
            "window touchesMoved touches=[1] forwarded=true",
            "left touchesEnded touches=[2]",
            "window touchesEnded touches=[2] forwarded=true",
        ])
    }

    @Test("the event carries its time and every touch on the screen, in the order they went down")
    func eventContents() throws {
        let (window, seen) = Self.windowWithEventReadingPad()

        try window.send(.began(1, 10, 10), at: 5)
        try window.send(.began(2, 300, 300), at: 10)
        try window.send(.moved(1, 20, 10), at: 15)

        #expect(seen.lines == ["touchesBegan at 5: [1] of [1]", "touchesMoved at 15: [1] of [1, 2]"])
        #expect(window.activeTouches.map(\.timestamp) == [.milliseconds(15), .milliseconds(10)])
    }

    @Test("once a finger lifts, the events after it no longer carry its touch, and a finger going down is carried at once")
    func eventContentsAfterLift() throws {
        let (window, seen) = Self.windowWithEventReadingPad()

        try window.send(.began(1, 10, 10), at: 0)
        try window.send(.began(2, 300, 300), at: 5)
        try window.send(.ended(2, 300, 300), at: 10)
        try window.send(.moved(1, 20, 10), at: 15)
        try window.send(.moved(1, 30, 10), .began(3, 300, 300), at: 20)
        try window.send(.ended(1, 30, 10), at: 25)

        #expect(seen.lines == [
            "touchesBegan at 0: [1] of [1]",
            "touchesMoved at 15: [1] of [1]",
            "touchesMoved at 20: [1] of [1, 3]",
            "touchesEnded at 25: [1] of [1, 3]",
        ])
        #expect(window.activeTouches.map(\.id) == [3])
    }

    /// What the pad heard: one line per touch method, with the event's time and touches.
    final class EventLines {
        var lines: [String] = []
    }

    /// A quiet window with a 200-point single-touch view "pad" at its top-left corner, which writes
    /// down each touch method it gets with the event's time and all its touches.
    static func windowWithEventReadingPad() -> (Window, EventLines) {
        let window = Window.quiet()
        let pad = RecordingView(id: "pad", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let seen = EventLines()
        pad.onTouches = { method, touches, event in
            guard let event else { return }
            seen.lines.append("\(method.rawValue) at \(TraceValue.format(event.timestamp.milliseconds)): \(touches.map(\.id)) of \(event.allTouches.map(\.id))")
        }
        window.addSubview(pad)
        return (window, seen)
    }

    @Test("an event reads its window's touches when asked, and none once its window has gone")
    func eventOutlivesItsWindow() throws {
        weak var gone: Window?
        var kept: Event?
        do {
            let window = Window.quiet()
            gone = window
            let pad = RecordingView(id: "pad", frame: Rect(x: 0, y: 0, width: 200, height: 200))
            pad.onTouches = { _, _, event in kept = event }
            window.addSubview(pad)
            try window.send(.began(1, 50, 50), at: 0)
            try window.send(.began(2, 150, 50), at: 16)
            #expect(kept?.allTouches.map(\.id) == [1, 2])
            try window.send(.ended(1, 50, 50), at: 32)
            #expect(kept?.allTouches.map(\.id) == [2])
        }
        #expect(gone == nil)
        #expect(kept?.allTouches.isEmpty == true)
    }

    @Test("a touch that hits nothing is tracked but delivered to nobody")
    func touchOutsideTheWindow() throws {
        let window = Window.recording(width: 100, height: 100)

        try window.send(.began(1, 150, 50), at: 0)
        try window.send(.moved(1, 50, 50), at: 16)
        try window.send(.ended(1, 50, 50), at: 32)

        #expect(window.touchLog.isEmpty)
        #expect(window.hitTestLog == [
            "window hitTest point=[150, 50] result=null",
            "window pointInside point=[150, 50] result=false",
        ])
        #expect(window.activeTouches.isEmpty)
    }

    // MARK: locations

    @Test("location(in:) and previousLocation(in:) convert the current and previous window locations into a view's bounds space")
    func locations() throws {
        let window = Window.quiet()
        let list = RecordingView(id: "list", frame: Rect(x: 100, y: 200, width: 100, height: 100))
        list.bounds.origin = Point(x: 0, y: 50)
        let other = View(id: "other", frame: Rect(x: 10, y: 10, width: 10, height: 10))
        window.addSubview(list)
        window.addSubview(other)
        var seen: [String] = []
        list.onTouches = { method, touches, _ in
            guard let touch = touches.first else { return }
            seen.append("\(method.rawValue) \(touch.location(in: list)) from \(touch.previousLocation(in: list))")
        }

        try window.send(.began(1, 110, 210), at: 0)
        try window.send(.moved(1, 130, 250), at: 16)
        try window.send(.moved(1, 140, 240), at: 32)

        #expect(seen == [
            "touchesBegan (10.0, 60.0) from (10.0, 60.0)",
            "touchesMoved (30.0, 100.0) from (10.0, 60.0)",
            "touchesMoved (40.0, 90.0) from (30.0, 100.0)",
        ])
        let touch = try #require(window.activeTouches.first)
        #expect(touch.location(in: nil) == Point(x: 140, y: 240))
        #expect(touch.previousLocation(in: nil) == Point(x: 130, y: 250))
        #expect(touch.location(in: other) == Point(x: 130, y: 230))
        #expect(touch.view === list)
        #expect(touch.window === window)
    }

    // MARK: D4

    @Test("a second finger on a single-touch view is not delivered to it; a later finger after the first lifts is")
    func singleTouchView() throws {
        let window = Window.recording()
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(box)

        try window.send(.began(1, 10, 10), at: 0)
        try window.send(.began(2, 50, 50), at: 16)
        try window.send(.moved(2, 60, 50), at: 32)
        try window.send(.ended(2, 60, 50), at: 48)
        try window.send(.ended(1, 10, 10), at: 64)
        try window.send(.began(3, 50, 50), at: 80)

        #expect(window.touchLog.filter { !$0.hasPrefix("window") } == [
            "box touchesBegan touches=[1] tapCount=[1]",
            "box touchesEnded touches=[1]",
            "box touchesBegan touches=[3] tapCount=[1]",
        ])
    }

    @Test("a finger lifting and another going down in one event: the order of the inputs does not matter", arguments: [false, true])
    func liftAndDownInOneEvent(downFirst: Bool) throws {
        let window = Window.recording()
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(box)
        try window.send(.began(1, 10, 10), at: 0)

        let inputs: [TouchInput] = [.ended(1, 10, 10), .began(2, 50, 50)]
        try window.send(downFirst ? inputs.reversed() : inputs, at: .milliseconds(16))

        // Touch 1 is still the box's touch in this event, so the single-touch box does not get touch 2.
        #expect(window.touchLog.filter { !$0.hasPrefix("window") } == [
            "box touchesBegan touches=[1] tapCount=[1]",
            "box touchesEnded touches=[1]",
        ])
    }

    @Test("a second finger on a multiple-touch view is delivered to it")
    func multipleTouchView() throws {
        let window = Window.recording()
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        box.isMultipleTouchEnabled = true
        window.addSubview(box)

        try window.send(.began(1, 10, 10), at: 0)
        try window.send(.began(2, 50, 50), at: 16)
        try window.send(.ended(2, 50, 50), at: 32)

        #expect(window.touchLog.filter { !$0.hasPrefix("window") } == [
            "box touchesBegan touches=[1] tapCount=[1]",
            "box touchesBegan touches=[2] tapCount=[1]",
            "box touchesEnded touches=[2]",
        ])
        #expect(window.activeTouches.map(\.isDeliveredToView) == [true])
    }

    @Test("two fingers going down in one event: a single-touch view gets the first, a multiple-touch view gets both in one call", arguments: [false, true])
    func twoFingersInOneEvent(multipleTouchEnabled: Bool) throws {
        let window = Window.recording()
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        box.isMultipleTouchEnabled = multipleTouchEnabled
        window.addSubview(box)

        try window.send(.began(1, 10, 10), .began(2, 50, 50), at: 0)

        #expect(window.touchLog.first == (multipleTouchEnabled ? "box touchesBegan touches=[1, 2] tapCount=[1, 1]" : "box touchesBegan touches=[1] tapCount=[1]"))
        #expect(window.activeTouches.map(\.isDeliveredToView) == [true, multipleTouchEnabled])
        #expect(window.activeTouches.map { $0.view === box } == [true, true])
    }

    @Test("a single-touch view does not stop a second finger on another view")
    func singleTouchOnlyAffectsItsOwnView() throws {
        let window = Window.recording()
        window.addSubview(View(id: "left", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        window.addSubview(View(id: "right", frame: Rect(x: 100, y: 0, width: 100, height: 100)))

        try window.send(.began(1, 10, 10), at: 0)
        try window.send(.began(2, 150, 10), at: 16)

        #expect(window.touchLog.filter { !$0.hasPrefix("window") } == [
            "left touchesBegan touches=[1] tapCount=[1]",
            "right touchesBegan touches=[2] tapCount=[1]",
        ])
    }

    // MARK: D5

    /// window ⊃ normal (left half), exclusive (right half).
    private func exclusiveScene() -> (Window, normal: View, exclusive: View) {
        let window = Window.recording()
        let normal = View(id: "normal", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let exclusive = View(id: "exclusive", frame: Rect(x: 200, y: 0, width: 200, height: 200))
        exclusive.isExclusiveTouch = true
        window.addSubview(normal)
        window.addSubview(exclusive)
        return (window, normal, exclusive)
    }

    @Test("an exclusive view does not get a touch while another view tracks one")
    func exclusiveWaitsForOthers() throws {
        let (window, _, _) = exclusiveScene()

        try window.send(.began(1, 10, 10), at: 0)
        try window.send(.began(2, 210, 10), at: 16)
        try window.send(.ended(2, 210, 10), at: 32)

        #expect(window.touchLog.filter { !$0.hasPrefix("window") } == ["normal touchesBegan touches=[1] tapCount=[1]"])
    }

    @Test("other views do not get touches while an exclusive view tracks one, and do again once it ends")
    func exclusiveBlocksOthers() throws {
        let (window, _, _) = exclusiveScene()

        try window.send(.began(1, 210, 10), at: 0)
        try window.send(.began(2, 10, 10), at: 16)
        try window.send(.ended(2, 10, 10), at: 32)
        try window.send(.ended(1, 210, 10), at: 48)
        try window.send(.began(3, 10, 10), at: 64)

        #expect(window.touchLog.filter { !$0.hasPrefix("window") } == [
            "exclusive touchesBegan touches=[1] tapCount=[1]",
            "exclusive touchesEnded touches=[1]",
            "normal touchesBegan touches=[3] tapCount=[1]",
        ])
    }

    @Test("an exclusive view that allows multiple touches gets its own second finger")
    func exclusiveWithItsOwnSecondFinger() throws {
        let (window, _, exclusive) = exclusiveScene()
        exclusive.isMultipleTouchEnabled = true

        try window.send(.began(1, 210, 10), at: 0)
        try window.send(.began(2, 300, 10), at: 16)

        #expect(window.touchLog.filter { !$0.hasPrefix("window") } == [
            "exclusive touchesBegan touches=[1] tapCount=[1]",
            "exclusive touchesBegan touches=[2] tapCount=[1]",
        ])
    }

    @Test("a touch that was kept from its view does not count as tracking for the exclusive rule")
    func undeliveredTouchDoesNotBlock() throws {
        let (window, normal, _) = exclusiveScene()

        try window.send(.began(1, 10, 10), at: 0)
        try window.send(.began(2, 20, 20), at: 16)  // D4 keeps it from normal
        try window.send(.ended(1, 10, 10), at: 32)
        try window.send(.began(3, 210, 10), at: 48)

        #expect(window.activeTouches.map(\.id) == [2, 3])
        #expect(window.activeTouches.first?.view === normal)
        #expect(window.touchLog.last == "window touchesBegan touches=[3] tapCount=[1] forwarded=true")
        #expect(window.touchLog.contains("exclusive touchesBegan touches=[3] tapCount=[1]"))
    }

    // MARK: D6

    @Test("removing a view mid-touch cancels the touch up its chain while it is still in the window; later phases go to nobody")
    func removingATrackingView() throws {
        let window = Window.recording()
        let parent = View(id: "parent", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let child = RecordingView(id: "child", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        var superviewWhenCancelled: View?
        var windowWhenCancelled: Window?
        child.onTouches = { [weak child] method, _, _ in
            if method == .touchesCancelled {
                superviewWhenCancelled = child?.superview
                windowWhenCancelled = child?.window
            }
        }
        window.addSubview(parent)
        parent.addSubview(child)
        try window.send(.began(1, 20, 20), at: 0)
        window.clock.advance(to: .milliseconds(10))
        window.trace.removeAllRecords()

        child.removeFromSuperview()
        try window.send(.moved(1, 30, 30), at: 16)
        try window.send(.ended(1, 30, 30), at: 32)

        #expect(window.trace.records.map(\.textLine) == [
            "       10  touches    child           touchesCancelled  touches=[1]",
            "       10  touches    parent          touchesCancelled  touches=[1] forwarded=true",
            "       10  touches    window          touchesCancelled  touches=[1] forwarded=true",
        ])
        #expect(superviewWhenCancelled === parent)
        #expect(windowWhenCancelled === window)
        #expect(window.activeTouches.isEmpty)
    }

    @Test("removing an ancestor cancels the touches of the views inside it, and only those")
    func removingAnAncestor() throws {
        let window = Window.recording()
        let panel = View(id: "panel", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let button = View(id: "button", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let elsewhere = View(id: "elsewhere", frame: Rect(x: 200, y: 0, width: 200, height: 200))
        window.addSubview(panel)
        window.addSubview(elsewhere)
        panel.addSubview(button)
        try window.send(.began(1, 20, 20), .began(2, 250, 20), at: 0)
        window.trace.removeAllRecords()

        panel.removeFromSuperview()

        #expect(window.touchLog == [
            "button touchesCancelled touches=[1]",
            "panel touchesCancelled touches=[1] forwarded=true",
            "window touchesCancelled touches=[1] forwarded=true",
        ])
        #expect(window.activeTouches.map(\.isDeliveredToView) == [false, true])
    }

    @Test("after its view was removed, a finger's moves and lift are accepted and change no other view")
    func removedViewsFingerGoesToNobody() throws {
        let window = Window.recording()
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let under = View(id: "under", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(under)
        window.addSubview(box)
        try window.send(.began(1, 20, 20), at: 0)

        box.removeFromSuperview()
        window.trace.removeAllRecords()
        try window.send(.moved(1, 40, 40), at: 16)
        try window.send(.ended(1, 40, 40), at: 32)

        #expect(window.trace.records.isEmpty)
        #expect(window.activeTouches.isEmpty)
    }

    @Test("removing a view that tracks no touch delivers nothing")
    func removingAnIdleView() throws {
        let window = Window.recording()
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        window.addSubview(View(id: "other", frame: Rect(x: 100, y: 0, width: 100, height: 100)))
        try window.send(.began(1, 150, 20), at: 0)
        window.trace.removeAllRecords()

        box.removeFromSuperview()

        #expect(window.trace.records.isEmpty)
    }

    @Test("a timer that removes the view fires before the next event, so the move is never delivered")
    func timerRemovesViewBeforeTheEvent() throws {
        let window = Window.recording()
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        try window.send(.began(1, 20, 20), at: 0)
        window.scheduleTimer(named: "dismiss", owner: "box", after: .milliseconds(100)) {
            box.removeFromSuperview()
        }

        try window.send(.moved(1, 30, 30), at: 150)

        #expect(window.trace.records.dropFirst(6).map(\.textLine) == [
            "        0  timer      box             scheduled         name=dismiss due=100",
            "      100  timer      box             fired             name=dismiss due=100",
            "      100  touches    box             touchesCancelled  touches=[1]",
            "      100  touches    window          touchesCancelled  touches=[1] forwarded=true",
        ])
    }

    // MARK: D7

    @Test("quick taps at the same place count 1, 2, 3")
    func tapCounts() throws {
        let window = Window.quiet()
        window.addSubview(View(id: "box", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
        var counts: [Int] = []

        for (index, start) in [0.0, 200, 400].enumerated() {
            try window.send(.began(index, 50, 50), at: start)
            counts.append(window.activeTouches[0].tapCount)
            try window.send(.ended(index, 50, 50), at: start + 50)
        }

        #expect(counts == [1, 2, 3])
    }

    @Test("the next tap counts on up to 350 ms after the lift, and starts over after more", arguments: [
        (350.0, 2), (350.001, 1), (1000, 1),
    ])
    func tapInterval(gap: Double, expectedCount: Int) throws {
        let window = Window.quiet()
        try window.tap(1, 50, 50, at: 0)  // lifts at 50 ms

        try window.send(.began(2, 50, 50), at: 50 + gap)

        #expect(window.activeTouches[0].tapCount == expectedCount)
    }

    @Test("the next tap counts on within 45 pt of the lift, and starts over beyond", arguments: [
        (45.0, 2), (45.01, 1), (0, 2),
    ])
    func tapDistance(distance: Double, expectedCount: Int) throws {
        let window = Window.quiet()
        try window.tap(1, 100, 100, at: 0)

        // straight down, so the distance is exactly the offset
        try window.send(.began(2, 100, 100 + distance), at: 100)

        #expect(window.activeTouches[0].tapCount == expectedCount)
    }

    @Test("the distance is measured from the sequence's first touch-down, so taps creeping 40 pt each time start again")
    func tapDistanceFromFirstTap() throws {
        let window = Window.quiet()
        var counts: [Int] = []
        for (index, x) in [100.0, 140, 180].enumerated() {
            try window.send(.began(index + 1, x, 100), at: Double(index) * 100)
            counts.append(window.activeTouches[0].tapCount)
            try window.send(.ended(index + 1, x, 100), at: Double(index) * 100 + 30)
        }

        // 40 pt from the first tap counts; 80 pt does not, though it is 40 pt from the previous one.
        #expect(counts == [1, 2, 1])
    }

    @Test("a finger that wanders beyond 45 pt and comes back before lifting is no tap")
    func wanderingFingerIsNoTap() throws {
        let window = Window.quiet()
        try window.send(.began(1, 100, 100), at: 0)
        try window.send(.moved(1, 300, 100), at: 16)
        try window.send(.moved(1, 100, 100), at: 32)
        try window.send(.ended(1, 100, 100), at: 48)

        try window.send(.began(2, 100, 100), at: 100)

        #expect(window.activeTouches[0].tapCount == 1)
    }

    @Test("a drag or a long hold is not a tap: the next touch starts counting again", arguments: [
        (moveTo: 200.0, liftAt: 32.0),
        (moveTo: 100.0, liftAt: 800.0),
    ])
    func onlyTapsContinueTheCount(moveTo: Double, liftAt: Double) throws {
        let window = Window.quiet()
        try window.send(.began(1, 100, 100), at: 0)
        try window.send(.moved(1, moveTo, 100), at: 16)
        try window.send(.ended(1, moveTo, 100), at: liftAt)

        try window.send(.began(2, moveTo, 100), at: liftAt + 100)

        #expect(window.activeTouches[0].tapCount == 1)
    }

    @Test("a cancelled touch breaks the tap sequence")
    func cancelledTouchBreaksTheSequence() throws {
        let window = Window.quiet()
        try window.tap(1, 50, 50, at: 0)
        try window.send(.began(2, 50, 50), at: 100)
        let cancelledTouchCount = window.activeTouches[0].tapCount
        try window.send(.cancelled(2, 50, 50), at: 150)

        try window.send(.began(3, 50, 50), at: 200)

        #expect(cancelledTouchCount == 2)
        #expect(window.activeTouches[0].tapCount == 1)
    }

    @Test("the tap thresholds come from the window's constants")
    func customTapConstants() throws {
        var constants = InteractionConstants.uikit
        constants.tapMaximumGap = .milliseconds(100)
        constants.tapAllowableMovement = 8
        let window = Window.quiet(constants: constants)
        try window.tap(1, 50, 50, at: 0)
        try window.send(.began(2, 50, 50), at: 200)  // 150 ms after the lift: too slow here
        let slow = window.activeTouches[0].tapCount
        try window.send(.ended(2, 50, 50), at: 210)

        try window.send(.began(3, 60, 50), at: 220)  // 10 pt away: too far here

        #expect(slow == 1)
        #expect(window.activeTouches[0].tapCount == 1)
    }

    // MARK: input errors

    @Test("an event with no touches is refused")
    func noTouches() {
        let window = Window.quiet()

        #expect(throws: TouchInputError.noTouches) {
            try window.send([], at: .zero)
        }
    }

    @Test("an event stamped before the previous event is refused")
    func stampedBeforePreviousEvent() throws {
        let window = Window.quiet()
        try window.tap(1, 10, 10, at: 50)  // ends at 100 ms

        let error = #expect(throws: TouchInputError.self) {
            try window.send(.began(2, 10, 10), at: 99.5)
        }

        #expect(error == .stampedBeforePreviousEvent(previous: .milliseconds(100), requested: .milliseconds(99.5)))
        #expect(error?.description == "events must come in the order they happened: the previous event is stamped 100 ms, this one 99.5 ms")
    }

    @Test("an event stamped more than 100 ms before the clock is refused; 100 ms is accepted")
    func timeWentBackward() throws {
        let window = Window.quiet()
        window.clock.advance(to: .milliseconds(300))

        let error = #expect(throws: TouchInputError.self) {
            try window.send(.began(1, 10, 10), at: 199.5)
        }

        #expect(error == .timeWentBackward(now: .milliseconds(300), requested: .milliseconds(199.5)))
        #expect(error?.description == "time went backwards: the clock is at 300 ms, the event is at 199.5 ms, more than the 100 ms an event may trail the clock")
        #expect(window.activeTouches.isEmpty)
        try window.send(.began(1, 10, 10), at: 200)
        #expect(window.activeTouches.count == 1)
    }

    @Test("an event at the clock's current time is accepted")
    func sameTimeIsAccepted() throws {
        let window = Window.quiet()
        try window.send(.began(1, 10, 10), at: 40)

        try window.send(.ended(1, 10, 10), at: 40)

        #expect(window.activeTouches.isEmpty)
    }

    @Test("a finger listed twice in one event is refused")
    func listedTwice() {
        let window = Window.quiet()

        #expect(throws: TouchInputError.touchListedTwice(id: 7)) {
            try window.send(.began(7, 10, 10), .ended(7, 10, 10), at: 0)
        }
    }

    @Test("a finger that begins while it is already down is refused")
    func alreadyBegan() throws {
        let window = Window.quiet()
        try window.send(.began(1, 10, 10), at: 0)

        #expect(throws: TouchInputError.touchAlreadyBegan(id: 1)) {
            try window.send(.began(1, 20, 20), at: 16)
        }
    }

    @Test("a finger that moves, ends or is cancelled without having begun is refused", arguments: [Touch.Phase.moved, .stationary, .ended, .cancelled])
    func notBegun(phase: Touch.Phase) throws {
        let window = Window.quiet()
        try window.tap(1, 10, 10, at: 0)

        #expect(throws: TouchInputError.touchNotBegun(id: 7, phase: phase)) {
            try window.send([TouchInput(id: 7, phase: phase, location: Point(x: 10, y: 10))], at: .milliseconds(100))
        }
    }

    @Test("a finger used again after it lifted or was cancelled is refused, saying when it ended", arguments: [Touch.Phase.moved, .stationary, .ended, .cancelled])
    func usedAfterItEnded(phase: Touch.Phase) throws {
        let window = Window.quiet()
        try window.tap(1, 10, 10, at: 0)  // lifts at 50 ms
        try window.send(.began(2, 30, 30), at: 60)
        try window.send(.cancelled(2, 30, 30), at: 70)

        let reused = #expect(throws: TouchInputError.self) {
            try window.send([TouchInput(id: 1, phase: phase, location: Point(x: 10, y: 10))], at: .milliseconds(100))
        }
        #expect(reused == .touchNotDown(id: 1, phase: phase, liftedAt: .milliseconds(50), wasCancelled: false))
        #expect(reused?.description == "touch 1 \(phase.pastTense) but is not down: it lifted at 50 ms; a finger that touches again begins again")
        let cancelled = #expect(throws: TouchInputError.self) {
            try window.send(.moved(2, 40, 40), at: 100)
        }
        #expect(cancelled?.description == "touch 2 moved but is not down: it was cancelled at 70 ms; a finger that touches again begins again")
        // Beginning again is the way back.
        try window.send(.began(1, 10, 10), at: 100)
        #expect(window.activeTouches.map(\.id) == [1])
    }

    @Test("the window remembers the last 16 fingers to end: an older one reads as never begun")
    func lastSixteenEnds() throws {
        let window = Window.quiet()
        for id in 1...20 {
            try window.tap(id, 10, 10, at: Double(id) * 100)
        }
        #expect(throws: TouchInputError.touchNotBegun(id: 4, phase: .moved)) {
            try window.send(.moved(4, 10, 10), at: 3000)
        }
        #expect(throws: TouchInputError.touchNotDown(id: 5, phase: .moved, liftedAt: .milliseconds(550), wasCancelled: false)) {
            try window.send(.moved(5, 10, 10), at: 3000)
        }
        #expect(throws: TouchInputError.touchNotDown(id: 20, phase: .ended, liftedAt: .milliseconds(2050), wasCancelled: false)) {
            try window.send(.ended(20, 10, 10), at: 3000)
        }
    }

    @Test("a location that is not a finite number is refused", arguments: [Double.nan, .infinity, -.infinity])
    func locationNotFinite(value: Double) {
        let window = Window.quiet()

        #expect(throws: TouchInputError.locationNotFinite(id: 3)) {
            try window.send(.began(3, 10, value), at: 0)
        }
    }

    @Test("a refused event changes nothing: no records, no touches, no time, no timers fired")
    func refusedEventChangesNothing() throws {
        let window = Window.recording()
        window.addSubview(View(id: "box", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
        try window.send(.began(1, 10, 10), at: 100)
        var timerFired = false
        window.scheduleTimer(named: "late", owner: "host", after: .milliseconds(50)) { timerFired = true }
        window.trace.removeAllRecords()

        // the last input is the bad one: nothing before it may have happened either
        #expect(throws: TouchInputError.touchNotBegun(id: 2, phase: .moved)) {
            try window.send(.moved(1, 50, 50), .began(3, 60, 60), .moved(2, 70, 70), at: 200)
        }

        #expect(window.trace.records.isEmpty)
        #expect(window.clock.now == .milliseconds(100))
        #expect(!timerFired)
        #expect(window.activeTouches.map(\.id) == [1])
        #expect(window.activeTouches[0].locationInWindow == Point(x: 10, y: 10))
        #expect(window.activeTouches[0].phase == .began)
    }

    @Test("the input errors describe themselves")
    func errorDescriptions() {
        #expect(TouchInputError.noTouches.description == "an event needs at least one touch")
        #expect(TouchInputError.touchListedTwice(id: 2).description == "touch 2 is listed twice in one event")
        #expect(TouchInputError.touchAlreadyBegan(id: 2).description == "touch 2 began while it was already down")
        #expect(TouchInputError.touchNotBegun(id: 2, phase: .ended).description == "touch 2 ended but never began")
        #expect(TouchInputError.locationNotFinite(id: 2).description == "touch 2 has a location that is not a finite number")
    }

    // MARK: timers

    @Test("timers due by an event's time fire, at their own times, before the event is delivered")
    func timersBeforeDelivery() throws {
        let window = Window.recording()
        window.scheduleTimer(named: "early", owner: "clock", after: .milliseconds(100)) {}
        window.scheduleTimer(named: "onTime", owner: "clock", after: .milliseconds(150)) {}
        window.scheduleTimer(named: "late", owner: "clock", after: .milliseconds(151)) {}

        try window.send(.began(1, 10, 10), at: 150)

        #expect(window.trace.records.map(\.textLine) == [
            "        0  timer      clock           scheduled         name=early due=100",
            "        0  timer      clock           scheduled         name=onTime due=150",
            "        0  timer      clock           scheduled         name=late due=151",
            "      100  timer      clock           fired             name=early due=100",
            "      150  timer      clock           fired             name=onTime due=150",
            "      150  hitTest    window          hitTest           point=[10, 10] result=window",
            "      150  hitTest    window          pointInside       point=[10, 10] result=true",
            "      150  touches    window          touchesBegan      touches=[1] tapCount=[1]",
        ])
        #expect(window.clock.pendingTimerCount == 1)
    }
}
