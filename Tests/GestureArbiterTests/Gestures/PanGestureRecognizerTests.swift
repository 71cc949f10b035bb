import Testing
@testable import GestureArbiter

/// A window with one view, "box", at (50, 100) in the window, 300 × 400, carrying a pan named
/// "pan" whose targets note each action with its translation in the box.
private final class PanScene {
    let window = Window.recording()
    let box = View(id: "box", frame: Rect(x: 50, y: 100, width: 300, height: 400))
    let pan = PanGestureRecognizer()
    /// "state translation" for each action, the translation in the box's coordinates.
    var actions: [String] = []

    init() {
        window.addSubview(box)
        pan.identifier = "pan"
        pan.addTarget { [unowned self] recognizer in
            let pan = recognizer as! PanGestureRecognizer
            let translation = pan.translation(in: box)
            actions.append("\(pan.state.rawValue) (\(TraceValue.format(translation.x)), \(TraceValue.format(translation.y)))")
        }
        box.addGestureRecognizer(pan)
    }

    /// The gesture records as "recognizer state [reason=...]".
    var gestureLog: [String] {
        window.trace.records.filter { $0.kind == .gesture }.map(\.summary)
    }

    /// The box's touch methods (the window's forwarded copies left out).
    var boxLog: [String] {
        window.touchLog.filter { $0.hasPrefix("box ") }
    }
}

@Suite("Pan gesture recognizer")
struct PanGestureRecognizerTests {
    // MARK: The table

    @Test("the pan's table covers every situation once and reaches every state")
    func tableIsComplete() {
        #expect(PanRecognition.table.unhandledSituations.isEmpty)
        #expect(PanRecognition.table.ambiguousSituations.isEmpty)
        #expect(PanRecognition.table.unreachableStates.isEmpty)
    }

    @Test("the pan's table begins on a move past the hysteresis with enough fingers, and never asks the screen-edge questions")
    func tableBeginsOnHysteresis() {
        let begins = PanRecognition.table.rows.filter { $0.to == .panning && $0.from == .touchesDown }
        #expect(begins.map(\.condition.text) == ["enoughTouches && beyondHysteresis"])
        #expect(begins.map(\.actions) == [[.requestBegan]])
        let asked = Set(PanRecognition.table.rows.flatMap(\.condition.guards))
        #expect(!asked.contains(.startedNearEdge) && !asked.contains(.movedInward))
    }

    // MARK: The threshold

    /// Moves the finger exactly 10 pt, then 10.5 pt, from (200, 300) in `direction`.
    @Test("the pan waits at exactly 10 pt along an axis and begins at 10.5 pt", arguments: ["right", "left", "down", "up"])
    func thresholdPerAxis(_ direction: String) throws {
        let scene = PanScene()
        let (dx, dy): (Double, Double) = switch direction {
        case "right": (1, 0)
        case "left": (-1, 0)
        case "down": (0, 1)
        default: (0, -1)
        }
        try scene.window.send(.began(1, 200, 300), at: 0)
        try scene.window.send(.moved(1, 200 + 10 * dx, 300 + 10 * dy), at: 16)
        #expect(scene.gestureLog.isEmpty)
        #expect(scene.pan.state == .possible)
        #expect(scene.pan.recognition == .touchesDown)

        try scene.window.send(.moved(1, 200 + 10.5 * dx, 300 + 10.5 * dy), at: 32)
        #expect(scene.gestureLog == ["pan began"])
        #expect(scene.pan.state == .began)
    }

    @Test("a diagonal of 8 pt by 8 pt (11.3 pt long) does not begin the pan: the threshold is per axis")
    func diagonalBelowPerAxisThreshold() throws {
        let scene = PanScene()
        try scene.window.send(.began(1, 200, 300), at: 0)
        try scene.window.send(.moved(1, 208, 308), at: 16)
        #expect(Point(x: 200, y: 300).distance(to: Point(x: 208, y: 308)) > 11.3)
        #expect(scene.gestureLog.isEmpty)
        #expect(scene.pan.recognition == .touchesDown)

        try scene.window.send(.moved(1, 208, 310.5), at: 32)
        #expect(scene.gestureLog == ["pan began"])
    }

