import Testing
@testable import GestureArbiter

/// A window with one full-size view `box` and a pinch recognizer `pinch` on it, which logs each
/// action it sends with the scale and velocity it reads.
private final class PinchScene {
    struct Action: Equatable, CustomStringConvertible {
        var state: GestureRecognizer.State
        var scale: Double
        var velocity: Double

        var description: String { "\(state) scale=\(scale) velocity=\(velocity)" }
    }

    let window: Window
    let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let pinch = PinchGestureRecognizer()
    var actions: [Action] = []
    /// Runs after each action is logged, as an app's handler would.
    var handler: ((PinchGestureRecognizer) -> Void)?

    init(constants: InteractionConstants = .uikit) {
        window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800), constants: constants)
        window.identifier = "window"
        window.trace.isRecording = true
        window.addSubview(box)
        pinch.identifier = "pinch"
        pinch.addTarget { [unowned self] _ in
            actions.append(Action(state: pinch.state, scale: pinch.scale, velocity: pinch.velocity))
            handler?(pinch)
        }
        box.addGestureRecognizer(pinch)
    }

    /// Two fingers 100 pt apart on a horizontal line, both down in one event at 0 ms.
    func twoFingersDown() throws {
        try window.send([.began(1, 100, 100), .began(2, 200, 100)], at: .milliseconds(0))
    }

    var states: [GestureRecognizer.State] { actions.map(\.state) }
    var scales: [Double] { actions.map(\.scale) }

    /// The recognizer's trace records, as "pinch state reason=..." lines.
    var gestureLog: [String] {
        window.trace.records.filter { $0.kind == .gesture }.map(\.summary)
    }
}

private func isClose(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) < 1e-9
}

@Suite("Pinch gesture recognizer")
struct PinchGestureRecognizerTests {
    // MARK: The table

    @Test("the recognition table covers every state and trigger, once, and reaches every state")
    func tableIsSound() {
        #expect(TwoFingerRecognition.table.unhandledSituations.isEmpty)
        #expect(TwoFingerRecognition.table.ambiguousSituations.isEmpty)
        #expect(TwoFingerRecognition.table.unreachableStates.isEmpty)
        #expect(TwoFingerRecognition.table.diagram.contains("digraph \"TwoFingerRecognition\""))
    }

    @Test("a new finger while pinching is ignored by the table, should the arbiter ever deliver one")
    func tableIgnoresNewFingersWhilePinching() throws {
        for state in [TwoFingerRecognition.State.transforming, .oneTouchLeft, .touchesDown] {
            guard case let .transition(index) = TwoFingerRecognition.table.lookUp(state, on: .touchesBegan, where: { _ in false }) else {
                Issue.record("\(state) on touchesBegan is not a transition")
                continue
            }
            let row = TwoFingerRecognition.table.rows[index]
            #expect(row.to == state)
            #expect(row.actions == [.ignoreNewTouches])
        }
    }

    // MARK: The hysteresis

    @Test("a distance change of exactly 10 pt does not begin; 10.5 pt does, where the scale reads 1")
    func hysteresisWhenSpreading() throws {
        let scene = PinchScene()
        try scene.twoFingersDown()
        try scene.window.send(.moved(2, 210, 100), at: 10)
        #expect(scene.pinch.state == .possible)
        #expect(scene.actions.isEmpty)
        #expect(scene.pinch.scale == 1)

        try scene.window.send(.moved(2, 210.5, 100), at: 20)
        #expect(scene.states == [.began])
        #expect(scene.scales == [1])
    }

    @Test("fingers closing by exactly 10 pt do not begin; by 10.5 pt they do, and the scale reads 1 there")
    func hysteresisWhenClosing() throws {
        let scene = PinchScene()
        try scene.twoFingersDown()
        try scene.window.send(.moved(1, 105, 100), .moved(2, 195, 100), at: 10)
        #expect(scene.actions.isEmpty)

        try scene.window.send(.moved(1, 105.25, 100), .moved(2, 194.75, 100), at: 20)
        #expect(scene.states == [.began])
        #expect(scene.scales == [1])
        try scene.window.send(.moved(1, 127.625, 100), .moved(2, 172.375, 100), at: 30) // half of 89.5 pt
        #expect(isClose(scene.scales[1], 0.5))
    }

    @Test("the hysteresis is the window's constant")
    func hysteresisFromWindowConstants() throws {
        var constants = InteractionConstants.uikit
        constants.pinchHysteresis = 30
        let scene = PinchScene(constants: constants)
        try scene.twoFingersDown()
        try scene.window.send(.moved(2, 230, 100), at: 10)
        #expect(scene.actions.isEmpty)
        try scene.window.send(.moved(2, 231, 100), at: 20)
        #expect(scene.states == [.began])
    }

