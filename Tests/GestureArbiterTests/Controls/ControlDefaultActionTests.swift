import Testing
@testable import GestureArbiter

/// A6: a control keeps its default action ahead of overlapping recognizers on its ancestors,
/// through `gestureRecognizerShouldBegin(_:)`. Every scene puts the control in a 400 × 800 box
/// that fills the window and carries the recognizers.
@Suite("Controls against their ancestors' recognizers (A6)")
struct ControlDefaultActionTests {
    /// A 200 × 100 button at (100, 100).
    private func buttonScene() -> ControlScene<Button> {
        ControlScene(Button(frame: Rect(x: 100, y: 100, width: 200, height: 100)), id: "button")
    }

    /// A 228 × 40 slider at (86, 100): its 28 pt thumb, at value 0, covers x 86–114 and
    /// y 106–134 in the window, and 200 pt of travel make one point 0.005 of value.
    private func sliderScene() -> ControlScene<Slider> {
        ControlScene(Slider(frame: Rect(x: 86, y: 100, width: 228, height: 40)), id: "slider")
    }

    /// A 51 × 31 switch at (100, 100), off: its 27 pt knob covers x 102–129 and y 102–129.
    private func switchScene() -> ControlScene<Switch> {
        ControlScene(Switch(frame: Rect(x: 100, y: 100, width: 51, height: 31)), id: "switch")
    }

    // MARK: Buttons and taps

    @Test("an ancestor's single tap on a button: the button refuses it and its touchUpInside fires")
    func buttonBeatsAncestorTap() throws {
        let scene = buttonScene()
        var tapped = 0
        let tap = scene.attach(TapGestureRecognizer { _ in tapped += 1 }, "tap", to: scene.box)
        try scene.window.tap(1, 200, 150, at: 0)

        #expect(scene.viewShouldBeginLog == ["tap shouldBegin view=button result=false"])
        #expect(scene.gestureLog == ["tap failed reason=shouldBegin"])
        #expect(tapped == 0)
        // The lift the tap held back (A5) is released when it fails.
        #expect(scene.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(tap.state == .possible)
    }

    @Test("the same single tap beside the button is recognized: only a touched control is asked")
    func tapBesideButton() throws {
        let scene = buttonScene()
        scene.attach(TapGestureRecognizer(), "tap", to: scene.box)
        try scene.window.tap(1, 200, 400, at: 0)

        #expect(scene.viewShouldBeginLog == ["tap shouldBegin view=box result=true"])
        #expect(scene.gestureLog == ["tap recognized"])
    }

    @Test("an ancestor's double tap is not the button's action: the button lets it recognize, and its touch is cancelled")
    func ancestorDoubleTapAllowed() throws {
        let scene = buttonScene()
        var doubleTapped = 0
        let doubleTap = scene.attach(TapGestureRecognizer { _ in doubleTapped += 1 }, "doubleTap", to: scene.box)
        doubleTap.numberOfTapsRequired = 2
        try scene.window.tap(1, 200, 150, at: 0)
        try scene.window.tap(2, 200, 150, at: 200)

        #expect(scene.viewShouldBeginLog == ["doubleTap shouldBegin view=button result=true"])
        #expect(scene.gestureLog == ["doubleTap recognized"])
        #expect(doubleTapped == 1)
        // The first lift was held while the double tap was possible; its recognition cancels it.
        #expect(scene.events == ["touchDown", "touchCancel"])
    }

    @Test("an ancestor's two-finger tap is not the button's action either")
    func ancestorTwoFingerTapAllowed() throws {
        let scene = buttonScene()
        scene.control.isMultipleTouchEnabled = true
        let tap = scene.attach(TapGestureRecognizer(), "twoFingerTap", to: scene.box)
        tap.numberOfTouchesRequired = 2
        try scene.window.send(.began(1, 180, 150), .began(2, 220, 150), at: 0)
        try scene.window.send(.ended(1, 180, 150), .ended(2, 220, 150), at: 50)

        #expect(scene.gestureLog == ["twoFingerTap recognized"])
        #expect(scene.events == ["touchDown", "touchCancel"])
    }

    @Test("a single tap attached to the button itself wins over the button's action: touchCancel, no touchUpInside")
    func ownTapWins() throws {
        let scene = buttonScene()
        var tapped = 0
        scene.attach(TapGestureRecognizer { _ in tapped += 1 }, "ownTap", to: scene.control)
        try scene.window.tap(1, 200, 150, at: 0)

        #expect(scene.viewShouldBeginLog == ["ownTap shouldBegin view=button result=true"])
        #expect(scene.gestureLog == ["ownTap recognized"])
        #expect(tapped == 1)
        #expect(scene.events == ["touchDown", "touchCancel"])
    }