    @Test("the threshold comes from the window's constants")
    func thresholdFromConstants() throws {
        var constants = InteractionConstants.uikit
        constants.panHysteresis = 30
        let window = Window.quiet(constants: constants)
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        window.addSubview(box)
        let pan = PanGestureRecognizer()
        box.addGestureRecognizer(pan)
        try window.send(.began(1, 100, 100), at: 0)
        try window.send(.moved(1, 125, 100), at: 16)
        #expect(pan.state == .possible)
        try window.send(.moved(1, 130.5, 100), at: 32)
        #expect(pan.state == .began)
    }

    // MARK: Translation

    @Test("the translation counts from touch-down, so it does not jump when the pan begins (S4)")
    func translationFromTouchDown() throws {
        let scene = PanScene()
        try scene.window.send(.began(1, 200, 300), at: 0)
        try scene.window.send(.moved(1, 206, 302), at: 16)
        try scene.window.send(.moved(1, 212, 303), at: 32)
        try scene.window.send(.moved(1, 230, 290), at: 48)
        try scene.window.send(.ended(1, 235, 290), at: 64)

        #expect(scene.actions == ["began (12, 3)", "changed (30, -10)", "ended (35, -10)"])
    }

    @Test("the translation is the same in every view, since both its ends are converted")
    func translationInViews() throws {
        let scene = PanScene()
        let inner = View(id: "inner", frame: Rect(x: 20, y: 30, width: 100, height: 100))
        scene.box.addSubview(inner)
        scene.box.bounds.origin = Point(x: 0, y: 500)
        try scene.window.send(.began(1, 200, 300), at: 0)
        try scene.window.send(.moved(1, 240, 280), at: 16)

        #expect(scene.pan.translation(in: nil) == Point(x: 40, y: -20))
        #expect(scene.pan.translation(in: scene.box) == Point(x: 40, y: -20))
        #expect(scene.pan.translation(in: inner) == Point(x: 40, y: -20))
        // The location, a point, does depend on the view: the box's bounds start at y = 500.
        #expect(scene.pan.location(in: scene.box) == Point(x: 190, y: 680))
    }

    @Test("setTranslation makes the translation read the value set; later movement adds to it")
    func setTranslation() throws {
        let scene = PanScene()
        var readings: [Point] = []
        scene.pan.addTarget { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            readings.append(pan.translation(in: nil))
            pan.setTranslation(.zero, in: nil)
        }
        try scene.window.send(.began(1, 200, 300), at: 0)
        try scene.window.send(.moved(1, 215, 300), at: 16)
        try scene.window.send(.moved(1, 222, 295), at: 32)
        try scene.window.send(.moved(1, 230, 295), at: 48)

        #expect(readings == [Point(x: 15, y: 0), Point(x: 7, y: -5), Point(x: 8, y: 0)])
    }

    @Test("setTranslation in a view sets the value that view reads")
    func setTranslationInView() throws {
        let scene = PanScene()
        scene.box.bounds.origin = Point(x: 70, y: -40)
        try scene.window.send(.began(1, 200, 300), at: 0)
        try scene.window.send(.moved(1, 220, 300), at: 16)

        scene.pan.setTranslation(Point(x: 100, y: 5), in: scene.box)
        #expect(scene.pan.translation(in: scene.box) == Point(x: 100, y: 5))
        #expect(scene.pan.translation(in: nil) == Point(x: 100, y: 5))
        try scene.window.send(.moved(1, 223, 301), at: 32)
        #expect(scene.pan.translation(in: scene.box) == Point(x: 103, y: 6))
    }

    // MARK: Velocity

