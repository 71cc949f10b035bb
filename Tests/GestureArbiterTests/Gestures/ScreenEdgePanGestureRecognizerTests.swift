import Testing
@testable import GestureArbiter

/// A 400 × 800 window filled by "screen", with a screen-edge pan named "edge" on the given edges
/// whose targets note each action with its translation in the window.
private final class EdgeScene {
    let window: Window
    let screen = View(id: "screen", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let edge = ScreenEdgePanGestureRecognizer()
    var actions: [String] = []

    init(edges: ScreenEdgePanGestureRecognizer.Edges, constants: InteractionConstants = .uikit) {
        window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800), constants: constants)
        window.identifier = "window"
        window.trace.isRecording = true
        window.addSubview(screen)
        edge.identifier = "edge"
        edge.edges = edges
        edge.addTarget { [unowned self] recognizer in
            let translation = (recognizer as! PanGestureRecognizer).translation(in: nil)
            actions.append("\(recognizer.state.rawValue) (\(TraceValue.format(translation.x)), \(TraceValue.format(translation.y)))")
        }
        screen.addGestureRecognizer(edge)
    }

    var gestureLog: [String] {
        window.trace.records.filter { $0.kind == .gesture }.map(\.summary)
    }
}

/// For the screen-edge pan tests: an edge of the 400 × 800 window, with a touch-down `depth` points in from it and the inward direction.
struct ScreenEdgePanTestEdge: Sendable, CustomTestStringConvertible {
    var name: String
    var edge: ScreenEdgePanGestureRecognizer.Edges

    var testDescription: String { name }

    /// The point `depth` in from this edge, halfway along it.
    func point(inward depth: Double) -> (x: Double, y: Double) {
        switch name {
        case "left": (depth, 400)
        case "right": (400 - depth, 400)
        case "top": (200, depth)
        default: (200, 800 - depth)
        }
    }

    static let all = [
        ScreenEdgePanTestEdge(name: "left", edge: .left),
        ScreenEdgePanTestEdge(name: "right", edge: .right),
        ScreenEdgePanTestEdge(name: "top", edge: .top),
        ScreenEdgePanTestEdge(name: "bottom", edge: .bottom),
    ]
}

@Suite("Screen-edge pan gesture recognizer")
struct ScreenEdgePanGestureRecognizerTests {
    // MARK: The table

    @Test("the screen-edge pan's table covers every situation once and reaches every state")
    func tableIsComplete() {
        #expect(ScreenEdgePanRecognition.table.unhandledSituations.isEmpty)
        #expect(ScreenEdgePanRecognition.table.ambiguousSituations.isEmpty)
        #expect(ScreenEdgePanRecognition.table.unreachableStates.isEmpty)
    }

