import Testing
import GestureArbiter
import GestureArbiterSwiftUI

/// The SwiftUI gestures' tables on their own: the rows their hosts rely on.
@Suite("SwiftUI gesture machines")
struct MachineTests {
    @Test("a tap's second finger fails it, and its last lift succeeds only when it is the last tap")
    func tapRows() {
        let table = TapGestureRecognition.table
        #expect(table.lookUp(.touchDown, on: .touchesBegan) { _ in false } == table.lookUp(.touchDown, on: .touchesBegan) { _ in true })
        guard case let .transition(lastTap) = table.lookUp(.touchDown, on: .touchesEnded, where: { $0 == .lastTap }),
              case let .transition(moreTaps) = table.lookUp(.touchDown, on: .touchesEnded, where: { _ in false }) else {
            Issue.record("a lift must be a transition")
            return
        }
        #expect(table.rows[lastTap].to == .succeeded)
        #expect(table.rows[moreTaps].to == .waitingForNextTap)
        #expect(table.rows[moreTaps].actions == [.stopTimer, .countTap, .startGapTimer])
        #expect(table.lookUp(.waitingForNextTap, on: .touchesMoved) { _ in true } == .ignored)
    }

    @Test("a long press is pressing from its touch-down and succeeds on its timer, but another finger's lift leaves it pressing")
    func longPressRows() {
        let table = LongPressGestureRecognition.table
        guard case let .transition(down) = table.lookUp(.waitingForTouch, on: .touchesBegan, where: { _ in false }),
              case let .transition(elapsed) = table.lookUp(.pressing, on: .durationElapsed, where: { _ in false }),
              case let .transition(otherLift) = table.lookUp(.pressing, on: .touchesEnded, where: { _ in false }) else {
            Issue.record("expected transitions")
            return
        }
        #expect(table.rows[down].actions == [.trackFinger, .startDurationTimer, .press])
        #expect(table.rows[elapsed].to == .succeeded)
        #expect(table.rows[otherLift].to == .pressing)
    }

    @Test("a drag with its minimum distance reached at the touch-down starts dragging at once")
    func dragRows() {
        let table = DragGestureRecognition.table
        guard case let .transition(row) = table.lookUp(.waitingForTouch, on: .touchesBegan, where: { $0 == .reachedMinimumDistance }) else {
            Issue.record("expected a transition")
            return
        }
        #expect(table.rows[row].to == .dragging)
        #expect(table.rows[row].actions == [.trackFinger, .sample, .change])
    }

    @Test("an exclusive pair hands over to its second part only when the first fails; a sequence to its second when the first ends with a finger down, and ends at once without one")
    func compositionRows() {
        let exclusive = ExclusiveGestureRecognition.table
        #expect(exclusive.lookUp(.racing, on: .secondEnded) { _ in false } == .ignored)
        guard case let .transition(handOver) = exclusive.lookUp(.racing, on: .firstFailed, where: { _ in false }),
              case let .transition(next) = SequenceGestureRecognition.table.lookUp(.first, on: .partEnded, where: { $0 == .fingersDown }),
              case let .transition(noFinger) = SequenceGestureRecognition.table.lookUp(.first, on: .partEnded, where: { _ in false }),
              case let .transition(noSecondValue) = SequenceGestureRecognition.table.lookUp(.second, on: .partFailed, where: { _ in false }) else {
            Issue.record("expected transitions")
            return
        }
        #expect(exclusive.rows[handOver].to == .second)
        #expect(SequenceGestureRecognition.table.rows[next].actions == [.startSecond])
        #expect(SequenceGestureRecognition.table.rows[noFinger].to == .succeeded)
        #expect(SequenceGestureRecognition.table.rows[noSecondValue].to == .succeeded)
    }

    @Test("every SwiftUI machine is in the catalog, sound, and drawn", arguments: SwiftUIStateDiagramCatalog.all.map(\.name))
    func catalog(name: String) throws {
        let entry = try #require(SwiftUIStateDiagramCatalog.all.first { $0.name == name })
        #expect(entry.problems == [])
        #expect(entry.dot.contains("digraph"))
    }
}
