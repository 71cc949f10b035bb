import Testing
@testable import GestureArbiter

/// Three 60 pt segments "a", "b", "c" at (100, 100) in a 180 × 32 control "segments".
private func segmentsScene(configure: (SegmentedControl) -> Void = { _ in }) -> ControlScene<SegmentedControl> {
    let control = SegmentedControl(items: ["a", "b", "c"])
    control.frame = Rect(x: 100, y: 100, width: 180, height: 32)
    let scene = ControlScene(control, id: "segments")
    configure(control)
    return scene
}

@Suite("Segmented control (C4)")
struct SegmentedControlTests {
    @Test("a tap selects its segment at the lift, valueChanged before touchUpInside; a tap on the selected segment sends nothing")
    func taps() throws {
        let scene = segmentsScene()
        #expect(scene.control.numberOfSegments == 3 && scene.control.selectedSegmentIndex == SegmentedControl.noSegment)
        try scene.window.tap(1, 230, 116, at: 0)
        #expect(scene.control.selectedSegmentIndex == 2)
        #expect(scene.events == ["touchDown", "valueChanged", "touchUpInside"])
        try scene.window.tap(2, 240, 116, at: 1000)
        #expect(scene.events.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test("a finger that slides across the segments selects the one it lifts on; lifted beyond the slop, none")
    func slide() throws {
        let scene = segmentsScene()
        try scene.window.send(.began(1, 110, 116), at: 0)
        try scene.window.send(.moved(1, 170, 116), at: 50)
        #expect(scene.control.highlightedSegmentIndex == 1)
        try scene.window.send(.moved(1, 260, 120), at: 100)
        try scene.window.send(.ended(1, 260, 120), at: 150)
        #expect(scene.control.selectedSegmentIndex == 2)
        try scene.window.send(.began(2, 110, 116), at: 1000)
        try scene.window.send(.moved(2, 110, 400), at: 1050)
        try scene.window.send(.ended(2, 110, 400), at: 1100)
        #expect(scene.control.selectedSegmentIndex == 2)
    }

    @Test("the highlight goes beyond the tracking slop and comes back with the finger; a disabled segment is never highlighted")
    func highlight() throws {
        let scene = segmentsScene { $0.setEnabled(false, forSegmentAt: 2) }
        try scene.window.send(.began(1, 110, 116), at: 0)
        #expect(scene.control.highlightedSegmentIndex == 0 && scene.control.trackingState == .onSegment)
        try scene.window.send(.moved(1, 170, 400), at: 50)
        #expect(scene.control.highlightedSegmentIndex == SegmentedControl.noSegment && scene.control.trackingState == .outside)
        try scene.window.send(.moved(1, 170, 120), at: 100)
        #expect(scene.control.highlightedSegmentIndex == 1)
        try scene.window.send(.moved(1, 250, 120), at: 150)
        #expect(scene.control.highlightedSegmentIndex == SegmentedControl.noSegment && scene.control.trackingState == .onSegment)
        try scene.window.send(.ended(1, 250, 120), at: 200)
        #expect(scene.control.selectedSegmentIndex == SegmentedControl.noSegment && scene.control.trackingState == .idle)
    }

    @Test("a disabled segment is never selected; a momentary control sends valueChanged at every lift")
    func disabledAndMomentary() throws {
        let scene = segmentsScene { $0.setEnabled(false, forSegmentAt: 1) }
        try scene.window.tap(1, 170, 116, at: 0)
        #expect(scene.control.selectedSegmentIndex == SegmentedControl.noSegment && !scene.events.contains("valueChanged"))

        let momentary = segmentsScene { $0.isMomentary = true }
        try momentary.window.tap(1, 110, 116, at: 0)
        try momentary.window.tap(2, 110, 116, at: 1000)
        #expect(momentary.events.filter { $0 == "valueChanged" }.count == 2)
        #expect(momentary.control.selectedSegmentIndex == 0)
    }

    @Test("an ancestor's one-finger single tap does not take the control's tap (A6)")
    func refusesAncestorTap() throws {
        let scene = segmentsScene()
        scene.attach(TapGestureRecognizer(), "tap", to: scene.box)
        try scene.window.tap(1, 110, 116, at: 0)
        #expect(scene.control.selectedSegmentIndex == 0)
        #expect(!scene.gestureLog.contains { $0.hasPrefix("tap recognized") })
    }
}