    @Test("a disabled button does not defend its tap: the ancestor's single tap recognizes")
    func disabledButtonLetsTapThrough() throws {
        let scene = buttonScene()
        scene.control.isEnabled = false
        scene.attach(TapGestureRecognizer(), "tap", to: scene.box)
        try scene.window.tap(1, 200, 150, at: 0)

        #expect(scene.viewShouldBeginLog == ["tap shouldBegin view=button result=true"])
        #expect(scene.gestureLog == ["tap recognized"])
        #expect(scene.events.isEmpty)
    }

    @Test("a plain control has no default action: an ancestor's single tap on it recognizes")
    func plainControlLetsTapThrough() throws {
        let scene = ControlScene(HookRecordingControl(frame: Rect(x: 100, y: 100, width: 200, height: 100)), id: "control")
        scene.attach(TapGestureRecognizer(), "tap", to: scene.box)
        try scene.window.tap(1, 200, 150, at: 0)

        #expect(scene.gestureLog == ["tap recognized"])
        #expect(scene.events == ["touchDown", "touchCancel"])
    }

    // MARK: Sliders

    @Test("an ancestor's swipe along the track from the thumb is refused; the thumb follows the finger")
    func sliderRefusesSwipeAlongFromThumb() throws {
        let scene = sliderScene()
        let swipe = scene.attach(SwipeGestureRecognizer(), "swipe", to: scene.box)
        swipe.direction = .right
        try scene.window.send(.began(1, 100, 120), at: 0)
        try scene.window.send(.moved(1, 160, 120), at: 50) // 60 pt right: the swipe asks to recognize
        try scene.window.send(.ended(1, 160, 120), at: 66)

        #expect(scene.viewShouldBeginLog == ["swipe shouldBegin view=slider result=false"])
        #expect(scene.gestureLog == ["swipe failed reason=shouldBegin"])
        #expect(scene.events == ["touchDown", "valueChanged", "touchDragInside", "touchUpInside"])
        #expect(abs(scene.control.value - 0.3) < 1e-9)
    }

    @Test("a swipe along the track that starts off the thumb is not the slider's: it recognizes")
    func sliderAllowsSwipeOffThumb() throws {
        let scene = sliderScene()
        scene.attach(SwipeGestureRecognizer(), "swipe", to: scene.box)
        try scene.window.send(.began(1, 200, 120), at: 0) // on the track, 86 pt right of the thumb's centre
        try scene.window.send(.moved(1, 260, 120), at: 50)

        #expect(scene.viewShouldBeginLog == ["swipe shouldBegin view=slider result=true"])
        #expect(scene.gestureLog == ["swipe recognized"])
        #expect(scene.events.isEmpty)
        #expect(scene.control.value == 0)
    }

    @Test("a swipe across the track from the thumb is not the slider's: it recognizes and cancels the slider's touch")
    func sliderAllowsSwipeAcross() throws {
        let scene = sliderScene()
        let swipe = scene.attach(SwipeGestureRecognizer(), "swipe", to: scene.box)
        swipe.direction = .up
        try scene.window.send(.began(1, 100, 120), at: 0)
        try scene.window.send(.moved(1, 100, 60), at: 50)

        #expect(scene.gestureLog == ["swipe recognized"])
        #expect(scene.events == ["touchDown", "touchCancel"])
        #expect(scene.control.value == 0)
    }

    @Test("a two-finger swipe is not the slider's: only one-finger swipes are refused")
    func sliderAllowsTwoFingerSwipe() {
        let scene = sliderScene()
        let swipe = SwipeGestureRecognizer()
        swipe.numberOfTouchesRequired = 2
        #expect(!scene.control.defaultActionOverlaps(swipe))
    }

    @Test("an ancestor's pan along the track from the thumb is refused, a choice; a pan across it begins")
    func sliderAndPans() throws {
        let along = sliderScene()
        along.attach(PanGestureRecognizer(), "pan", to: along.box)
        try along.window.send(.began(1, 100, 120), at: 0)
        try along.window.send(.moved(1, 115, 120), at: 16) // 15 pt along: the pan asks to begin
        try along.window.send(.ended(1, 115, 120), at: 32)
        #expect(along.gestureLog == ["pan failed reason=shouldBegin"])
        #expect(along.events == ["touchDown", "valueChanged", "touchDragInside", "touchUpInside"])
        #expect(abs(along.control.value - 0.075) < 1e-9)

        let across = sliderScene()
        across.attach(PanGestureRecognizer(), "pan", to: across.box)
        try across.window.send(.began(1, 100, 120), at: 0)
        try across.window.send(.moved(1, 100, 135), at: 16) // 15 pt across
        #expect(across.gestureLog == ["pan began"])
        #expect(across.events == ["touchDown", "touchCancel"])
    }

