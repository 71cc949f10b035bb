import Testing
@testable import GestureArbiter

/// A recording 400×800 window with a 400×600 view "box" at (0, 100) and a swipe "swipe" on it;
/// the swipe's target calls and the box's touch methods are kept in order.
private final class SwipeScene {
    let window = Window.recording()
    let box = RecordingView(id: "box", frame: Rect(x: 0, y: 100, width: 400, height: 600))
    let swipe = SwipeGestureRecognizer()
    /// The state the target read at each call; a recognized swipe reads "ended", as in UIKit.
    var actions: [String] = []
    /// Where the swipe was at each target call, in the box's space.
    var locations: [Point] = []
    /// The box's touch methods with the touch ids: "touchesBegan [1]".
    var boxTouches: [String] = []

    init(_ direction: SwipeGestureRecognizer.Direction = .right, touches: Int = 1) {
        window.addSubview(box)
        swipe.identifier = "swipe"
        swipe.direction = direction
        swipe.numberOfTouchesRequired = touches
        swipe.addTarget { [unowned self] recognizer in
            actions.append(recognizer.state.rawValue)
            locations.append(recognizer.location(in: box))
        }
        box.addGestureRecognizer(swipe)
        box.onTouches = { [unowned self] method, touches, _ in
            boxTouches.append("\(method.rawValue) \(touches.map(\.id))")
        }
    }

    /// The swipe's state changes as the trace shows them: "recognized", "failed reason=direction".
    var gestureLog: [String] {
        window.trace.records.filter { $0.kind == .gesture }.map { record in
            ([record.event] + record.details.map { "\($0.name)=\($0.value.text)" }).joined(separator: " ")
        }
    }

    /// The swipe's timers with their times: "0 scheduled swipe due=500".
    var timerLog: [String] {
        window.trace.records.filter { $0.kind == .timer }.map { record in
            "\(TraceValue.format(record.time.milliseconds)) \(record.event) \(record.details.map { $0.name == "name" ? $0.value.text : "\($0.name)=\($0.value.text)" }.joined(separator: " "))"
        }
    }

    /// One finger down at (200, 400) at 0 ms, moved by (dx, dy) at `ms`.
    func stroke(_ dx: Double, _ dy: Double, at ms: Double = 100) throws {
        try window.send(.began(1, 200, 400), at: 0)
        try window.send(.moved(1, 200 + dx, 400 + dy), at: ms)
    }
}

/// The four single directions with a 50 pt stroke along each (y grows downward).
private let strokes: [(name: String, direction: SwipeGestureRecognizer.Direction, opposite: SwipeGestureRecognizer.Direction, dx: Double, dy: Double)] = [
    ("right", .right, .left, 50, 0),
    ("left", .left, .right, -50, 0),
    ("up", .up, .down, 0, -50),
    ("down", .down, .up, 0, 50),
]

@Suite("Swipe gesture recognizer")
struct SwipeGestureRecognizerTests {
    // MARK: The table

    @Test("the recognition table handles every situation exactly once and reaches every state")
    func tableIsSound() {
        let table = SwipeRecognition.table
        #expect(table.unhandledSituations.isEmpty, "\(table.unhandledSituations)")
        #expect(table.ambiguousSituations.isEmpty, "\(table.ambiguousSituations)")
        #expect(table.unreachableStates.isEmpty, "\(table.unreachableStates)")
    }

    // MARK: Recognition

    @Test("a 50 pt swipe right is recognized on the move that completes it, not on the lift")
    func recognizedOnMove() throws {
        let scene = SwipeScene()
        try scene.window.send(.began(1, 200, 400), at: 0)
        try scene.window.send(.moved(1, 230, 400), at: 50) // 30 pt: not yet
        #expect(scene.gestureLog.isEmpty)
        try scene.window.send(.moved(1, 250, 400), at: 100) // 50 pt: recognized here
        #expect(scene.gestureLog == ["recognized", "possible"])
        try scene.window.send(.ended(1, 260, 400), at: 150)

        #expect(scene.actions == ["ended"])
        #expect(scene.timerLog == ["0 scheduled swipe due=500", "100 cancelled swipe due=500"])
        // The box's touch is cancelled when the swipe is recognized, and it hears nothing more.
        #expect(scene.boxTouches == ["touchesBegan [1]", "touchesMoved [1]", "touchesCancelled [1]"])
        #expect(!scene.window.clock.hasPendingTimers)
    }

    @Test("location(in:) is where the swipe began, in the asked view's space")
    func locationIsStart() throws {
        let scene = SwipeScene()
        try scene.stroke(60, 0)
        // Touch-down at (200, 400) in the window; the box is 100 pt lower.
        #expect(scene.locations == [Point(x: 200, y: 300)])
    }

