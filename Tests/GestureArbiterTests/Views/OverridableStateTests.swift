import Testing
@testable import GestureArbiter

/// A renderer restyles the UIKit way: it overrides a property with `didSet`, and the engine's own
/// changes go through it.
@Suite("Overridable state")
struct OverridableStateTests {
    private final class StyledButton: Button {
        var highlights: [Bool] = []
        override var isHighlighted: Bool {
            didSet { highlights.append(isHighlighted) }
        }
    }

    private final class WatchedList: ScrollView {
        var offsets: [Double] = []
        override var contentOffset: Point {
            didSet { offsets.append(contentOffset.y) }
        }
    }

    private final class WatchedView: View {
        var frames: [Rect] = []
        override var bounds: Rect {
            didSet { frames.append(frame) }
        }
        override var center: Point {
            didSet { frames.append(frame) }
        }
    }

    @Test("a button's isHighlighted override sees the engine highlight and unhighlight it during a tap")
    func highlight() throws {
        let window = Window.quiet()
        let button = StyledButton(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        window.addSubview(button)
        try window.send(.began(1, 10, 10), at: 0)
        #expect(button.highlights == [true])
        try window.send(.ended(1, 10, 10), at: 50)
        #expect(button.highlights == [true, false])
    }

    @Test("a scroll view's contentOffset override sees every offset of a drag and its glide")
    func contentOffset() throws {
        let window = Window.quiet()
        let list = WatchedList(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        list.contentSize = Size(width: 400, height: 5000)
        window.addSubview(list)
        try window.send(.began(1, 100, 500), at: 0)
        try window.send(.moved(1, 100, 470), at: 16)
        try window.send(.moved(1, 100, 440), at: 32)
        #expect(list.offsets == [20, 50])
        try window.send(.ended(1, 100, 440), at: 32)
        window.clock.advance(to: .milliseconds(5000))
        #expect(list.offsets.count > 10)
        #expect(list.offsets.last == list.contentOffset.y)
    }

    @Test("setting frame goes through bounds and center, as in UIKit, so their overrides see it")
    func frame() {
        let view = WatchedView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.frame = Rect(x: 20, y: 30, width: 40, height: 50)
        #expect(view.frames.last == Rect(x: 20, y: 30, width: 40, height: 50))
        #expect(view.frames.count == 2)
    }
}