    @Test("fingers that move together without changing their distance never begin")
    func translationDoesNotBegin() throws {
        let scene = PinchScene()
        try scene.twoFingersDown()
        try scene.window.send(.moved(1, 150, 300), .moved(2, 250, 300), at: 10)
        try scene.window.send(.moved(1, 160, 380), .moved(2, 220, 300), at: 20) // still 100 pt apart
        #expect(scene.actions.isEmpty)
        #expect(scene.pinch.state == .possible)
    }

    // MARK: The scale

    @Test("the scale counts from the distance at which the pinch began: 150 pt there, 300 pt read 2; the actions come in order")
    func scaleFollowsTheDistance() throws {
        let scene = PinchScene()
        try scene.twoFingersDown()
        try scene.window.send(.moved(2, 250, 100), at: 10)                    // 150 pt: began
        try scene.window.send(.moved(1, 0, 100), .moved(2, 300, 100), at: 20)  // 300 pt
        try scene.window.send(.moved(1, 0, 100), .moved(2, 225, 100), at: 30)  // 225 pt
        try scene.window.send(.ended(1, 0, 100), .ended(2, 225, 100), at: 40)

        #expect(scene.states == [.began, .changed, .changed, .ended])
        #expect(scene.scales == [1, 2, 1.5, 1.5])
        // The trace records every action-sending state: each change is its own record.
        #expect(scene.gestureLog == ["pinch began", "pinch changed", "pinch changed", "pinch ended", "pinch possible"])
        #expect(scene.pinch.scale == 1, "reset returns the scale to 1")
    }

    @Test("the distance is measured when the second finger goes down, not the first")
    func initialDistanceAtSecondTouchDown() throws {
        let scene = PinchScene()
        try scene.window.send(.began(1, 100, 100), at: 0)
        try scene.window.send(.moved(1, 150, 100), at: 10) // one finger: nothing to measure
        try scene.window.send(.began(2, 250, 100), at: 20) // 100 pt apart
        #expect(scene.actions.isEmpty)
        try scene.window.send(.moved(2, 259, 100), at: 30) // 109 pt: within the hysteresis of 100
        #expect(scene.actions.isEmpty)
        try scene.window.send(.moved(2, 261, 100), at: 40) // 111 pt: began
        try scene.window.send(.moved(2, 372, 100), at: 50) // 222 pt
        #expect(scene.states == [.began, .changed])
        #expect(scene.scales == [1, 2])
    }

    @Test("setting the scale rebases it: later changes multiply the value set")
    func settingTheScaleRebases() throws {
        let scene = PinchScene()
        scene.handler = { pinch in
            if pinch.state == .began { pinch.scale = 2 }
        }
        try scene.twoFingersDown()
        try scene.window.send(.moved(2, 250, 100), at: 10) // 150 pt: began at 1, set to 2
        #expect(scene.pinch.scale == 2)
        try scene.window.send(.moved(2, 400, 100), at: 20) // 300 pt: twice the distance at the set
        #expect(scene.scales == [1, 4])
    }

    @Test("the usual handler that applies the scale and sets it back to 1 composes to the whole change since the pinch began")
    func resettingToOneComposes() throws {
        let scene = PinchScene()
        var applied = 1.0
        scene.handler = { pinch in
            applied *= pinch.scale
            pinch.scale = 1
        }
        try scene.twoFingersDown()
        try scene.window.send(.moved(2, 250, 100), at: 10) // 150 pt
        try scene.window.send(.moved(2, 400, 100), at: 20) // 300 pt
        try scene.window.send(.moved(2, 175, 100), at: 30) // 75 pt
        #expect(scene.scales == [1, 2, 0.25])
        #expect(isClose(applied, 0.5))                     // 75 / 150
    }

    @Test("fingers that go down on one point measure the scale from where the pinch began")
    func zeroInitialDistance() throws {
        let scene = PinchScene()
        try scene.window.send([.began(1, 100, 100), .began(2, 100, 100)], at: .milliseconds(0))
        try scene.window.send(.moved(2, 120, 100), at: 10) // 20 pt from 0: began
        try scene.window.send(.moved(2, 140, 100), at: 20) // 40 pt
        #expect(scene.scales == [1, 2])
        #expect(scene.actions.allSatisfy { $0.scale.isFinite && $0.velocity.isFinite })
    }

