import Testing
@testable import GestureArbiter

@Suite("Trace")
struct TraceTests {
    @Test("recording is off by default, and a tap then leaves no records")
    func offByDefault() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(View(id: "box", frame: Rect(x: 10, y: 10, width: 50, height: 50)))

        try window.tap(1, 20, 20, at: 0)

        #expect(!window.trace.isRecording)
        #expect(!window.trace.isActive)
        #expect(window.trace.records.isEmpty)
    }

    @Test("while recording is off the payload is never built")
    func payloadNotEvaluatedWhenOff() {
        let trace = Trace(clock: VirtualClock())
        var built = 0
        func payload() -> TraceRecord.Payload {
            built += 1
            return .settled(capped: false, pendingTimers: 0)
        }

        trace.record(payload())
        #expect(built == 0)

        trace.isRecording = true
        trace.record(payload())
        #expect(built == 1)
    }

    @Test("recording keeps records in order, stamped with the clock's time")
    func recordingKeepsRecords() {
        let clock = VirtualClock()
        let trace = Trace(clock: clock)
        trace.isRecording = true

        trace.record(.settled(capped: false, pendingTimers: 0))
        clock.advance(to: .milliseconds(12.5))
        trace.record(.settled(capped: true, pendingTimers: 2))

        #expect(trace.records == [
            TraceRecord(time: .zero, payload: .settled(capped: false, pendingTimers: 0)),
            TraceRecord(time: .milliseconds(12.5), payload: .settled(capped: true, pendingTimers: 2)),
        ])
    }

    @Test("turning recording off stops keeping records but keeps the earlier ones")
    func turningRecordingOff() {
        let trace = Trace(clock: VirtualClock())
        trace.isRecording = true
        trace.record(.settled(capped: false, pendingTimers: 0))

        trace.isRecording = false
        trace.record(.settled(capped: false, pendingTimers: 1))

        #expect(trace.records.map(\.summary) == ["clock settled pending=0"])
    }

    @Test("removeAllRecords forgets what was kept and recording goes on")
    func removeAllRecords() {
        let trace = Trace(clock: VirtualClock())
        trace.isRecording = true
        trace.record(.settled(capped: false, pendingTimers: 0))

        trace.removeAllRecords()
        trace.record(.settled(capped: false, pendingTimers: 3))

        #expect(trace.records.map(\.summary) == ["clock settled pending=3"])
    }

    @Test("an observer receives each record even when records are not kept, and nothing after its removal")
    func observers() {
        let trace = Trace(clock: VirtualClock())
        var first: [String] = []
        var second: [String] = []
        let firstID = trace.addObserver { first.append($0.summary) }
        trace.addObserver { second.append($0.summary) }
        #expect(trace.isActive)

        trace.record(.settled(capped: false, pendingTimers: 1))
        trace.removeObserver(firstID)
        trace.record(.settled(capped: false, pendingTimers: 2))

        #expect(first == ["clock settled pending=1"])
        #expect(second == ["clock settled pending=1", "clock settled pending=2"])
        #expect(trace.records.isEmpty)
    }

    @Test("removing the last observer makes the trace inactive again")
    func inactiveAfterLastObserverLeaves() {
        let trace = Trace(clock: VirtualClock())
        let id = trace.addObserver { _ in }

        trace.removeObserver(id)

        #expect(!trace.isActive)
    }

    @Test("an observer of a window sees the hit-test and touch records of a tap")
    func observerOfAWindow() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.identifier = "window"
        var seen: [String] = []
        window.trace.addObserver { seen.append($0.summary) }

        try window.tap(1, 20, 20, at: 0)

        #expect(seen == [
            "window hitTest point=[20, 20] result=window",
            "window pointInside point=[20, 20] result=true",
            "window touchesBegan touches=[1] tapCount=[1]",
            "window touchesEnded touches=[1]",
        ])
    }

    @Test("numbers print as integers when whole, else with at most three decimals", arguments: [
        (0.0, "0"),
        (-0.0, "0"),
        (-0.0004, "0"),
        (1.0, "1"),
        (-150.0, "-150"),
        (100_000.0, "100000"),
        (12.5, "12.5"),
        (16.6666667, "16.667"),
        (0.1 + 0.2, "0.3"),
        (-2.0005, "-2.001"),
        (0.0005, "0.001"),
        (7.9999, "8"),
        (Double.nan, "NaN"),
        (Double.infinity, "Infinity"),
        (-Double.infinity, "-Infinity"),
    ])
    func format(number: Double, text: String) {
        #expect(TraceValue.format(number) == text)
    }

    @Test("strings are quoted in JSON, and in text only when a space, quote, equals sign or newline needs it")
    func stringRendering() {
        #expect(TraceValue.string("red").json == "\"red\"")
        #expect(TraceValue.string("red").text == "red")
        #expect(TraceValue.string("two words").text == "\"two words\"")
        #expect(TraceValue.string("a=b").text == "\"a=b\"")
        #expect(TraceValue.string("").text == "\"\"")
        #expect(TraceValue.string("say \"hi\"\n\\").json == #""say \"hi\"\n\\""#)
        #expect(TraceValue.string("\u{1}").json == #""\u0001""#)
        #expect(TraceValue.optionalString(nil).text == "null")
        #expect(TraceValue.rect(Rect(x: 1, y: 2.5, width: 3, height: 4)).json == "[1, 2.5, 3, 4]")
    }

    @Test("a hitTest record renders as JSON with its fields in a fixed order")
    func hitTestJSON() {
        let record = TraceRecord(time: .milliseconds(12.5), payload: .hitTest(view: "root", point: Point(x: 10, y: 20.25), result: "red"))

        #expect(record.jsonLine == #"{"t": 12.5, "kind": "hitTest", "subject": "root", "event": "hitTest", "point": [10, 20.25], "result": "red"}"#)
    }

    @Test("a hitTest that found nothing renders its result as null")
    func hitTestNilJSON() {
        let record = TraceRecord(time: .zero, payload: .hitTest(view: "yellow", point: Point(x: -10, y: 5), result: nil))

        #expect(record.jsonLine == #"{"t": 0, "kind": "hitTest", "subject": "yellow", "event": "hitTest", "point": [-10, 5], "result": null}"#)
        #expect(record.textLine == "        0  hitTest    yellow          hitTest           point=[-10, 5] result=null")
    }

    @Test("a pointInside record renders as JSON and as fixed-column text")
    func pointInsideRendering() {
        let record = TraceRecord(time: .milliseconds(1000), payload: .pointInside(view: "lightGray", point: Point(x: 50, y: 50), result: false))

        #expect(record.jsonLine == #"{"t": 1000, "kind": "hitTest", "subject": "lightGray", "event": "pointInside", "point": [50, 50], "result": false}"#)
        #expect(record.textLine == "     1000  hitTest    lightGray       pointInside       point=[50, 50] result=false")
    }

    @Test("a hitTest record renders as fixed-column text")
    func hitTestText() {
        let record = TraceRecord(time: .milliseconds(12.5), payload: .hitTest(view: "root", point: Point(x: 10, y: 20.25), result: "red"))

        #expect(record.textLine == "     12.5  hitTest    root            hitTest           point=[10, 20.25] result=red")
    }

    @Test("a touches record renders its touch ids, tap counts for touchesBegan only, and forwarded only when it was forwarded")
    func touchesRendering() {
        let direct = TraceRecord(time: .milliseconds(16.6666667), payload: .touches(responder: "red", method: .touchesBegan, touches: [1, 2], tapCounts: [1, 3], forwarded: false))
        let forwarded = TraceRecord(time: .milliseconds(16.6666667), payload: .touches(responder: "lightGray", method: .touchesCancelled, touches: [2], tapCounts: [3], forwarded: true))

        #expect(direct.jsonLine == #"{"t": 16.667, "kind": "touches", "subject": "red", "event": "touchesBegan", "touches": [1, 2], "tapCount": [1, 3]}"#)
        #expect(direct.textLine == "   16.667  touches    red             touchesBegan      touches=[1, 2] tapCount=[1, 3]")
        #expect(forwarded.jsonLine == #"{"t": 16.667, "kind": "touches", "subject": "lightGray", "event": "touchesCancelled", "touches": [2], "forwarded": true}"#)
        #expect(forwarded.textLine == "   16.667  touches    lightGray       touchesCancelled  touches=[2] forwarded=true")
    }

    @Test("a subject wider than its column pushes the rest along instead of being cut")
    func wideSubject() {
        let record = TraceRecord(time: .zero, payload: .touches(responder: "aVeryLongViewName", method: .touchesEnded, touches: [1], tapCounts: [1], forwarded: false))

        #expect(record.textLine == "        0  touches    aVeryLongViewName  touchesEnded      touches=[1]")
    }

    @Test("a record without details has no trailing spaces in its text line")
    func noTrailingSpaces() {
        let record = TraceRecord(time: .zero, payload: .final(subject: "box", state: []))

        #expect(record.textLine == "        0  final      box             state")
        #expect(record.jsonLine == #"{"t": 0, "kind": "final", "subject": "box", "event": "state"}"#)
    }
}
