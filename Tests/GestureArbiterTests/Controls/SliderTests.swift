import Testing
@testable import GestureArbiter

/// A 228 × 40 slider "slider" at (86, 100): 28 pt thumb, 200 pt of travel, so the thumb's centre
/// is at x 100 + 200 × value in the window, and its vertical middle at y 120.
private func sliderScene(value: Double = 0) -> ControlScene<Slider> {
    let scene = ControlScene(Slider(frame: Rect(x: 86, y: 100, width: 228, height: 40)), id: "slider")
    scene.control.value = value
    return scene
}

@Suite("Slider")
struct SliderTests {
    @Test("the value follows the thumb along the track, with valueChanged before each move's drag event")
    func valueFollowsThumb() throws {
        let scene = sliderScene()
        var values: [Double] = []
        scene.control.addAction(Action { action in
            values.append((action.sender as! Slider).value)
        }, for: .valueChanged)
        try scene.window.send(.began(1, 100, 120), at: 0) // on the thumb's centre
        try scene.window.send(.moved(1, 150, 120), at: 16)
        try scene.window.send(.moved(1, 200, 125), at: 32) // across movement does not count
        try scene.window.send(.ended(1, 200, 125), at: 48)

        #expect(values == [0.25, 0.5])
        #expect(scene.controlLog == [
            "slider touchDown",
            "slider valueChanged", "slider touchDragInside",
            "slider valueChanged", "slider touchDragInside",
            "slider touchUpInside",
        ])
        #expect(scene.control.value == 0.5)
    }

    @Test("a slider that is not continuous moves its thumb with the finger and sends one valueChanged, at the lift, before touchUpInside")
    func notContinuous() throws {
        let scene = sliderScene()
        scene.control.isContinuous = false
        try scene.window.send(.began(1, 100, 120), at: 0)
        try scene.window.send(.moved(1, 150, 120), at: 16)
        #expect(scene.control.value == 0.25)
        try scene.window.send(.moved(1, 200, 120), at: 32)
        try scene.window.send(.ended(1, 200, 120), at: 48)
        #expect(scene.controlLog == [
            "slider touchDown", "slider touchDragInside", "slider touchDragInside",
            "slider valueChanged", "slider touchUpInside",
        ])
        // A drag back to where it started sends none, nor does a cancelled one.
        try scene.window.send(.began(2, 200, 120), at: 100)
        try scene.window.send(.moved(2, 250, 120), at: 116)
        try scene.window.send(.ended(2, 200, 120), at: 132)
        try scene.window.send(.began(3, 200, 120), at: 200)
        try scene.window.send(.moved(3, 250, 120), at: 216)
        try scene.window.send(.cancelled(3, 250, 120), at: 232)
        #expect(scene.events.filter { $0 == "valueChanged" }.count == 1)
        #expect(scene.control.value == 0.75)
    }

    @Test("setValue(_:animated:) clamps the value and sends nothing, as UIKit's does")
    func setValueAnimated() {
        let scene = sliderScene()
        scene.control.setValue(0.4, animated: true)
        #expect(scene.control.value == 0.4)
        scene.control.setValue(7, animated: false)
        #expect(scene.control.value == 1 && scene.events.isEmpty)
    }

    @Test("the thumb keeps the offset at which it was grabbed: it does not jump under the finger")
    func grabOffset() throws {
        let scene = sliderScene()
        try scene.window.send(.began(1, 110, 120), at: 0) // 10 pt right of the thumb's centre, still on it
        #expect(scene.control.value == 0)
        try scene.window.send(.moved(1, 210, 120), at: 16)

        #expect(scene.control.value == 0.5)
    }

    @Test("the value is clamped at the track's ends, and a move that does not change it sends no valueChanged")
    func clampedAtEnds() throws {
        let scene = sliderScene(value: 0.9)
        try scene.window.send(.began(1, 280, 120), at: 0) // the thumb's centre at 0.9
        try scene.window.send(.moved(1, 330, 120), at: 16) // beyond the end: 1
        try scene.window.send(.moved(1, 360, 120), at: 32) // further: still 1
        try scene.window.send(.moved(1, 390, 120), at: 48) // beyond the slop (x 384): still 1, now outside

        #expect(scene.control.value == 1)
        #expect(scene.events == [
            "touchDown",
            "valueChanged", "touchDragInside",
            "touchDragInside",
            "touchDragOutside", "touchDragExit",
        ])
    }

    @Test("a touch that starts off the thumb does not track: no events, and the value does not move")
    func offThumbDoesNothing() throws {
        let scene = sliderScene()
        try scene.window.send(.began(1, 200, 120), at: 0) // on the track, far from the thumb
        try scene.window.send(.moved(1, 250, 120), at: 16)
        try scene.window.send(.ended(1, 250, 120), at: 32)

        #expect(scene.controlLog.isEmpty)
        #expect(scene.control.value == 0)
        #expect(!scene.control.isTracking)
        #expect(scene.boxTouches.isEmpty) // the slider keeps the touch anyway
    }

    @Test("a touch just beside the thumb, on the bounds but not the thumb, does not track")
    func besideThumb() throws {
        let scene = sliderScene(value: 0.5) // thumb x 186–214, y 106–134
        try scene.window.send(.began(1, 200, 104), at: 0) // 2 pt above the thumb
        try scene.window.send(.moved(1, 250, 104), at: 16)

        #expect(scene.events.isEmpty)
        #expect(scene.control.value == 0.5)
    }

    @Test("the lift moves the thumb to where the finger lifted")
    func liftMovesThumb() throws {
        let scene = sliderScene()
        try scene.window.send(.began(1, 100, 120), at: 0)
        try scene.window.send(.ended(1, 140, 120), at: 50)

        #expect(scene.events == ["touchDown", "valueChanged", "touchUpInside"])
        #expect(scene.control.value == 0.2)
    }

    @Test("a cancelled drag leaves the value where it got to")
    func cancelKeepsValue() throws {
        let scene = sliderScene()
        try scene.window.send(.began(1, 100, 120), at: 0)
        try scene.window.send(.moved(1, 160, 120), at: 16)
        try scene.window.send(.cancelled(1, 160, 120), at: 32)

        #expect(scene.events == ["touchDown", "valueChanged", "touchDragInside", "touchCancel"])
        #expect(abs(scene.control.value - 0.3) < 1e-9)
    }

    @Test("a slider removed by its own valueChanged handler mid-drag sends touchCancel and ends idle, its move dropped")
    func removedByValueChangedHandler() throws {
        let scene = sliderScene()
        scene.control.addAction(Action { action in
            (action.sender as? View)?.removeFromSuperview()
        }, for: .valueChanged)
        try scene.window.send(.began(1, 100, 120), at: 0)
        try scene.window.send(.moved(1, 150, 120), at: 16)

        #expect(scene.events == ["touchDown", "valueChanged", "touchCancel"])
        #expect(scene.control.tracking == .idle)
        #expect(scene.control.currentTouch == nil)
    }

    @Test("a vertical slider has its minimum at the bottom: dragging the thumb up raises the value")
    func vertical() throws {
        // 40 × 228 at (100, 86): the thumb's centre is at y 300 − 200 × value in the window.
        let scene = ControlScene(Slider(frame: Rect(x: 100, y: 86, width: 40, height: 228)), id: "slider")
        scene.control.isVertical = true
        #expect(scene.control.thumbRect == Rect(x: 6, y: 200, width: 28, height: 28))
        try scene.window.send(.began(1, 120, 300), at: 0)
        try scene.window.send(.moved(1, 120, 250), at: 16)

        #expect(scene.control.value == 0.25)
    }

    @Test("the value follows the range: minimum and maximum other than 0 and 1")
    func customRange() throws {
        let scene = sliderScene()
        scene.control.minimumValue = -10
        scene.control.maximumValue = 10
        scene.control.value = 0 // the thumb's centre at x 200
        try scene.window.send(.began(1, 200, 120), at: 0)
        try scene.window.send(.moved(1, 250, 120), at: 16)

        #expect(scene.control.value == 5)
    }

    @Test("setting the value or the range clamps the value and sends nothing")
    func settersClamp() {
        let scene = sliderScene()
        scene.control.value = 2
        #expect(scene.control.value == 1)
        scene.control.value = -1
        #expect(scene.control.value == 0)
        scene.control.value = 0.5
        scene.control.minimumValue = 0.75
        #expect(scene.control.value == 0.75)
        scene.control.maximumValue = 0.25 // below the minimum: the minimum follows
        #expect(scene.control.minimumValue == 0.25)
        #expect(scene.control.value == 0.25)
        #expect(scene.controlLog.isEmpty)
    }

    @Test("the thumb is a 28 pt square centred across the track, at the value's place along it")
    func thumbGeometry() {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 228, height: 40))
        #expect(Slider.thumbSize == 28)
        #expect(slider.thumbRect == Rect(x: 0, y: 6, width: 28, height: 28))
        slider.value = 1
        #expect(slider.thumbRect == Rect(x: 200, y: 6, width: 28, height: 28))
    }
}
