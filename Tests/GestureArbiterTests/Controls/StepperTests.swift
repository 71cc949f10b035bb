import Testing
@testable import GestureArbiter

/// A 94 × 32 stepper "stepper" at (100, 100), UIKit's size: its left half ends at x 147.
private func stepperScene(configure: (Stepper) -> Void = { _ in }) -> ControlScene<Stepper> {
    let scene = ControlScene(Stepper(frame: Rect(x: 100, y: 100, width: 94, height: 32)), id: "stepper")
    configure(scene.control)
    return scene
}

/// The times of the stepper's valueChanged records, in milliseconds.
private func changeTimes(_ scene: ControlScene<Stepper>) -> [Double] {
    scene.window.trace.records.filter { $0.kind == .control && $0.event == "valueChanged" }.map(\.time.milliseconds)
}

@Suite("Stepper (C3)")
struct StepperTests {
    @Test("a tap on the right half steps up once at the touch-down, on the left half down once")
    func taps() throws {
        let scene = stepperScene { $0.value = 5 }
        try scene.window.tap(1, 170, 116, at: 0)
        #expect(scene.control.value == 6)
        // The step is taken in beginTracking, which a control runs before it sends touchDown (C1).
        #expect(scene.events == ["valueChanged", "touchDown", "touchUpInside"])
        try scene.window.tap(2, 120, 116, at: 1000)
        #expect(scene.control.value == 5)
        #expect(changeTimes(scene) == [0, 1000])
    }

    @Test("a held finger repeats 500 ms after the touch-down, every 100 ms, then every 50 ms after ten repeats")
    func autorepeat() throws {
        let scene = stepperScene()
        try scene.window.send(.began(1, 170, 116), at: 0)
        scene.window.clock.advance(to: .milliseconds(1700))
        try scene.window.send(.ended(1, 170, 116), at: 1700)
        // 0, then 500 ... 1500 every 100 ms (ten repeats and the eleventh at 1500), then 1550 ... 1700 every 50 ms.
        let expected: [Double] = [0] + (0...10).map { 500 + 100 * Double($0) } + [1550, 1600, 1650, 1700]
        #expect(changeTimes(scene) == expected)
        #expect(scene.control.value == Double(expected.count))
        #expect(scene.control.repeatState == .idle)
    }

    @Test("repeats pause while the finger is off the stepper and start over when it comes back; limits hold or wrap")
    func outsideAndLimits() throws {
        let scene = stepperScene { $0.maximumValue = 3 }
        try scene.window.send(.began(1, 170, 116), at: 0)
        try scene.window.send(.moved(1, 170, 400), at: 100)
        scene.window.clock.advance(to: .milliseconds(1000))
        #expect(scene.control.value == 1 && scene.control.repeatState == .outside)
        try scene.window.send(.moved(1, 170, 116), at: 1000)
        scene.window.clock.advance(to: .milliseconds(2000))
        #expect(scene.control.value == 3)
        try scene.window.send(.ended(1, 170, 116), at: 2000)
        #expect(changeTimes(scene) == [0, 1500, 1600])

        let wrapping = stepperScene { $0.maximumValue = 3; $0.value = 3; $0.wraps = true }
        try wrapping.window.tap(1, 170, 116, at: 0)
        #expect(wrapping.control.value == 0)
    }

    @Test("a repeat that finds the pressed half at its limit waits for no other: a finger held for a day costs the timers before it")
    func repeatStopsAtTheLimit() throws {
        let scene = stepperScene { $0.maximumValue = 3 }
        try scene.window.send(.began(1, 170, 116), at: 0)
        scene.window.clock.advance(to: .milliseconds(86_400_000))
        #expect(scene.control.value == 3)
        #expect(scene.control.repeatState == .atLimit)
        #expect(!scene.window.clock.hasPendingTimers)
        let fired = scene.window.trace.records.filter { $0.kind == .timer && $0.event == "fired" }.map(\.time.milliseconds)
        // Steps at 0, 500 and 600 reach 3; the repeat at 700 finds nothing to change.
        #expect(fired == [500, 600, 700])
        try scene.window.send(.ended(1, 170, 116), at: 86_400_000)
        #expect(scene.control.repeatState == .idle)
        #expect(changeTimes(scene) == [0, 500, 600])
    }

