import Testing
import GestureArbiter
import GestureArbiterSwiftUI

@Suite("DragGesture")
struct DragGestureTests {
    @Test("a drag changes once its finger is 10 pt from its touch-down, with the translation counted from the touch-down, and ends at the lift")
    func beginsAtMinimumDistance() throws {
        let scene = SwiftUIScene()
        var changes: [Size] = []
        var ended: [DragGesture.Value] = []
        scene.card.gesture(DragGesture().onChanged { changes.append($0.translation) }.onEnded { ended.append($0) }, name: "drag")
        try scene.touch(1, .began, 100, 150, at: 0)
        try scene.touch(1, .moved, 100, 159, at: 16)
        #expect(changes.isEmpty)
        try scene.touch(1, .moved, 100, 160, at: 32)
        try scene.touch(1, .moved, 130, 190, at: 48)
        try scene.touch(1, .ended, 130, 190, at: 64)
        #expect(changes == [Size(width: 0, height: 10), Size(width: 30, height: 40)])
        let value = try #require(ended.first)
        #expect(ended.count == 1)
        #expect(value.startLocation == Point(x: 50, y: 50))
        #expect(value.location == Point(x: 80, y: 90))
        #expect(value.time == .milliseconds(64))
    }

    @Test("the velocity is the displacement over the last 100 ms, and the predicted end glides 0.499 s of it beyond the location")
    func velocityAndPredictedEnd() throws {
        let scene = SwiftUIScene()
        var last: DragGesture.Value?
        scene.card.gesture(DragGesture(minimumDistance: 0).onChanged { last = $0 })
        try scene.touch(1, .began, 100, 150, at: 0)
        for step in 1...10 {
            try scene.touch(1, .moved, 100 + 5 * Double(step), 150, at: 10 * Double(step))
        }
        let value = try #require(last)
        // 50 pt in 100 ms: 500 pt/s; the glide adds 500 × 0.499 = 249.5 pt.
        #expect(abs(value.velocity.width - 500) < 1e-9)
        #expect(value.velocity.height == 0)
        #expect(abs(value.predictedEndLocation.x - (100 + 249.5)) < 1e-9)
        #expect(abs(value.predictedEndTranslation.width - (50 + 249.5)) < 1e-9)
    }

    @Test("a zero minimum distance changes at the touch-down; a finger lifted before the minimum distance fails the drag, with no onEnded")
    func zeroDistanceAndEarlyLift() throws {
        let scene = SwiftUIScene()
        var eager: [Size] = []
        var lazyEnded = 0
        scene.card.gesture(DragGesture(minimumDistance: 0).onChanged { eager.append($0.translation) }, name: "eager")
        scene.container.gesture(DragGesture().onEnded { _ in lazyEnded += 1 }, name: "lazy")
        try scene.touch(1, .began, 100, 150, at: 0)
        #expect(eager == [.zero])
        try scene.touch(1, .ended, 104, 150, at: 50)
        #expect(lazyEnded == 0)
        #expect(scene.trace.lines.contains { $0.contains("lazy") && $0.contains("failed") })
    }

    @Test("a global drag reports window coordinates, a local one the view's")
    func coordinateSpaces() throws {
        let scene = SwiftUIScene()
        var local: Point?
        var global: Point?
        scene.card.gesture(DragGesture(minimumDistance: 0, coordinateSpace: .local).onChanged { local = $0.location })
        scene.card.simultaneousGesture(DragGesture(minimumDistance: 0, coordinateSpace: .global).onChanged { global = $0.location })
        try scene.touch(1, .began, 100, 150, at: 0)
        #expect(local == Point(x: 50, y: 50))
        #expect(global == Point(x: 100, y: 150))
    }
}