    @Test("a slider does not defend taps: an ancestor's single tap on its thumb recognizes")
    func sliderLetsTapThrough() throws {
        let scene = sliderScene()
        scene.attach(TapGestureRecognizer(), "tap", to: scene.box)
        try scene.window.tap(1, 100, 120, at: 0)

        #expect(scene.gestureLog == ["tap recognized"])
        #expect(scene.events == ["touchDown", "touchCancel"])
    }

    @Test("a swipe attached to the slider itself is always allowed")
    func sliderOwnSwipeAllowed() throws {
        let scene = sliderScene()
        scene.attach(SwipeGestureRecognizer(), "ownSwipe", to: scene.control)
        try scene.window.send(.began(1, 100, 120), at: 0)
        try scene.window.send(.moved(1, 160, 120), at: 50)

        #expect(scene.gestureLog == ["ownSwipe recognized"])
        // Recognizers see the move before the slider does (D2): the slider's touch is cancelled first.
        #expect(scene.events == ["touchDown", "touchCancel"])
    }

    @Test("a vertical slider refuses a swipe up from its thumb, and lets a swipe right through")
    func verticalSlider() throws {
        // 40 × 228 at (100, 86): value 0 puts the thumb at the bottom, y 286–314 in the window.
        let up = ControlScene(Slider(frame: Rect(x: 100, y: 86, width: 40, height: 228)), id: "slider")
        up.control.isVertical = true
        let swipeUp = up.attach(SwipeGestureRecognizer(), "swipe", to: up.box)
        swipeUp.direction = .up
        try up.window.send(.began(1, 120, 300), at: 0)
        try up.window.send(.moved(1, 120, 240), at: 50)
        #expect(up.gestureLog == ["swipe failed reason=shouldBegin"])
        #expect(abs(up.control.value - 0.3) < 1e-9)

        let right = ControlScene(Slider(frame: Rect(x: 100, y: 86, width: 40, height: 228)), id: "slider")
        right.control.isVertical = true
        right.attach(SwipeGestureRecognizer(), "swipe", to: right.box)
        try right.window.send(.began(1, 120, 300), at: 0)
        try right.window.send(.moved(1, 180, 300), at: 50)
        #expect(right.gestureLog == ["swipe recognized"])
    }

    // MARK: Switches

    @Test("an ancestor's single tap on a switch is refused: the switch toggles")
    func switchBeatsAncestorTap() throws {
        let scene = switchScene()
        scene.attach(TapGestureRecognizer(), "tap", to: scene.box)
        try scene.window.tap(1, 140, 115, at: 0)

        #expect(scene.gestureLog == ["tap failed reason=shouldBegin"])
        #expect(scene.events == ["touchDown", "valueChanged", "touchUpInside"])
        #expect(scene.control.isOn)
    }

    @Test("an ancestor's pan along the switch from its knob is refused: the knob is dragged across and the switch turns on")
    func switchRefusesPanOnKnob() throws {
        let scene = switchScene()
        scene.attach(PanGestureRecognizer(), "pan", to: scene.box)
        try scene.window.send(.began(1, 110, 115), at: 0)
        try scene.window.send(.moved(1, 122, 115), at: 16) // 12 pt right: the pan asks to begin; the knob passes the middle
        try scene.window.send(.ended(1, 122, 115), at: 32)

        #expect(scene.gestureLog == ["pan failed reason=shouldBegin"])
        #expect(scene.events == ["touchDown", "touchDragInside", "valueChanged", "touchUpInside"])
        #expect(scene.control.isOn)
    }

    @Test("a pan along the switch that starts off the knob, or one across the knob, begins and cancels the switch's touch")
    func switchAllowsOtherPans() throws {
        let offKnob = switchScene()
        offKnob.attach(PanGestureRecognizer(), "pan", to: offKnob.box)
        try offKnob.window.send(.began(1, 140, 115), at: 0) // the right half: the knob is on the left
        try offKnob.window.send(.moved(1, 128, 115), at: 16)
        #expect(offKnob.gestureLog == ["pan began"])
        #expect(offKnob.events == ["touchDown", "touchCancel"])
        #expect(!offKnob.control.isOn)

        let across = switchScene()
        across.attach(PanGestureRecognizer(), "pan", to: across.box)
        try across.window.send(.began(1, 110, 115), at: 0)
        try across.window.send(.moved(1, 110, 127), at: 16)
        #expect(across.gestureLog == ["pan began"])
        #expect(across.events == ["touchDown", "touchCancel"])
    }

    @Test("an ancestor's swipe along the switch from its knob is refused too")
    func switchRefusesSwipeOnKnob() throws {
        let scene = switchScene()
        scene.attach(SwipeGestureRecognizer(), "swipe", to: scene.box)
        try scene.window.send(.began(1, 110, 115), at: 0)
        try scene.window.send(.moved(1, 170, 115), at: 50)

        #expect(scene.gestureLog == ["swipe failed reason=shouldBegin"])
    }
}