    /// A drag from (50, 300) right at 1000 pt/s, one event per 60 Hz frame (16.67 ms, 16.67 pt).
    private func dragAtSixtyHertz(_ window: Window, frames: Int) throws {
        try window.send(.began(1, 50, 300), at: 0)
        for frame in 1...frames {
            try window.send(.moved(1, 50 + Double(frame) * 100 / 6, 300), at: Double(frame) * 1000 / 60)
        }
    }

    /// The tolerance: event times are rounded to whole nanoseconds (at most 0.5 ns off over a
    /// 100 ms span, 5 parts per billion) and positions carry double rounding (about 1e-13 pt), so
    /// anything beyond 0.001 pt/s is a wrong formula, not rounding.
    @Test("100 pt over 100 ms of 60 Hz samples reads 1000 pt/s")
    func velocityOfSteadyDrag() throws {
        let scene = PanScene()
        var velocities: [Point] = []
        scene.pan.addTarget { velocities.append(($0 as! PanGestureRecognizer).velocity(in: nil)) }
        try dragAtSixtyHertz(scene.window, frames: 7)
        try scene.window.send(.ended(1, 50 + 8 * 100 / 6.0, 300), at: 8 * 1000 / 60.0)

        #expect(velocities.count == 8)
        for velocity in velocities {
            #expect(abs(velocity.x - 1000) < 0.001, "\(velocity)")
            #expect(velocity.y == 0)
        }
    }

    @Test("the velocity is in points per second in the view's space, and zero with no samples")
    func velocityInViewAndWithoutSamples() throws {
        let scene = PanScene()
        scene.box.bounds.origin = Point(x: 1000, y: 1000)
        #expect(scene.pan.velocity(in: nil) == .zero)
        try scene.window.send(.began(1, 100, 300), at: 0)
        #expect(scene.pan.velocity(in: scene.box) == .zero)
        try scene.window.send(.moved(1, 110, 280), at: 50)
        #expect(scene.pan.velocity(in: scene.box) == Point(x: 200, y: -400))
    }

    @Test("a move at the touch-down's own time is no time elapsed: velocity zero, never infinite")
    func velocityWithNoTimeElapsed() throws {
        let scene = PanScene()
        var velocities: [Point] = []
        scene.pan.addTarget { velocities.append(($0 as! PanGestureRecognizer).velocity(in: nil)) }
        try scene.window.send(.began(1, 100, 300), at: 10)
        try scene.window.send(.moved(1, 150, 300), at: 10)

        #expect(scene.gestureLog == ["pan began"])
        #expect(velocities == [.zero])
    }

    /// The drag moves 1 pt/ms until 100 ms (x = 150) and the finger lifts there `wait` ms later.
    /// As UIKit's pan does, it reports at `.ended` the speed of its last movement, however long
    /// the finger then stood still (a scroll view's release velocity falls to zero instead).
    @Test("a finger that stops and then lifts reports the speed it moved at before it stopped", arguments: [(50.0, 1000.0), (83.0, 1000.0), (84.0, 1000.0), (400.0, 1000.0)])
    func velocityAfterStopping(_ wait: Double, _ expected: Double) throws {
        let scene = PanScene()
        var atEnd: Point?
        scene.pan.addTarget { recognizer in
            if recognizer.state == .ended { atEnd = (recognizer as! PanGestureRecognizer).velocity(in: nil) }
        }
        try dragAtSixtyHertz(scene.window, frames: 6)
        try scene.window.send(.ended(1, 150, 300), at: 100 + wait)

        let velocity = try #require(atEnd)
        #expect(abs(velocity.x - expected) < 0.001, "\(velocity)")
        #expect(velocity.y == 0)
    }

