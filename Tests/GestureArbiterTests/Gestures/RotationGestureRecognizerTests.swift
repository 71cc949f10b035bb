import Foundation
import Testing
@testable import GestureArbiter

/// A window with one full-size view `box` and a rotation recognizer `rotation` on it, which logs
/// each action it sends with the rotation and velocity it reads.
///
/// Most tests keep finger 1 at the centre (200, 400) and put finger 2 on a circle of 100 pt
/// around it, at an angle in degrees measured clockwise on the screen (y grows down) from the
/// positive x axis.
private final class RotationScene {
    struct Action {
        var state: GestureRecognizer.State
        var rotation: Double
        var velocity: Double
    }

    static let centre = (x: 200.0, y: 400.0)

    let window: Window
    let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let rotation = RotationGestureRecognizer()
    var actions: [Action] = []
    /// Runs after each action is logged, as an app's handler would.
    var handler: ((RotationGestureRecognizer) -> Void)?

    init(constants: InteractionConstants = .uikit) {
        window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800), constants: constants)
        window.identifier = "window"
        window.trace.isRecording = true
        window.addSubview(box)
        rotation.identifier = "rotation"
        rotation.addTarget { [unowned self] _ in
            actions.append(Action(state: rotation.state, rotation: rotation.rotation, velocity: rotation.velocity))
            handler?(rotation)
        }
        box.addGestureRecognizer(rotation)
    }

    /// Where finger 2 is at `degrees` on the circle around the centre.
    static func onCircle(_ degrees: Double, radius: Double = 100) -> (x: Double, y: Double) {
        let radians = degrees * .pi / 180
        return (centre.x + radius * cos(radians), centre.y + radius * sin(radians))
    }

    /// Finger 1 at the centre and finger 2 at `degrees`, both down in one event at 0 ms.
    func twoFingersDown(at degrees: Double = 0) throws {
        let point = Self.onCircle(degrees)
        try window.send([.began(1, Self.centre.x, Self.centre.y), .began(2, point.x, point.y)], at: .milliseconds(0))
    }

    /// Moves finger 2 to `degrees` on the circle.
    func turn(to degrees: Double, at milliseconds: Double) throws {
        let point = Self.onCircle(degrees)
        try window.send(.moved(2, point.x, point.y), at: milliseconds)
    }

    /// Lifts both fingers where they are.
    func lift(at milliseconds: Double) throws {
        let touches = window.activeTouches
        try window.send(touches.map { TouchInput(id: $0.id, phase: .ended, location: $0.locationInWindow) }, at: .milliseconds(milliseconds))
    }

    var states: [GestureRecognizer.State] { actions.map(\.state) }
    /// The rotations the actions read, in degrees, for readable expectations.
    var degrees: [Double] { actions.map { $0.rotation * 180 / .pi } }

    /// The recognizer's trace records, as "rotation state reason=..." lines.
    var gestureLog: [String] {
        window.trace.records.filter { $0.kind == .gesture }.map(\.summary)
    }
}

private func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(a - b) < tolerance
}

private func areClose(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { isClose($0, $1) }
}

@Suite("Rotation gesture recognizer")
struct RotationGestureRecognizerTests {
    // MARK: The hysteresis

    @Test("a turn of exactly 5° does not begin; 5.5° does, with the rotation it reached")
    func hysteresisClockwise() throws {
        let scene = RotationScene()
        try scene.twoFingersDown()
        try scene.turn(to: 5, at: 10)
        #expect(scene.rotation.state == .possible)
        #expect(scene.actions.isEmpty)
        #expect(scene.rotation.rotation == 0)

        try scene.turn(to: 5.5, at: 20)
        #expect(scene.states == [.began])
        #expect(areClose(scene.degrees, [5.5]))
    }

    @Test("a turn of exactly 5° does not begin whichever way the rounding of its angle goes", arguments: [50.0, 100, 200])
    func hysteresisIgnoresRounding(radius: Double) throws {
        // At 50 pt, atan2 reads 5° as 5.000000000000005°; at 100 pt as 4.9999999999999964°.
        for start in [0.0, 40, 170, -90] {
            let scene = RotationScene()
            try scene.twoFingersDown(at: start)
            let from = RotationScene.onCircle(start, radius: radius)
            let to = RotationScene.onCircle(start + 5, radius: radius)
            try scene.window.send(.moved(2, from.x, from.y), at: 10)
            try scene.window.send(.moved(2, to.x, to.y), at: 20)
            let back = RotationScene.onCircle(start - 5, radius: radius)
            try scene.window.send(.moved(2, back.x, back.y), at: 30)
            #expect(scene.actions.isEmpty, "radius \(radius), from \(start)°")
        }
    }

