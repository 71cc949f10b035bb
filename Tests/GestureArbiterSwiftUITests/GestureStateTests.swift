import Testing
import GestureArbiter
import GestureArbiterSwiftUI

@Suite("GestureState")
struct GestureStateTests {
    @Test("a gesture state follows updating and goes back to its initial value when the gesture ends, before onEnded runs")
    func resetsOnEnd() throws {
        let scene = SwiftUIScene()
        @GestureState var offset = Size.zero
        var seenInOnEnded: Size?
        scene.card.gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation }.onEnded { _ in seenInOnEnded = offset }, name: "drag")
        try scene.touch(1, .began, 100, 150, at: 0)
        try scene.touch(1, .moved, 100, 180, at: 16)
        #expect(offset == Size(width: 0, height: 30))
        try scene.touch(1, .ended, 100, 180, at: 32)
        #expect(offset == .zero)
        #expect(seenInOnEnded == .zero)
        #expect(scene.callbacks(of: "drag") == ["updating", "reset", "onEnded"])
    }

    @Test("a cancelled gesture resets its state in the reset transaction, and a failed one that had updated it resets it too")
    func resetsOnCancelAndFailure() throws {
        let scene = SwiftUIScene()
        @GestureState(resetTransaction: Transaction(animation: .spring)) var dragging: Bool? = nil
        @GestureState var pressing = false
        scene.card.gesture(DragGesture().updating($dragging) { _, state, _ in state = true }, name: "drag")
        scene.container.gesture(LongPressGesture().updating($pressing) { value, state, _ in state = value }, name: "press")
        try scene.touch(1, .began, 100, 150, at: 0)
        #expect(pressing)
        try scene.touch(1, .moved, 100, 180, at: 16)
        #expect(dragging == true)
        #expect(pressing == false)
        try scene.touch(1, .cancelled, 100, 180, at: 32)
        #expect(dragging == nil)
        let reset = scene.trace.lines.filter { $0.contains("swiftUI") && $0.contains("reset") }
        #expect(reset.count == 2)
        #expect(reset.last?.contains("animation=spring") == true)
    }

    @Test("the reset closure sees the value it leaves and sets the reset's transaction")
    func resetClosure() throws {
        let scene = SwiftUIScene()
        var left: Double?
        @GestureState(reset: { value, transaction in left = value; transaction.animation = .easeOut }) var distance = 0.0
        scene.card.gesture(DragGesture().updating($distance) { value, state, transaction in
            state = value.translation.height
            transaction.animation = .interactiveSpring
        }, name: "drag")
        try scene.touch(1, .began, 100, 150, at: 0)
        try scene.touch(1, .moved, 100, 170, at: 16)
        try scene.touch(1, .ended, 100, 170, at: 32)
        #expect(left == 20)
        #expect(distance == 0)
        #expect(scene.trace.lines.contains { $0.contains("updating") && $0.contains("animation=interactiveSpring") })
        #expect(scene.trace.lines.contains { $0.contains("reset") && $0.contains("animation=easeOut") })
    }
}