    /// A finger that rests a second after its touch-down, then moves 50 pt in one event: UIKit
    /// reports a velocity for that move, not zero because the samples are far apart in time.
    @Test("a slow move after a long rest reads its displacement over the time since the sample before")
    func velocityAfterARest() throws {
        let scene = PanScene()
        var readings: [Point] = []
        scene.pan.addTarget { recognizer in readings.append((recognizer as! PanGestureRecognizer).velocity(in: nil)) }
        try scene.window.send(.began(1, 100, 300), at: 0)
        try scene.window.send(.moved(1, 150, 300), at: 1000)
        let velocity = try #require(readings.first)
        #expect(abs(velocity.x - 50) < 1e-9, "\(velocity)")
        #expect(velocity.y == 0)
    }

    /// At 1,000 events a second the 100 ms window would hold 100 samples, and the ring keeps 32:
    /// past the 32nd move each sample takes the place of the oldest, and the velocity is read
    /// over the last 31 ms. 150 moves at 1 pt/ms, then 50 at 2 pt/ms: the ring has gone round
    /// several times, and the slower samples are all overwritten by the time the pan ends.
    @Test("past 32 samples the ring keeps the newest: a 1 kHz drag reads its speed, and a change of speed once the slower samples are gone")
    func velocityAfterTheRingWraps() throws {
        let scene = PanScene()
        var readings: [Double] = []
        scene.pan.addTarget { readings.append(($0 as! PanGestureRecognizer).velocity(in: nil).x) }
        try scene.window.send(.began(1, 50, 300), at: 0)
        for millisecond in 1...150 {
            try scene.window.send(.moved(1, 50 + Double(millisecond), 300), at: Double(millisecond))
        }
        let steady = try #require(readings.last)
        for millisecond in 151...200 {
            try scene.window.send(.moved(1, 200 + 2 * Double(millisecond - 150), 300), at: Double(millisecond))
        }
        try scene.window.send(.ended(1, 300, 300), at: 200)

        #expect(abs(steady - 1000) < 0.001, "\(steady)")
        #expect(abs(try #require(readings.last) - 2000) < 0.001, "\(readings.suffix(3))")
    }

    @Test("a finger going down does not read as a fling: the samples are re-based")
    func velocityIgnoresRebasing() throws {
        let scene = PanScene()
        try scene.window.send(.began(1, 100, 300), at: 0)
        // The centroid jumps 100 pt to (200, 300) in 16 ms without any finger moving.
        try scene.window.send(.began(2, 300, 300), at: 16)
        #expect(scene.pan.location(in: nil) == Point(x: 200, y: 300))
        #expect(scene.pan.translation(in: nil) == .zero)
        #expect(scene.pan.velocity(in: nil) == .zero)

        try scene.window.send(.moved(1, 100, 310), .moved(2, 300, 310), at: 32)
        #expect(abs(scene.pan.velocity(in: nil).y - 10 / 0.032) < 0.001)
        #expect(scene.pan.velocity(in: nil).x == 0)
    }

    // MARK: Touch counts

    @Test("with a maximum of one finger, a second finger before it begins fails it (touches)")
    func tooManyTouchesFails() throws {
        let scene = PanScene()
        scene.pan.maximumNumberOfTouches = 1
        try scene.window.send(.began(1, 100, 300), at: 0)
        try scene.window.send(.began(2, 200, 300), at: 16)
        try scene.window.send(.moved(1, 150, 300), .moved(2, 250, 300), at: 32)

        #expect(scene.gestureLog == ["pan failed reason=touches", "pan possible"])
        #expect(scene.actions.isEmpty)
    }

    @Test("two fingers going down together within a maximum of two are fine; three are not")
    func maximumCountsFingersDownTogether() throws {
        let two = PanScene()
        two.pan.maximumNumberOfTouches = 2
        try two.window.send(.began(1, 100, 300), .began(2, 200, 300), at: 0)
        try two.window.send(.moved(1, 120, 300), .moved(2, 220, 300), at: 16)
        #expect(two.gestureLog == ["pan began"])
        #expect(two.actions == ["began (20, 0)"])

        let three = PanScene()
        three.pan.maximumNumberOfTouches = 2
        try three.window.send(.began(1, 100, 300), .began(2, 200, 300), .began(3, 150, 350), at: 0)
        #expect(three.gestureLog == ["pan failed reason=touches", "pan possible"])
    }