    @Test("a 49 pt swipe is not recognized: it fails as too short on the lift")
    func fortyNinePoints() throws {
        let scene = SwipeScene()
        try scene.stroke(49, 0)
        #expect(scene.gestureLog.isEmpty)
        try scene.window.send(.ended(1, 249, 400), at: 150)

        #expect(scene.gestureLog == ["failed reason=tooShort", "possible"])
        #expect(scene.actions.isEmpty)
        // The lift was held back while the swipe was undecided, then released when it failed.
        #expect(scene.boxTouches == ["touchesBegan [1]", "touchesMoved [1]", "touchesEnded [1]"])
    }

    @Test("a finger lifting far away without a move in between fails as too short")
    func liftIsNotAMove() throws {
        let scene = SwipeScene()
        try scene.window.send(.began(1, 200, 400), at: 0)
        try scene.window.send(.ended(1, 300, 400), at: 100) // 100 pt, but reported only at the lift
        #expect(scene.gestureLog == ["failed reason=tooShort", "possible"])
    }

    @Test("each single direction recognizes a 50 pt stroke along it, and not a 49 pt one", arguments: strokes.map(\.name))
    func eachDirection(_ name: String) throws {
        let stroke = try #require(strokes.first { $0.name == name })
        let full = SwipeScene(stroke.direction)
        try full.stroke(stroke.dx, stroke.dy)
        #expect(full.gestureLog == ["recognized", "possible"])
        #expect(full.actions == ["ended"])

        let short = SwipeScene(stroke.direction)
        try short.stroke(stroke.dx * 49 / 50, stroke.dy * 49 / 50) // 49 pt
        #expect(short.gestureLog.isEmpty)
    }

    @Test("each single direction fails a 50 pt stroke the opposite way with direction, and not a 49 pt one", arguments: strokes.map(\.name))
    func eachOppositeDirection(_ name: String) throws {
        let stroke = try #require(strokes.first { $0.name == name })
        let wrong = SwipeScene(stroke.opposite)
        try wrong.stroke(stroke.dx, stroke.dy)
        #expect(wrong.gestureLog == ["failed reason=direction", "possible"])
        #expect(wrong.actions.isEmpty)

        let short = SwipeScene(stroke.opposite)
        try short.stroke(stroke.dx * 49 / 50, stroke.dy * 49 / 50) // 49 pt the wrong way: undecided
        #expect(short.gestureLog.isEmpty)
    }

    @Test("a swipe right that goes 50 pt down instead fails with direction")
    func perpendicularDirection() throws {
        let scene = SwipeScene(.right)
        try scene.stroke(20, 50) // 20 pt right, 50 pt down
        #expect(scene.gestureLog == ["failed reason=direction", "possible"])
    }

    @Test("with several directions allowed, any of them recognizes and the others fail")
    func severalDirections() throws {
        let up = SwipeScene([.left, .up])
        try up.stroke(0, -50)
        #expect(up.gestureLog == ["recognized", "possible"])

        let left = SwipeScene([.left, .up])
        try left.stroke(-50, 0)
        #expect(left.gestureLog == ["recognized", "possible"])

        let right = SwipeScene([.left, .up])
        try right.stroke(50, 0)
        #expect(right.gestureLog == ["failed reason=direction", "possible"])
    }

    @Test("with no direction allowed, 49 pt is undecided and 50 pt any way fails with direction")
    func noDirection() throws {
        let short = SwipeScene([])
        try short.stroke(49, 0)
        #expect(short.gestureLog.isEmpty)

        let full = SwipeScene([])
        try full.stroke(0, 50)
        #expect(full.gestureLog == ["failed reason=direction", "possible"])
    }

    // MARK: The cross limit (200 pt)

    @Test("200 pt across the direction still recognizes; 201 pt fails with movement")
    func crossLimit() throws {
        let within = SwipeScene(.right)
        try within.stroke(60, 200) // 60 pt right, 200 pt down in one move
        #expect(within.gestureLog == ["recognized", "possible"])

        let beyond = SwipeScene(.right)
        try beyond.stroke(60, 201) // 201 pt down
        #expect(beyond.gestureLog == ["failed reason=movement", "possible"])
    }

    @Test("with two directions allowed, the stroke strays only when it is too far across both")
    func crossLimitTwoDirections() throws {
        let along = SwipeScene([.right, .down])
        try along.stroke(60, 250) // 250 pt across right, but 60 pt across down
        #expect(along.gestureLog == ["recognized", "possible"])

        let across = SwipeScene([.right, .down])
        try across.stroke(201, 201) // 201 pt across each
        #expect(across.gestureLog == ["failed reason=movement", "possible"])
    }

    // MARK: The maximum duration (500 ms)