    @Test("NaN for the value or either limit traps, as a number UIKit cannot place", arguments: ["value", "minimumValue", "maximumValue"])
    func notANumberTraps(_ key: String) async {
        await #expect(processExitsWith: .failure) { [key] in
            let stepper = Stepper(frame: Rect(x: 0, y: 0, width: 94, height: 32))
            switch key {
            case "value": stepper.value = .nan
            case "minimumValue": stepper.minimumValue = .nan
            default: stepper.maximumValue = .nan
            }
        }
    }

    @Test("the pressed half alone is highlighted while the finger is on the stepper and the half can step")
    func highlightedHalf() throws {
        let scene = stepperScene { $0.maximumValue = 2 }
        #expect(scene.control.highlightedHalf == nil)
        try scene.window.send(.began(1, 170, 116), at: 0)
        #expect(scene.control.highlightedHalf == .increment)
        try scene.window.send(.moved(1, 170, 400), at: 100)
        #expect(scene.control.highlightedHalf == nil)
        try scene.window.send(.moved(1, 120, 116), at: 200)
        // The half is the one pressed, wherever on the stepper the finger comes back.
        #expect(scene.control.highlightedHalf == .increment)
        scene.window.clock.advance(to: .milliseconds(700))
        // At its maximum the increasing half is disabled, and drawn so.
        #expect(scene.control.value == 2 && scene.control.highlightedHalf == nil && !scene.control.canStep(.increment))
        try scene.window.send(.ended(1, 120, 116), at: 700)
        #expect(scene.control.canStep(.decrement))

        try scene.window.send(.began(2, 120, 116), at: 1000)
        #expect(scene.control.highlightedHalf == .decrement && scene.control.value == 1)
        try scene.window.send(.cancelled(2, 120, 116), at: 1050)
        #expect(scene.control.highlightedHalf == nil)
    }

    @Test("a stepper that is not continuous changes its value as it steps and sends one valueChanged at the end")
    func notContinuous() throws {
        let scene = stepperScene { $0.isContinuous = false }
        try scene.window.send(.began(1, 170, 116), at: 0)
        scene.window.clock.advance(to: .milliseconds(700))
        #expect(scene.control.value == 4 && changeTimes(scene).isEmpty)
        try scene.window.send(.ended(1, 170, 116), at: 700)
        #expect(changeTimes(scene) == [700])
    }

    @Test("an ancestor's one-finger single tap does not take the stepper's tap (A6)")
    func refusesAncestorTap() throws {
        let scene = stepperScene()
        let tap = scene.attach(TapGestureRecognizer(), "tap", to: scene.box)
        try scene.window.tap(1, 170, 116, at: 0)
        #expect(scene.control.value == 1)
        #expect(tap.state == .possible || tap.state == .failed)
        #expect(!scene.gestureLog.contains { $0.hasPrefix("tap recognized") })
    }

    @Test("in a scroll view the delay holds a quick tap to the lift and a held finger to 150 ms; the repeats follow from there")
    func inScrollView() throws {
        let window = Window.recording()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        scroll.contentSize = Size(width: 400, height: 2000)
        let stepper = Stepper(frame: Rect(x: 100, y: 100, width: 94, height: 32))
        scroll.addSubview(stepper)
        window.addSubview(scroll)
        try window.tap(1, 170, 116, at: 0)
        #expect(stepper.value == 1)
        try window.send(.began(2, 170, 116), at: 1000)
        do {
            window.clock.advance(to: .milliseconds(1149))
            #expect(stepper.value == 1)
            window.clock.advance(to: .milliseconds(1150))
            #expect(stepper.value == 2)
            window.clock.advance(to: .milliseconds(1650))
            #expect(stepper.value == 3)
        }
        try window.send(.ended(2, 170, 116), at: 1700)
        #expect(stepper.value == 3 && stepper.repeatState == .idle)
    }

    @Test("a drag that starts on a held stepper in a scroll view does not scroll: the scroll view does not cancel a control's touch (S5), and the repeats go on")
    func dragInScrollView() throws {
        let window = Window.recording()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        scroll.contentSize = Size(width: 400, height: 2000)
        let stepper = Stepper(frame: Rect(x: 100, y: 100, width: 94, height: 32))
        scroll.addSubview(stepper)
        window.addSubview(scroll)
        try window.send(.began(1, 170, 116), at: 0)
        window.clock.advance(to: .milliseconds(200))
        #expect(stepper.value == 1)
        for step in 1...5 {
            let y: Double = 116 - 8 * Double(step)
            let time: Double = 200 + 16 * Double(step)
            try window.send(.moved(1, 170, y), at: time)
        }
        window.clock.advance(to: .milliseconds(700))
        #expect(scroll.contentOffset == .zero && !scroll.isDragging)
        // Tracking began when the delay handed the touch over, at 150 ms: the first repeat came at 650 ms.
        #expect(stepper.value == 2 && stepper.repeatState == .repeating)
        try window.send(.ended(1, 170, 76), at: 750)
        #expect(stepper.repeatState == .idle)
    }
}
