import Testing
@testable import GestureArbiter

/// A 51 × 31 switch "switch" at (100, 100), UIKit's size: its knob is 27 pt, its centre at x
/// 115.5 in the window when off and 135.5 when on; the middle is x 125.5, 10 pt from either.
private func switchScene(on: Bool = false) -> ControlScene<Switch> {
    let scene = ControlScene(Switch(frame: Rect(x: 100, y: 100, width: 51, height: 31)), id: "switch")
    scene.control.isOn = on
    return scene
}

@Suite("Switch")
struct SwitchTests {
    @Test("setOn(_:animated:) sets the value and sends nothing, as UIKit's does")
    func setOnAnimated() {
        let scene = switchScene()
        scene.control.setOn(true, animated: true)
        #expect(scene.control.isOn)
        scene.control.setOn(false, animated: false)
        #expect(!scene.control.isOn && scene.events.isEmpty)
    }

    @Test("a tap toggles the switch on touch-up inside: valueChanged comes before touchUpInside")
    func tapToggles() throws {
        let scene = switchScene()
        var seenOn: [Bool] = []
        scene.control.addAction(Action { action in
            seenOn.append((action.sender as! Switch).isOn)
        }, for: .valueChanged)
        try scene.window.tap(1, 125, 115, at: 0)
        #expect(scene.control.isOn)
        try scene.window.tap(2, 125, 115, at: 1000)
        #expect(!scene.control.isOn)

        #expect(seenOn == [true, false])
        #expect(scene.controlLog == [
            "switch touchDown", "switch valueChanged", "switch touchUpInside",
            "switch touchDown", "switch valueChanged", "switch touchUpInside",
        ])
    }

    @Test("a tap that drags out beyond the slop and lifts outside changes nothing")
    func liftOutsideDoesNotToggle() throws {
        let scene = switchScene()
        try scene.window.send(.began(1, 125, 115), at: 0)
        try scene.window.send(.moved(1, 125, 300), at: 16) // straight down, far beyond the slop
        try scene.window.send(.ended(1, 125, 300), at: 32)

        #expect(scene.events == ["touchDown", "touchDragOutside", "touchDragExit", "touchUpOutside"])
        #expect(!scene.control.isOn)
    }

    @Test("dragging the knob past the middle turns the switch on at the lift, not before")
    func dragAcrossToggles() throws {
        let scene = switchScene()
        try scene.window.send(.began(1, 115, 115), at: 0)
        try scene.window.send(.moved(1, 126, 115), at: 16) // 11 pt: the knob's centre passes the middle
        #expect(!scene.control.isOn)
        try scene.window.send(.ended(1, 126, 115), at: 32)

        #expect(scene.control.isOn)
        #expect(scene.events == ["touchDown", "touchDragInside", "valueChanged", "touchUpInside"])
    }

    @Test("a drag that leaves the knob exactly in the middle keeps the value of the touch-down")
    func dragToMiddleKeepsValue() throws {
        let scene = switchScene()
        try scene.window.send(.began(1, 115, 115), at: 0)
        try scene.window.send(.moved(1, 140, 115), at: 16) // a drag
        try scene.window.send(.moved(1, 125, 115), at: 32) // 10 pt from touch-down: the knob's centre at the middle, x 125.5
        try scene.window.send(.ended(1, 125, 115), at: 48)

        #expect(!scene.control.isOn)
        #expect(!scene.events.contains("valueChanged"))
    }

    @Test("dragging the knob across and back leaves the switch as it was, with no valueChanged")
    func dragAcrossAndBack() throws {
        let scene = switchScene()
        try scene.window.send(.began(1, 115, 115), at: 0)
        try scene.window.send(.moved(1, 140, 115), at: 16)
        try scene.window.send(.moved(1, 112, 115), at: 32)
        try scene.window.send(.ended(1, 112, 115), at: 48)

        #expect(!scene.control.isOn)
        #expect(!scene.events.contains("valueChanged"))
        #expect(scene.events.last == "touchUpInside")
    }

    @Test("a drag across decides by the knob even when the finger lifts outside: valueChanged, then touchUpOutside")
    func dragAcrossLiftOutside() throws {
        let scene = switchScene()
        try scene.window.send(.began(1, 115, 115), at: 0)
        try scene.window.send(.moved(1, 300, 115), at: 16) // far right, beyond the slop
        try scene.window.send(.ended(1, 300, 115), at: 32)

        #expect(scene.control.isOn)
        #expect(scene.events == ["touchDown", "touchDragOutside", "touchDragExit", "valueChanged", "touchUpOutside"])
    }

    @Test("an on switch is turned off by dragging its knob left past the middle")
    func onSwitchDraggedOff() throws {
        let scene = switchScene(on: true)
        try scene.window.send(.began(1, 136, 115), at: 0)
        try scene.window.send(.moved(1, 120, 115), at: 16)
        try scene.window.send(.ended(1, 120, 115), at: 32)

        #expect(!scene.control.isOn)
        #expect(scene.events == ["touchDown", "touchDragInside", "valueChanged", "touchUpInside"])
    }

    @Test("pushing the knob against its end is a drag, not a tap: nothing changes")
    func pushAgainstEnd() throws {
        let scene = switchScene(on: true)
        try scene.window.send(.began(1, 136, 115), at: 0)
        try scene.window.send(.moved(1, 170, 115), at: 16) // 34 pt right: the knob is already at the right end
        try scene.window.send(.ended(1, 170, 115), at: 32)

        #expect(scene.control.isOn)
        #expect(scene.events == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    @Test("a finger that moves 10 pt sideways, half the knob's travel, is still a tap; 10.5 pt the wrong way is a drag")
    func tapOrDragBoundary() throws {
        let tap = switchScene()
        try tap.window.send(.began(1, 140, 115), at: 0)
        try tap.window.send(.moved(1, 130, 115), at: 16) // 10 pt left
        try tap.window.send(.ended(1, 130, 115), at: 32)
        #expect(tap.control.isOn)

        let drag = switchScene()
        try drag.window.send(.began(1, 140, 115), at: 0)
        try drag.window.send(.moved(1, 129.5, 115), at: 16) // 10.5 pt left: the knob stays off
        try drag.window.send(.ended(1, 129.5, 115), at: 32)
        #expect(!drag.control.isOn)
        #expect(!drag.events.contains("valueChanged"))
    }

    @Test("a cancelled touch changes nothing")
    func cancelChangesNothing() throws {
        let scene = switchScene()
        try scene.window.send(.began(1, 115, 115), at: 0)
        try scene.window.send(.moved(1, 140, 115), at: 16)
        try scene.window.send(.cancelled(1, 140, 115), at: 32)

        #expect(!scene.control.isOn)
        #expect(scene.events == ["touchDown", "touchDragInside", "touchCancel"])
    }

    @Test("the knob is as tall as the switch less 2 pt top and bottom, 2 pt from the end of its side")
    func knobGeometry() {
        let control = Switch(frame: Rect(x: 0, y: 0, width: 51, height: 31))
        #expect(control.knobRect == Rect(x: 2, y: 2, width: 27, height: 27))
        #expect(control.knobTravel == 20)
        control.isOn = true
        #expect(control.knobRect == Rect(x: 22, y: 2, width: 27, height: 27))
    }
}