    // MARK: Velocity

    @Test("velocity is zero at began, then the scale's change per second")
    func velocityFromSamples() throws {
        let scene = PinchScene()
        try scene.twoFingersDown()
        try scene.window.send(.moved(2, 250, 100), at: 20) // 150 pt: began at 1
        try scene.window.send(.moved(2, 325, 100), at: 30) // 225 pt, 1.5: +0.5 in 10 ms
        try scene.window.send(.ended(1, 100, 100), .ended(2, 325, 100), at: 40)
        #expect(scene.actions.map(\.velocity) == [0, 50, 50])
    }

    @Test("velocity looks back 100 ms only, and drops to zero when the fingers rest")
    func velocityWindow() throws {
        let scene = PinchScene()
        try scene.twoFingersDown()
        try scene.window.send(.moved(2, 220, 100), at: 100) // 120 pt: began at 1
        try scene.window.send(.moved(2, 250, 100), at: 150) // 150 pt: 1.25
        try scene.window.send(.moved(2, 310, 100), at: 250) // 210 pt: 1.75; the sample at 100 ms is out
        #expect(isClose(scene.actions[2].velocity, 5))     // (1.75 - 1.25) / 0.1 s
        try scene.window.send(.ended(1, 100, 100), .ended(2, 310, 100), at: 400)
        #expect(scene.actions[3].state == .ended)
        #expect(scene.actions[3].velocity == 0)
    }

    @Test("setting the scale resets the velocity, which then measures from the value set")
    func settingTheScaleResetsVelocity() throws {
        let scene = PinchScene()
        var velocityAfterSet: [Double] = []
        scene.handler = { pinch in
            pinch.scale = 1
            velocityAfterSet.append(pinch.velocity)
        }
        try scene.twoFingersDown()
        try scene.window.send(.moved(2, 250, 100), at: 10) // 150 pt
        try scene.window.send(.moved(2, 300, 100), at: 20) // 200 pt: 4/3 of the distance at the set
        #expect(scene.actions[1].velocity > 0)
        #expect(isClose(scene.actions[1].velocity, (200.0 / 150 - 1) / 0.01))
        #expect(velocityAfterSet == [0, 0])
    }

    // MARK: Ending and failing

    @Test("one finger lifting does not end the pinch; the second does, and the scale holds in between")
    func endsWhenBothFingersLift() throws {
        let scene = PinchScene()
        try scene.twoFingersDown()
        try scene.window.send(.moved(2, 300, 100), at: 10) // 200 pt: began at 1
        try scene.window.send(.moved(2, 400, 100), at: 15) // 300 pt: 1.5
        try scene.window.send(.ended(2, 400, 100), at: 20)
        #expect(scene.pinch.state == .changed)
        try scene.window.send(.moved(1, 0, 300), at: 30)   // no partner: no change
        #expect(scene.states == [.began, .changed])
        try scene.window.send(.ended(1, 0, 300), at: 40)
        #expect(scene.states == [.began, .changed, .ended])
        #expect(scene.scales == [1, 1.5, 1.5])
        #expect(scene.window.trace.records.filter { $0.kind == .gesture }.map(\.time.milliseconds) == [10, 15, 40, 40])
    }

    @Test("a finger that lifts in the same event as the other moves ends nothing and changes nothing")
    func moveWithLiftIsNoChange() throws {
        let scene = PinchScene()
        try scene.twoFingersDown()
        try scene.window.send(.moved(2, 300, 100), at: 10)                     // 200 pt: began at 1
        try scene.window.send(.moved(1, 0, 100), .ended(2, 300, 100), at: 20)  // would read 1.5
        #expect(scene.states == [.began])
        #expect(scene.pinch.scale == 1)
    }

    @Test("one finger that never gets a partner never begins, and fails tooShort when it lifts")
    func oneFingerNeverBegins() throws {
        let scene = PinchScene()
        try scene.window.send(.began(1, 100, 100), at: 0)
        try scene.window.send(.moved(1, 300, 400), at: 10)
        try scene.window.send(.moved(1, 0, 0), at: 20)
        #expect(scene.pinch.state == .possible)
        try scene.window.send(.ended(1, 0, 0), at: 30)
        #expect(scene.actions.isEmpty)
        #expect(scene.gestureLog == ["pinch failed reason=tooShort", "pinch possible"])
    }

