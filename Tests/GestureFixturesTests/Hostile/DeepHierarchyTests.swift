import Testing
import GestureArbiter
@testable import GestureFixtures

/// Deep scenes: the JSON reader stops at 256 levels of nesting, and the compile step holds a scene
/// built in Swift to a view tree as deep, so that no walk of it can overflow the stack.
@Suite("Deep hierarchies")
struct DeepHierarchyTests {
    /// A chain of views, each the only subview of the one before, the deepest consuming touches
    /// and carrying a tap recognizer.
    static func chain(depth: Int) -> ViewSpec {
        var view = ViewSpec(id: "v\(depth)", frame: Rect(x: 0, y: 0, width: 100, height: 100), touches: .consume,
                            gestures: [GestureSpec(id: "tap", kind: .tap(taps: 1, touches: 1), cancelsTouchesInView: false)])
        for level in stride(from: depth - 1, through: 1, by: -1) {
            view = ViewSpec(id: "v\(level)", frame: Rect(x: 0, y: 0, width: 100, height: 100), subviews: [view])
        }
        return view
    }

    static func tapping(_ view: ViewSpec) -> Fixture {
        Fixture(views: [view], events: [FixtureEvent(time: 0, .tap(Tap(touch: 1, location: Point(x: 50, y: 50))))])
    }

    @Test("a scene 10,000 views deep is refused by the compile step with an error, not a crash")
    func tenThousandLevels() {
        let error = #expect(throws: FixtureError.self) {
            try Self.tapping(Self.chain(depth: 10_000)).compile()
        }
        #expect(error?.description == "views[0]: views nest deeper than 256 levels")
    }

    @Test("a tap on a view 256 levels deep, the deepest allowed, reaches it and its recognizer, with every invariant held")
    func deepestAllowed() throws {
        let run = try Self.tapping(Self.chain(depth: Fixture.maximumViewNesting)).compile().run()
        #expect(run.violation == nil)
        let touches = run.records(ofKinds: [.touches]).filter { $0.subject == "v256" }.map(\.event)
        #expect(touches == ["touchesBegan", "touchesEnded"])
        #expect(run.records.contains { $0.subject == "tap" && $0.event == "recognized" })
    }

    @Test("the engine hit-tests and delivers through 2,000 nested views built in Swift")
    func engineDepth() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let checker = window.startCheckingInvariants(response: .record)
        var parent: View = window
        for _ in 0..<2_000 {
            let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            parent = child
        }
        var calls = 0
        let tap = TapGestureRecognizer { _ in calls += 1 }
        parent.addGestureRecognizer(tap)
        try window.send([TouchInput(id: 1, phase: .began, location: Point(x: 50, y: 50))], at: .zero)
        #expect(window.activeTouches.first?.view === parent)
        try window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 50, y: 50))], at: .milliseconds(50))
        #expect(calls == 1)
        #expect(checker.violation == nil)
    }
}
