import Testing
import GestureArbiter
import GestureArbiterSwiftUI

@Suite("DragGesture")
struct DragGestureTests {
    @Test("explore")
    func explore() throws {
        let scene = SwiftUIScene()
        @GestureState var offset = Size.zero
        var ended: [DragGesture.Value] = []
        scene.card.gesture(
            DragGesture()
                .updating($offset) { value, state, _ in state = value.translation }
                .onEnded { ended.append($0) },
            name: "drag"
        )
        try scene.drag(1, from: Point(x: 100, y: 150), to: Point(x: 100, y: 230), steps: 5, at: 0)
        scene.window.clock.advance(to: .milliseconds(500))
        for line in scene.lines.all { print(line) }
        #expect(ended.count == 1)
        #expect(offset == .zero)
    }
}
