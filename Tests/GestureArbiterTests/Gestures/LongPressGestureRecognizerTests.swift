import Testing
@testable import GestureArbiter

/// A recording window with a 200×200 view "box" at its origin and a long press "press" on it;
/// the press's target calls and the box's touch methods are kept in order.
private final class PressScene {
    let window: Window
    let box: RecordingView
    let press = LongPressGestureRecognizer()
    /// The state the target read at each call: "began", "changed", "ended", "cancelled".
    var actions: [String] = []
    /// Where the press was at each target call, in the window's space.
    var locations: [Point] = []
    /// The box's touch methods with the touch ids: "touchesBegan [1]".
    var boxTouches: [String] = []

    init(window: Window = .recording(), configure: (LongPressGestureRecognizer) -> Void = { _ in }) {
        self.window = window
        window.trace.isRecording = true
        box = RecordingView(id: "box", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(box)
        press.identifier = "press"
        configure(press)
        press.addTarget { [unowned self] recognizer in
            actions.append(recognizer.state.rawValue)
            locations.append(recognizer.location(in: nil))
        }
        box.addGestureRecognizer(press)
        box.onTouches = { [unowned self] method, touches, _ in
            boxTouches.append("\(method.rawValue) \(touches.map(\.id))")
        }
    }

    /// The press's state changes as the trace shows them: "began", "failed reason=tooShort".
    var gestureLog: [String] {
        window.trace.records.filter { $0.kind == .gesture }.map { record in
            ([record.event] + record.details.map { "\($0.name)=\($0.value.text)" }).joined(separator: " ")
        }
    }

    /// The press's timers as the trace shows them, with their times: "0 scheduled longPress due=500".
    var timerLog: [String] {
        window.trace.records.filter { $0.kind == .timer }.map { record in
            "\(TraceValue.format(record.time.milliseconds)) \(record.event) \(record.details.map { $0.name == "name" ? $0.value.text : "\($0.name)=\($0.value.text)" }.joined(separator: " "))"
        }
    }
}

@Suite("Long press gesture recognizer")
struct LongPressGestureRecognizerTests {
    @Test("UIKit's defaults read as values: 0.5 s and 10 pt, the window's constants in a window, a plain number of seconds when set")
    func defaultsReadAsValues() {
        let press = LongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        var constants = InteractionConstants.uikit
        constants.longPressMinimumDuration = .milliseconds(800)
        constants.longPressAllowableMovement = 25
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), constants: constants)
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        view.addGestureRecognizer(press)
        #expect(press.minimumPressDuration == 0.8)
        #expect(press.allowableMovement == 25)
        press.minimumPressDuration = 1.25
        press.allowableMovement = 4
        #expect(press.minimumPressDuration == 1.25)
        #expect(press.allowableMovement == 4)
    }

    // MARK: The table

    @Test("the recognition table handles every situation exactly once and reaches every state")
    func tableIsSound() {
        let table = LongPressRecognition.table
        #expect(table.unhandledSituations.isEmpty, "\(table.unhandledSituations)")
        #expect(table.ambiguousSituations.isEmpty, "\(table.ambiguousSituations)")
        #expect(table.unreachableStates.isEmpty, "\(table.unreachableStates)")
    }

    @Test("a finger that arrives after the press began is ignored, and outcomes ignore everything")
    func tableAfterBegan() {
        let table = LongPressRecognition.table
        let extraFinger = table.lookUp(.recognizing, on: .touchesBegan) { _ in true }
        guard case let .transition(index) = extraFinger else {
            Issue.record("expected a transition, got \(extraFinger)")
            return
        }
        let row = table.rows[index]
        #expect(row.to == .recognizing)
        #expect(row.actions == [.ignoreNewTouches])
        for state in [LongPressRecognition.State.succeeded, .interrupted, .gaveUp] {
            for trigger in LongPressRecognition.Trigger.allCases {
                #expect(table.lookUp(state, on: trigger) { _ in true } == .ignored, "\(state) on \(trigger)")
            }
        }
    }

    // MARK: The minimum press duration (500 ms)

    @Test("held for 500 ms it begins, its target is called, and the box's touch is cancelled")
    func beginsAt500() throws {
        let scene = PressScene()
        try scene.window.send(.began(1, 50, 50), at: 0)
        scene.window.clock.advance(to: .milliseconds(500)) // the press timer is due at 500 ms

        #expect(scene.press.state == .began)
        #expect(scene.gestureLog == ["began"])
        #expect(scene.actions == ["began"])
        #expect(scene.locations == [Point(x: 50, y: 50)])
        #expect(scene.timerLog == ["0 scheduled longPress due=500", "500 fired longPress due=500"])
        #expect(scene.boxTouches == ["touchesBegan [1]", "touchesCancelled [1]"])
        let cancelled = try #require(scene.window.trace.records.first { $0.kind == .touches && $0.event == "touchesCancelled" })
        #expect(cancelled.time == .milliseconds(500))
    }

    @Test("released at 499 ms it fails as too short, and the box gets its touch back")
    func releasedAt499() throws {
        let scene = PressScene()
        try scene.window.send(.began(1, 50, 50), at: 0)
        try scene.window.send(.ended(1, 50, 50), at: 499) // 1 ms before the 500 ms press timer

        #expect(scene.gestureLog == ["failed reason=tooShort", "possible"])
        #expect(scene.actions.isEmpty)
        #expect(scene.timerLog == ["0 scheduled longPress due=500", "499 cancelled longPress due=500"])
        #expect(scene.boxTouches == ["touchesBegan [1]", "touchesEnded [1]"])
        #expect(!scene.window.clock.hasPendingTimers)
    }

    @Test("released at 500 ms it has already begun: the timer fires before the lift at the same instant")
    func releasedAt500() throws {
        let scene = PressScene()
        try scene.window.send(.began(1, 50, 50), at: 0)
        try scene.window.send(.ended(1, 50, 50), at: 500) // the press timer is due at 500 ms

        #expect(scene.gestureLog == ["began", "ended", "possible"])
        #expect(scene.actions == ["began", "ended"])
        #expect(scene.boxTouches == ["touchesBegan [1]", "touchesCancelled [1]"])
    }

    @Test("minimumPressDuration overrides the window's 500 ms: 200 ms begins at 200, not at 199")
    func customDuration() throws {
        let early = PressScene { $0.minimumPressDuration = 0.2 }
        try early.window.send(.began(1, 50, 50), at: 0)
        try early.window.send(.ended(1, 50, 50), at: 199)
        #expect(early.gestureLog == ["failed reason=tooShort", "possible"])

        let held = PressScene { $0.minimumPressDuration = 0.2 }
        try held.window.send(.began(1, 50, 50), at: 0)
        held.window.clock.advance(to: .milliseconds(200))
        #expect(held.gestureLog == ["began"])
    }

    @Test("with minimumPressDuration nil the window's constants decide: 300 ms")
    func windowConstants() throws {
        var constants = InteractionConstants.uikit
        constants.longPressMinimumDuration = .milliseconds(300)
        let scene = PressScene(window: Window.quiet(constants: constants))
        try scene.window.send(.began(1, 50, 50), at: 0)
        scene.window.clock.advance(to: .milliseconds(299))
        #expect(scene.press.state == .possible)
        scene.window.clock.advance(to: .milliseconds(300))
        #expect(scene.press.state == .began)
        #expect(scene.timerLog == ["0 scheduled longPress due=300", "300 fired longPress due=300"])
    }

    // MARK: The allowable movement (10 pt)

    @Test("a finger that moves exactly 10 pt before 500 ms still begins")
    func movedTenPoints() throws {
        let scene = PressScene()
        try scene.window.send(.began(1, 50, 50), at: 0)
        try scene.window.send(.moved(1, 56, 58), at: 100) // (6, 8) from touch-down: 10 pt
        try scene.window.send(.moved(1, 60, 50), at: 200) // (10, 0): 10 pt
        scene.window.clock.advance(to: .milliseconds(500))

        #expect(scene.gestureLog == ["began"])
        #expect(scene.actions == ["began"])
    }

    @Test("a finger that moves 10.5 pt before 500 ms fails with movement")
    func movedTenAndAHalfPoints() throws {
        let scene = PressScene()
        try scene.window.send(.began(1, 50, 50), at: 0)
        try scene.window.send(.moved(1, 50, 60.5), at: 100) // 10.5 pt down from touch-down

        #expect(scene.gestureLog == ["failed reason=movement", "possible"])
        #expect(scene.timerLog == ["0 scheduled longPress due=500", "100 cancelled longPress due=500"])
        scene.window.clock.advance(to: .milliseconds(600))
        #expect(scene.actions.isEmpty)
        #expect(scene.boxTouches == ["touchesBegan [1]", "touchesMoved [1]"])
    }

    @Test("movement is measured from where the finger went down, not from its last position")
    func movementFromTouchDown() throws {
        let scene = PressScene()
        try scene.window.send(.began(1, 50, 50), at: 0)
        try scene.window.send(.moved(1, 58, 50), at: 100) // 8 pt from touch-down
        try scene.window.send(.moved(1, 61, 50), at: 200) // 3 pt more, 11 pt from touch-down
        #expect(scene.gestureLog == ["failed reason=movement", "possible"])
    }

    @Test("allowableMovement overrides the window's 10 pt: 20 pt begins, 20.5 pt fails")
    func customMovement() throws {
        let within = PressScene { $0.allowableMovement = 20 }
        try within.window.send(.began(1, 50, 50), at: 0)
        try within.window.send(.moved(1, 70, 50), at: 100) // 20 pt
        within.window.clock.advance(to: .milliseconds(500))
        #expect(within.gestureLog == ["began"])

        let beyond = PressScene { $0.allowableMovement = 20 }
        try beyond.window.send(.began(1, 50, 50), at: 0)
        try beyond.window.send(.moved(1, 70.5, 50), at: 100) // 20.5 pt
        #expect(beyond.gestureLog == ["failed reason=movement", "possible"])
    }

    // MARK: After it began

    @Test("after it began, moves are changes however far they go, and the lift ends it")
    func changesThenEnds() throws {
        let scene = PressScene()
        try scene.window.send(.began(1, 50, 50), at: 0)
        scene.window.clock.advance(to: .milliseconds(500))
        try scene.window.send(.moved(1, 120, 50), at: 600) // 70 pt: far beyond 10 pt, and no failure
        try scene.window.send(.moved(1, 150, 90), at: 700)
        try scene.window.send(.ended(1, 150, 90), at: 800)

        #expect(scene.actions == ["began", "changed", "changed", "ended"])
        #expect(scene.locations == [Point(x: 50, y: 50), Point(x: 120, y: 50), Point(x: 150, y: 90), Point(x: 150, y: 90)])
        #expect(scene.gestureLog == ["began", "changed", "changed", "ended", "possible"])
        // The box lost the touch at 500 ms and hears nothing of the moves or the lift.
        #expect(scene.boxTouches == ["touchesBegan [1]", "touchesCancelled [1]"])
        #expect(scene.press.recognition == .waitingForTouches)
        #expect(!scene.window.clock.hasPendingTimers)
    }

    @Test("a finger that lands after it began is ignored: it moves the press's location nowhere and its lift does not end it")
    func extraFingerAfterBegan() throws {
        let scene = PressScene()
        try scene.window.send(.began(1, 50, 50), at: 0)
        scene.window.clock.advance(to: .milliseconds(500))
        try scene.window.send(.began(2, 150, 150), at: 600) // a second finger, one too many, after the press began
        try scene.window.send(.moved(1, 60, 50), .moved(2, 160, 150), at: 700)
        try scene.window.send(.ended(2, 160, 150), at: 800)
        #expect(scene.press.state == .changed)
        #expect(scene.press.numberOfTouches == 1)
        try scene.window.send(.ended(1, 60, 50), at: 900)

        #expect(scene.actions == ["began", "changed", "ended"])
        #expect(scene.locations == [Point(x: 50, y: 50), Point(x: 60, y: 50), Point(x: 60, y: 50)]) // finger 1 alone
        #expect(scene.gestureLog == ["began", "changed", "ended", "possible"])
    }

    @Test("a touch cancelled after it began cancels it")
    func cancelledAfterBegan() throws {
        let scene = PressScene()
        try scene.window.send(.began(1, 50, 50), at: 0)
        scene.window.clock.advance(to: .milliseconds(500))
        try scene.window.send(.cancelled(1, 50, 50), at: 600)

        #expect(scene.actions == ["began", "cancelled"])
        #expect(scene.gestureLog == ["began", "cancelled", "possible"])
    }

    @Test("a touch cancelled before it began fails it, without calling the target")
    func cancelledBeforeBegan() throws {
        let scene = PressScene()
        try scene.window.send(.began(1, 50, 50), at: 0)
        try scene.window.send(.cancelled(1, 50, 50), at: 300)

        #expect(scene.actions.isEmpty)
        #expect(scene.gestureLog == ["failed reason=cancelled", "possible"])
        #expect(!scene.window.clock.hasPendingTimers)
    }

    @Test("after a press ends, the next press is recognized afresh")
    func secondPress() throws {
        let scene = PressScene()
        try scene.window.send(.began(1, 50, 50), at: 0)
        try scene.window.send(.ended(1, 50, 50), at: 100) // too short
        try scene.window.send(.began(2, 60, 60), at: 200)
        scene.window.clock.advance(to: .milliseconds(700)) // 500 ms after the second touch-down

        #expect(scene.gestureLog == ["failed reason=tooShort", "possible", "began"])
        #expect(scene.actions == ["began"])
    }

    // MARK: Touches

    @Test("a second finger before it begins fails it with touches")
    func fingerTooMany() throws {
        let scene = PressScene()
        try scene.window.send(.began(1, 50, 50), at: 0)
        try scene.window.send(.began(2, 80, 80), at: 200)

        #expect(scene.gestureLog == ["failed reason=touches", "possible"])
        #expect(scene.timerLog == ["0 scheduled longPress due=500", "200 cancelled longPress due=500"])
        scene.window.clock.advance(to: .milliseconds(1000))
        #expect(scene.actions.isEmpty)
    }

    @Test("two fingers required: the timer starts when the second lands, and begins 500 ms later")
    func twoFingers() throws {
        let scene = PressScene { $0.numberOfTouchesRequired = 2 }
        try scene.window.send(.began(1, 50, 50), at: 0)
        try scene.window.send(.began(2, 70, 50), at: 100) // the second finger: the timer is due at 600 ms
        scene.window.clock.advance(to: .milliseconds(599))
        #expect(scene.press.state == .possible)
        scene.window.clock.advance(to: .milliseconds(600))

        #expect(scene.gestureLog == ["began"])
        #expect(scene.timerLog == ["100 scheduled longPress due=600", "600 fired longPress due=600"])
        #expect(scene.locations == [Point(x: 60, y: 50)]) // the centroid of the two fingers
    }

    @Test("two fingers required: one finger lifting before the second lands fails as too short")
    func twoFingersOneLifts() throws {
        let scene = PressScene { $0.numberOfTouchesRequired = 2 }
        try scene.window.send(.began(1, 50, 50), at: 0)
        try scene.window.send(.ended(1, 50, 50), at: 100)
        #expect(scene.gestureLog == ["failed reason=tooShort", "possible"])
    }

    @Test("two fingers required: either finger straying 10.5 pt from its own touch-down fails it")
    func twoFingersOneStrays() throws {
        let scene = PressScene { $0.numberOfTouchesRequired = 2 }
        try scene.window.send(.began(1, 50, 50), .began(2, 100, 50), at: 0)
        try scene.window.send(.moved(1, 60, 50), at: 100) // finger 1: 10 pt
        #expect(scene.gestureLog.isEmpty)
        try scene.window.send(.moved(2, 110.5, 50), at: 200) // finger 2: 10.5 pt
        #expect(scene.gestureLog == ["failed reason=movement", "possible"])
    }

    @Test("two fingers required: the first finger to lift after it began ends it")
    func twoFingersEnd() throws {
        let scene = PressScene { $0.numberOfTouchesRequired = 2 }
        try scene.window.send(.began(1, 50, 50), .began(2, 100, 50), at: 0)
        scene.window.clock.advance(to: .milliseconds(500))
        try scene.window.send(.ended(2, 100, 50), at: 600)
        try scene.window.send(.moved(1, 30, 50), at: 700) // after the end: ignored

        #expect(scene.actions == ["began", "ended"])
        #expect(scene.gestureLog == ["began", "ended", "possible"])
    }

    @Test("two fingers required: a third finger fails it")
    func twoFingersThirdArrives() throws {
        let scene = PressScene { $0.numberOfTouchesRequired = 2 }
        try scene.window.send(.began(1, 50, 50), .began(2, 100, 50), .began(3, 150, 50), at: 0)
        #expect(scene.gestureLog == ["failed reason=touches", "possible"])
        #expect(scene.timerLog.isEmpty)
    }

    // MARK: Taps first (45 pt, 750 ms per tap, 350 ms gaps)

    @Test("one tap required: a tap, then a press, begins 500 ms after the press went down")
    func tapThenPress() throws {
        let scene = PressScene { $0.numberOfTapsRequired = 1 }
        try scene.window.send(.began(1, 50, 50), at: 0)
        try scene.window.send(.ended(1, 50, 50), at: 50) // the tap; the gap timer is due at 400 ms
        try scene.window.send(.began(2, 55, 50), at: 200) // the press; its timer is due at 700 ms
        scene.window.clock.advance(to: .milliseconds(700))

        #expect(scene.gestureLog == ["began"])
        #expect(scene.actions == ["began"])
        #expect(scene.timerLog == [
            "0 scheduled tapPress due=750", "50 cancelled tapPress due=750",
            "50 scheduled tapGap due=400", "200 cancelled tapGap due=400",
            "200 scheduled longPress due=700", "700 fired longPress due=700",
        ])
    }

    @Test("one tap required: a press alone is only the tap, and fails when held past 750 ms")
    func pressWithoutTap() throws {
        let scene = PressScene { $0.numberOfTapsRequired = 1 }
        try scene.window.send(.began(1, 50, 50), at: 0)
        scene.window.clock.advance(to: .milliseconds(749))
        #expect(scene.gestureLog.isEmpty) // 500 ms passed, and no press: this finger is the tap
        scene.window.clock.advance(to: .milliseconds(750))
        #expect(scene.gestureLog == ["failed reason=timeout", "possible"])
    }

    @Test("one tap required: the press must go down before the 350 ms gap ends: 349 ms begins, 350 ms fails")
    func gapBoundary() throws {
        let quick = PressScene { $0.numberOfTapsRequired = 1 }
        try quick.window.tap(1, 50, 50, at: 0) // lifts at 50 ms: the gap timer is due at 400 ms
        try quick.window.send(.began(2, 50, 50), at: 399) // a 349 ms gap
        quick.window.clock.advance(to: .milliseconds(899))
        #expect(quick.gestureLog == ["began"])

        let late = PressScene { $0.numberOfTapsRequired = 1 }
        try late.window.tap(1, 50, 50, at: 0)
        try late.window.send(.began(2, 50, 50), at: 400) // a 350 ms gap: the timer fires first
        late.window.clock.advance(to: .milliseconds(900))
        #expect(late.gestureLog == ["failed reason=timeout", "possible"])
        #expect(late.actions.isEmpty)
    }

    @Test("one tap required: the press must land within 45 pt of the tap: 45 pt begins, 45.5 pt fails")
    func pressNearTap() throws {
        let near = PressScene { $0.numberOfTapsRequired = 1 }
        try near.window.tap(1, 50, 50, at: 0)
        try near.window.send(.began(2, 95, 50), at: 200) // 45 pt right of the tap
        near.window.clock.advance(to: .milliseconds(700))
        #expect(near.gestureLog == ["began"])

        let far = PressScene { $0.numberOfTapsRequired = 1 }
        try far.window.tap(1, 50, 50, at: 0)
        try far.window.send(.began(2, 95.5, 50), at: 200) // 45.5 pt
        #expect(far.gestureLog == ["failed reason=movement", "possible"])
    }

    @Test("two taps required: tap, tap, press begins; tap, press is only the second tap")
    func twoTaps() throws {
        let scene = PressScene { $0.numberOfTapsRequired = 2 }
        try scene.window.tap(1, 50, 50, at: 0) // lifts at 50 ms
        try scene.window.tap(2, 50, 50, at: 200) // lifts at 250 ms
        try scene.window.send(.began(3, 50, 50), at: 400) // the press: due at 900 ms
        scene.window.clock.advance(to: .milliseconds(900))
        #expect(scene.gestureLog == ["began"])

        let short = PressScene { $0.numberOfTapsRequired = 2 }
        try short.window.tap(1, 50, 50, at: 0)
        try short.window.send(.began(2, 50, 50), at: 200) // the second tap, held
        short.window.clock.advance(to: .milliseconds(949))
        #expect(short.gestureLog.isEmpty)
        short.window.clock.advance(to: .milliseconds(950)) // 750 ms down: too long for a tap
        #expect(short.gestureLog == ["failed reason=timeout", "possible"])
    }

    @Test("one tap required: a tapping finger that strays 45.5 pt from its touch-down fails with movement")
    func tapStrays() throws {
        let scene = PressScene { $0.numberOfTapsRequired = 1 }
        try scene.window.send(.began(1, 50, 50), at: 0)
        try scene.window.send(.moved(1, 95, 50), at: 20) // 45 pt: still a tap
        #expect(scene.gestureLog.isEmpty)
        try scene.window.send(.moved(1, 95.5, 50), at: 30) // 45.5 pt
        #expect(scene.gestureLog == ["failed reason=movement", "possible"])
    }

    @Test("one tap of two fingers required: a one-finger tap fails with touches")
    func tapTooFewFingers() throws {
        let scene = PressScene {
            $0.numberOfTapsRequired = 1
            $0.numberOfTouchesRequired = 2
        }
        try scene.window.tap(1, 50, 50, at: 0)
        #expect(scene.gestureLog == ["failed reason=touches", "possible"])
    }

    @Test("one tap of two fingers required: a two-finger tap, then a two-finger press, begins")
    func twoFingerTapThenPress() throws {
        let scene = PressScene {
            $0.numberOfTapsRequired = 1
            $0.numberOfTouchesRequired = 2
        }
        try scene.window.send(.began(1, 50, 50), .began(2, 80, 50), at: 0)
        try scene.window.send(.ended(1, 50, 50), .ended(2, 80, 50), at: 50)
        try scene.window.send(.began(3, 50, 50), .began(4, 80, 50), at: 200) // due at 700 ms
        scene.window.clock.advance(to: .milliseconds(700))
        #expect(scene.gestureLog == ["began"])
        #expect(scene.locations == [Point(x: 65, y: 50)])
    }
}
