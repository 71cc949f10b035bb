import GestureArbiter
import Testing

/// The harness for testing a recognizer on its own, with the article's two recognizers.
@Suite("Recognizer harness")
struct RecognizerHarnessTests {
    @Test("the article's pull-down begins, changes and ends; sideways it fails")
    func pullDown() throws {
        let harness = RecognizerHarness(PullDownGestureRecognizer())
        try harness.touchDown(at: Point(x: 100, y: 100), time: 0)
        try harness.move(to: Point(x: 102, y: 130), time: 16)
        try harness.move(to: Point(x: 104, y: 160), time: 32)
        try harness.lift(time: 48)
        #expect(harness.states == ["began", "changed", "ended", "possible"])

        let sideways = RecognizerHarness(PullDownGestureRecognizer())
        try sideways.touchDown(at: Point(x: 100, y: 100), time: 0)
        try sideways.move(to: Point(x: 130, y: 105), time: 16)
        #expect(sideways.states == ["failed", "possible"])
        let failure = sideways.window.trace.records.first { $0.event == "failed" }
        #expect(failure?.details.first { $0.name == "reason" }?.value == .string("sideways"))
    }

    @Test("the article's hold is recognized by its timer on the harness's clock, not before")
    func hold() throws {
        let harness = RecognizerHarness(HoldGestureRecognizer())
        try harness.touchDown(at: Point(x: 50, y: 50), time: 0)
        harness.advance(to: 999)
        #expect(harness.states.isEmpty)
        harness.advance(to: 1000)
        #expect(harness.states == ["recognized", "possible"])
    }

    @Test("a built-in recognizer too: a double tap from the view's own coordinates")
    func doubleTap() throws {
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        let harness = RecognizerHarness(tap, size: Size(width: 100, height: 100))
        try harness.touchDown(at: Point(x: 20, y: 20), time: 0)
        try harness.lift(time: 50)
        try harness.touchDown(at: Point(x: 22, y: 21), time: 150)
        try harness.lift(time: 200)
        #expect(harness.states == ["recognized", "possible"])
        #expect(harness.view.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("the snippet of the article runs")
    func articleSnippet() {
        #expect(throws: Never.self) { try snippet14GestureRecognizers() }
    }
}