    @Test("counterclockwise, -5° does not begin and -5.5° does, with a negative rotation")
    func hysteresisCounterclockwise() throws {
        let scene = RotationScene()
        try scene.twoFingersDown(at: 40)
        try scene.turn(to: 35, at: 10)
        #expect(scene.actions.isEmpty)
        try scene.turn(to: 34.5, at: 20)
        #expect(scene.states == [.began])
        #expect(areClose(scene.degrees, [-5.5]))
    }

    @Test("the hysteresis is the window's constant")
    func hysteresisFromWindowConstants() throws {
        var constants = InteractionConstants.uikit
        constants.rotationHysteresis = 30
        let scene = RotationScene(constants: constants)
        try scene.twoFingersDown()
        try scene.turn(to: 29, at: 10)
        #expect(scene.actions.isEmpty)
        try scene.turn(to: 31, at: 20)
        #expect(scene.states == [.began])
    }

    @Test("fingers that spread apart without turning never begin")
    func spreadingDoesNotBegin() throws {
        let scene = RotationScene()
        try scene.twoFingersDown()
        try scene.window.send(.moved(1, 100, 400), .moved(2, 390, 400), at: 10)
        try scene.window.send(.moved(1, 100, 500), .moved(2, 390, 500), at: 20)
        #expect(scene.actions.isEmpty)
        #expect(scene.rotation.state == .possible)
    }

    // MARK: The rotation

    @Test("a clockwise quarter turn reads π/2, and the actions come in order")
    func quarterTurn() throws {
        let scene = RotationScene()
        try scene.twoFingersDown()
        try scene.turn(to: 30, at: 10)
        try scene.turn(to: 60, at: 20)
        try scene.turn(to: 90, at: 30) // finger 2 straight below finger 1
        try scene.lift(at: 40)
        #expect(scene.states == [.began, .changed, .changed, .ended])
        #expect(areClose(scene.degrees, [30, 60, 90, 90]))
        #expect(isClose(scene.actions[2].rotation, .pi / 2))
        // The trace records every action-sending state: each change is its own record.
        #expect(scene.gestureLog == ["rotation began", "rotation changed", "rotation changed", "rotation ended", "rotation possible"])
        #expect(scene.rotation.rotation == 0, "reset returns the rotation to 0")
    }

    @Test("the rotation is the line's: both fingers turning about their midpoint read the same")
    func bothFingersTurn() throws {
        let scene = RotationScene()
        // Fingers 200 pt apart on a horizontal line, turned a quarter turn counterclockwise about (200, 400).
        try scene.window.send([.began(1, 100, 400), .began(2, 300, 400)], at: .milliseconds(0))
        try scene.window.send(.moved(1, 200, 500), .moved(2, 200, 300), at: 10)
        #expect(scene.states == [.began])
        #expect(isClose(scene.actions[0].rotation, -.pi / 2))
    }

    @Test("a turn across ±180° is continuous, both ways")
    func wrapAround() throws {
        let clockwise = RotationScene()
        try clockwise.twoFingersDown(at: 170)
        try clockwise.turn(to: 176, at: 10) // began at 6°
        try clockwise.turn(to: 182, at: 20) // atan2 now reads -178°
        try clockwise.turn(to: 190, at: 30)
        #expect(areClose(clockwise.degrees, [6, 12, 20]))

        let counterclockwise = RotationScene()
        try counterclockwise.twoFingersDown(at: -170)
        try counterclockwise.turn(to: -176, at: 10)
        try counterclockwise.turn(to: -182, at: 20) // atan2 now reads 178°
        try counterclockwise.turn(to: -190, at: 30)
        #expect(areClose(counterclockwise.degrees, [-6, -12, -20]))
    }

    @Test("two full turns read 4π")
    func twoFullTurns() throws {
        let scene = RotationScene()
        try scene.twoFingersDown()
        for step in 1...24 {
            try scene.turn(to: Double(step) * 30, at: Double(step) * 10)
        }
        #expect(scene.actions.count == 24)
        #expect(isClose(scene.actions[11].rotation, 2 * .pi))
        #expect(isClose(scene.actions[23].rotation, 4 * .pi))
    }

    @Test("the angle is measured when the second finger goes down")
    func initialAngleAtSecondTouchDown() throws {
        let scene = RotationScene()
        try scene.window.send(.began(1, 200, 400), at: 0)
        try scene.window.send(.moved(1, 200, 450), at: 10) // one finger: nothing to measure
        let point = RotationScene.onCircle(0)
        try scene.window.send(.began(2, point.x, point.y + 50), at: 20) // level with finger 1
        #expect(scene.actions.isEmpty)
        let turned = RotationScene.onCircle(45)
        try scene.window.send(.moved(2, turned.x, turned.y + 50), at: 30)
        #expect(areClose(scene.degrees, [45]))
    }

