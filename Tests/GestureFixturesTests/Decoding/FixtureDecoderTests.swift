import GestureArbiter
import Testing
@testable import GestureFixtures

/// Parses and decodes a fixture text.
private func decode(_ json: String) throws -> Fixture {
    try FixtureDecoder.decode(JSONParser.parse(json))
}

/// The error decoding a fixture text reports, recording an issue if it decodes.
private func decodingError(_ json: String) throws -> FixtureError? {
    let document = try JSONParser.parse(json)
    return #expect(throws: FixtureError.self) { try FixtureDecoder.decode(document) }
}

/// A fixture text with these views and events and any further top-level members, so that each
/// test writes only the part it is about.
private func document(views: String = "[]", events: String = "[]", _ members: String = "") -> String {
    #"{"views": \#(views), "events": \#(events)\#(members.isEmpty ? "" : ", " + members)}"#
}

/// A document with one event, written without its braces' `t`: `event(#""wait": true"#)`.
private func document(event: String) -> String {
    document(events: #"[{"t": 0, \#(event)}]"#)
}

/// A document with one view, written without its braces' `id`: `view(#""frame": [0, 0, 1, 1]"#)`.
private func document(view: String) -> String {
    document(views: #"[{"id": "v", \#(view)}]"#)
}

/// A document with one view holding one recognizer, written without its braces' `id`: `gesture(#""type": "tap""#)`.
private func document(gesture: String) -> String {
    document(view: #""frame": [0, 0, 1, 1], "gestures": [{"id": "g", \#(gesture)}]"#)
}

/// A document that uses every key the decoder reads, each with a value other than its default.
private let everyKeyDocument = #"""
    {
      "fixture": 1,
      "name": "every key",
      "window": { "size": [320, 480] },
      "constants": { "tapMaximumGap": 250, "tapAllowableMovement": 30, "tapMaximumDuration": 600, "contentTouchDelay": 100, "frameRate": 120 },
      "views": [
        { "id": "root", "type": "view", "frame": [0, 0, 320, 480], "controller": "rootController",
          "hitTest": { "redirectSelfTo": "column" },
          "gestures": [
            { "id": "tap", "type": "tap", "taps": 2, "touches": 3, "enabled": false, "cancelsTouchesInView": false,
              "delaysTouchesBegan": true, "delaysTouchesEnded": false, "requireToFail": ["press"],
              "simultaneousWith": ["pan", "swipe"], "shouldBegin": false, "shouldReceive": false,
              "canPrevent": ["pan"], "canBePrevented": [] },
            { "id": "press", "type": "longPress", "taps": 1, "touches": 2, "minimumPressDuration": 800, "allowableMovement": 15 },
            { "id": "pan", "type": "pan", "minimumTouches": 2, "maximumTouches": 4 }
          ],
          "subviews": [
            { "id": "column", "frame": [60, 0, 200, 480], "hidden": true, "alpha": 0.5,
              "userInteractionEnabled": false, "multipleTouchEnabled": true, "exclusiveTouch": true,
              "touches": "consume",
              "pointInside": { "insets": [1, 2, 3, 4], "add": [[0, 0, 5, 5]], "subtract": [[1, 1, 2, 2], [3, 3, 1, 1]] },
              "gestures": [
                { "id": "swipe", "type": "swipe", "direction": ["left", "up"], "touches": 2 },
                { "id": "pinch", "type": "pinch" },
                { "id": "rotation", "type": "rotation" },
                { "id": "edge", "type": "screenEdgePan", "edges": ["left", "right"] }
              ] },
            { "id": "mask", "frame": [0, 0, 320, 40], "touches": "forward", "hitTest": "passThrough", "pointInside": false }
          ] },
        { "id": "list", "type": "scrollView", "frame": [0, 0, 320, 480], "touches": "consume",
          "contentSize": [320, 2000], "contentOffset": [0, 40], "contentInset": [10, 0, 20, 0],
          "delaysContentTouches": false, "canCancelContentTouches": false, "scrollEnabled": false, "bounces": false,
          "alwaysBounceVertical": true, "alwaysBounceHorizontal": true, "pagingEnabled": true,
          "directionalLockEnabled": true, "decelerationRate": "fast",
          "transfersVerticalScrollingToParent": false, "transfersHorizontalScrollingToParent": false,
          "touchesShouldBegin": { "deny": ["ok"] }, "touchesShouldCancel": { "allow": ["ok"], "deny": ["knob"] },
          "chain": { "children": ["strip"], "axis": "horizontal" },
          "subviews": [
            { "id": "ok", "type": "button", "frame": [10, 10, 100, 44], "pointInside": { "insets": [-10, -10, -10, -10] },
              "gestureRecognizerShouldBegin": { "deny": ["list.pan"] } },
            { "id": "volume", "type": "slider", "frame": [10, 60, 200, 30],
              "value": 5, "minimumValue": 1, "maximumValue": 11, "vertical": true },
            { "id": "knob", "type": "switch", "frame": [10, 100, 51, 31], "on": true, "hitTest": "passThrough" },
            { "id": "pad", "type": "control", "frame": [10, 140, 50, 50], "exclusiveTouch": true },
            { "id": "strip", "type": "scrollView", "frame": [0, 200, 320, 100], "contentSize": [960, 100] }
          ] }
      ],
      "events": [
        { "t": 0, "touch": 1, "phase": "began", "at": [100, 100] },
        { "t": 16, "touches": [
          { "touch": 1, "phase": "stationary" },
          { "touch": 2, "phase": "began", "at": [200, 200] }
        ] },
        { "t": 32, "drag": { "touch": 2, "from": [200, 200], "to": [200, 300], "duration": 100,
                             "hz": 120, "lift": false, "begin": false } },
        { "t": 200, "tap": { "touch": 3, "at": [10, 20], "duration": 80 } },
        { "t": 300, "wait": true },
        { "t": 310, "set": { "id": "column", "key": "frame", "value": [0, 0, 10, 10] } },
        { "t": 315, "set": { "id": "tap", "key": "canPrevent", "value": null } },
        { "t": 320, "remove": "mask" },
        { "t": 325, "remove": "pinch" },
        { "t": 330, "touch": 1, "phase": "cancelled" },
        { "t": 335, "set": { "id": "list", "key": "decelerationRate", "value": 0.95 } },
        { "t": 340, "set": { "id": "volume", "key": "value", "value": 2 } },
        { "t": 345, "set": { "id": "knob", "key": "on", "value": false } },
        { "t": 350, "set": { "id": "list.pan", "key": "enabled", "value": false } }
      ],
      "settle": 3000,
      "expect": {
        "match": "exact",
        "kinds": ["touches", "hitTest"],
        "trace": [ { "t": 0, "kind": "touches", "subject": "column", "event": "touchesBegan", "touches": [1] } ],
        "absent": [ { "subject": "mask", "forwarded": true, "result": null } ],
        "final": { "column.frame": [0, 0, 10, 10], "root.hidden": false, "list.pan.state": "possible" },
        "tolerance": 0.25
      }
    }
    """#

/// A document whose decoding must fail at `path` for `reason`.
struct RejectedDocument: Sendable, CustomTestStringConvertible {
    let json: String
    let path: String
    let reason: String

    init(_ json: String, _ path: String, _ reason: String) {
        self.json = json
        self.path = path
        self.reason = reason
    }

    var testDescription: String { "\(path): \(reason)" }
}

@Suite("Fixture decoder")
struct FixtureDecoderTests {
    // MARK: - Every key

    @Test("a document using every key decodes into the fixture it describes")
    func everyKey() throws {
        let fixture = try decode(everyKeyDocument)
        #expect(throws: Never.self) { try fixture.compile() }

        let column = ViewSpec(
            id: "column", frame: Rect(x: 60, y: 0, width: 200, height: 480),
            isHidden: true, alpha: 0.5, isUserInteractionEnabled: false, isMultipleTouchEnabled: true,
            isExclusiveTouch: true, touches: .consume,
            pointInside: .area(
                insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                add: [Rect(x: 0, y: 0, width: 5, height: 5)],
                subtract: [Rect(x: 1, y: 1, width: 2, height: 2), Rect(x: 3, y: 3, width: 1, height: 1)]),
            gestures: [
                GestureSpec(id: "swipe", kind: .swipe(directions: [.left, .up], touches: 2)),
                GestureSpec(id: "pinch", kind: .pinch),
                GestureSpec(id: "rotation", kind: .rotation),
                GestureSpec(id: "edge", kind: .screenEdgePan(edges: [.left, .right])),
            ])
        let mask = ViewSpec(
            id: "mask", frame: Rect(x: 0, y: 0, width: 320, height: 40), touches: .forward,
            hitTest: .passThrough, pointInside: .constant(false))
        let root = ViewSpec(
            id: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480),
            hitTest: .redirectSelfTo("column"), controller: "rootController",
            gestures: [
                GestureSpec(
                    id: "tap", kind: .tap(taps: 2, touches: 3), isEnabled: false, cancelsTouchesInView: false,
                    delaysTouchesBegan: true, delaysTouchesEnded: false, requireToFail: ["press"],
                    simultaneousWith: ["pan", "swipe"], shouldBegin: false, shouldReceive: false,
                    canPrevent: ["pan"], canBePrevented: []),
                GestureSpec(id: "press", kind: .longPress(taps: 1, touches: 2, minimumPressDuration: 800, allowableMovement: 15)),
                GestureSpec(id: "pan", kind: .pan(minimumTouches: 2, maximumTouches: 4)),
            ],
            subviews: [column, mask])
        let list = ViewSpec(
            id: "list",
            kind: .scrollView(ScrollViewSettings(
                contentSize: Size(width: 320, height: 2000), contentOffset: Point(x: 0, y: 40),
                contentInset: EdgeInsets(top: 10, left: 0, bottom: 20, right: 0),
                delaysContentTouches: false, canCancelContentTouches: false, isScrollEnabled: false, bounces: false,
                alwaysBounceVertical: true, alwaysBounceHorizontal: true, isPagingEnabled: true,
                isDirectionalLockEnabled: true, decelerationRate: .fast,
                transfersVerticalScrollingToParent: false, transfersHorizontalScrollingToParent: false,
                touchesShouldBeginDenied: ["ok"], touchesShouldCancel: TouchesShouldCancelOverride(allow: ["ok"], deny: ["knob"]),
                chain: ScrollChainSpec(children: ["strip"], axis: .horizontal))),
            frame: Rect(x: 0, y: 0, width: 320, height: 480), touches: .consume,
            subviews: [
                ViewSpec(id: "ok", kind: .button, frame: Rect(x: 10, y: 10, width: 100, height: 44),
                         pointInside: .area(insets: EdgeInsets(all: -10), add: [], subtract: []), refusedGestures: ["list.pan"]),
                ViewSpec(id: "volume", kind: .slider(SliderSettings(value: 5, minimumValue: 1, maximumValue: 11, isVertical: true)),
                         frame: Rect(x: 10, y: 60, width: 200, height: 30)),
                ViewSpec(id: "knob", kind: .switch(SwitchSettings(isOn: true)), frame: Rect(x: 10, y: 100, width: 51, height: 31),
                         hitTest: .passThrough),
                ViewSpec(id: "pad", kind: .control, frame: Rect(x: 10, y: 140, width: 50, height: 50), isExclusiveTouch: true),
                ViewSpec(id: "strip", kind: .scrollView(ScrollViewSettings(contentSize: Size(width: 960, height: 100))),
                         frame: Rect(x: 0, y: 200, width: 320, height: 100)),
            ])
        let expected = Fixture(
            name: "every key",
            windowSize: Size(width: 320, height: 480),
            constants: {
                var constants = InteractionConstants.uikit
                constants.tapMaximumGap = .milliseconds(250)
                constants.tapAllowableMovement = 30
                constants.tapMaximumDuration = .milliseconds(600)
                constants.contentTouchDelay = .milliseconds(100)
                return constants
            }(),
            framesPerSecond: 120,
            views: [root, list],
            events: [
                FixtureEvent(time: 0, .touches([TouchStep(touch: 1, phase: .began, location: Point(x: 100, y: 100))])),
                FixtureEvent(time: 16, .touches([
                    TouchStep(touch: 1, phase: .stationary),
                    TouchStep(touch: 2, phase: .began, location: Point(x: 200, y: 200)),
                ])),
                FixtureEvent(time: 32, .drag(Drag(
                    touch: 2, from: Point(x: 200, y: 200), to: Point(x: 200, y: 300), duration: 100,
                    hz: 120, lifts: false, begins: false))),
                FixtureEvent(time: 200, .tap(Tap(touch: 3, location: Point(x: 10, y: 20), duration: 80))),
                FixtureEvent(time: 300, .wait),
                FixtureEvent(time: 310, .set(id: "column", property: .frame(Rect(x: 0, y: 0, width: 10, height: 10)))),
                FixtureEvent(time: 315, .setGesture(id: "tap", property: .canPrevent(nil))),
                FixtureEvent(time: 320, .remove(id: "mask")),
                FixtureEvent(time: 325, .remove(id: "pinch")),
                FixtureEvent(time: 330, .touches([TouchStep(touch: 1, phase: .cancelled)])),
                FixtureEvent(time: 335, .set(id: "list", property: .own(.scrollView(.decelerationRate(DecelerationRate(rawValue: 0.95)))))),
                FixtureEvent(time: 340, .set(id: "volume", property: .own(.slider(.value(2))))),
                FixtureEvent(time: 345, .set(id: "knob", property: .own(.switch(.on(false))))),
                FixtureEvent(time: 350, .setGesture(id: "list.pan", property: .enabled(false))),
            ],
            settleLimit: .milliseconds(3000),
            expectations: Expectations(
                match: .exact,
                kinds: [.touches, .hitTest],
                trace: [RecordPattern([
                    TraceField("t", .number(0)), TraceField("kind", .string("touches")),
                    TraceField("subject", .string("column")), TraceField("event", .string("touchesBegan")),
                    TraceField("touches", .list([.number(1)])),
                ])],
                absent: [RecordPattern([
                    TraceField("subject", .string("mask")), TraceField("forwarded", .bool(true)),
                    TraceField("result", .null),
                ])],
                final: [
                    FinalExpectation(subject: "column", key: "frame", value: .list([.number(0), .number(0), .number(10), .number(10)])),
                    FinalExpectation(subject: "root", key: "hidden", value: .bool(false)),
                    FinalExpectation(subject: "list.pan", key: "state", value: .string("possible")),
                ],
                tolerances: Tolerances(uniform: 0.25)))
        #expect(fixture == expected)
    }

    // MARK: - Defaults

    @Test("left-out keys take UIKit's and FIXTURES.md's defaults")
    func defaults() throws {
        let fixture = try decode(document(views: #"[{"id": "v", "frame": [1, 2, 3, 4]}]"#))
        let expected = Fixture(
            name: nil,
            windowSize: Size(width: 375, height: 667),
            constants: .uikit,
            framesPerSecond: 60,
            views: [ViewSpec(
                id: "v", frame: Rect(x: 1, y: 2, width: 3, height: 4), isHidden: false, alpha: 1,
                isUserInteractionEnabled: true, isMultipleTouchEnabled: false, isExclusiveTouch: false,
                touches: .forward, hitTest: nil, pointInside: nil, controller: nil, gestures: [], subviews: [])],
            events: [],
            settleLimit: .seconds(10),
            expectations: nil)
        #expect(fixture == expected)
    }

    @Test("an empty expect object means the default expectations")
    func emptyExpect() throws {
        let fixture = try decode(document(#""expect": {}"#))
        #expect(fixture.expectations == Expectations(match: .ordered, kinds: nil, trace: [], absent: [], final: [], tolerances: Tolerances()))
    }

    @Test("constants left out of the constants object keep UIKit's values")
    func partialConstants() throws {
        let fixture = try decode(document(#""constants": {"tapAllowableMovement": 10, "contentTouchDelay": 0}"#))
        var expected = InteractionConstants.uikit
        expected.tapAllowableMovement = 10
        expected.contentTouchDelay = .zero
        #expect(fixture.constants == expected)
        #expect(fixture.framesPerSecond == 60)
    }

    @Test(
        "a view of each type without its own keys takes UIKit's defaults for them",
        arguments: [
            ("view", ViewKind.view),
            ("scrollView", .scrollView(ScrollViewSettings(
                contentSize: Size(width: 0, height: 0), contentOffset: Point(x: 0, y: 0), contentInset: EdgeInsets(all: 0),
                delaysContentTouches: true, canCancelContentTouches: true, isScrollEnabled: true, bounces: true,
                alwaysBounceVertical: false, alwaysBounceHorizontal: false, isPagingEnabled: false,
                isDirectionalLockEnabled: false, decelerationRate: DecelerationRate(rawValue: 0.998),
                transfersVerticalScrollingToParent: true, transfersHorizontalScrollingToParent: true,
                touchesShouldBeginDenied: [], touchesShouldCancel: TouchesShouldCancelOverride(allow: [], deny: []), chain: nil))),
            ("button", .button),
            ("slider", .slider(SliderSettings(value: 0, minimumValue: 0, maximumValue: 1, isVertical: false))),
            ("switch", .switch(SwitchSettings(isOn: false))),
            ("control", .control),
        ])
    func viewTypeDefaults(_ type: String, _ kind: ViewKind) throws {
        let fixture = try decode(document(view: #""type": "\#(type)", "frame": [0, 0, 10, 10]"#))
        #expect(fixture.views.first?.kind == kind)
        #expect(fixture.views.first?.kind.type.rawValue == type)
        // A plain view and a scroll view forward their touches; a control keeps them.
        #expect(fixture.views.first?.touches == (["view", "scrollView"].contains(type) ? .forward : .consume))
        #expect(fixture.views.first?.boundsOrigin == .zero)
    }

    @Test(
        "a type's own keys read the same in the scene as in a set, which changes that one setting",
        arguments: [
            (ViewType.scrollView, "contentSize", "[320, 0]", ViewProperty.own(.scrollView(.contentSize(Size(width: 320, height: 0))))),
            (.scrollView, "contentOffset", "[-5, 120.5]", .own(.scrollView(.contentOffset(Point(x: -5, y: 120.5))))),
            (.scrollView, "contentInset", "[1, 2, 3, 4]", .own(.scrollView(.contentInset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))))),
            (.scrollView, "delaysContentTouches", "false", .own(.scrollView(.delaysContentTouches(false)))),
            (.scrollView, "canCancelContentTouches", "false", .own(.scrollView(.canCancelContentTouches(false)))),
            (.scrollView, "scrollEnabled", "false", .own(.scrollView(.scrollEnabled(false)))),
            (.scrollView, "bounces", "false", .own(.scrollView(.bounces(false)))),
            (.scrollView, "alwaysBounceVertical", "true", .own(.scrollView(.alwaysBounceVertical(true)))),
            (.scrollView, "alwaysBounceHorizontal", "true", .own(.scrollView(.alwaysBounceHorizontal(true)))),
            (.scrollView, "pagingEnabled", "true", .own(.scrollView(.pagingEnabled(true)))),
            (.scrollView, "directionalLockEnabled", "true", .own(.scrollView(.directionalLockEnabled(true)))),
            (.scrollView, "decelerationRate", #""normal""#, .own(.scrollView(.decelerationRate(.normal)))),
            (.scrollView, "decelerationRate", #""fast""#, .own(.scrollView(.decelerationRate(DecelerationRate(rawValue: 0.99))))),
            (.scrollView, "decelerationRate", "0.5", .own(.scrollView(.decelerationRate(DecelerationRate(rawValue: 0.5))))),
            (.scrollView, "transfersVerticalScrollingToParent", "false", .own(.scrollView(.transfersVerticalScrollingToParent(false)))),
            (.scrollView, "transfersHorizontalScrollingToParent", "false", .own(.scrollView(.transfersHorizontalScrollingToParent(false)))),
            (.scrollView, "touchesShouldBegin", #"{"deny": ["a", "b"]}"#, .own(.scrollView(.touchesShouldBegin(deny: ["a", "b"])))),
            (.scrollView, "touchesShouldBegin", #"{"deny": []}"#, .own(.scrollView(.touchesShouldBegin(deny: [])))),
            (.scrollView, "touchesShouldCancel", #"{"allow": ["a"], "deny": ["b"]}"#,
             .own(.scrollView(.touchesShouldCancel(TouchesShouldCancelOverride(allow: ["a"], deny: ["b"]))))),
            (.scrollView, "touchesShouldCancel", #"{"deny": ["b"]}"#, .own(.scrollView(.touchesShouldCancel(TouchesShouldCancelOverride(deny: ["b"]))))),
            (.scrollView, "touchesShouldCancel", #"{"allow": []}"#, .own(.scrollView(.touchesShouldCancel(TouchesShouldCancelOverride())))),
            (.slider, "value", "0.25", .own(.slider(.value(0.25)))),
            (.slider, "minimumValue", "-1", .own(.slider(.minimumValue(-1)))),
            (.slider, "maximumValue", "10", .own(.slider(.maximumValue(10)))),
            (.slider, "vertical", "true", .own(.slider(.vertical(true)))),
            (.switch, "on", "true", .own(.switch(.on(true)))),
        ])
    func ownKeys(_ type: ViewType, _ key: String, _ value: String, _ property: ViewProperty) throws {
        let scene = try decode(document(view: #""type": "\#(type.rawValue)", "frame": [0, 0, 10, 10], "\#(key)": \#(value)"#))
        #expect(scene.views.first?.kind == Self.kind(type, with: property))
        let set = try decode(document(event: #""set": {"id": "v", "key": "\#(key)", "value": \#(value)}"#))
        #expect(set.events == [FixtureEvent(time: 0, .set(id: "v", property: property))])
    }

    /// A view type's default kind with one property changed.
    private static func kind(_ type: ViewType, with property: ViewProperty) -> ViewKind {
        switch (type.defaultKind, property) {
        case (.scrollView(var settings), .own(.scrollView(let property))):
            settings.apply(property)
            return .scrollView(settings)
        case (.slider(var settings), .own(.slider(let property))):
            settings.apply(property)
            return .slider(settings)
        case (.switch(var settings), .own(.switch(let property))):
            settings.apply(property)
            return .switch(settings)
        default:
            Issue.record("\(property) is not a \(type.rawValue)'s property")
            return type.defaultKind
        }
    }

    @Test(
        "the common keys apply to every type but boundsOrigin (not scroll views); a control takes touches only as consume, its own behaviour",
        arguments: [
            ("scrollView", #""touches": "consume""#, ViewSpec(id: "v", kind: .scrollView(ScrollViewSettings()), frame: Rect(x: 0, y: 0, width: 10, height: 10), touches: .consume)),
            ("scrollView", #""touches": "forward""#, ViewSpec(id: "v", kind: .scrollView(ScrollViewSettings()), frame: Rect(x: 0, y: 0, width: 10, height: 10))),
            ("view", #""touches": "forward""#, ViewSpec(id: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10), touches: .forward)),
            ("button", #""touches": "consume""#, ViewSpec(id: "v", kind: .button, frame: Rect(x: 0, y: 0, width: 10, height: 10), touches: .consume)),
            ("slider", #""touches": "consume""#, ViewSpec(id: "v", kind: .slider(SliderSettings()), frame: Rect(x: 0, y: 0, width: 10, height: 10))),
            ("switch", #""touches": "consume""#, ViewSpec(id: "v", kind: .switch(SwitchSettings()), frame: Rect(x: 0, y: 0, width: 10, height: 10))),
            ("control", #""touches": "consume""#, ViewSpec(id: "v", kind: .control, frame: Rect(x: 0, y: 0, width: 10, height: 10))),
            ("button", #""boundsOrigin": [1, 2], "hitTest": "passThrough", "exclusiveTouch": true"#,
             ViewSpec(id: "v", kind: .button, frame: Rect(x: 0, y: 0, width: 10, height: 10), boundsOrigin: Point(x: 1, y: 2), isExclusiveTouch: true, hitTest: .passThrough)),
            ("switch", #""controller": "c", "gestures": [{"id": "g", "type": "tap"}], "subviews": [{"id": "s", "frame": [0, 0, 1, 1]}]"#,
             ViewSpec(id: "v", kind: .switch(SwitchSettings()), frame: Rect(x: 0, y: 0, width: 10, height: 10), controller: "c",
                      gestures: [GestureSpec(id: "g", kind: .tap(taps: 1, touches: 1))], subviews: [ViewSpec(id: "s", frame: Rect(x: 0, y: 0, width: 1, height: 1))])),
        ])
    func commonKeysOnTypes(_ type: String, _ keys: String, _ view: ViewSpec) throws {
        let fixture = try decode(document(view: #""type": "\#(type)", "frame": [0, 0, 10, 10], \#(keys)"#))
        #expect(fixture.views == [view])
    }

    // MARK: - Events

    @Test("a drag with only the required keys samples at 60 Hz, puts the finger down and lifts it")
    func dragDefaults() throws {
        let fixture = try decode(document(event: #""drag": {"touch": 1, "from": [0, 0], "to": [0, 50], "duration": 100}"#))
        #expect(fixture.events == [FixtureEvent(time: 0, .drag(Drag(
            touch: 1, from: Point(x: 0, y: 0), to: Point(x: 0, y: 50), duration: 100, hz: 60, lifts: true, begins: true)))])
    }

    @Test("a tap without a duration lasts 50 ms")
    func tapDefaults() throws {
        let fixture = try decode(document(event: #""tap": {"touch": 2, "at": [5, 6]}"#))
        #expect(fixture.events == [FixtureEvent(time: 0, .tap(Tap(touch: 2, location: Point(x: 5, y: 6), duration: 50)))])
    }

    @Test(
        "a single touch keeps its location when given and leaves it out only when the phase allows",
        arguments: [
            (#""touch": 1, "phase": "moved", "at": [1, 2]"#, TouchStep(touch: 1, phase: .moved, location: Point(x: 1, y: 2))),
            (#""touch": 1, "phase": "ended""#, TouchStep(touch: 1, phase: .ended)),
            (#""touch": 1, "phase": "ended", "at": [3, 4]"#, TouchStep(touch: 1, phase: .ended, location: Point(x: 3, y: 4))),
            (#""touch": -7, "phase": "stationary""#, TouchStep(touch: -7, phase: .stationary)),
            (#""at": [0, 0], "phase": "cancelled", "touch": 1"#, TouchStep(touch: 1, phase: .cancelled, location: .zero)),
        ])
    func singleTouch(_ event: String, _ step: TouchStep) throws {
        let fixture = try decode(document(event: event))
        #expect(fixture.events == [FixtureEvent(time: 0, .touches([step]))])
    }

    @Test("event times keep fractions of a millisecond")
    func fractionalTime() throws {
        let fixture = try decode(document(events: #"[{"t": 16.667, "wait": true}]"#))
        #expect(fixture.events == [FixtureEvent(time: 16.667, .wait)])
    }

    @Test(
        "a set event reads its value exactly as the view key of the same name",
        arguments: [
            (#""frame", "value": [1, 2, 3, 4]"#, ViewProperty.frame(Rect(x: 1, y: 2, width: 3, height: 4))),
            (#""hidden", "value": true"#, .hidden(true)),
            (#""alpha", "value": 0"#, .alpha(0)),
            (#""userInteractionEnabled", "value": false"#, .userInteractionEnabled(false)),
            (#""multipleTouchEnabled", "value": true"#, .multipleTouchEnabled(true)),
            (#""exclusiveTouch", "value": true"#, .exclusiveTouch(true)),
            (#""touches", "value": "consume""#, .touches(.consume)),
            (#""hitTest", "value": {"redirectSelfTo": "other"}"#, .hitTest(.redirectSelfTo("other"))),
            (#""hitTest", "value": "passThrough""#, .hitTest(.passThrough)),
            (#""hitTest", "value": {"passThrough": ["a", "b"]}"#, .hitTest(.passThroughFor(["a", "b"]))),
            (#""boundsOrigin", "value": [0, 120]"#, .boundsOrigin(Point(x: 0, y: 120))),
            (#""hitTest", "value": null"#, .hitTest(nil)),
            (#""pointInside", "value": true"#, .pointInside(.constant(true))),
            (#""pointInside", "value": {"insets": [-10, -10, -10, -10]}"#, .pointInside(.area(insets: EdgeInsets(all: -10), add: [], subtract: []))),
            (#""pointInside", "value": null"#, .pointInside(nil)),
        ])
    func setValues(_ keyAndValue: String, _ property: ViewProperty) throws {
        let fixture = try decode(document(event: #""set": {"id": "v", "key": \#(keyAndValue)}"#))
        #expect(fixture.events == [FixtureEvent(time: 0, .set(id: "v", property: property))])
    }

    @Test(
        "a set event with a recognizer's key changes a recognizer, reading the value as the scene does",
        arguments: [
            (#""enabled", "value": false"#, GestureProperty.enabled(false)),
            (#""cancelsTouchesInView", "value": false"#, .cancelsTouchesInView(false)),
            (#""delaysTouchesBegan", "value": true"#, .delaysTouchesBegan(true)),
            (#""delaysTouchesEnded", "value": false"#, .delaysTouchesEnded(false)),
            (#""requireToFail", "value": ["a", "b"]"#, .requireToFail(["a", "b"])),
            (#""simultaneousWith", "value": []"#, .simultaneousWith([])),
            (#""shouldBegin", "value": false"#, .shouldBegin(false)),
            (#""shouldReceive", "value": false"#, .shouldReceive(false)),
            (#""canPrevent", "value": ["a"]"#, .canPrevent(["a"])),
            (#""canPrevent", "value": null"#, .canPrevent(nil)),
            (#""canBePrevented", "value": []"#, .canBePrevented([])),
            (#""canBePrevented", "value": null"#, .canBePrevented(nil)),
            // The recognizer types' own settings; `touches` with a number is the recognizer's.
            (#""taps", "value": 2"#, .setting(.taps(2))),
            (#""taps", "value": 0"#, .setting(.taps(0))),
            (#""touches", "value": 2"#, .setting(.touches(2))),
            (#""touches", "value": 3.0"#, .setting(.touches(3))),
            (#""minimumPressDuration", "value": 100"#, .setting(.minimumPressDuration(100))),
            (#""minimumPressDuration", "value": 0.5"#, .setting(.minimumPressDuration(0.5))),
            (#""allowableMovement", "value": 5"#, .setting(.allowableMovement(5))),
            (#""allowableMovement", "value": 0"#, .setting(.allowableMovement(0))),
            (#""minimumTouches", "value": 2"#, .setting(.minimumTouches(2))),
            (#""maximumTouches", "value": 3"#, .setting(.maximumTouches(3))),
            (#""direction", "value": "left""#, .setting(.direction([.left]))),
            (#""direction", "value": ["left", "up"]"#, .setting(.direction([.left, .up]))),
            (#""direction", "value": []"#, .setting(.direction([]))),
            (#""edges", "value": "all""#, .setting(.edges([.all]))),
            (#""edges", "value": ["top", "right"]"#, .setting(.edges([.top, .right]))),
        ])
    func setGestureValues(_ keyAndValue: String, _ property: GestureProperty) throws {
        let fixture = try decode(document(event: #""set": {"id": "g", "key": \#(keyAndValue)}"#))
        #expect(fixture.events == [FixtureEvent(time: 0, .setGesture(id: "g", property: property))])
    }

    @Test("remove takes any id: a view's or a recognizer's, which the compile step tells apart")
    func removeAnyID() throws {
        let fixture = try decode(document(events: #"[{"t": 0, "remove": "tap"}, {"t": 1, "remove": "scroll.pan"}]"#))
        #expect(fixture.events == [FixtureEvent(time: 0, .remove(id: "tap")), FixtureEvent(time: 1, .remove(id: "scroll.pan"))])
    }

    // MARK: - Views

    @Test(
        "pointInside takes a constant, or any of insets, add and subtract with the others empty",
        arguments: [
            (#"true"#, PointInsideOverride.constant(true)),
            (#"{"insets": [1, 2, 3, 4]}"#, .area(insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), add: [], subtract: [])),
            (#"{"add": [[0, 0, 1, 1]]}"#, .area(insets: .zero, add: [Rect(x: 0, y: 0, width: 1, height: 1)], subtract: [])),
            (#"{"subtract": [[2, 2, 0, 0]]}"#, .area(insets: .zero, add: [], subtract: [Rect(x: 2, y: 2, width: 0, height: 0)])),
            (#"{"add": []}"#, .area(insets: .zero, add: [], subtract: [])),
        ])
    func pointInsideForms(_ json: String, _ pointInside: PointInsideOverride) throws {
        let fixture = try decode(document(view: #""frame": [0, 0, 10, 10], "pointInside": \#(json)"#))
        #expect(fixture.views.first?.pointInside == pointInside)
    }

    @Test("a view may have an empty frame and sits at a negative origin")
    func zeroSizedView() throws {
        let fixture = try decode(document(view: #""frame": [-5, -6, 0, 0]"#))
        #expect(fixture.views.first?.frame == Rect(x: -5, y: -6, width: 0, height: 0))
    }

    // MARK: - Gestures

    @Test(
        "a recognizer with only its id and type takes UIKit's defaults; a screen-edge pan names its edges",
        arguments: [
            (#""type": "tap""#, GestureSpec.Kind.tap(taps: 1, touches: 1)),
            (#""type": "longPress""#, .longPress(taps: 0, touches: 1, minimumPressDuration: nil, allowableMovement: nil)),
            (#""type": "pan""#, .pan(minimumTouches: 1, maximumTouches: nil)),
            (#""type": "swipe""#, .swipe(directions: [.right], touches: 1)),
            (#""type": "pinch""#, .pinch),
            (#""type": "rotation""#, .rotation),
            (#""type": "screenEdgePan", "edges": "all""#, .screenEdgePan(edges: [.all])),
        ])
    func gestureDefaults(_ json: String, _ kind: GestureSpec.Kind) throws {
        let fixture = try decode(document(gesture: json))
        #expect(fixture.views.first?.gestures == [GestureSpec(
            id: "g", kind: kind, isEnabled: true, cancelsTouchesInView: true, delaysTouchesBegan: false,
            delaysTouchesEnded: true, requireToFail: [], simultaneousWith: [], shouldBegin: true,
            shouldReceive: true, canPrevent: nil, canBePrevented: nil)])
    }

    @Test(
        "direction and edges take one name or a list of them, kept in the order written",
        arguments: [
            (#""type": "swipe", "direction": "down""#, GestureSpec.Kind.swipe(directions: [.down], touches: 1)),
            (#""type": "swipe", "direction": ["up", "down", "left", "right"]"#, .swipe(directions: [.up, .down, .left, .right], touches: 1)),
            (#""type": "screenEdgePan", "edges": "top""#, .screenEdgePan(edges: [.top])),
            (#""type": "screenEdgePan", "edges": ["bottom", "all"]"#, .screenEdgePan(edges: [.bottom, .all])),
        ])
    func gestureNameLists(_ json: String, _ kind: GestureSpec.Kind) throws {
        let fixture = try decode(document(gesture: json))
        #expect(fixture.views.first?.gestures.map(\.kind) == [kind])
    }

    @Test(
        "counts, empty lists and ids decode as written: ranges and references are the compile step's",
        arguments: [
            (#""type": "tap", "taps": 0"#, "views[0].gestures[0].taps", "taps must be at least 1, got 0"),
            (#""type": "pan", "minimumTouches": 3, "maximumTouches": 2"#, "views[0].gestures[0].maximumTouches",
             "maximumTouches must be at least minimumTouches (3), got 2"),
            (#""type": "swipe", "direction": []"#, "views[0].gestures[0].direction", "a swipe needs at least one direction"),
            (#""type": "screenEdgePan", "edges": []"#, "views[0].gestures[0].edges", "a screen-edge pan needs at least one edge"),
            (#""type": "pinch", "canPrevent": ["v"]"#, "views[0].gestures[0].canPrevent[0]", "unknown gesture id 'v'"),
        ])
    func gestureChecksLeftToCompile(_ json: String, _ path: String, _ reason: String) throws {
        let fixture = try decode(document(gesture: json))
        let error = #expect(throws: FixtureError.self) { try fixture.compile() }
        #expect(error?.path == path)
        #expect(error?.reason == reason)
    }

    // MARK: - Expectations

    @Test("a final key splits at its last dot, so that an id may contain dots")
    func finalKeySplitsAtLastDot() throws {
        let fixture = try decode(document(#""expect": {"final": {"scroll.pan.state": "possible", "a.b": null}}"#))
        #expect(fixture.expectations?.final == [
            FinalExpectation(subject: "scroll.pan", key: "state", value: .string("possible")),
            FinalExpectation(subject: "a", key: "b", value: .null),
        ])
    }

    @Test("pattern values convert to trace values recursively, keeping the fields in file order")
    func patternValues() throws {
        let fixture = try decode(document(#""expect": {"trace": [{"z": [[1, "a"], [], null], "a": false, "kind": "settle"}]}"#))
        #expect(fixture.expectations?.trace == [RecordPattern([
            TraceField("z", .list([.list([.number(1), .string("a")]), .list([]), .null])),
            TraceField("a", .bool(false)),
            TraceField("kind", .string("settle")),
        ])])
    }

    @Test("every trace kind is accepted by name in kinds, scroll and control included")
    func allKinds() throws {
        let kinds = TraceKind.allCases
        let names = kinds.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let fixture = try decode(document(#""expect": {"kinds": [\#(names)]}"#))
        #expect(fixture.expectations?.kinds == kinds)
    }

    @Test("an empty kinds list is kept apart from a missing one")
    func emptyKinds() throws {
        let fixture = try decode(document(#""expect": {"match": "exact", "kinds": []}"#))
        #expect(fixture.expectations?.kinds == [])
    }

    // MARK: - Errors

    @Test(
        "a bad value is reported with its path and a reason that says what was expected",
        arguments: [
            // Structure and keys.
            RejectedDocument("[]", "", "expected an object, got an array"),
            RejectedDocument(#"{"events": []}"#, "", "missing key 'views'"),
            RejectedDocument(#"{"views": []}"#, "", "missing key 'events'"),
            RejectedDocument(document(#""fixture": 2"#), "fixture", "unsupported fixture format version 2, this version reads 1"),
            RejectedDocument(document(#""fixture": "1""#), "fixture", "expected an integer, got a string"),
            RejectedDocument(document(#""fixture": 2, "scrollViews": []"#), "fixture", "unsupported fixture format version 2, this version reads 1"),
            RejectedDocument(document(#""colour": "red""#), "colour", "unknown key 'colour'"),
            RejectedDocument(document(#""the colour": "red""#), #"["the colour"]"#, "unknown key 'the colour'"),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "colour": "red""#), "views[0].colour", "unknown key 'colour'"),
            RejectedDocument(document(#""constants": {"contentTouchDelay": -150}"#), "constants.contentTouchDelay",
                             "contentTouchDelay must not be negative, got -150"),
            RejectedDocument(document(#""window": {"size": [1, 1], "scale": 2}"#), "window.scale", "unknown key 'scale'"),
            // Types.
            RejectedDocument(document(#""name": 1"#), "name", "expected a string, got a number"),
            RejectedDocument(document(#""settle": "long""#), "settle", "expected a number, got a string"),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "hidden": 1"#), "views[0].hidden", "expected a boolean, got a number"),
            RejectedDocument(document(view: #""frame": [0, 0, 1]"#), "views[0].frame", "expected 4 numbers [x, y, width, height], got 3"),
            RejectedDocument(document(view: #""frame": {"x": 0}"#), "views[0].frame", "expected 4 numbers [x, y, width, height], got an object"),
            RejectedDocument(document(view: #""frame": [0, "0", 1, 1]"#), "views[0].frame[1]", "expected a number, got a string"),
            RejectedDocument(document(event: #""touch": 1.5, "phase": "began", "at": [0, 0]"#), "events[0].touch", "expected an integer, got 1.5"),
            RejectedDocument(document(event: #""touch": 1e300, "phase": "began", "at": [0, 0]"#), "events[0].touch", "integer out of range, got 1e+300"),
            RejectedDocument(document(event: #""touch": 1, "phase": "began", "at": [0, 0, 0]"#), "events[0].at", "expected 2 numbers [x, y], got 3"),
            RejectedDocument(document(#""settle": null"#), "settle", "expected a number, got null"),
            RejectedDocument(#"{"views": {}, "events": []}"#, "views", "expected an array, got an object"),
            // Ranges.
            RejectedDocument(document(#""window": {"size": [0, 100]}"#), "window.size", "width must be a positive number, got 0"),
            RejectedDocument(document(#""window": {"size": [100]}"#), "window.size", "expected 2 numbers [width, height], got 1"),
            RejectedDocument(document(#""constants": {"frameRate": 0}"#), "constants.frameRate", "frameRate must be between 1 and 1000, got 0"),
            RejectedDocument(document(#""constants": {"frameRate": 59.94}"#), "constants.frameRate", "expected an integer, got 59.94"),
            RejectedDocument(document(#""constants": {"tapMaximumGap": -1}"#), "constants.tapMaximumGap", "tapMaximumGap must not be negative, got -1"),
            RejectedDocument(document(#""constants": {"tapAllowableMovement": -0.5}"#), "constants.tapAllowableMovement", "tapAllowableMovement must not be negative, got -0.5"),
            RejectedDocument(document(#""constants": {"tapMaximumDuration": -1}"#), "constants.tapMaximumDuration", "tapMaximumDuration must not be negative, got -1"),
            RejectedDocument(document(#""settle": 1e300"#), "settle", "settle must be at most 10000000000 ms, got 1e+300"),
            RejectedDocument(document(view: #""frame": [0, 0, -5, 10]"#), "views[0].frame", "width must not be negative, got -5"),
            RejectedDocument(document(view: #""frame": [0, 0, 5, -0.25]"#), "views[0].frame", "height must not be negative, got -0.25"),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "alpha": 1.5"#), "views[0].alpha", "alpha must be between 0 and 1, got 1.5"),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "alpha": -0.1"#), "views[0].alpha", "alpha must be between 0 and 1, got -0.1"),
            RejectedDocument(document(events: #"[{"t": -5, "wait": true}]"#), "events[0].t", "time must not be negative, got -5"),
            RejectedDocument(document(event: #""tap": {"touch": 1, "at": [0, 0], "duration": -1}"#), "events[0].tap.duration", "duration must not be negative, got -1"),
            RejectedDocument(document(event: #""drag": {"touch": 1, "from": [0, 0], "to": [1, 1], "duration": 10, "hz": 0}"#), "events[0].drag.hz", "hz must be a positive number, got 0"),
            RejectedDocument(document(#""expect": {"tolerance": -1}"#), "expect.tolerance", "tolerance must not be negative, got -1"),
            // Views.
            RejectedDocument(document(views: #"[{"frame": [0, 0, 1, 1]}]"#), "views[0]", "missing key 'id'"),
            RejectedDocument(document(views: #"[{"id": "", "frame": [0, 0, 1, 1]}]"#), "views[0].id", "id must not be empty"),
            RejectedDocument(document(view: #""hidden": true"#), "views[0]", "missing key 'frame'"),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "subviews": [{"id": "s", "frame": [0, 0, 1, 1], "subviews": [{"id": "t"}]}]"#),
                             "views[0].subviews[0].subviews[0]", "missing key 'frame'"),
            RejectedDocument(document(view: #""type": "label", "frame": [0, 0, 1, 1]"#), "views[0].type",
                             "unknown view type 'label' (expected view, scrollView, tableView, collectionView, button, slider, switch, stepper, segmentedControl, pageControl or control)"),
            RejectedDocument(document(view: #""type": 1, "frame": [0, 0, 1, 1]"#), "views[0].type", "expected a string, got a number"),
            RejectedDocument(document(view: #""type": "scrollview", "frame": [0, 0, 1, 1]"#), "views[0].type",
                             "unknown view type 'scrollview' (expected view, scrollView, tableView, collectionView, button, slider, switch, stepper, segmentedControl, pageControl or control)"),
            // A type's own keys on another type.
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "contentSize": [1, 1]"#), "views[0].contentSize",
                             "'contentSize' does not apply to a view"),
            RejectedDocument(document(view: #""type": "view", "frame": [0, 0, 1, 1], "on": true"#), "views[0].on", "'on' does not apply to a view"),
            RejectedDocument(document(view: #""type": "button", "frame": [0, 0, 1, 1], "contentSize": [1, 1]"#), "views[0].contentSize",
                             "'contentSize' does not apply to a button"),
            RejectedDocument(document(view: #""type": "switch", "frame": [0, 0, 1, 1], "value": 1"#), "views[0].value", "'value' does not apply to a switch"),
            RejectedDocument(document(view: #""type": "slider", "frame": [0, 0, 1, 1], "on": true"#), "views[0].on", "'on' does not apply to a slider"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "vertical": true"#), "views[0].vertical",
                             "'vertical' does not apply to a scroll view"),
            RejectedDocument(document(view: #""type": "control", "frame": [0, 0, 1, 1], "pagingEnabled": true"#), "views[0].pagingEnabled",
                             "'pagingEnabled' does not apply to a control"),
            RejectedDocument(document(view: #""type": "slider", "frame": [0, 0, 1, 1], "touches": "forward""#), "views[0].touches",
                             "'touches: forward' does not apply to a slider: a control keeps its touches for its tracking"),
            RejectedDocument(document(view: #""type": "button", "frame": [0, 0, 1, 1], "touches": "forward""#), "views[0].touches",
                             "'touches: forward' does not apply to a button: a control keeps its touches for its tracking"),
            RejectedDocument(document(view: #""type": "switch", "frame": [0, 0, 1, 1], "touches": "forward""#), "views[0].touches",
                             "'touches: forward' does not apply to a switch: a control keeps its touches for its tracking"),
            RejectedDocument(document(view: #""type": "control", "frame": [0, 0, 1, 1], "touches": "forward""#), "views[0].touches",
                             "'touches: forward' does not apply to a control: a control keeps its touches for its tracking"),
            RejectedDocument(document(view: #""type": "button", "frame": [0, 0, 1, 1], "touches": "swallow""#), "views[0].touches",
                             "unknown touch handling 'swallow' (expected forward or consume)"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "boundsOrigin": [0, 10]"#), "views[0].boundsOrigin",
                             "'boundsOrigin' does not apply to a scroll view: its bounds origin is its contentOffset"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "contentSise": [1, 1]"#), "views[0].contentSise",
                             "unknown key 'contentSise'"),
            // Scroll view values.
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "contentSize": [-5, 10]"#), "views[0].contentSize",
                             "width must not be negative, got -5"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "contentSize": [10, -0.5]"#), "views[0].contentSize",
                             "height must not be negative, got -0.5"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "contentSize": [10]"#), "views[0].contentSize",
                             "expected 2 numbers [width, height], got 1"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "contentOffset": [0, "1"]"#), "views[0].contentOffset[1]",
                             "expected a number, got a string"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "contentInset": [0, 0]"#), "views[0].contentInset",
                             "expected 4 numbers [top, left, bottom, right], got 2"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "bounces": "no""#), "views[0].bounces",
                             "expected a boolean, got a string"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "decelerationRate": "slow""#), "views[0].decelerationRate",
                             "unknown deceleration rate 'slow' (expected normal, fast or a number between 0 and 1)"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "decelerationRate": 1"#), "views[0].decelerationRate",
                             "decelerationRate must be between 0 and 1, got 1"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "decelerationRate": 0"#), "views[0].decelerationRate",
                             "decelerationRate must be between 0 and 1, got 0"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "decelerationRate": -0.5"#), "views[0].decelerationRate",
                             "decelerationRate must be between 0 and 1, got -0.5"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "decelerationRate": true"#), "views[0].decelerationRate",
                             "expected normal, fast or a number between 0 and 1, got a boolean"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "touchesShouldBegin": {}"#), "views[0].touchesShouldBegin",
                             "missing key 'deny'"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "touchesShouldBegin": {"allow": []}"#),
                             "views[0].touchesShouldBegin.allow", "unknown key 'allow'"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "touchesShouldBegin": false"#), "views[0].touchesShouldBegin",
                             "expected an object, got a boolean"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "touchesShouldCancel": {}"#), "views[0].touchesShouldCancel",
                             "expected at least one of allow or deny"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "touchesShouldCancel": {"allow": "b"}"#),
                             "views[0].touchesShouldCancel.allow", "expected an array, got a string"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "touchesShouldCancel": {"deny": [""]}"#),
                             "views[0].touchesShouldCancel.deny[0]", "id must not be empty"),
            // Scroll chains: what the key's value shows by itself; the ids are the compile step's.
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "chain": {"children": ["b"]}"#), "views[0].chain",
                             "'chain' does not apply to a view"),
            RejectedDocument(document(view: #""type": "button", "frame": [0, 0, 1, 1], "chain": {"children": ["b"]}"#), "views[0].chain",
                             "'chain' does not apply to a button"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "chain": ["b"]"#), "views[0].chain",
                             "expected an object, got an array"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "chain": {"axis": "vertical"}"#), "views[0].chain",
                             "missing key 'children'"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "chain": {"children": "b"}"#), "views[0].chain.children",
                             "expected an array, got a string"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "chain": {"children": [""]}"#), "views[0].chain.children[0]",
                             "id must not be empty"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "chain": {"children": ["b"], "axis": "diagonal"}"#),
                             "views[0].chain.axis", "unknown axis 'diagonal' (expected vertical or horizontal)"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "chain": {"children": ["b"], "axis": 1}"#),
                             "views[0].chain.axis", "expected a string, got a number"),
            RejectedDocument(document(view: #""type": "scrollView", "frame": [0, 0, 1, 1], "chain": {"children": ["b"], "parent": "a"}"#),
                             "views[0].chain.parent", "unknown key 'parent'"),
            // Control values.
            RejectedDocument(document(view: #""type": "slider", "frame": [0, 0, 1, 1], "value": "high""#), "views[0].value", "expected a number, got a string"),
            RejectedDocument(document(view: #""type": "slider", "frame": [0, 0, 1, 1], "maximumValue": null"#), "views[0].maximumValue",
                             "expected a number, got null"),
            RejectedDocument(document(view: #""type": "slider", "frame": [0, 0, 1, 1], "vertical": 1"#), "views[0].vertical", "expected a boolean, got a number"),
            RejectedDocument(document(view: #""type": "switch", "frame": [0, 0, 1, 1], "on": "yes""#), "views[0].on", "expected a boolean, got a string"),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "touches": "swallow""#), "views[0].touches",
                             "unknown touch handling 'swallow' (expected forward or consume)"),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "hitTest": null"#), "views[0].hitTest",
                             #"expected "passThrough", {"redirectSelfTo": id} or {"passThrough": [id, ...]}, got null"#),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "hitTest": "ignore""#), "views[0].hitTest",
                             #"unknown hitTest override 'ignore' (expected "passThrough", {"redirectSelfTo": id} or {"passThrough": [id, ...]})"#),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "hitTest": {"redirectTo": "x"}"#), "views[0].hitTest.redirectTo",
                             "unknown key 'redirectTo'"),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "pointInside": {}"#), "views[0].pointInside",
                             "expected at least one of insets, add or subtract"),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "pointInside": "always""#), "views[0].pointInside",
                             "expected a boolean or an object, got a string"),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "pointInside": {"insets": [1, 2]}"#), "views[0].pointInside.insets",
                             "expected 4 numbers [top, left, bottom, right], got 2"),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "pointInside": {"add": [[0, 0, -1, 1]]}"#), "views[0].pointInside.add[0]",
                             "width must not be negative, got -1"),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "controller": """#), "views[0].controller", "controller must not be empty"),
            // Gestures.
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "gestures": {}"#), "views[0].gestures", "expected an array, got an object"),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "gestures": ["tap"]"#), "views[0].gestures[0]", "expected an object, got a string"),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "gestures": [{"type": "tap"}]"#), "views[0].gestures[0]", "missing key 'id'"),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "gestures": [{"id": "", "type": "tap"}]"#), "views[0].gestures[0].id",
                             "id must not be empty"),
            RejectedDocument(document(view: #""frame": [0, 0, 1, 1], "gestures": [{"id": "g"}]"#), "views[0].gestures[0]", "missing key 'type'"),
            RejectedDocument(document(gesture: #""type": "doubleTap""#), "views[0].gestures[0].type",
                             "unknown gesture type 'doubleTap' (expected tap, longPress, pan, swipe, pinch, rotation, screenEdgePan or hover)"),
            RejectedDocument(document(gesture: #""type": 1"#), "views[0].gestures[0].type", "expected a string, got a number"),
            RejectedDocument(document(gesture: #""type": "tap", "numberOfTapsRequired": 2"#), "views[0].gestures[0].numberOfTapsRequired",
                             "unknown key 'numberOfTapsRequired'"),
            RejectedDocument(document(gesture: #""type": "tap", "hidden": true"#), "views[0].gestures[0].hidden", "unknown key 'hidden'"),
            RejectedDocument(document(gesture: #""type": "pan", "taps": 2"#), "views[0].gestures[0].taps", "'taps' does not apply to a pan gesture"),
            RejectedDocument(document(gesture: #""type": "pinch", "touches": 2"#), "views[0].gestures[0].touches",
                             "'touches' does not apply to a pinch gesture"),
            RejectedDocument(document(gesture: #""type": "tap", "minimumPressDuration": 100"#), "views[0].gestures[0].minimumPressDuration",
                             "'minimumPressDuration' does not apply to a tap gesture"),
            RejectedDocument(document(gesture: #""type": "swipe", "allowableMovement": 5"#), "views[0].gestures[0].allowableMovement",
                             "'allowableMovement' does not apply to a swipe gesture"),
            RejectedDocument(document(gesture: #""type": "longPress", "minimumTouches": 2"#), "views[0].gestures[0].minimumTouches",
                             "'minimumTouches' does not apply to a longPress gesture"),
            RejectedDocument(document(gesture: #""type": "screenEdgePan", "edges": "left", "maximumTouches": 2"#),
                             "views[0].gestures[0].maximumTouches", "'maximumTouches' does not apply to a screenEdgePan gesture"),
            RejectedDocument(document(gesture: #""type": "rotation", "direction": "left""#), "views[0].gestures[0].direction",
                             "'direction' does not apply to a rotation gesture"),
            RejectedDocument(document(gesture: #""type": "pan", "edges": "left""#), "views[0].gestures[0].edges",
                             "'edges' does not apply to a pan gesture"),
            RejectedDocument(document(gesture: #""type": "tap", "taps": 1.5"#), "views[0].gestures[0].taps", "expected an integer, got 1.5"),
            RejectedDocument(document(gesture: #""type": "longPress", "touches": "2""#), "views[0].gestures[0].touches",
                             "expected an integer, got a string"),
            RejectedDocument(document(gesture: #""type": "pan", "maximumTouches": null"#), "views[0].gestures[0].maximumTouches",
                             "expected an integer, got null"),
            RejectedDocument(document(gesture: #""type": "longPress", "minimumPressDuration": -1"#), "views[0].gestures[0].minimumPressDuration",
                             "minimumPressDuration must not be negative, got -1"),
            RejectedDocument(document(gesture: #""type": "longPress", "minimumPressDuration": 1e300"#), "views[0].gestures[0].minimumPressDuration",
                             "minimumPressDuration must be at most 10000000000 ms, got 1e+300"),
            RejectedDocument(document(gesture: #""type": "longPress", "allowableMovement": -2"#), "views[0].gestures[0].allowableMovement",
                             "allowableMovement must not be negative, got -2"),
            RejectedDocument(document(gesture: #""type": "swipe", "direction": "sideways""#), "views[0].gestures[0].direction",
                             "unknown direction 'sideways' (expected right, left, up or down)"),
            RejectedDocument(document(gesture: #""type": "swipe", "direction": ["left", "Right"]"#), "views[0].gestures[0].direction[1]",
                             "unknown direction 'Right' (expected right, left, up or down)"),
            RejectedDocument(document(gesture: #""type": "swipe", "direction": 90"#), "views[0].gestures[0].direction",
                             "expected a string or an array of strings, got a number"),
            RejectedDocument(document(gesture: #""type": "swipe", "direction": ["left", 2]"#), "views[0].gestures[0].direction[1]",
                             "expected a string, got a number"),
            RejectedDocument(document(gesture: #""type": "screenEdgePan""#), "views[0].gestures[0]", "missing key 'edges'"),
            RejectedDocument(document(gesture: #""type": "screenEdgePan", "edges": "middle""#), "views[0].gestures[0].edges",
                             "unknown edge 'middle' (expected top, left, bottom, right or all)"),
            RejectedDocument(document(gesture: #""type": "screenEdgePan", "edges": null"#), "views[0].gestures[0].edges",
                             "expected a string or an array of strings, got null"),
            RejectedDocument(document(gesture: #""type": "tap", "enabled": "yes""#), "views[0].gestures[0].enabled", "expected a boolean, got a string"),
            RejectedDocument(document(gesture: #""type": "tap", "shouldReceive": 0"#), "views[0].gestures[0].shouldReceive", "expected a boolean, got a number"),
            RejectedDocument(document(gesture: #""type": "tap", "requireToFail": "other""#), "views[0].gestures[0].requireToFail",
                             "expected an array, got a string"),
            RejectedDocument(document(gesture: #""type": "tap", "simultaneousWith": [""]"#), "views[0].gestures[0].simultaneousWith[0]",
                             "id must not be empty"),
            RejectedDocument(document(gesture: #""type": "tap", "canBePrevented": [1]"#), "views[0].gestures[0].canBePrevented[0]",
                             "expected a string, got a number"),
            RejectedDocument(document(gesture: #""type": "tap", "canPrevent": null"#), "views[0].gestures[0].canPrevent",
                             "expected an array, got null"),
            // Events.
            RejectedDocument(document(events: #"[{"wait": true}]"#), "events[0]", "missing key 't'"),
            RejectedDocument(document(events: #"[{"t": 0}]"#), "events[0]", "an event needs one of touch, touches, drag, tap, click, wait, set, remove, statusBarTap, pointer, scroll, transform, push, pop, popTo, popToRoot, setViewControllers, present, dismiss or selectDetent"),
            RejectedDocument(document(event: #""tap": {"touch": 1, "at": [0, 0]}, "drag": {}"#), "events[0].drag",
                             "an event has one form, got both 'tap' and 'drag'"),
            RejectedDocument(document(event: #""phase": "began", "touches": []"#), "events[0].touches",
                             "an event has one form, got both 'phase' and 'touches'"),
            RejectedDocument(document(event: #""phase": "began", "at": [0, 0]"#), "events[0]", "missing key 'touch'"),
            RejectedDocument(document(event: #""touch": 1, "phase": "pressed", "at": [0, 0]"#), "events[0].phase",
                             "unknown phase 'pressed' (expected began, moved, stationary, ended or cancelled)"),
            RejectedDocument(document(event: #""touch": 1, "phase": "began""#), "events[0]", "missing key 'at' (a began touch needs a location)"),
            RejectedDocument(document(event: #""touch": 1, "phase": "moved""#), "events[0]", "missing key 'at' (a moved touch needs a location)"),
            RejectedDocument(document(event: #""touches": []"#), "events[0].touches", "an event needs at least one touch"),
            RejectedDocument(document(event: #""touches": [{"touch": 1, "phase": "began"}]"#), "events[0].touches[0]",
                             "missing key 'at' (a began touch needs a location)"),
            RejectedDocument(document(event: #""touches": [{"touch": 1, "phase": "ended", "t": 5}]"#), "events[0].touches[0].t", "unknown key 't'"),
            RejectedDocument(document(event: #""drag": {"touch": 1, "from": [0, 0], "to": [1, 1]}"#), "events[0].drag", "missing key 'duration'"),
            RejectedDocument(document(event: #""drag": {"touch": 1, "from": [0, 0], "to": [1, 1], "duration": 1, "lift": "yes"}"#),
                             "events[0].drag.lift", "expected a boolean, got a string"),
            RejectedDocument(document(event: #""tap": {"at": [0, 0]}"#), "events[0].tap", "missing key 'touch'"),
            RejectedDocument(document(event: #""wait": false"#), "events[0].wait", "wait must be true, got false"),
            RejectedDocument(document(event: #""remove": 3"#), "events[0].remove", "expected a string, got a number"),
            RejectedDocument(document(event: #""remove": """#), "events[0].remove", "id must not be empty"),
            RejectedDocument(document(event: #""set": {"id": "v", "key": "colour", "value": "red"}"#), "events[0].set.key", "unknown key 'colour' for set"),
            RejectedDocument(document(event: #""set": {"id": "v", "key": "controller", "value": "c"}"#), "events[0].set.key", "unknown key 'controller' for set"),
            RejectedDocument(document(event: #""set": {"id": "v", "key": "chain", "value": {"children": ["b"]}}"#), "events[0].set.key", "unknown key 'chain' for set"),
            // A recognizer type's own settings read as in the scene; the ranges that need the
            // recognizer (counts of 1 or more, a pan's maximum) are the compile step's.
            RejectedDocument(document(event: #""set": {"id": "g", "key": "taps", "value": 1.5}"#), "events[0].set.value",
                             "expected an integer, got 1.5"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "taps", "value": "2"}"#), "events[0].set.value",
                             "expected an integer, got a string"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "taps"}"#), "events[0].set", "missing key 'value'"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "touches", "value": 2.5}"#), "events[0].set.value",
                             "expected an integer, got 2.5"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "touches", "value": 1e300}"#), "events[0].set.value",
                             "integer out of range, got 1e+300"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "minimumPressDuration", "value": -1}"#), "events[0].set.value",
                             "minimumPressDuration must not be negative, got -1"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "minimumPressDuration", "value": 100000000000}"#), "events[0].set.value",
                             "minimumPressDuration must be at most 10000000000 ms, got 100000000000"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "minimumPressDuration", "value": "long"}"#), "events[0].set.value",
                             "expected a number, got a string"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "allowableMovement", "value": -5}"#), "events[0].set.value",
                             "allowableMovement must not be negative, got -5"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "allowableMovement", "value": null}"#), "events[0].set.value",
                             "expected a number, got null"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "minimumTouches", "value": 1.5}"#), "events[0].set.value",
                             "expected an integer, got 1.5"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "maximumTouches", "value": null}"#), "events[0].set.value",
                             "expected an integer, got null"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "direction", "value": "sideways"}"#), "events[0].set.value",
                             "unknown direction 'sideways' (expected right, left, up or down)"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "direction", "value": ["left", 3]}"#), "events[0].set.value[1]",
                             "expected a string, got a number"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "direction", "value": 90}"#), "events[0].set.value",
                             "expected a string or an array of strings, got a number"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "edges", "value": ["left", "middle"]}"#), "events[0].set.value[1]",
                             "unknown edge 'middle' (expected top, left, bottom, right or all)"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "edges", "value": {"left": true}}"#), "events[0].set.value",
                             "expected a string or an array of strings, got an object"),
            // `touches` is a view's with a string and a recognizer's with a number.
            RejectedDocument(document(event: #""set": {"id": "v", "key": "touches", "value": true}"#), "events[0].set.value",
                             "expected forward or consume, or an integer, got a boolean"),
            RejectedDocument(document(event: #""set": {"id": "v", "key": "touches", "value": "swallow"}"#), "events[0].set.value",
                             "unknown touch handling 'swallow' (expected forward or consume)"),
            RejectedDocument(document(event: #""set": {"id": "v", "key": "touches"}"#), "events[0].set", "missing key 'value'"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "enabled", "value": 1}"#), "events[0].set.value",
                             "expected a boolean, got a number"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "requireToFail", "value": null}"#), "events[0].set.value",
                             "expected an array, got null"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "canBePrevented", "value": "all"}"#), "events[0].set.value",
                             "expected an array, got a string"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "simultaneousWith", "value": ["a", ""]}"#), "events[0].set.value[1]",
                             "id must not be empty"),
            RejectedDocument(document(event: #""set": {"id": "g", "key": "shouldBegin"}"#), "events[0].set", "missing key 'value'"),
            RejectedDocument(document(event: #""set": {"id": "scroll", "key": "decelerationRate", "value": "slow"}"#), "events[0].set.value",
                             "unknown deceleration rate 'slow' (expected normal, fast or a number between 0 and 1)"),
            RejectedDocument(document(event: #""set": {"id": "scroll", "key": "contentSize", "value": [-1, 0]}"#), "events[0].set.value",
                             "width must not be negative, got -1"),
            RejectedDocument(document(event: #""set": {"id": "scroll", "key": "contentOffset", "value": null}"#), "events[0].set.value",
                             "expected 2 numbers [x, y], got null"),
            RejectedDocument(document(event: #""set": {"id": "scroll", "key": "touchesShouldCancel", "value": {}}"#), "events[0].set.value",
                             "expected at least one of allow or deny"),
            RejectedDocument(document(event: #""set": {"id": "slider", "key": "value", "value": true}"#), "events[0].set.value",
                             "expected a number, got a boolean"),
            RejectedDocument(document(event: #""set": {"id": "switch", "key": "on", "value": 1}"#), "events[0].set.value",
                             "expected a boolean, got a number"),
            RejectedDocument(document(event: #""set": {"id": "v", "key": "alpha", "value": 2}"#), "events[0].set.value",
                             "alpha must be between 0 and 1, got 2"),
            RejectedDocument(document(event: #""set": {"id": "v", "key": "frame", "value": null}"#), "events[0].set.value",
                             "expected 4 numbers [x, y, width, height], got null"),
            RejectedDocument(document(event: #""set": {"id": "v", "key": "hidden"}"#), "events[0].set", "missing key 'value'"),
            // Expectations.
            RejectedDocument(document(#""expect": {"match": "fuzzy"}"#), "expect.match", "unknown match 'fuzzy' (expected ordered or exact)"),
            RejectedDocument(document(#""expect": {"kinds": ["touches", "hittest"]}"#), "expect.kinds[1]",
                             "unknown kind 'hittest' (expected hitTest, touches, gesture, delegate, scroll, list, controller, interaction, swiftUI, control, timer, final or settle)"),
            RejectedDocument(document(#""expect": {"kinds": [1]}"#), "expect.kinds[0]", "expected a kind name, got a number"),
            RejectedDocument(document(#""expect": {"trace": [{"kind": "scrolls"}]}"#), "expect.trace[0].kind",
                             "unknown kind 'scrolls' (expected hitTest, touches, gesture, delegate, scroll, list, controller, interaction, swiftUI, control, timer, final or settle)"),
            RejectedDocument(document(#""expect": {"absent": [{"kind": "gestures"}]}"#), "expect.absent[0].kind",
                             "unknown kind 'gestures' (expected hitTest, touches, gesture, delegate, scroll, list, controller, interaction, swiftUI, control, timer, final or settle)"),
            RejectedDocument(document(#""expect": {"trace": [{"point": {"x": 1}}]}"#), "expect.trace[0].point",
                             "expected null, a boolean, a number, a string or an array, got an object"),
            RejectedDocument(document(#""expect": {"trace": [{"touches": [1, {}]}]}"#), "expect.trace[0].touches[1]",
                             "expected null, a boolean, a number, a string or an array, got an object"),
            RejectedDocument(document(#""expect": {"trace": [{}]}"#), "expect.trace[0]", "a record pattern needs at least one field"),
            RejectedDocument(document(#""expect": {"final": {"frame": [0, 0, 1, 1]}}"#), "expect.final.frame", #"expected "id.key", got "frame""#),
            RejectedDocument(document(#""expect": {"final": {".frame": 1}}"#), #"expect.final[".frame"]"#, #"expected "id.key", got ".frame""#),
            RejectedDocument(document(#""expect": {"final": {"red.": 1}}"#), #"expect.final["red."]"#, #"expected "id.key", got "red.""#),
            RejectedDocument(document(#""expect": {"final": {"red.frame": {}}}"#), #"expect.final["red.frame"]"#,
                             "expected null, a boolean, a number, a string or an array, got an object"),
            RejectedDocument(document(#""expect": {"exact": true}"#), "expect.exact", "unknown key 'exact'"),
        ])
    func rejected(_ rejected: RejectedDocument) throws {
        let error = try decodingError(rejected.json)
        #expect(error?.path == rejected.path)
        #expect(error?.reason == rejected.reason)
        #expect(error?.file == nil)
    }

    @Test("a type error points at the value, a key error at the key, a missing key at the object")
    func positions() throws {
        let typeError = try decodingError("""
            {"events": [], "views": [
              {"id": "a", "frame": [0, 0, 1, 1], "hidden": "no"}
            ]}
            """)
        #expect(typeError?.position == SourcePosition(line: 2, column: 48))
        let keyError = try decodingError("""
            {"events": [], "views": [
              {"id": "b", "frame": [0, 0, 1, 1], "colour": 1}
            ]}
            """)
        #expect(keyError?.position == SourcePosition(line: 2, column: 38))
        let missingKey = try decodingError("""
            {"events": [], "views": [
              {"id": "c"}
            ]}
            """)
        #expect(missingKey?.position == SourcePosition(line: 2, column: 3))
    }

    @Test("a number the parser would never make, such as infinity, is rejected rather than used")
    func nonFiniteNumberBuiltInSwift() throws {
        let origin = SourcePosition(line: 1, column: 1)
        let document = JSONValue(.object([
            JSONMember(key: "views", keyPosition: origin, value: JSONValue(.array([]), at: origin)),
            JSONMember(key: "events", keyPosition: origin, value: JSONValue(.array([]), at: origin)),
            JSONMember(key: "settle", keyPosition: origin, value: JSONValue(.number(.infinity), at: SourcePosition(line: 1, column: 9))),
        ]), at: origin)
        let error = #expect(throws: FixtureError.self) { try FixtureDecoder.decode(document) }
        #expect(error == FixtureError(position: SourcePosition(line: 1, column: 9), path: "settle", reason: "expected a finite number, got inf"))
    }

    // MARK: - Robustness

    /// Values of every JSON type and the edge cases of each: out of range, wrong kind, empty, huge.
    private static let replacementValues = [
        "null", "true", "false", "0", "-1", "1.5", "1e300", "-1e300", "1e20", #""""#, #""began""#, #""view""#,
        #""a.b""#, "[]", "{}", "[1, 2]", "[0, 0, -1, 1]", #"[[0, 0, 1, 1]]"#, #"{"t": 0}"#, #"{"id": "x"}"#,
    ].map { try! JSONParser.parse($0) }

    @Test("replacing any value of a valid document with any other value never crashes the decoder or the compile step")
    func everyReplacementIsHandled() throws {
        let document = try JSONParser.parse(everyKeyDocument)
        var outcomes: [Bool] = []
        for target in 0..<document.nodeCount {
            for replacement in Self.replacementValues {
                let mutated = document.replacingNode(at: target, with: replacement)
                // Either outcome is fine; reaching the end without a trap is what is tested.
                outcomes.append((try? FixtureDecoder.decode(mutated).compile()) != nil)
            }
        }
        #expect(outcomes.count == document.nodeCount * Self.replacementValues.count)
        #expect(outcomes.contains(true) && outcomes.contains(false))
    }
}

extension JSONValue {
    /// How many values the tree holds, this one included.
    fileprivate var nodeCount: Int {
        switch kind {
        case .null, .bool, .number, .string: 1
        case let .array(elements): 1 + elements.reduce(0) { $0 + $1.nodeCount }
        case let .object(members): 1 + members.reduce(0) { $0 + $1.value.nodeCount }
        }
    }

    /// The tree with its `index`th value in pre-order replaced.
    fileprivate func replacingNode(at index: Int, with replacement: JSONValue) -> JSONValue {
        guard index > 0 else { return replacement }
        var remaining = index - 1
        switch kind {
        case .null, .bool, .number, .string:
            return self
        case var .array(elements):
            for position in elements.indices {
                let count = elements[position].nodeCount
                if remaining < count {
                    elements[position] = elements[position].replacingNode(at: remaining, with: replacement)
                    return JSONValue(.array(elements), at: self.position)
                }
                remaining -= count
            }
            return self
        case var .object(members):
            for position in members.indices {
                let count = members[position].value.nodeCount
                if remaining < count {
                    members[position].value = members[position].value.replacingNode(at: remaining, with: replacement)
                    return JSONValue(.object(members), at: self.position)
                }
                remaining -= count
            }
            return self
        }
    }
}
