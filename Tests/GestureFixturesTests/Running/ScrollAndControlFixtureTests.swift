import GestureArbiter
import GestureFixtures
import Testing

/// Fixtures with scroll views and controls run on the library's `ScrollView`, `Button`, `Slider`
/// and `Switch`, with the fixture's overrides, `set` events and final records.
@Suite("Running scroll views and controls")
struct ScrollAndControlFixtureTests {
    /// A full-window scroll view, content 2000 pt tall, holding a button, a slider and a switch.
    static func fixture(scroll extraScrollKeys: String = "", events: String, _ members: String = "") -> String {
        #"""
        {
          "views": [
            { "id": "scroll", "type": "scrollView", "frame": [0, 0, 375, 667], "contentSize": [375, 2000]\#(extraScrollKeys),
              "subviews": [
                { "id": "button", "type": "button", "frame": [100, 100, 175, 50] },
                { "id": "volume", "type": "slider", "frame": [20, 200, 228, 30], "value": 5, "maximumValue": 10 },
                { "id": "knob", "type": "switch", "frame": [20, 260, 51, 31] }
              ] }
          ],
          "events": \#(events)\#(members.isEmpty ? "" : ", " + members)
        }
        """#
    }

    /// Loads and runs a fixture text.
    func run(_ json: String) throws -> FixtureRun {
        try FixtureLoader.load(json: Array(json.utf8), file: "inline.json").run()
    }

    /// The records of one kind as "t subject event" lines.
    func lines(_ run: FixtureRun, _ kind: TraceKind, without events: Set<String> = []) -> [String] {
        run.records.filter { $0.kind == kind && !events.contains($0.event) }
            .map { "\(TraceValue.format($0.time.milliseconds)) \($0.subject) \($0.event)" }
    }

    /// One field of a subject's final record.
    func final(_ run: FixtureRun, _ subject: String, _ key: String) -> TraceValue? {
        for record in run.records {
            if case let .final(recordSubject, state) = record.payload, recordSubject == subject {
                return state.first { $0.name == key }?.value
            }
        }
        return nil
    }

    /// A quick upward drag from plain content, (200, 500) to (200, 300) in 100 ms.
    static let quickDrag = #"[{"t": 0, "drag": {"touch": 1, "from": [200, 500], "to": [200, 300], "duration": 100}}]"#

    @Test("a quick drag scrolls: willBeginDragging, didScroll, and the final content offset moved up the content")
    func quickDragScrolls() throws {
        let run = try run(Self.fixture(events: Self.quickDrag))
        let scroll = lines(run, .scroll, without: ["didScroll"])
        #expect(scroll.prefix(4) == ["16.667 scroll willBeginDragging", "100 scroll willEndDragging", "100 scroll didEndDragging", "100 scroll willBeginDecelerating"])
        #expect(scroll.last == "\(scroll.last?.split(separator: " ").first ?? "") scroll didEndDecelerating")
        #expect(lines(run, .scroll).contains { $0.hasSuffix("scroll didScroll") })
        guard case let .list(offset)? = final(run, "scroll", "contentOffset"), case let .number(y)? = offset.last else {
            Issue.record("no final contentOffset")
            return
        }
        #expect(y > 200)
        #expect(final(run, "scroll", "isDragging") == .bool(false))
        #expect(final(run, "scroll", "isDecelerating") == .bool(false))
        #expect(final(run, "scroll", "isTracking") == .bool(false))
        #expect(final(run, "scroll", "contentSize") == .list([.number(375), .number(2000)]))
        #expect(final(run, "scroll.pan", "state") == .string("possible"))
        #expect(final(run, "scroll.delay", "view") == .string("scroll"))
        #expect(lines(run, .control) == [])
    }

    @Test("a quick tap on the button in the scroll view reaches it at the lift; the final records show each control's state")
    func quickTapOnButton() throws {
        let run = try run(Self.fixture(events: #"[{"t": 0, "tap": {"touch": 1, "at": [150, 125], "duration": 80}}]"#))
        #expect(lines(run, .control) == ["80 button touchDown", "80 button touchUpInside", "80 button primaryActionTriggered"])
        let buttonState = run.records.compactMap { record -> [String]? in
            guard case let .final("button", state) = record.payload else { return nil }
            return state.map(\.name)
        }.first
        #expect(buttonState == ["frame", "bounds", "hidden", "alpha", "userInteractionEnabled", "superview",
                                "isTracking", "isHighlighted", "isSelected", "isEnabled"])
        #expect(final(run, "volume", "value") == .number(5))
        #expect(final(run, "knob", "on") == .bool(false))
        #expect(final(run, "knob", "isEnabled") == .bool(true))
        #expect(final(run, "button", "isHighlighted") == .bool(false))
    }

    @Test("the scroll view's settings reach the library view: scrollEnabled false keeps the content still")
    func settingsApply() throws {
        let run = try run(Self.fixture(scroll: #", "scrollEnabled": false, "contentOffset": [0, 50]"#, events: Self.quickDrag))
        #expect(lines(run, .scroll) == [])
        #expect(final(run, "scroll", "contentOffset") == .list([.number(0), .number(50)]))
        #expect(final(run, "scroll.pan", "enabled") == .bool(false))
    }

    @Test("set events change a scroll view, its pan and the controls; the expectations check the final records")
    func setEvents() throws {
        let json = Self.fixture(events: #"""
            [ { "t": 0, "set": { "id": "scroll.pan", "key": "enabled", "value": false } },
              { "t": 0, "drag": { "touch": 1, "from": [200, 500], "to": [200, 300], "duration": 100 } },
              { "t": 200, "set": { "id": "scroll", "key": "contentOffset", "value": [0, 100] } },
              { "t": 210, "set": { "id": "volume", "key": "value", "value": 12 } },
              { "t": 220, "set": { "id": "knob", "key": "on", "value": true } } ]
            """#, #"""
            "expect": {
              "trace": [ { "t": 200, "kind": "scroll", "subject": "scroll", "event": "didScroll", "offset": [0, 100] } ],
              "absent": [ { "kind": "scroll", "event": "willBeginDragging" }, { "kind": "control" } ],
              "final": { "scroll.contentOffset": [0, 100], "scroll.pan.enabled": false, "volume.value": 10, "knob.on": true }
            }
            """#)
        let compiled = try FixtureLoader.load(json: Array(json.utf8), file: "inline.json")
        let report = compiled.run().check(try #require(compiled.fixture.expectations))
        #expect(report.passed, "\(report.failures.map(\.description).joined(separator: "\n"))")
    }

    @Test("turning scrolling off mid-drag ends the drag at once")
    func scrollDisabledMidDrag() throws {
        let json = Self.fixture(events: #"""
            [ { "t": 0, "drag": { "touch": 1, "from": [200, 500], "to": [200, 300], "duration": 100 } },
              { "t": 60, "set": { "id": "scroll", "key": "scrollEnabled", "value": false } } ]
            """#)
        let run = try run(json)
        let scroll = lines(run, .scroll, without: ["didScroll"])
        #expect(scroll.first == "16.667 scroll willBeginDragging")
        #expect(scroll.contains("60 scroll didEndDragging"))
        #expect(!run.records.contains { $0.kind == .scroll && $0.time > .milliseconds(60) && $0.event == "didScroll" && $0.time < .milliseconds(100) })
    }

    @Test("touchesShouldBegin's deny keeps the held touch from the button; the answer is traced")
    func touchesShouldBeginDenied() throws {
        let json = Self.fixture(scroll: #", "touchesShouldBegin": {"deny": ["button"]}"#, events: #"""
            [ { "t": 0, "touch": 1, "phase": "began", "at": [150, 125] },
              { "t": 300, "touch": 1, "phase": "ended" } ]
            """#)
        let run = try run(json)
        let answers = run.records.filter { $0.kind == .delegate && $0.event == "touchesShouldBegin" }
        #expect(answers.map(\.details) == [[TraceField("view", .string("button")), TraceField("result", .bool(false))]])
        #expect(lines(run, .control) == [])
    }

    @Test("touchesShouldCancel's allow lets a drag take the button's touch; without it the button keeps it")
    func touchesShouldCancelAllowed() throws {
        let events = #"""
            [ { "t": 0, "touch": 1, "phase": "began", "at": [150, 125] },
              { "t": 200, "drag": { "touch": 1, "from": [150, 125], "to": [150, 25], "duration": 100, "begin": false } } ]
            """#
        let allowed = try run(Self.fixture(scroll: #", "touchesShouldCancel": {"allow": ["button"]}"#, events: events))
        #expect(lines(allowed, .control).prefix(2) == ["150 button touchDown", "216.667 button touchCancel"])
        #expect(lines(allowed, .scroll).first == "216.667 scroll willBeginDragging")
        #expect(allowed.records.contains { $0.kind == .delegate && $0.event == "touchesShouldCancel" && $0.details.last == TraceField("result", .bool(true)) })

        let kept = try run(Self.fixture(events: events))
        #expect(lines(kept, .scroll) == [])
        #expect(!lines(kept, .control).contains { $0.hasSuffix("touchCancel") })
    }

    @Test("a tap on the switch toggles it; hitTest and pointInside overrides work on controls")
    func switchAndOverrides() throws {
        let json = #"""
            {
              "views": [
                { "id": "knob", "type": "switch", "frame": [20, 20, 51, 31], "pointInside": { "insets": [-20, -20, -20, -20] } },
                { "id": "button", "type": "button", "frame": [200, 20, 100, 44], "hitTest": "passThrough" },
                { "id": "pad", "type": "control", "frame": [0, 400, 100, 100], "gestureRecognizerShouldBegin": { "deny": ["tap"] },
                  "gestures": [ { "id": "tap", "type": "tap" } ] }
              ],
              "events": [
                { "t": 0, "tap": { "touch": 1, "at": [10, 10] } },
                { "t": 500, "tap": { "touch": 2, "at": [250, 40] } },
                { "t": 1000, "tap": { "touch": 3, "at": [50, 450] } }
              ]
            }
            """#
        let run = try run(json)
        #expect(lines(run, .control) == [
            "0 knob touchDown", "50 knob valueChanged", "50 knob touchUpInside",
            "1000 pad touchDown", "1050 pad touchUpInside",
        ])
        #expect(final(run, "knob", "on") == .bool(true))
        #expect(final(run, "tap", "state") == .string("possible"))
        #expect(!run.records.contains { $0.kind == .gesture && $0.subject == "tap" && $0.event == "recognized" })
    }

    @Test(
        "touches: consume on a control, in the scene or by a set, changes nothing: a control keeps its touches anyway",
        arguments: ["button", "slider", "switch", "control"])
    func controlConsumesTouches(_ type: String) throws {
        func fixture(_ keys: String, set: Bool) -> String {
            #"""
            {"views": [{"id": "box", "frame": [0, 0, 375, 667], "subviews": [
                         {"id": "c", "type": "\#(type)", "frame": [20, 20, 200, 44]\#(keys)}]}],
             "events": [
               {"t": 0, "tap": {"touch": 1, "at": [60, 40]}}\#(set ? #", {"t": 300, "set": {"id": "c", "key": "touches", "value": "consume"}}"# : "")
               , {"t": 500, "drag": {"touch": 2, "from": [60, 40], "to": [150, 40], "duration": 100}}
             ]}
            """#
        }
        let plain = try run(fixture("", set: false))
        let consuming = try run(fixture(#", "touches": "consume""#, set: false))
        let set = try run(fixture("", set: true))
        #expect(consuming.records == plain.records)
        #expect(set.records == plain.records)
        // The control's touch methods are called, and none of the calls reaches its superview.
        #expect(lines(plain, .touches).contains("0 c touchesBegan"))
        #expect(!plain.records.contains { $0.kind == .touches && $0.subject == "box" })
    }

    @Test("relations name the scroll view's pan: a tap that requires it to fail waits for it")
    func relationsWithTheScrollViewsPan() throws {
        let json = #"""
            {
              "views": [
                { "id": "scroll", "type": "scrollView", "frame": [0, 0, 375, 667], "contentSize": [375, 2000],
                  "gestures": [ { "id": "tap", "type": "tap", "requireToFail": ["scroll.pan"] } ] }
              ],
              "events": [
                { "t": 0, "tap": { "touch": 1, "at": [200, 400] } },
                { "t": 1000, "drag": { "touch": 2, "from": [200, 500], "to": [200, 300], "duration": 100 } }
              ]
            }
            """#
        let run = try run(json)
        let gestures = lines(run, .gesture, without: ["possible", "changed"])
        #expect(gestures.contains("50 tap recognized"))
        #expect(gestures.firstIndex(of: "50 scroll.pan failed").map { $0 < gestures.firstIndex(of: "50 tap recognized")! } == true)
        #expect(gestures.contains("1016.667 scroll.pan began"))
        #expect(!gestures.contains { $0.hasPrefix("10") && $0.hasSuffix("tap recognized") })
    }

    @Test("a scroll view built in Swift runs as the same fixture read from JSON")
    func swiftScrollView() throws {
        let json = Self.fixture(scroll: #", "decelerationRate": "fast", "bounces": false"#, events: Self.quickDrag)
        let swift = Fixture(
            views: [ViewSpec(
                id: "scroll",
                kind: .scrollView(ScrollViewSettings(contentSize: Size(width: 375, height: 2000), bounces: false, decelerationRate: .fast)),
                frame: Rect(x: 0, y: 0, width: 375, height: 667),
                subviews: [
                    ViewSpec(id: "button", kind: .button, frame: Rect(x: 100, y: 100, width: 175, height: 50)),
                    ViewSpec(id: "volume", kind: .slider(SliderSettings(value: 5, maximumValue: 10)), frame: Rect(x: 20, y: 200, width: 228, height: 30)),
                    ViewSpec(id: "knob", kind: .switch(SwitchSettings()), frame: Rect(x: 20, y: 260, width: 51, height: 31)),
                ])],
            events: [FixtureEvent(time: 0, .drag(Drag(touch: 1, from: Point(x: 200, y: 500), to: Point(x: 200, y: 300), duration: 100)))])
        let fromJSON = try FixtureLoader.load(json: Array(json.utf8), file: "inline.json")
        #expect(fromJSON.fixture == swift)
        let jsonTrace = fromJSON.run().records.map(\.textLine)
        #expect(try swift.compile().run().records.map(\.textLine) == jsonTrace)
        #expect(jsonTrace.contains { $0.contains("willBeginDecelerating") })
    }
}