    @Test("with a minimum of two fingers, one finger's movement does not count; it begins 10.5 pt after the second lands")
    func minimumTouches() throws {
        let scene = PanScene()
        scene.pan.minimumNumberOfTouches = 2
        try scene.window.send(.began(1, 100, 300), at: 0)
        try scene.window.send(.moved(1, 160, 300), at: 16)
        #expect(scene.pan.recognition == .touchesDown)
        #expect(scene.pan.translation(in: nil) == .zero)

        try scene.window.send(.began(2, 260, 300), at: 32)
        try scene.window.send(.moved(1, 170, 300), .moved(2, 270, 300), at: 48)
        #expect(scene.gestureLog.isEmpty)
        try scene.window.send(.moved(1, 170.5, 300), .moved(2, 270.5, 300), at: 64)
        #expect(scene.gestureLog == ["pan began"])
        #expect(scene.actions == ["began (10.5, 0)"])
    }

    @Test("fingers lifting below the minimum end the pan; lifting down to the minimum does not")
    func liftingBelowMinimumEnds() throws {
        let scene = PanScene()
        scene.pan.minimumNumberOfTouches = 2
        try scene.window.send(.began(1, 100, 300), .began(2, 200, 300), .began(3, 300, 300), at: 0)
        try scene.window.send(.moved(1, 100, 320), .moved(2, 200, 320), .moved(3, 300, 320), at: 16)
        try scene.window.send(.ended(3, 300, 320), at: 32)
        #expect(scene.pan.state == .began)
        try scene.window.send(.moved(1, 100, 330), .moved(2, 200, 330), at: 48)
        try scene.window.send(.ended(2, 200, 330), at: 64)

        #expect(scene.actions == ["began (0, 20)", "changed (0, 30)", "ended (0, 30)"])
        #expect(scene.gestureLog == ["pan began", "pan changed", "pan ended", "pan possible"])
    }

    @Test("a finger lifting while the pan runs re-bases the centroid: the translation does not jump")
    func liftWhilePanningRebases() throws {
        let scene = PanScene()
        try scene.window.send(.began(1, 100, 300), .began(2, 300, 300), at: 0)
        try scene.window.send(.moved(1, 100, 320), .moved(2, 300, 320), at: 16)
        try scene.window.send(.ended(2, 300, 320), at: 32)
        #expect(scene.pan.translation(in: nil) == Point(x: 0, y: 20))
        #expect(scene.pan.state == .began)
        try scene.window.send(.moved(1, 105, 325), at: 48)

        #expect(scene.actions == ["began (0, 20)", "changed (5, 25)"])
    }

    @Test("a finger going down before the pan begins re-bases the centroid: it does not count as movement")
    func touchDownBeforeBeginningRebases() throws {
        let scene = PanScene()
        try scene.window.send(.began(1, 100, 300), at: 0)
        try scene.window.send(.moved(1, 105, 300), at: 16)
        // The centroid jumps from (105, 300) to (155, 300) without any finger moving.
        try scene.window.send(.began(2, 205, 300), at: 32)
        try scene.window.send(.moved(1, 105, 302), .moved(2, 205, 302), at: 48)
        #expect(scene.gestureLog.isEmpty)
        #expect(scene.pan.translation(in: nil) == Point(x: 5, y: 2))
        try scene.window.send(.moved(1, 110.5, 302), .moved(2, 210.5, 302), at: 64)
        #expect(scene.actions == ["began (10.5, 2)"])
    }