    @Test("setting the rotation makes it the base later turns add to")
    func settingTheRotation() throws {
        let scene = RotationScene()
        scene.handler = { rotation in
            if rotation.state == .began { rotation.rotation = 1 }
        }
        try scene.twoFingersDown()
        try scene.turn(to: 30, at: 10) // began at π/6, set to 1
        #expect(scene.rotation.rotation == 1)
        try scene.turn(to: 60, at: 20)
        #expect(isClose(scene.actions[1].rotation, 1 + .pi / 6))
    }

    @Test("the usual handler that applies the rotation and sets it back to 0 composes to the whole turn")
    func resettingToZeroComposes() throws {
        let scene = RotationScene()
        var applied = 0.0
        scene.handler = { rotation in
            applied += rotation.rotation
            rotation.rotation = 0
        }
        try scene.twoFingersDown()
        try scene.turn(to: 30, at: 10)
        try scene.turn(to: 100, at: 20)
        try scene.turn(to: 80, at: 30)
        #expect(areClose(scene.degrees, [30, 70, -20]))
        #expect(isClose(applied, 80 * .pi / 180))
    }

    @Test("fingers that go down on one point measure the turn from where they part")
    func coincidentFingers() throws {
        let scene = RotationScene()
        try scene.window.send([.began(1, 200, 400), .began(2, 200, 400)], at: .milliseconds(0))
        try scene.turn(to: 0, at: 10)  // parted: the angle is 0 from here
        #expect(scene.actions.isEmpty)
        try scene.turn(to: 30, at: 20)
        #expect(areClose(scene.degrees, [30]))
        // Together again, then apart at 90°: no turn is made up for the crossing.
        try scene.window.send(.moved(2, 200, 400), at: 30)
        try scene.turn(to: 90, at: 40)
        try scene.turn(to: 100, at: 50)
        #expect(areClose(scene.degrees, [30, 30, 30, 40]))
        #expect(scene.actions.allSatisfy { $0.rotation.isFinite && $0.velocity.isFinite })
    }

    // MARK: Velocity

    @Test("velocity is zero at began, then the rotation's change in radians per second")
    func velocityFromSamples() throws {
        let scene = RotationScene()
        try scene.twoFingersDown()
        try scene.turn(to: 6, at: 10)  // began
        try scene.turn(to: 12, at: 20) // 6° in 10 ms
        try scene.lift(at: 30)
        let expected = (6 * Double.pi / 180) / 0.01
        #expect(scene.actions[0].velocity == 0)
        #expect(isClose(scene.actions[1].velocity, expected, within: 1e-6))
        #expect(isClose(scene.actions[2].velocity, expected, within: 1e-6))
    }

    @Test("velocity looks back 100 ms only, and drops to zero when the fingers rest")
    func velocityWindow() throws {
        let scene = RotationScene()
        try scene.twoFingersDown()
        try scene.turn(to: 10, at: 100) // began
        try scene.turn(to: 20, at: 150)
        try scene.turn(to: 50, at: 250) // the sample at 100 ms is out: 30° in 100 ms
        #expect(isClose(scene.actions[2].velocity, (30 * Double.pi / 180) / 0.1, within: 1e-6))
        try scene.lift(at: 400)
        #expect(scene.actions[3].state == .ended)
        #expect(scene.actions[3].velocity == 0)
    }

    @Test("setting the rotation resets the velocity")
    func settingResetsVelocity() throws {
        let scene = RotationScene()
        var velocityAfterSet: [Double] = []
        scene.handler = { rotation in
            rotation.rotation = 0
            velocityAfterSet.append(rotation.velocity)
        }
        try scene.twoFingersDown()
        try scene.turn(to: 30, at: 10)
        try scene.turn(to: 40, at: 20)
        #expect(isClose(scene.actions[1].velocity, (10 * Double.pi / 180) / 0.01, within: 1e-6))
        #expect(velocityAfterSet == [0, 0])
    }

    // MARK: Ending and failing

    @Test("one finger lifting does not end the rotation; the second does, and the rotation holds in between")
    func endsWhenBothFingersLift() throws {
        let scene = RotationScene()
        try scene.twoFingersDown()
        try scene.turn(to: 45, at: 10)
        let point = RotationScene.onCircle(45)
        try scene.window.send(.ended(2, point.x, point.y), at: 20)
        #expect(scene.rotation.state == .began)
        try scene.window.send(.moved(1, 0, 0), at: 30) // no partner: no change
        #expect(scene.states == [.began])
        try scene.window.send(.ended(1, 0, 0), at: 40)
        #expect(scene.states == [.began, .ended])
        #expect(areClose(scene.degrees, [45, 45]))
        #expect(scene.window.trace.records.filter { $0.kind == .gesture }.map(\.time.milliseconds) == [10, 40, 40])
    }