    @Test("one of two fingers lifting before the pinch began fails it tooShort")
    func liftBeforeBeganFails() throws {
        let scene = PinchScene()
        try scene.twoFingersDown()
        try scene.window.send(.moved(2, 205, 100), at: 10)
        try scene.window.send(.ended(2, 205, 100), at: 20)
        #expect(scene.actions.isEmpty)
        #expect(scene.gestureLog == ["pinch failed reason=tooShort", "pinch possible"])
        // The finger left behind belongs to the failed sequence: spreading it changes nothing.
        try scene.window.send(.moved(1, 0, 100), at: 30)
        #expect(scene.actions.isEmpty)
    }

    @Test("a cancelled touch fails a pinch that has not begun and cancels one that has")
    func cancelledTouches() throws {
        let before = PinchScene()
        try before.twoFingersDown()
        try before.window.send(.cancelled(1, 100, 100), .cancelled(2, 200, 100), at: 10)
        #expect(before.actions.isEmpty)
        #expect(before.gestureLog == ["pinch failed reason=cancelled", "pinch possible"])

        let after = PinchScene()
        try after.twoFingersDown()
        try after.window.send(.moved(2, 300, 100), at: 10)
        try after.window.send(.cancelled(2, 300, 100), at: 20) // one cancelled touch is enough
        #expect(after.states == [.began, .cancelled])
        try after.window.send(.moved(1, 0, 100), at: 30)
        try after.window.send(.ended(1, 0, 100), at: 40)
        #expect(after.states == [.began, .cancelled])
        #expect(after.gestureLog == ["pinch began", "pinch cancelled", "pinch possible"])
    }

    // MARK: A third finger

    @Test("a third finger is ignored: it changes nothing and its view is not held back or cancelled")
    func thirdFingerIsIgnored() throws {
        let scene = PinchScene()
        let other = RecordingView(frame: Rect(x: 300, y: 600, width: 100, height: 200))
        other.identifier = "other"
        scene.box.addSubview(other)
        try scene.twoFingersDown()
        try scene.window.send(.began(3, 350, 700), at: 10)
        #expect(scene.pinch.numberOfTouches == 2)
        try scene.window.send(.moved(3, 310, 610), at: 20)
        try scene.window.send(.ended(3, 310, 610), at: 30) // not held: the pinch no longer watches it
        #expect(scene.window.touchLog.filter { $0.hasPrefix("other") } == [
            "other touchesBegan touches=[3] tapCount=[1]",
            "other touchesMoved touches=[3]",
            "other touchesEnded touches=[3]",
        ])
        #expect(scene.actions.isEmpty)

        try scene.window.send(.moved(2, 300, 100), at: 40) // the pair spreads to 200 pt: began
        try scene.window.send(.moved(2, 400, 100), at: 50) // and to 300 pt
        #expect(scene.states == [.began, .changed])
        #expect(scene.scales == [1, 1.5])
    }

    @Test("three fingers down at once: the first two are the pair, the third is ignored")
    func threeFingersAtOnce() throws {
        let scene = PinchScene()
        try scene.window.send([.began(1, 100, 100), .began(2, 200, 100), .began(3, 300, 300)], at: .milliseconds(0))
        #expect(scene.pinch.numberOfTouches == 2)
        try scene.window.send(.moved(3, 390, 790), at: 10)
        #expect(scene.actions.isEmpty)
        try scene.window.send(.moved(2, 300, 100), at: 20) // the pair at 200 pt: began
        try scene.window.send(.moved(2, 400, 100), at: 30) // 300 pt
        #expect(scene.scales == [1, 1.5])
    }

    // MARK: The whole trace

    @Test("a pinch cancels the touch its view was tracking when it begins")
    func wholeTrace() throws {
        let scene = PinchScene()
        try scene.twoFingersDown()
        try scene.window.send(.moved(2, 300, 100), at: 10)
        try scene.window.send(.ended(1, 100, 100), .ended(2, 300, 100), at: 20)
        let lines = scene.window.trace.records.filter { $0.kind != .hitTest }.map { "\($0.time.milliseconds) \($0.summary)" }
        // The box gets only the first finger (isMultipleTouchEnabled is false, D4); the pinch gets both.
        #expect(lines == [
            "0.0 box touchesBegan touches=[1] tapCount=[1]",
            "0.0 window touchesBegan touches=[1] tapCount=[1] forwarded=true",
            "10.0 pinch shouldBegin view=box result=true",
            "10.0 pinch began",
            "10.0 box touchesCancelled touches=[1]",
            "10.0 window touchesCancelled touches=[1] forwarded=true",
            "20.0 pinch ended",
            "20.0 pinch possible",
        ])
        #expect(scene.window.clock.pendingTimerCount == 0)
    }
}
