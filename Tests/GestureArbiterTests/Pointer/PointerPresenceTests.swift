import Testing
import GestureArbiter

/// Whether the pointer is over the window, as the table that the window and the fixture compiler
/// both consult decides it.
@Suite("Pointer presence")
struct PointerPresenceTests {
    @Test("the pointer comes over the window with its first move, moves on, and exits once")
    func order() throws {
        #expect(try PointerPresence.table.step(from: .outside, on: .moved) == (.over, .hover))
        #expect(try PointerPresence.table.step(from: .over, on: .moved) == (.over, .hover))
        #expect(try PointerPresence.table.step(from: .over, on: .exited) == (.outside, .endHover))
        #expect(throws: PointerPresence.Refusal.notOver) { try PointerPresence.table.step(from: .outside, on: .exited) }
    }

    @Test("the window refuses an exit the table refuses, and takes the one it allows")
    func windowFollowsTheTable() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(throws: PointerInputError.pointerNotInWindow) { try window.pointerExited(at: .zero) }
        try window.movePointer(to: Point(x: 10, y: 10), at: .zero)
        try window.pointerExited(at: .milliseconds(10))
        #expect(throws: PointerInputError.pointerNotInWindow) { try window.pointerExited(at: .milliseconds(20)) }
    }
}
