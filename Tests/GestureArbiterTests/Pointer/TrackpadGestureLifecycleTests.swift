import Testing
import GestureArbiter

/// The order of a trackpad's gestures, as the table that the window and the fixture compiler
/// both consult decides it.
@Suite("Trackpad gesture lifecycle")
struct TrackpadGestureLifecycleTests {
    typealias Machine = TrackpadGestureLifecycle

    @Test("a gesture begins, changes any number of times and ends or is cancelled; wheel steps make a scroll of their own until the wheel goes quiet")
    func allowedOrder() throws {
        #expect(try Machine.table.step(from: .idle, on: .began) == (.underWay, .begin))
        #expect(try Machine.table.step(from: .underWay, on: .changed) == (.underWay, .update))
        #expect(try Machine.table.step(from: .underWay, on: .ended) == (.idle, .end))
        #expect(try Machine.table.step(from: .underWay, on: .cancelled) == (.idle, .end))
        #expect(try Machine.table.step(from: .idle, on: .step) == (.wheelTurning, .beginSteps))
        #expect(try Machine.table.step(from: .wheelTurning, on: .step) == (.wheelTurning, .stepAgain))
        #expect(try Machine.table.step(from: .wheelTurning, on: .quiet) == (.idle, .end))
        #expect(try Machine.table.step(from: .wheelTurning, on: .began) == (.underWay, .endStepsThenBegin))
    }

    @Test("what comes out of order is refused with its reason", arguments: [
        (Machine.State.idle, Machine.Trigger.changed, Machine.Refusal.notBegun),
        (.idle, .ended, .notBegun),
        (.idle, .cancelled, .notBegun),
        (.underWay, .began, .alreadyUnderWay),
        (.underWay, .step, .alreadyUnderWay),
        (.wheelTurning, .changed, .notBegun),
        (.wheelTurning, .ended, .notBegun),
    ])
    func refusals(_ state: Machine.State, _ trigger: Machine.Trigger, _ refusal: Machine.Refusal) {
        #expect(throws: refusal) { try Machine.table.step(from: state, on: trigger) }
    }

    @Test("a wheel's scroll is a step and a trackpad's is its phase")
    func triggers() {
        #expect(Machine.Trigger(ScrollInput.wheel(at: .zero, by: Point(x: 0, y: -10))) == .step)
        #expect(Machine.Trigger(ScrollInput.trackpad(.changed, at: .zero)) == .changed)
        #expect(Machine.Trigger(ScrollInput.trackpad(.began, at: .zero)) == .began)
    }

    @Test("the window refuses in the table's words: a change with nothing begun, a second begin")
    func windowFollowsTheTable() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(throws: ScrollInputError.notBegun(phase: .changed)) {
            try window.scroll(.trackpad(.changed, at: Point(x: 10, y: 10)), at: .zero)
        }
        try window.scroll(.trackpad(.began, at: Point(x: 10, y: 10)), at: .zero)
        #expect(throws: ScrollInputError.alreadyScrolling) {
            try window.scroll(.wheel(at: Point(x: 10, y: 10), by: Point(x: 0, y: 5)), at: .zero)
        }
        #expect(throws: TransformInputError.notBegun(phase: .ended)) {
            try window.transform(TransformInput(.ended, at: Point(x: 10, y: 10)), at: .zero)
        }
        try window.transform(TransformInput(.began, at: Point(x: 10, y: 10)), at: .zero)
        #expect(throws: TransformInputError.alreadyTransforming) {
            try window.transform(TransformInput(.began, at: Point(x: 10, y: 10)), at: .zero)
        }
    }
}
