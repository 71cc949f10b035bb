import Testing
import GestureArbiter
import GestureArbiterSwiftUI

@Suite("Composed gestures")
struct CompositionTests {
    @Test("a long press sequenced before a drag: .first(true) from the touch-down, .second(true, nil) when the press ends, then the drag's values from where the finger was")
    func sequence() throws {
        let scene = SwiftUIScene()
        var values: [String] = []
        scene.card.gesture(LongPressGesture().sequenced(before: DragGesture(minimumDistance: 0)).onChanged { value in
            switch value {
            case let .first(pressing): values.append("first \(pressing)")
            case let .second(pressed, drag?): values.append("second \(pressed) \(drag.translation)")
            case let .second(pressed, nil): values.append("second \(pressed) nil")
            }
        }, name: "sequence")
        try scene.touch(1, .began, 100, 150, at: 0)
        scene.window.clock.advance(to: .milliseconds(499))
        #expect(values == ["first true"])
        scene.window.clock.advance(to: .milliseconds(500))
        try scene.touch(1, .moved, 100, 170, at: 600)
        #expect(values == ["first true", "second true (0.0, 0.0)", "second true (0.0, 20.0)"])
    }

    @Test("a drag before the press's minimum duration fails the press and the sequence: the drag never starts")
    func sequenceFailsEarly() throws {
        let scene = SwiftUIScene()
        var ended = 0
        scene.card.gesture(LongPressGesture().sequenced(before: DragGesture()).onEnded { _ in ended += 1 }, name: "sequence")
        try scene.touch(1, .began, 100, 150, at: 0)
        try scene.touch(1, .moved, 100, 200, at: 100)
        try scene.touch(1, .ended, 100, 200, at: 700)
        #expect(ended == 0)
        #expect(scene.trace.lines.contains { $0.contains("sequence") && $0.contains("failed") && $0.contains("reason=movement") })
    }

    @Test("a magnify simultaneous with a rotate reports both parts' values, nil for the part not yet begun")
    func simultaneous() throws {
        let scene = SwiftUIScene()
        var values: [SimultaneousGesture<MagnifyGesture, RotateGesture>.Value] = []
        scene.card.gesture(MagnifyGesture().simultaneously(with: RotateGesture()).onChanged { values.append($0) })
        try scene.window.send([TouchInput(id: 1, phase: .began, location: Point(x: 100, y: 200)), TouchInput(id: 2, phase: .began, location: Point(x: 200, y: 200))], at: .milliseconds(0))
        try scene.window.send([TouchInput(id: 1, phase: .moved, location: Point(x: 90, y: 200)), TouchInput(id: 2, phase: .moved, location: Point(x: 210, y: 200))], at: .milliseconds(16))
        try scene.window.send([TouchInput(id: 1, phase: .moved, location: Point(x: 150, y: 140)), TouchInput(id: 2, phase: .moved, location: Point(x: 150, y: 260))], at: .milliseconds(32))
        #expect(values.count == 2)
        #expect(values.first?.first.map { abs($0.magnification - 1.2) < 1e-9 } == true)
        #expect(values.first?.second == nil)
        #expect(values.first?.first?.startLocation == Point(x: 100, y: 100))
        #expect(values.first?.first?.startAnchor == .center)
        #expect(values.last?.second.map { abs($0.rotation.degrees - 90) < 1e-9 } == true)
    }

    @Test("a double tap exclusive before a single tap: a lone tap counts 350 ms after its lift, two quick taps count as the double, once")
    func exclusive() throws {
        let scene = SwiftUIScene()
        var ended: [String] = []
        scene.card.gesture(TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { value in
            switch value {
            case .first: ended.append("double")
            case .second: ended.append("single")
            }
        })
        try scene.tap(1, 100, 150, at: 0)
        scene.window.clock.advance(to: .milliseconds(399))
        #expect(ended == [])
        scene.window.clock.advance(to: .milliseconds(400))
        #expect(ended == ["single"])
        try scene.tap(2, 100, 150, at: 1000)
        try scene.tap(3, 100, 150, at: 1150)
        scene.window.clock.advance(to: .milliseconds(2000))
        #expect(ended == ["single", "double"])
    }

    @Test("map transforms the value the callbacks see, and a custom gesture is made from its body")
    func mapAndBody() throws {
        struct Swipe: Gesture {
            var body: some Gesture<String> {
                DragGesture().map { $0.translation.width < 0 ? "left" : "right" }
            }
        }
        let scene = SwiftUIScene()
        var directions: [String] = []
        scene.card.gesture(Swipe().onEnded { directions.append($0) })
        try scene.touch(1, .began, 200, 150, at: 0)
        try scene.touch(1, .moved, 150, 150, at: 16)
        try scene.touch(1, .ended, 150, 150, at: 32)
        #expect(directions == ["left"])
    }
}