    @Test("one finger that never gets a partner never begins, and fails tooShort when it lifts")
    func oneFingerNeverBegins() throws {
        let scene = RotationScene()
        try scene.window.send(.began(1, 200, 400), at: 0)
        try scene.window.send(.moved(1, 300, 400), at: 10)
        try scene.window.send(.moved(1, 200, 500), at: 20)
        try scene.window.send(.ended(1, 200, 500), at: 30)
        #expect(scene.actions.isEmpty)
        #expect(scene.gestureLog == ["rotation failed reason=tooShort", "rotation possible"])
    }

    @Test("one of two fingers lifting before the rotation began fails it tooShort")
    func liftBeforeBeganFails() throws {
        let scene = RotationScene()
        try scene.twoFingersDown()
        try scene.turn(to: 3, at: 10)
        let point = RotationScene.onCircle(3)
        try scene.window.send(.ended(2, point.x, point.y), at: 20)
        #expect(scene.actions.isEmpty)
        #expect(scene.gestureLog == ["rotation failed reason=tooShort", "rotation possible"])
    }

    @Test("a cancelled touch fails a rotation that has not begun and cancels one that has")
    func cancelledTouches() throws {
        let before = RotationScene()
        try before.twoFingersDown()
        try before.window.send(.cancelled(1, 200, 400), at: 10)
        #expect(before.actions.isEmpty)
        #expect(before.gestureLog == ["rotation failed reason=cancelled", "rotation possible"])

        let after = RotationScene()
        try after.twoFingersDown()
        try after.turn(to: 20, at: 10)
        try after.window.send(.cancelled(1, 200, 400), at: 20)
        #expect(after.states == [.began, .cancelled])
        #expect(after.gestureLog == ["rotation began", "rotation cancelled", "rotation possible"])
    }

    // MARK: A third finger

    @Test("a third finger is ignored: turning it changes nothing")
    func thirdFingerIsIgnored() throws {
        let scene = RotationScene()
        try scene.twoFingersDown()
        try scene.window.send(.began(3, 300, 700), at: 10)
        #expect(scene.rotation.numberOfTouches == 2)
        try scene.window.send(.moved(3, 100, 100), at: 20)
        #expect(scene.actions.isEmpty)
        try scene.turn(to: 30, at: 30)
        #expect(areClose(scene.degrees, [30]))
    }

    // MARK: With a pinch

    @Test("a pinch that begins on the same move prevents the rotation, unless a delegate lets them recognize together")
    func withAPinch() throws {
        for together in [false, true] {
            let scene = RotationScene()
            let pinch = PinchGestureRecognizer()
            pinch.identifier = "pinch"
            scene.box.addGestureRecognizer(pinch)
            #expect(scene.box.gestureRecognizers.first === scene.rotation, "the rotation is attached first, so it decides first")
            let delegate = Simultaneous(answer: together)
            defer { withExtendedLifetime(delegate) {} } // recognizers hold their delegates weakly
            scene.rotation.delegate = delegate
            try scene.twoFingersDown()
            // Finger 2 goes from 100 pt at 0° to 150 pt at 10°: both pass their hysteresis.
            let point = RotationScene.onCircle(10, radius: 150)
            try scene.window.send(.moved(2, point.x, point.y), at: 10)
            let log = scene.gestureLog.filter { !$0.hasSuffix("possible") }
            if together {
                #expect(log == ["rotation began", "pinch began"])
                #expect(areClose(scene.degrees, [10]))
                #expect(isClose(pinch.scale, 1), "a pinch reads 1 where it began")
            } else {
                #expect(log == ["rotation began", "pinch failed reason=prevented"])
            }
        }
    }

    // MARK: The whole trace

    @Test("a rotation cancels the touch its view was tracking when it begins")
    func wholeTrace() throws {
        let scene = RotationScene()
        try scene.twoFingersDown()
        try scene.turn(to: 10, at: 10)
        try scene.lift(at: 20)
        let lines = scene.window.trace.records.filter { $0.kind != .hitTest }.map { "\($0.time.milliseconds) \($0.summary)" }
        // The box gets only the first finger (isMultipleTouchEnabled is false, D4); the rotation gets both.
        #expect(lines == [
            "0.0 box touchesBegan touches=[1] tapCount=[1]",
            "0.0 window touchesBegan touches=[1] tapCount=[1] forwarded=true",
            "10.0 rotation shouldBegin view=box result=true",
            "10.0 rotation began",
            "10.0 box touchesCancelled touches=[1]",
            "10.0 window touchesCancelled touches=[1] forwarded=true",
            "20.0 rotation ended",
            "20.0 rotation possible",
        ])
        #expect(scene.window.clock.pendingTimerCount == 0)
    }
}

/// Answers `shouldRecognizeSimultaneouslyWith` with a fixed value.
private final class Simultaneous: GestureRecognizerDelegate {
    let answer: Bool

    init(answer: Bool) {
        self.answer = answer
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        answer
    }
}