    @Test("the table counts a finger added while panning, and ignores one beyond the maximum")
    func tableWhilePanning() {
        let table = PanRecognition.table
        guard case let .transition(within) = table.lookUp(.panning, on: .touchesBegan, where: { _ in false }),
            case let .transition(beyond) = table.lookUp(.panning, on: .touchesBegan, where: { $0 == .tooManyTouches })
        else {
            Issue.record("a finger added while panning is not a transition")
            return
        }
        #expect(table.rows[within].to == .panning)
        #expect(table.rows[within].actions == [.countNewTouches])
        #expect(table.rows[beyond].to == .panning)
        #expect(table.rows[beyond].actions == [.countNewTouches, .ignoreExtraTouches])
    }

    @Test("a finger going down while the pan runs is counted, re-basing the centroid")
    func touchDownWhilePanning() throws {
        let scene = PanScene()
        try scene.window.send(.began(1, 100, 300), at: 0)
        try scene.window.send(.moved(1, 100, 320), at: 16)
        try scene.window.send(.began(2, 300, 320), at: 32)
        // Only the second finger moves, 20 pt: the centroid of the two moves 10 pt.
        try scene.window.send(.moved(2, 300, 340), at: 48)
        #expect(scene.pan.numberOfTouches == 2)
        #expect(scene.actions == ["began (0, 20)", "changed (0, 30)"])
    }

