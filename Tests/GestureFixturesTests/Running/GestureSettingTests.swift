import GestureArbiter
import GestureFixtures
import Testing

/// `set` changes a recognizer type's own settings, with the scene's keys and values: the compile
/// step's checks, and a run per recognizer type showing that the new setting takes effect. The
/// decoding of each key is in `FixtureDecoderTests`.
@Suite("Setting a recognizer's own settings")
struct GestureSettingTests {
    func load(_ json: String) throws(FixtureError) -> CompiledFixture {
        try FixtureLoader.load(json: Array(json.utf8), file: nil)
    }

    /// The recognizer's state changes in the run, without its resets to `possible`, as
    /// `"time event"` or `"time event reason"`.
    func states(of id: String, in run: FixtureRun) -> [String] {
        run.records(ofKinds: [.gesture]).filter { $0.subject == id && $0.event != "possible" }.map { record in
            let reason = record.details.first { $0.name == "reason" }.map { " " + $0.value.text } ?? ""
            return "\(TraceValue.format(record.time.milliseconds)) \(record.event)\(reason)"
        }
    }

    /// The `event` records of `subject`, as `"time event"`.
    func events(of subject: String, kind: TraceKind, in run: FixtureRun) -> [String] {
        run.records(ofKinds: [kind]).filter { $0.subject == subject }.map { "\(TraceValue.format($0.time.milliseconds)) \($0.event)" }
    }

    // MARK: - Taking effect