    @Test("the screen-edge table differs from the pan's only at touch-down and in the guard that begins it")
    func tableDiffersFromPan() {
        let edgeRows = ScreenEdgePanRecognition.table.rows.map { "\($0.from) \($0.trigger) [\($0.condition.text)] → \($0.to) / \($0.actions.map(\.rawValue).joined(separator: ", "))" }
        let panRows = PanRecognition.table.rows.map { "\($0.from) \($0.trigger) [\($0.condition.text)] → \($0.to) / \($0.actions.map(\.rawValue).joined(separator: ", "))" }
        #expect(edgeRows.filter { !panRows.contains($0) } == [
            "waitingForTouches touchesBegan [!startedNearEdge] → gaveUp / failNotAtEdge",
            "waitingForTouches touchesBegan [startedNearEdge && tooManyTouches] → gaveUp / failTooManyTouches",
            "waitingForTouches touchesBegan [startedNearEdge && !tooManyTouches] → touchesDown / startTracking",
            "touchesDown touchesMoved [enoughTouches && !movedInward] → touchesDown / ",
            "touchesDown touchesMoved [enoughTouches && movedInward] → panning / requestBegan",
        ])
        #expect(edgeRows.count == panRows.count + 1)
    }

    // MARK: The region

    @Test("a touch-down exactly 20 pt from an enabled edge may begin the pan", arguments: ScreenEdgePanTestEdge.all)
    func insideRegion(_ edgeCase: ScreenEdgePanTestEdge) throws {
        let scene = EdgeScene(edges: edgeCase.edge)
        let start = edgeCase.point(inward: 20)
        let moved = edgeCase.point(inward: 30.5)
        try scene.window.send(.began(1, start.x, start.y), at: 0)
        #expect(scene.edge.startingEdges == edgeCase.edge)
        try scene.window.send(.moved(1, moved.x, moved.y), at: 16)

        #expect(scene.gestureLog == ["edge began"])
    }

    @Test("a touch-down 20.5 pt from the edge fails the pan at once (edge)", arguments: ScreenEdgePanTestEdge.all)
    func outsideRegion(_ edgeCase: ScreenEdgePanTestEdge) throws {
        let scene = EdgeScene(edges: edgeCase.edge)
        let start = edgeCase.point(inward: 20.5)
        try scene.window.send(.began(1, start.x, start.y), at: 0)

        #expect(scene.gestureLog == ["edge failed reason=edge", "edge possible"])
        #expect(scene.edge.startingEdges.isEmpty)
    }

    @Test("the region is measured from the window's edges, not from the view's")
    func regionOfTheWindow() throws {
        let scene = EdgeScene(edges: .left)
        let panel = View(id: "panel", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        scene.screen.addSubview(panel)
        let onPanel = ScreenEdgePanGestureRecognizer()
        onPanel.identifier = "panelEdge"
        onPanel.edges = .left
        panel.addGestureRecognizer(onPanel)
        // 5 pt inside the panel's left edge, 105 pt from the window's.
        try scene.window.send(.began(1, 105, 200), at: 0)

        #expect(scene.gestureLog == ["panelEdge failed reason=edge", "edge failed reason=edge", "panelEdge possible", "edge possible"])
    }

    @Test("the region comes from the window's constants")
    func regionFromConstants() throws {
        var constants = InteractionConstants.uikit
        constants.screenEdgeRegion = 40
        let wide = EdgeScene(edges: .left, constants: constants)
        try wide.window.send(.began(1, 40, 400), at: 0)
        try wide.window.send(.moved(1, 50.5, 400), at: 16)
        #expect(wide.gestureLog == ["edge began"])

        let narrow = EdgeScene(edges: .left, constants: constants)
        try narrow.window.send(.began(1, 40.5, 400), at: 0)
        #expect(narrow.gestureLog == ["edge failed reason=edge", "edge possible"])
    }

    // MARK: The edges option

    @Test("only the enabled edges count: a touch at the left edge fails a right-edge pan")
    func onlyEnabledEdges() throws {
        let scene = EdgeScene(edges: .right)
        try scene.window.send(.began(1, 5, 400), at: 0)
        #expect(scene.gestureLog == ["edge failed reason=edge", "edge possible"])
    }

    @Test("no edges, UIKit's default, fails every touch-down")
    func noEdgesByDefault() throws {
        #expect(ScreenEdgePanGestureRecognizer().edges.isEmpty)
        let scene = EdgeScene(edges: [])
        try scene.window.send(.began(1, 0, 0), at: 0)
        #expect(scene.gestureLog == ["edge failed reason=edge", "edge possible"])
    }

    @Test(".all is the four edges, and each of them starts the pan", arguments: ScreenEdgePanTestEdge.all)
    func allEdges(_ edgeCase: ScreenEdgePanTestEdge) throws {
        #expect(ScreenEdgePanGestureRecognizer.Edges.all == [.top, .left, .bottom, .right])
        let scene = EdgeScene(edges: .all)
        let start = edgeCase.point(inward: 3)
        let moved = edgeCase.point(inward: 14)
        try scene.window.send(.began(1, start.x, start.y), at: 0)
        try scene.window.send(.moved(1, moved.x, moved.y), at: 16)
        #expect(scene.edge.startingEdges == edgeCase.edge)
        #expect(scene.gestureLog == ["edge began"])
    }

    @Test("in a corner both enabled edges count, and moving inward from either begins the pan")
    func corner() throws {
        let up = EdgeScene(edges: [.left, .bottom])
        try up.window.send(.began(1, 5, 795), at: 0)
        #expect(up.edge.startingEdges == [.left, .bottom])
        try up.window.send(.moved(1, 5, 784.5), at: 16)
        #expect(up.gestureLog == ["edge began"])

        let right = EdgeScene(edges: [.left, .bottom])
        try right.window.send(.began(1, 5, 795), at: 0)
        try right.window.send(.moved(1, 15.5, 795), at: 16)
        #expect(right.gestureLog == ["edge began"])
    }

    // MARK: Beginning

    @Test("it waits at exactly 10 pt inward and begins at 10.5 pt", arguments: ScreenEdgePanTestEdge.all)
    func inwardThreshold(_ edgeCase: ScreenEdgePanTestEdge) throws {
        let scene = EdgeScene(edges: edgeCase.edge)
        let start = edgeCase.point(inward: 5)
        let ten = edgeCase.point(inward: 15)
        let more = edgeCase.point(inward: 15.5)
        try scene.window.send(.began(1, start.x, start.y), at: 0)
        try scene.window.send(.moved(1, ten.x, ten.y), at: 16)
        #expect(scene.gestureLog.isEmpty)
        #expect(scene.edge.recognition == .touchesDown)
        try scene.window.send(.moved(1, more.x, more.y), at: 32)
        #expect(scene.gestureLog == ["edge began"])
    }

    @Test("the first finger decides the edge; a later finger may go down anywhere")
    func laterFingerAnywhere() throws {
        let scene = EdgeScene(edges: .left)
        try scene.window.send(.began(1, 5, 400), at: 0)
        try scene.window.send(.began(2, 200, 400), at: 16)
        #expect(scene.edge.startingEdges == .left)
        // The centroid re-bases from (5, 400) to (102.5, 400): no movement, no beginning.
        #expect(scene.gestureLog.isEmpty)
        try scene.window.send(.moved(1, 15.5, 400), .moved(2, 210.5, 400), at: 32)
        #expect(scene.gestureLog == ["edge began"])
        #expect(scene.actions == ["began (10.5, 0)"])
    }

    @Test("moving along the edge or outward does not begin it; lifting then fails it (tooShort)")
    func alongTheEdgeDoesNotBegin() throws {
        let scene = EdgeScene(edges: .left)
        try scene.window.send(.began(1, 15, 400), at: 0)
        try scene.window.send(.moved(1, 15, 460), at: 16)
        try scene.window.send(.moved(1, 0, 340), at: 32)
        #expect(scene.gestureLog.isEmpty)
        try scene.window.send(.ended(1, 0, 340), at: 48)
        #expect(scene.gestureLog == ["edge failed reason=tooShort", "edge possible"])
    }

    @Test("a plain pan would begin on the same movement along the edge")
    func plainPanBeginsAlongTheEdge() throws {
        let window = Window.recording()
        let screen = View(id: "screen", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        window.addSubview(screen)
        let pan = PanGestureRecognizer()
        pan.identifier = "pan"
        screen.addGestureRecognizer(pan)
        try window.send(.began(1, 15, 400), at: 0)
        try window.send(.moved(1, 15, 460), at: 16)
        #expect(window.trace.records.filter { $0.kind == .gesture }.map(\.summary) == ["pan began"])
    }

    @Test("the translation counts from touch-down, so it does not jump when the pan begins")
    func translationFromTouchDown() throws {
        let scene = EdgeScene(edges: .right)
        try scene.window.send(.began(1, 395, 400), at: 0)
        try scene.window.send(.moved(1, 390, 420), at: 16)
        try scene.window.send(.moved(1, 384, 430), at: 32)
        try scene.window.send(.moved(1, 300, 430), at: 48)
        try scene.window.send(.ended(1, 300, 430), at: 64)

        #expect(scene.gestureLog == ["edge began", "edge changed", "edge ended", "edge possible"])
        #expect(scene.actions == ["began (-11, 30)", "changed (-95, 30)", "ended (-95, 30)"])
    }

    @Test("when it begins, the view's touch is cancelled; the next touch-down decides its edge afresh")
    func cancelsViewTouchAndResets() throws {
        let scene = EdgeScene(edges: .left)
        try scene.window.send(.began(1, 2, 400), at: 0)
        try scene.window.send(.moved(1, 30, 400), at: 16)
        try scene.window.send(.ended(1, 30, 400), at: 32)
        #expect(scene.window.touchLog.filter { $0.hasPrefix("screen ") } == [
            "screen touchesBegan touches=[1] tapCount=[1]",
            "screen touchesCancelled touches=[1]",
        ])
        #expect(scene.edge.startingEdges.isEmpty)

        try scene.window.send(.began(2, 200, 400), at: 100)
        #expect(scene.gestureLog == ["edge began", "edge ended", "edge possible", "edge failed reason=edge", "edge possible"])
    }
}