    @Test("a finger beyond the maximum that goes down while the pan runs is ignored: it does not move the pan, and its view keeps it")
    func extraTouchWhilePanningIgnored() throws {
        let scene = PanScene()
        scene.pan.maximumNumberOfTouches = 1
        scene.box.isMultipleTouchEnabled = true
        try scene.window.send(.began(1, 100, 300), at: 0)
        try scene.window.send(.moved(1, 100, 320), at: 16)
        try scene.window.send(.began(2, 300, 320), at: 32)
        try scene.window.send(.moved(2, 300, 360), at: 48)
        try scene.window.send(.moved(1, 100, 325), .moved(2, 300, 380), at: 64)

        #expect(scene.pan.numberOfTouches == 1)
        #expect(scene.actions == ["began (0, 20)", "changed (0, 25)"])
        // UIKit documents that ignoring a touch leaves it to its view: the view keeps getting it.
        #expect(scene.boxLog.filter { $0.contains("touches=[2]") } == [
            "box touchesBegan touches=[2] tapCount=[1]",
            "box touchesMoved touches=[2]",
            "box touchesMoved touches=[2]",
        ])
    }

    // MARK: Ending and failing

    @Test("all fingers lifting before the pan begins fails it (tooShort)")
    func liftBeforeBeginningFails() throws {
        let scene = PanScene()
        try scene.window.send(.began(1, 100, 300), at: 0)
        try scene.window.send(.moved(1, 110, 300), at: 16)
        try scene.window.send(.ended(1, 110, 300), at: 32)

        #expect(scene.gestureLog == ["pan failed reason=tooShort", "pan possible"])
        #expect(scene.actions.isEmpty)
        #expect(scene.pan.recognition == .waitingForTouches)
    }

    @Test("a lift never begins the pan, even one 20 pt from the touch-down")
    func liftFarAwayDoesNotBegin() throws {
        let scene = PanScene()
        try scene.window.send(.began(1, 100, 300), at: 0)
        try scene.window.send(.ended(1, 120, 300), at: 16)

        #expect(scene.gestureLog == ["pan failed reason=tooShort", "pan possible"])
    }

    @Test("a cancelled touch fails the pan before it begins and cancels it after")
    func cancelledTouches() throws {
        let before = PanScene()
        try before.window.send(.began(1, 100, 300), at: 0)
        try before.window.send(.cancelled(1, 100, 300), at: 16)
        #expect(before.gestureLog == ["pan failed reason=cancelled", "pan possible"])

        let after = PanScene()
        try after.window.send(.began(1, 100, 300), at: 0)
        try after.window.send(.moved(1, 100, 320), at: 16)
        try after.window.send(.cancelled(1, 100, 330), at: 32)
        #expect(after.gestureLog == ["pan began", "pan cancelled", "pan possible"])
        #expect(after.actions == ["began (0, 20)", "cancelled (0, 30)"])
    }

    @Test("the actions come in order: began, a change per move, ended; and the trace shows each of them")
    func actionsInOrder() throws {
        let scene = PanScene()
        try scene.window.send(.began(1, 100, 300), at: 0)
        try scene.window.send(.moved(1, 104, 300), at: 16)
        try scene.window.send(.moved(1, 112, 300), at: 32)
        try scene.window.send(.moved(1, 120, 300), at: 48)
        try scene.window.send(.moved(1, 128, 300), at: 64)
        try scene.window.send(.ended(1, 128, 300), at: 80)

        #expect(scene.actions == ["began (12, 0)", "changed (20, 0)", "changed (28, 0)", "ended (28, 0)"])
        #expect(scene.window.trace.records.filter { $0.kind == .gesture }.map { "\(TraceValue.format($0.time.milliseconds)) \($0.summary)" } == [
            "32 pan began",
            "48 pan changed",
            "64 pan changed",
            "80 pan ended",
            "80 pan possible",
        ])
        #expect(scene.pan.recognition == .waitingForTouches)
        #expect(scene.pan.translation(in: nil) == .zero)
    }

    @Test("after a pan, the next touch-down starts a new one from zero")
    func secondPan() throws {
        let scene = PanScene()
        try scene.window.send(.began(1, 100, 300), at: 0)
        try scene.window.send(.moved(1, 130, 300), at: 16)
        try scene.window.send(.ended(1, 130, 300), at: 32)
        try scene.window.send(.began(2, 200, 400), at: 100)
        try scene.window.send(.moved(2, 200, 385), at: 116)

        #expect(scene.actions == ["began (30, 0)", "ended (30, 0)", "began (0, -15)"])
    }

    @Test("a pan that begins prevents a tap on the same touch, and the trace says why")
    func panPreventsTap() throws {
        let scene = PanScene()
        let tap = TapGestureRecognizer()
        tap.identifier = "tap"
        scene.box.addGestureRecognizer(tap)
        try scene.window.send(.began(1, 100, 300), at: 0)
        try scene.window.send(.moved(1, 100, 311), at: 16)
        try scene.window.send(.ended(1, 100, 311), at: 32)

        #expect(scene.gestureLog == ["pan began", "tap failed reason=prevented", "tap possible", "pan ended", "pan possible"])
    }

    // MARK: The view's touches

    @Test("when the pan begins, the view's touch is cancelled")
    func beginningCancelsViewTouch() throws {
        let scene = PanScene()
        try scene.window.send(.began(1, 100, 300), at: 0)
        try scene.window.send(.moved(1, 105, 300), at: 16)
        try scene.window.send(.moved(1, 115, 300), at: 32)
        try scene.window.send(.moved(1, 125, 300), at: 48)
        try scene.window.send(.ended(1, 125, 300), at: 64)

        #expect(scene.boxLog == [
            "box touchesBegan touches=[1] tapCount=[1]",
            "box touchesMoved touches=[1]",
            "box touchesCancelled touches=[1]",
        ])
    }

    @Test("with cancelsTouchesInView false, the view keeps its touch through the pan")
    func notCancellingKeepsViewTouch() throws {
        let scene = PanScene()
        scene.pan.cancelsTouchesInView = false
        try scene.window.send(.began(1, 100, 300), at: 0)
        try scene.window.send(.moved(1, 105, 300), at: 16)
        try scene.window.send(.moved(1, 115, 300), at: 32)
        try scene.window.send(.moved(1, 125, 300), at: 48)
        try scene.window.send(.ended(1, 125, 300), at: 64)

        #expect(scene.gestureLog == ["pan began", "pan changed", "pan ended", "pan possible"])
        #expect(scene.boxLog == [
            "box touchesBegan touches=[1] tapCount=[1]",
            "box touchesMoved touches=[1]",
            "box touchesMoved touches=[1]",
            "box touchesMoved touches=[1]",
            "box touchesEnded touches=[1]",
        ])
    }
}
