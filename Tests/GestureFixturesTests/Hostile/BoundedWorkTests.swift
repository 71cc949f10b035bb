import Testing
import GestureArbiter
@testable import GestureFixtures

/// Fixtures as large as the hostile-input report made them, whose compile or run took quadratic
/// or exponential time: each now costs time in proportion to its size. Nothing here is timed; a
/// regression shows as a suite that no longer finishes.
@Suite("Bounded work")
struct BoundedWorkTests {
    @Test("20,000 views, each hidden by a set event of its own, compile and run: every view ends hidden")
    func manySetEventsOnManyViews() throws {
        let count = 20_000
        let views = (0..<count).map { ViewSpec(id: "v\($0)", frame: Rect(x: 0, y: 0, width: 10, height: 10)) }
        let events = (0..<count).map { FixtureEvent(time: Double($0), .set(id: "v\($0)", property: .hidden(true))) }
        let run = try Fixture(views: views, events: events).compile().run()
        #expect(run.violation == nil)
        #expect(run.fault == nil)
        let hidden = run.records(ofKinds: [.final]).filter { $0.fields.contains { $0.name == "hidden" && $0.value == .bool(true) } }
        #expect(hidden.count == count)
    }

    @Test("20,000 set events adding the same requirement, and a ladder of 2,000 recognizers, compile; one set that closes a cycle is found")
    func manyRequirementSets() throws {
        let gestures = (0..<2_000).map { index in
            GestureSpec(id: "g\(index)", kind: .tap(taps: 1, touches: 1), requireToFail: [index + 1, index + 2].filter { $0 < 2_000 }.map { "g\($0)" })
        }
        let view = ViewSpec(id: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100), gestures: gestures)
        var events = (0..<20_000).map { FixtureEvent(time: Double($0), .setGesture(id: "g0", property: .requireToFail(["g1999"]))) }
        _ = try Fixture(views: [view], events: events).compile()
        events.append(FixtureEvent(time: 20_000, .setGesture(id: "g1999", property: .requireToFail(["g0"]))))
        let error = #expect(throws: FixtureError.self) { try Fixture(views: [view], events: events).compile() }
        #expect(error?.description == "events[20000].set.value: requireToFail makes a cycle: g1999 → g0 → g1999")
    }

    @Test("a tap over 20,000 views side by side, none under the finger, reaches the window; every view is hit-tested once")
    func manyFlatViews() throws {
        let views = (0..<20_000).map { ViewSpec(id: "v\($0)", frame: Rect(x: 200, y: 200, width: 10, height: 10)) }
        let run = try Fixture(views: views, events: [FixtureEvent(time: 0, .tap(Tap(touch: 1, location: Point(x: 5, y: 5))))]).compile().run()
        #expect(run.violation == nil)
        #expect(run.records(ofKinds: [.hitTest]).filter { $0.event == "pointInside" }.count == 20_001)
        #expect(run.records(ofKinds: [.touches]).map(\.subject) == ["window", "window"])
    }
}
