import Testing
@testable import GestureArbiter

@Suite("Arbiter smoke")
struct ArbiterSmokeTests {
    @Test("a tap recognizer recognizes a tap and cancels the view's touch")
    func tap() throws {
        let window = Window.recording()
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(box)
        let tap = TapGestureRecognizer()
        tap.identifier = "tap"
        var fired = 0
        tap.addTarget { _ in fired += 1 }
        box.addGestureRecognizer(tap)
        try window.tap(1, 50, 50, at: 0)
        print(window.trace.records.map(\.textLine).joined(separator: "\n"))
        #expect(fired == 1)
    }

    @Test("a double tap and a single tap requiring it to fail")
    func doubleTap() throws {
        let window = Window.recording()
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(box)
        let single = TapGestureRecognizer()
        single.identifier = "single"
        let double = TapGestureRecognizer()
        double.identifier = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        box.addGestureRecognizer(single)
        box.addGestureRecognizer(double)
        try window.tap(1, 50, 50, at: 0)
        window.clock.advance(to: .milliseconds(1000))
        print(window.trace.records.filter { $0.kind != .hitTest }.map(\.textLine).joined(separator: "\n"))
    }
}
