import Testing
@testable import GestureArbiter

@Suite("Unowned references")
struct UnownedReferenceTests {
    @Test("a back reference gives and reads its object without holding it, and reads nothing when empty")
    func readsWithoutHolding() {
        var window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let reference = UnownedReference(window)
        #expect(reference.object === window)
        #expect(reference.read { $0.bounds.size.height } == 480)
        // Only the test's variable holds the window: the reference adds no strong count.
        #expect(isKnownUniquelyReferenced(&window))
        #expect(UnownedReference<Window>(nil).object == nil)
        #expect(UnownedReference<Window>(nil).read { $0.bounds } == nil)
    }

    @Test("a view's and a recognizer's reads of their window follow the view into and out of a window")
    func readsFollowTheWindow() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let recognizer = TapGestureRecognizer()
        view.addGestureRecognizer(recognizer)
        #expect(view.readWindow { $0 } == nil)
        #expect(recognizer.readWindow { $0 } == nil)
        window.addSubview(view)
        #expect(view.readWindow { $0 } === window)
        #expect(recognizer.readWindow { $0 } === window)
        view.removeFromSuperview()
        #expect(view.readWindow { $0 } == nil)
        #expect(recognizer.readWindow { $0 } == nil)
    }
}