    @Test("a swipe completed at 499 ms is recognized")
    func completedAt499() throws {
        let scene = SwipeScene()
        try scene.stroke(50, 0, at: 499)
        #expect(scene.gestureLog == ["recognized", "possible"])
        #expect(scene.timerLog == ["0 scheduled swipe due=500", "499 cancelled swipe due=500"])
    }

    @Test("a swipe completed at 500 ms is too slow: the swipe timer fires first, at 500 ms")
    func completedAt500() throws {
        let scene = SwipeScene()
        try scene.stroke(50, 0, at: 500)
        #expect(scene.gestureLog == ["failed reason=timeout", "possible"])
        #expect(scene.timerLog == ["0 scheduled swipe due=500", "500 fired swipe due=500"])
        #expect(scene.actions.isEmpty)
    }

    @Test("a finger that stays down fails at 500 ms with timeout, not before")
    func timeout() throws {
        let scene = SwipeScene()
        try scene.window.send(.began(1, 200, 400), at: 0)
        scene.window.clock.advance(to: .milliseconds(499))
        #expect(scene.gestureLog.isEmpty)
        scene.window.clock.advance(to: .milliseconds(500))
        #expect(scene.gestureLog == ["failed reason=timeout", "possible"])
    }

    // MARK: Touches

    @Test("two fingers required: two fingers travelling 50 pt together are recognized, located at their touch-down centroid")
    func twoFingers() throws {
        let scene = SwipeScene(.right, touches: 2)
        try scene.window.send(.began(1, 200, 400), .began(2, 200, 500), at: 0)
        try scene.window.send(.moved(1, 250, 400), .moved(2, 250, 500), at: 100)
        #expect(scene.gestureLog == ["recognized", "possible"])
        #expect(scene.locations == [Point(x: 200, y: 350)]) // (200, 450) in the window
    }

    @Test("two fingers required: the travel is the mean of both fingers': 100 + 0 recognizes, 98 + 0 does not")
    func twoFingersMean() throws {
        let enough = SwipeScene(.right, touches: 2)
        try enough.window.send(.began(1, 200, 400), .began(2, 200, 500), at: 0)
        try enough.window.send(.moved(1, 300, 400), at: 100) // mean travel 50 pt
        #expect(enough.gestureLog == ["recognized", "possible"])

        let short = SwipeScene(.right, touches: 2)
        try short.window.send(.began(1, 200, 400), .began(2, 200, 500), at: 0)
        try short.window.send(.moved(1, 298, 400), at: 100) // mean travel 49 pt
        #expect(short.gestureLog.isEmpty)
    }

    @Test("two fingers required: one finger completing the swipe alone fails with touches")
    func tooFewFingers() throws {
        let scene = SwipeScene(.right, touches: 2)
        try scene.stroke(50, 0)
        #expect(scene.gestureLog == ["failed reason=touches", "possible"])
        #expect(scene.actions.isEmpty)
    }

    @Test("a second finger when one is required fails with touches")
    func tooManyFingers() throws {
        let scene = SwipeScene()
        try scene.window.send(.began(1, 200, 400), at: 0)
        try scene.window.send(.began(2, 200, 500), at: 50)
        #expect(scene.gestureLog == ["failed reason=touches", "possible"])
        #expect(scene.timerLog == ["0 scheduled swipe due=500", "50 cancelled swipe due=500"])
    }

    @Test("three fingers at once when two are required fail with touches before any timer starts")
    func threeFingersAtOnce() throws {
        let scene = SwipeScene(.right, touches: 2)
        try scene.window.send(.began(1, 200, 400), .began(2, 200, 450), .began(3, 200, 500), at: 0)
        #expect(scene.gestureLog == ["failed reason=touches", "possible"])
        #expect(scene.timerLog.isEmpty)
    }

    @Test("a cancelled touch fails it with cancelled")
    func cancelled() throws {
        let scene = SwipeScene()
        try scene.window.send(.began(1, 200, 400), at: 0)
        try scene.window.send(.cancelled(1, 220, 400), at: 100)
        #expect(scene.gestureLog == ["failed reason=cancelled", "possible"])
        #expect(!scene.window.clock.hasPendingTimers)
    }

    @Test("after a failed swipe, the next touch starts a new swipe")
    func secondSwipe() throws {
        let scene = SwipeScene()
        try scene.stroke(-50, 0) // the wrong way
        try scene.window.send(.ended(1, 150, 400), at: 150)
        try scene.window.send(.began(2, 200, 400), at: 200)
        try scene.window.send(.moved(2, 250, 400), at: 300)
        #expect(scene.gestureLog == ["failed reason=direction", "possible", "recognized", "possible"])
        #expect(scene.actions == ["ended"])
        #expect(scene.swipe.recognition == .waitingForTouches)
    }
}