    @Test("a tap set to two taps then needs two: recognized only after the second")
    func tapTaps() throws {
        let run = try load(#"""
            {"views": [{"id": "v", "frame": [0, 0, 100, 100], "gestures": [{"id": "tap", "type": "tap"}]}],
             "events": [
               {"t": 0, "tap": {"touch": 1, "at": [50, 50]}},
               {"t": 500, "set": {"id": "tap", "key": "taps", "value": 2}},
               {"t": 1000, "tap": {"touch": 2, "at": [50, 50]}},
               {"t": 1200, "tap": {"touch": 3, "at": [50, 50]}}
             ]}
            """#).run()
        #expect(states(of: "tap", in: run) == ["50 recognized", "1250 recognized"])
    }

    @Test("a tap set to two touches fails a one-finger tap and recognizes a two-finger one")
    func tapTouches() throws {
        let run = try load(#"""
            {"views": [{"id": "v", "frame": [0, 0, 200, 200], "multipleTouchEnabled": true, "gestures": [{"id": "tap", "type": "tap"}]}],
             "events": [
               {"t": 0, "set": {"id": "tap", "key": "touches", "value": 2}},
               {"t": 0, "tap": {"touch": 1, "at": [50, 50]}},
               {"t": 1000, "touches": [{"touch": 2, "phase": "began", "at": [50, 50]}, {"touch": 3, "phase": "began", "at": [100, 50]}]},
               {"t": 1050, "touches": [{"touch": 2, "phase": "ended"}, {"touch": 3, "phase": "ended"}]}
             ]}
            """#).run()
        #expect(states(of: "tap", in: run) == ["50 failed touches", "1050 recognized"])
    }

    @Test("a long press's duration and movement set shorter and wider: a press that failed before now begins 100 ms in")
    func longPressDurationAndMovement() throws {
        let run = try load(#"""
            {"views": [{"id": "v", "frame": [0, 0, 300, 300], "gestures": [{"id": "press", "type": "longPress"}]}],
             "events": [
               {"t": 0, "touch": 1, "phase": "began", "at": [100, 100]},
               {"t": 50, "touch": 1, "phase": "moved", "at": [120, 100]},
               {"t": 300, "touch": 1, "phase": "ended"},
               {"t": 400, "set": {"id": "press", "key": "minimumPressDuration", "value": 100}},
               {"t": 400, "set": {"id": "press", "key": "allowableMovement", "value": 30}},
               {"t": 500, "touch": 2, "phase": "began", "at": [100, 100]},
               {"t": 550, "touch": 2, "phase": "moved", "at": [120, 100]},
               {"t": 800, "touch": 2, "phase": "ended"}
             ]}
            """#).run()
        #expect(states(of: "press", in: run) == ["50 failed movement", "600 began", "800 ended"])
    }

    @Test("a long press set to one tap first needs a tap, then the press")
    func longPressTaps() throws {
        let run = try load(#"""
            {"views": [{"id": "v", "frame": [0, 0, 300, 300], "gestures": [{"id": "press", "type": "longPress", "minimumPressDuration": 100}]}],
             "events": [
               {"t": 0, "set": {"id": "press", "key": "taps", "value": 1}},
               {"t": 0, "touch": 1, "phase": "began", "at": [100, 100]},
               {"t": 300, "touch": 1, "phase": "ended"},
               {"t": 1000, "tap": {"touch": 2, "at": [100, 100]}},
               {"t": 1100, "touch": 3, "phase": "began", "at": [100, 100]},
               {"t": 1400, "touch": 3, "phase": "ended"}
             ]}
            """#).run()
        let states = states(of: "press", in: run)
        #expect(!states.contains { $0.hasPrefix("100 began") })
        #expect(states.suffix(2) == ["1200 began", "1400 ended"])
    }

    @Test("a pan set to two touches at least: a one-finger drag no longer pans, a two-finger one does")
    func panMinimumTouches() throws {
        let run = try load(#"""
            {"views": [{"id": "v", "frame": [0, 0, 375, 667], "multipleTouchEnabled": true, "gestures": [{"id": "pan", "type": "pan"}]}],
             "events": [
               {"t": 0, "set": {"id": "pan", "key": "minimumTouches", "value": 2}},
               {"t": 0, "drag": {"touch": 1, "from": [100, 300], "to": [100, 400], "duration": 100, "hz": 10}},
               {"t": 1000, "touches": [{"touch": 2, "phase": "began", "at": [100, 300]}, {"touch": 3, "phase": "began", "at": [150, 300]}]},
               {"t": 1100, "touches": [{"touch": 2, "phase": "moved", "at": [100, 400]}, {"touch": 3, "phase": "moved", "at": [150, 400]}]},
               {"t": 1200, "touches": [{"touch": 2, "phase": "ended"}, {"touch": 3, "phase": "ended"}]}
             ]}
            """#).run()
        #expect(states(of: "pan", in: run) == ["100 failed tooShort", "1100 began", "1200 ended"])
    }

    @Test("a pan set to one touch at most fails a two-finger drag")
    func panMaximumTouches() throws {
        let run = try load(#"""
            {"views": [{"id": "v", "frame": [0, 0, 375, 667], "multipleTouchEnabled": true, "gestures": [{"id": "pan", "type": "pan"}]}],
             "events": [
               {"t": 0, "set": {"id": "pan", "key": "maximumTouches", "value": 1}},
               {"t": 0, "touches": [{"touch": 1, "phase": "began", "at": [100, 300]}, {"touch": 2, "phase": "began", "at": [150, 300]}]},
               {"t": 100, "touches": [{"touch": 1, "phase": "moved", "at": [100, 400]}, {"touch": 2, "phase": "moved", "at": [150, 400]}]},
               {"t": 200, "touches": [{"touch": 1, "phase": "ended"}, {"touch": 2, "phase": "ended"}]},
               {"t": 1000, "drag": {"touch": 3, "from": [100, 300], "to": [100, 400], "duration": 100, "hz": 10}}
             ]}
            """#).run()
        let states = states(of: "pan", in: run)
        #expect(states.first?.hasPrefix("0 failed") == true, "\(states)")
        #expect(states.suffix(2) == ["1100 began", "1100 ended"])
    }

    @Test("a swipe set to the left fails a rightward flick and recognizes a leftward one")
    func swipeDirection() throws {
        let run = try load(#"""
            {"views": [{"id": "v", "frame": [0, 0, 375, 667], "gestures": [{"id": "swipe", "type": "swipe"}]}],
             "events": [
               {"t": 0, "set": {"id": "swipe", "key": "direction", "value": "left"}},
               {"t": 0, "drag": {"touch": 1, "from": [100, 300], "to": [250, 300], "duration": 100, "hz": 20}},
               {"t": 1000, "drag": {"touch": 2, "from": [250, 300], "to": [100, 300], "duration": 100, "hz": 20}}
             ]}
            """#).run()
        let states = states(of: "swipe", in: run)
        #expect(states.count == 2, "\(states)")
        #expect(states.first?.contains("failed direction") == true, "\(states)")
        #expect(states.last == "1050 recognized")
    }

    @Test("a swipe set to two touches fails a one-finger flick")
    func swipeTouches() throws {
        let run = try load(#"""
            {"views": [{"id": "v", "frame": [0, 0, 375, 667], "gestures": [{"id": "swipe", "type": "swipe"}]}],
             "events": [
               {"t": 0, "drag": {"touch": 1, "from": [100, 300], "to": [250, 300], "duration": 100, "hz": 20}},
               {"t": 500, "set": {"id": "swipe", "key": "touches", "value": 2}},
               {"t": 1000, "drag": {"touch": 2, "from": [100, 300], "to": [250, 300], "duration": 100, "hz": 20}}
             ]}
            """#).run()
        let states = states(of: "swipe", in: run)
        #expect(states.count == 2, "\(states)")
        #expect(states.first == "50 recognized")
        #expect(states.last == "1050 failed touches")
    }

    @Test("a screen-edge pan set from the left edge to the right one fails at the left and begins at the right")
    func screenEdgePanEdges() throws {
        let run = try load(#"""
            {"views": [{"id": "v", "frame": [0, 0, 375, 667], "gestures": [{"id": "edge", "type": "screenEdgePan", "edges": "left"}]}],
             "events": [
               {"t": 0, "set": {"id": "edge", "key": "edges", "value": ["right"]}},
               {"t": 0, "drag": {"touch": 1, "from": [2, 400], "to": [150, 400], "duration": 100, "hz": 20}},
               {"t": 1000, "drag": {"touch": 2, "from": [373, 400], "to": [200, 400], "duration": 100, "hz": 20}}
             ]}
            """#).run()
        let states = states(of: "edge", in: run)
        #expect(states.first == "0 failed edge")
        #expect(states.dropFirst().first == "1050 began")
        #expect(states.last == "1100 ended")
    }

    @Test("a scroll view's pan set to two touches at least no longer drags with one finger")
    func scrollViewPanMinimumTouches() throws {
        let run = try load(#"""
            {"views": [{"id": "scroll", "type": "scrollView", "frame": [0, 0, 375, 667], "contentSize": [375, 2000]}],
             "events": [
               {"t": 0, "drag": {"touch": 1, "from": [100, 400], "to": [100, 200], "duration": 100, "hz": 20}},
               {"t": 2000, "set": {"id": "scroll.pan", "key": "minimumTouches", "value": 2}},
               {"t": 3000, "drag": {"touch": 2, "from": [100, 400], "to": [100, 200], "duration": 100, "hz": 20}}
             ]}
            """#).run()
        let dragging = events(of: "scroll", kind: .scroll, in: run).filter { $0.hasSuffix("willBeginDragging") }
        #expect(dragging == ["50 willBeginDragging"])
        #expect(states(of: "scroll.pan", in: run).last == "3100 failed tooShort")
    }

    // MARK: - Compile-step checks

    /// A scene with one recognizer of each type that has settings, a pan limited to two fingers,
    /// a pinch, and a scroll view with its own recognizers.
    static let scene = #"""
        [{"id": "v", "frame": [0, 0, 100, 100], "gestures": [
            {"id": "tap", "type": "tap"}, {"id": "press", "type": "longPress"},
            {"id": "pan", "type": "pan", "maximumTouches": 2}, {"id": "swipe", "type": "swipe"},
            {"id": "edge", "type": "screenEdgePan", "edges": "left"}, {"id": "pinch", "type": "pinch"},
            {"id": "spin", "type": "rotation"}]},
         {"id": "scroll", "type": "scrollView", "frame": [0, 100, 100, 100]}]
        """#

    /// The scene above with these `set` events, each written without its braces: `"id": "tap", "key": "taps", "value": 2`.
    func compile(_ sets: [String]) throws -> CompiledFixture {
        let events = sets.enumerated().map { #"{"t": \#($0.offset), "set": {\#($0.element)}}"# }.joined(separator: ", ")
        return try FixtureDecoder.decode(JSONParser.parse(#"{"views": \#(Self.scene), "events": [\#(events)]}"#)).compile()
    }

    @Test(
        "a setting the target's type does not have is refused at the set's key, as the scene refuses it",
        arguments: [
            (#""id": "pan", "key": "taps", "value": 2"#, "'taps' does not apply to a pan gesture"),
            (#""id": "swipe", "key": "taps", "value": 2"#, "'taps' does not apply to a swipe gesture"),
            (#""id": "pinch", "key": "touches", "value": 2"#, "'touches' does not apply to a pinch gesture"),
            (#""id": "pan", "key": "touches", "value": 2"#, "'touches' does not apply to a pan gesture"),
            (#""id": "tap", "key": "minimumPressDuration", "value": 100"#, "'minimumPressDuration' does not apply to a tap gesture"),
            (#""id": "swipe", "key": "allowableMovement", "value": 5"#, "'allowableMovement' does not apply to a swipe gesture"),
            (#""id": "edge", "key": "minimumTouches", "value": 2"#, "'minimumTouches' does not apply to a screenEdgePan gesture"),
            (#""id": "press", "key": "maximumTouches", "value": 2"#, "'maximumTouches' does not apply to a longPress gesture"),
            (#""id": "tap", "key": "direction", "value": "left""#, "'direction' does not apply to a tap gesture"),
            (#""id": "spin", "key": "edges", "value": "left""#, "'edges' does not apply to a rotation gesture"),
            (#""id": "scroll.pan", "key": "edges", "value": "left""#, "'edges' does not apply to a pan gesture"),
            (#""id": "scroll.pan", "key": "taps", "value": 2"#, "'taps' does not apply to a pan gesture"),
            (#""id": "scroll.delay", "key": "minimumTouches", "value": 2"#, "'minimumTouches' does not apply to a scroll view's delay recognizer"),
            (#""id": "scroll.delay", "key": "touches", "value": 1"#, "'touches' does not apply to a scroll view's delay recognizer"),
        ])
    func otherType(_ set: String, _ reason: String) {
        let error = #expect(throws: FixtureError.self) { try compile([set]) }
        #expect(error?.path == "events[0].set.key")
        #expect(error?.reason == reason)
    }

    @Test(
        "a setting's value gets the scene's range checks, at the set's value",
        arguments: [
            ([#""id": "tap", "key": "taps", "value": 0"#], "events[0].set.value", "taps must be at least 1, got 0"),
            ([#""id": "press", "key": "taps", "value": -1"#], "events[0].set.value", "taps must be at least 0, got -1"),
            ([#""id": "tap", "key": "touches", "value": 0"#], "events[0].set.value", "touches must be at least 1, got 0"),
            ([#""id": "press", "key": "touches", "value": 0"#], "events[0].set.value", "touches must be at least 1, got 0"),
            ([#""id": "swipe", "key": "touches", "value": -2"#], "events[0].set.value", "touches must be at least 1, got -2"),
            ([#""id": "pan", "key": "minimumTouches", "value": 0"#], "events[0].set.value", "minimumTouches must be at least 1, got 0"),
            ([#""id": "pan", "key": "minimumTouches", "value": 3"#], "events[0].set.value", "minimumTouches must be at most maximumTouches (2), got 3"),
            ([#""id": "scroll.pan", "key": "maximumTouches", "value": 0"#], "events[0].set.value", "maximumTouches must be at least minimumTouches (1), got 0"),
            ([#""id": "pan", "key": "maximumTouches", "value": 5"#, #""id": "pan", "key": "minimumTouches", "value": 4"#,
              #""id": "pan", "key": "maximumTouches", "value": 3"#],
             "events[2].set.value", "maximumTouches must be at least minimumTouches (4), got 3"),
            ([#""id": "swipe", "key": "direction", "value": []"#], "events[0].set.value", "a swipe needs at least one direction"),
            ([#""id": "edge", "key": "edges", "value": []"#], "events[0].set.value", "a screen-edge pan needs at least one edge"),
        ])
    func outOfRange(_ sets: [String], _ path: String, _ reason: String) {
        let error = #expect(throws: FixtureError.self) { try compile(sets) }
        #expect(error?.path == path)
        #expect(error?.reason == reason)
    }

    @Test(
        "settings in range compile, against the settings earlier sets left",
        arguments: [
            [#""id": "tap", "key": "taps", "value": 3"#, #""id": "tap", "key": "touches", "value": 2"#],
            [#""id": "press", "key": "taps", "value": 0"#, #""id": "press", "key": "minimumPressDuration", "value": 0"#,
             #""id": "press", "key": "allowableMovement", "value": 0"#],
            [#""id": "pan", "key": "maximumTouches", "value": 5"#, #""id": "pan", "key": "minimumTouches", "value": 4"#],
            [#""id": "scroll.pan", "key": "minimumTouches", "value": 2"#, #""id": "scroll.pan", "key": "maximumTouches", "value": 2"#],
            [#""id": "swipe", "key": "direction", "value": ["up", "down"]"#, #""id": "swipe", "key": "touches", "value": 3"#],
            [##""id": "edge", "key": "edges", "value": "all""##],
        ])
    func inRange(_ sets: [String]) {
        #expect(throws: Never.self) { try compile(sets) }
    }

    @Test(
        "touches with the other JSON type than its target takes is refused at the value",
        arguments: [
            (#""id": "v", "key": "touches", "value": 2"#, "a view's touches takes forward or consume, got a number"),
            (#""id": "scroll", "key": "touches", "value": 1"#, "a view's touches takes forward or consume, got a number"),
            (#""id": "tap", "key": "touches", "value": "consume""#, "a gesture's touches takes an integer, got a string"),
            (#""id": "scroll.pan", "key": "touches", "value": "forward""#, "a gesture's touches takes an integer, got a string"),
        ])
    func touchesOfTheOtherKind(_ set: String, _ reason: String) {
        let error = #expect(throws: FixtureError.self) { try compile([set]) }
        #expect(error?.path == "events[0].set.value")
        #expect(error?.reason == reason)
    }

    @Test("a fixture built in Swift gets the same checks")
    func swiftModel() {
        let fixture = Fixture(
            views: [ViewSpec(id: "v", frame: .zero, gestures: [GestureSpec(id: "pan", kind: .pan(minimumTouches: 2, maximumTouches: nil))])],
            events: [
                FixtureEvent(time: 0, .setGesture(id: "pan", property: .setting(.maximumTouches(3)))),
                FixtureEvent(time: 1, .setGesture(id: "pan", property: .setting(.minimumTouches(4)))),
            ])
        let error = #expect(throws: FixtureError.self) { try fixture.compile() }
        #expect(error?.description == "events[1].set.value: minimumTouches must be at most maximumTouches (3), got 4")
        let other = Fixture(
            views: [ViewSpec(id: "v", frame: .zero, gestures: [GestureSpec(id: "pinch", kind: .pinch)])],
            events: [FixtureEvent(time: 0, .setGesture(id: "pinch", property: .setting(.edges([.left]))))])
        #expect(throws: FixtureError(path: "events[0].set.key", reason: "'edges' does not apply to a pinch gesture")) { try other.compile() }
    }
}

/// The decoder's list of each type's own keys and the model's `Kind.applying` say the same thing
/// twice; this keeps the two from drifting apart, so a scene and a `set` accept the same keys.
@Suite("Recognizer settings agree between scene and set")
struct GestureSettingAgreementTests {
    static let samples: [(key: String, setting: GestureSetting)] = [
        ("taps", .taps(1)), ("touches", .touches(1)), ("minimumPressDuration", .minimumPressDuration(100)),
        ("allowableMovement", .allowableMovement(5)), ("minimumTouches", .minimumTouches(1)),
        ("maximumTouches", .maximumTouches(2)), ("direction", .direction([.left])), ("edges", .edges([.left])),
    ]

    static let kinds: [(type: String, kind: GestureSpec.Kind)] = [
        ("tap", .tap(taps: 1, touches: 1)),
        ("longPress", .longPress(taps: 0, touches: 1, minimumPressDuration: nil, allowableMovement: nil)),
        ("pan", .pan(minimumTouches: 1, maximumTouches: nil)),
        ("swipe", .swipe(directions: [.right], touches: 1)),
        ("pinch", .pinch), ("rotation", .rotation),
        ("screenEdgePan", .screenEdgePan(edges: [.left])),
    ]

    @Test("a type's own key is accepted in a scene exactly when a set of it applies to that type", arguments: kinds.map(\.type))
    func agree(type: String) throws {
        let kind = try #require(Self.kinds.first { $0.type == type }).kind
        for sample in Self.samples {
            let value = sample.key == "direction" || sample.key == "edges" ? #""left""# : (sample.key == "maximumTouches" ? "2" : "1")
            // A screen-edge pan needs its edges; the sample key comes in addition to them.
            let extra = type == "screenEdgePan" && sample.key != "edges" ? #", "edges": "left""# : ""
            let json = #"{"views": [{"id": "v", "frame": [0, 0, 10, 10], "gestures": [{"id": "g", "type": "\#(type)", "\#(sample.key)": \#(value)\#(extra)}]}], "events": []}"#
            let sceneAccepts = (try? FixtureDecoder.decode(JSONParser.parse(json))) != nil
            #expect(sceneAccepts == (kind.applying(sample.setting) != nil), "\(type).\(sample.key)")
        }
    }
}
