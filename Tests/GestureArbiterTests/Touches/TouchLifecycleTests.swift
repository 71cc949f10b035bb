import Testing
@testable import GestureArbiter

@Suite("The touch lifecycle table")
struct TouchLifecycleTests {
    @Test("every state and reported phase is handled, no two entries overlap, every state is reachable")
    func tableIsSound() {
        #expect(TouchLifecycle.table.unhandledSituations.isEmpty)
        #expect(TouchLifecycle.table.ambiguousSituations.isEmpty)
        #expect(TouchLifecycle.table.unreachableStates.isEmpty)
    }

    @Test("a finger begins once, then moves, stays or lifts", arguments: [
        (TouchLifecycle.State.notBegun, TouchLifecycle.Trigger.began, TouchLifecycle.State.began),
        (.began, .moved, .moved),
        (.moved, .stationary, .stationary),
        (.stationary, .ended, .ended),
        (.moved, .cancelled, .cancelled),
    ])
    func allowedTransitions(from: TouchLifecycle.State, trigger: TouchLifecycle.Trigger, to: TouchLifecycle.State) throws {
        let outcome = TouchLifecycle.table.lookUp(from, on: trigger) { _ in true }
        guard case let .transition(row) = outcome else {
            Issue.record("expected a transition, got \(outcome)")
            return
        }
        #expect(TouchLifecycle.table.rows[row].to == to)
    }

    @Test("bad input is refused with its reason")
    func refusals() {
        #expect(TouchLifecycle.table.lookUp(.notBegun, on: .moved) { _ in true } == .refused(.neverBegan))
        #expect(TouchLifecycle.table.lookUp(.moved, on: .began) { _ in true } == .refused(.alreadyDown))
        #expect(TouchLifecycle.table.lookUp(.moved, on: .stationary) { _ in false } == .refused(.stationaryButMoved))
        #expect(TouchLifecycle.table.lookUp(.ended, on: .moved) { _ in true } == .refused(.alreadyLifted))
    }

    @Test("only touch-down hit-tests; every other accepted phase updates the touch")
    func actions() {
        let rows = TouchLifecycle.table.rows
        #expect(rows.filter { $0.actions.contains(.hitTestAndBind) }.map(\.trigger) == [.began])
        #expect(rows.filter { $0.trigger != .began }.allSatisfy { $0.actions == [.update] })
    }
}
