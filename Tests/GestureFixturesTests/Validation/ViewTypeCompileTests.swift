import GestureArbiter
import Testing
@testable import GestureFixtures

/// The compile step's checks of scroll views and controls: the keys a `set` may change on a view
/// of each type, the scroll views' own recognizers as gesture ids, paging, and the Swift model's
/// values that the JSON cannot express.
@Suite("Compiling scroll views and controls")
struct ViewTypeCompileTests {
    /// A scene with a scroll view holding a button, a slider and a switch, and a plain view beside it.
    static let views = #"""
        [ { "id": "scroll", "type": "scrollView", "frame": [0, 0, 375, 667], "contentSize": [375, 2000],
            "subviews": [ { "id": "ok", "type": "button", "frame": [10, 10, 100, 44] },
                          { "id": "volume", "type": "slider", "frame": [10, 60, 200, 30] },
                          { "id": "knob", "type": "switch", "frame": [10, 100, 51, 31] } ] },
          { "id": "plain", "frame": [0, 0, 10, 10], "gestures": [ { "id": "tap", "type": "tap" } ] } ]
        """#

    /// Decodes and compiles a fixture text.
    func compile(_ json: String) throws -> CompiledFixture {
        try FixtureDecoder.decode(JSONParser.parse(json)).compile()
    }

    /// A fixture with these views (the scene above by default), events and further members.
    func document(views: String = Self.views, events: String = "[]", _ members: String = "") -> String {
        #"{"views": \#(views), "events": \#(events)\#(members.isEmpty ? "" : ", " + members)}"#
    }

    /// A fixture with the scene above and one `set` event, written without its braces.
    func set(_ set: String) -> String {
        document(events: #"[{"t": 0, "set": {\#(set)}}]"#)
    }

    @Test(
        "a set changes a key only on a view of a type that has it, and never a scroll view's own recognizers' prevention answers",
        arguments: [
            (#""id": "plain", "key": "contentSize", "value": [1, 1]"#, "events[0].set.key", "'contentSize' does not apply to a view"),
            (#""id": "ok", "key": "scrollEnabled", "value": false"#, "events[0].set.key", "'scrollEnabled' does not apply to a button"),
            (#""id": "ok", "key": "touches", "value": "forward""#, "events[0].set.value", "'touches: forward' does not apply to a button: a control keeps its touches for its tracking"),
            (#""id": "knob", "key": "touches", "value": "forward""#, "events[0].set.value", "'touches: forward' does not apply to a switch: a control keeps its touches for its tracking"),
            (#""id": "knob", "key": "value", "value": 1"#, "events[0].set.key", "'value' does not apply to a switch"),
            (#""id": "volume", "key": "on", "value": true"#, "events[0].set.key", "'on' does not apply to a slider"),
            (#""id": "scroll", "key": "boundsOrigin", "value": [0, 10]"#, "events[0].set.key",
             "'boundsOrigin' does not apply to a scroll view: its bounds origin is its contentOffset"),
            (#""id": "scroll", "key": "touchesShouldBegin", "value": {"deny": ["ghost"]}"#, "events[0].set.value.deny[0]", "unknown view id 'ghost'"),
            (#""id": "scroll", "key": "touchesShouldCancel", "value": {"allow": ["ok"], "deny": ["ok"]}"#, "events[0].set.value.deny[0]",
             "'ok' is both allowed and denied"),
            (#""id": "scroll.pan", "key": "canPrevent", "value": ["tap"]"#, "events[0].set.key",
             "'canPrevent' cannot be set on 'scroll.pan': a scroll view's own recognizers keep their class's answers"),
            (#""id": "scroll.delay", "key": "canBePrevented", "value": null"#, "events[0].set.key",
             "'canBePrevented' cannot be set on 'scroll.delay': a scroll view's own recognizers keep their class's answers"),
            (#""id": "scroll.zoom", "key": "enabled", "value": false"#, "events[0].set.id", "unknown gesture id 'scroll.zoom'"),
            (#""id": "scroll.pan", "key": "hidden", "value": true"#, "events[0].set.id", "unknown view id 'scroll.pan'"),
        ])
    func badSets(_ setMembers: String, _ path: String, _ reason: String) throws {
        let document = set(setMembers)
        let error = #expect(throws: FixtureError.self) { try compile(document) }
        #expect(error?.path == path)
        #expect(error?.reason == reason)
    }

    @Test(
        "a set of a type's own key on a view of that type, or of a recognizer key on a scroll view's own recognizer, compiles",
        arguments: [
            #""id": "scroll", "key": "delaysContentTouches", "value": false"#,
            #""id": "scroll", "key": "scrollEnabled", "value": false"#,
            #""id": "scroll", "key": "contentOffset", "value": [0, 100]"#,
            #""id": "scroll", "key": "touches", "value": "consume""#,
            #""id": "scroll", "key": "touches", "value": "forward""#,
            #""id": "plain", "key": "touches", "value": "consume""#,
            #""id": "ok", "key": "touches", "value": "consume""#,
            #""id": "volume", "key": "touches", "value": "consume""#,
            #""id": "knob", "key": "touches", "value": "consume""#,
            #""id": "scroll", "key": "touchesShouldCancel", "value": {"allow": ["ok"], "deny": ["volume"]}"#,
            #""id": "volume", "key": "value", "value": 7"#,
            #""id": "volume", "key": "maximumValue", "value": -3"#,
            #""id": "knob", "key": "on", "value": true"#,
            #""id": "ok", "key": "hitTest", "value": "passThrough""#,
            #""id": "scroll.pan", "key": "enabled", "value": false"#,
            #""id": "scroll.pan", "key": "requireToFail", "value": ["tap"]"#,
            #""id": "scroll.delay", "key": "simultaneousWith", "value": ["scroll.pan"]"#,
        ])
    func goodSets(_ setMembers: String) throws {
        let document = set(setMembers)
        #expect(throws: Never.self) { try compile(document) }
    }

    @Test("a scroll view's own recognizers are gesture ids: relations, remove and final name them")
    func builtInRecognizerIDs() throws {
        let views = #"""
            [ { "id": "scroll", "type": "scrollView", "frame": [0, 0, 375, 667], "contentSize": [375, 2000],
                "gestureRecognizerShouldBegin": { "deny": ["scroll.delay"] },
                "gestures": [ { "id": "tap", "type": "tap", "requireToFail": ["scroll.pan"], "simultaneousWith": ["scroll.delay"],
                                "canPrevent": ["scroll.pan"], "canBePrevented": ["scroll.delay"] } ] } ]
            """#
        let compiled = try compile(document(
            views: views, events: #"[{"t": 0, "remove": "scroll.delay"}]"#,
            #""expect": {"final": {"scroll.pan.state": "possible", "scroll.contentOffset": [0, 0]}}"#))
        #expect(compiled.script.steps.map(\.action) == [.remove(id: "scroll.delay")])
    }

    @Test(
        "scene checks: ids of a scroll view's recognizers taken, overrides naming unknown views, paging, slider ranges",
        arguments: [
            (#"[{"id": "scroll", "type": "scrollView", "frame": [0, 0, 10, 10], "gestures": [{"id": "scroll.pan", "type": "pan"}]}]"#,
             "views[0].gestures[0].id", "duplicate id 'scroll.pan', first declared at views[0].id"),
            (#"[{"id": "scroll.delay", "frame": [0, 0, 1, 1]}, {"id": "scroll", "type": "scrollView", "frame": [0, 0, 10, 10]}]"#,
             "views[1].id", "duplicate id 'scroll.delay', first declared at views[0].id"),
            (#"[{"id": "scroll", "type": "scrollView", "frame": [0, 0, 10, 10], "touchesShouldBegin": {"deny": ["ghost"]}}]"#,
             "views[0].touchesShouldBegin.deny[0]", "unknown view id 'ghost'"),
            (#"[{"id": "scroll", "type": "scrollView", "frame": [0, 0, 10, 10], "touchesShouldCancel": {"allow": ["a", "ghost"]}}]"#,
             "views[0].touchesShouldCancel.allow[0]", "unknown view id 'a'"),
            (#"[{"id": "scroll", "type": "scrollView", "frame": [0, 0, 10, 10], "touchesShouldCancel": {"allow": ["scroll"], "deny": ["scroll"]}}]"#,
             "views[0].touchesShouldCancel.deny[0]", "'scroll' is both allowed and denied"),
            (#"[{"id": "pager", "type": "scrollView", "frame": [0, 0, 375, 0], "contentSize": [375, 2000], "pagingEnabled": true}]"#,
             "views[0].pagingEnabled", "paging needs a non-zero page size"),
            (#"[{"id": "pager", "type": "scrollView", "frame": [0, 0, 0, 667], "alwaysBounceHorizontal": true, "pagingEnabled": true}]"#,
             "views[0].pagingEnabled", "paging needs a non-zero page size"),
            (#"[{"id": "pager", "type": "scrollView", "frame": [0, 0, 0, 0], "contentInset": [0, 1, 0, 0], "pagingEnabled": true}]"#,
             "views[0].pagingEnabled", "paging needs a non-zero page size"),
            (#"[{"id": "s", "type": "slider", "frame": [0, 0, 100, 30], "minimumValue": 5, "maximumValue": 1, "value": 3}]"#,
             "views[0].maximumValue", "maximumValue must be at least minimumValue (5), got 1"),
            (#"[{"id": "s", "type": "slider", "frame": [0, 0, 100, 30], "value": 2}]"#,
             "views[0].value", "value must be between minimumValue and maximumValue (0 and 1), got 2"),
        ])
    func badScenes(_ views: String, _ path: String, _ reason: String) throws {
        let document = document(views: views)
        let error = #expect(throws: FixtureError.self) { try compile(document) }
        #expect(error?.path == path)
        #expect(error?.reason == reason)
    }

    @Test(
        "paging needs a page size only along the axes its content scrolls",
        arguments: [
            #"{"id": "pager", "type": "scrollView", "frame": [0, 0, 375, 0], "contentSize": [1125, 0], "pagingEnabled": true}"#,
            #"{"id": "pager", "type": "scrollView", "frame": [0, 0, 0, 0], "pagingEnabled": true}"#,
            #"{"id": "pager", "type": "scrollView", "frame": [0, 0, 0, 0], "contentSize": [100, 100]}"#,
            #"{"id": "pager", "type": "scrollView", "frame": [0, 0, 375, 667], "contentSize": [1125, 667], "pagingEnabled": true}"#,
        ])
    func pagingWithoutScrolling(_ view: String) throws {
        let document = document(views: "[\(view)]")
        #expect(throws: Never.self) { try compile(document) }
    }

    @Test(
        "the Swift model's values that JSON cannot hold are refused with the key's path",
        arguments: [
            (ViewSpec(id: "b", kind: .button, frame: .zero, touches: .forward),
             "views[0].touches: 'touches: forward' does not apply to a button: a control keeps its touches for its tracking"),
            (ViewSpec(id: "c", kind: .control, frame: .zero, touches: .forward),
             "views[0].touches: 'touches: forward' does not apply to a control: a control keeps its touches for its tracking"),
            (ViewSpec(id: "s", kind: .scrollView(ScrollViewSettings()), frame: .zero, boundsOrigin: Point(x: 0, y: 5)),
             "views[0].boundsOrigin: 'boundsOrigin' does not apply to a scroll view: its bounds origin is its contentOffset"),
            (ViewSpec(id: "s", kind: .scrollView(ScrollViewSettings(contentSize: Size(width: -1, height: 0))), frame: .zero),
             "views[0].contentSize: width must not be negative, got -1"),
            (ViewSpec(id: "s", kind: .scrollView(ScrollViewSettings(contentSize: Size(width: 0, height: .infinity))), frame: .zero),
             "views[0].contentSize: height must be a finite number, got Infinity"),
            (ViewSpec(id: "s", kind: .scrollView(ScrollViewSettings(contentInset: EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0))), frame: .zero),
             "views[0].contentInset: expected finite numbers, got NaN"),
            (ViewSpec(id: "s", kind: .scrollView(ScrollViewSettings(decelerationRate: DecelerationRate(rawValue: 1))), frame: .zero),
             "views[0].decelerationRate: decelerationRate must be between 0 and 1, got 1"),
            (ViewSpec(id: "s", kind: .scrollView(ScrollViewSettings(decelerationRate: DecelerationRate(rawValue: .nan))), frame: .zero),
             "views[0].decelerationRate: decelerationRate must be between 0 and 1, got NaN"),
            (ViewSpec(id: "v", kind: .slider(SliderSettings(value: .infinity, maximumValue: .infinity)), frame: .zero),
             "views[0].maximumValue: expected a finite number, got Infinity"),
            (ViewSpec(id: "v", kind: .slider(SliderSettings(minimumValue: .nan)), frame: .zero),
             "views[0].minimumValue: expected a finite number, got NaN"),
        ])
    func badSwiftModels(_ view: ViewSpec, _ expected: String) {
        let error = #expect(throws: FixtureError.self) { try Fixture(views: [view], events: []).compile() }
        #expect(error?.description == expected)
    }

    @Test("in the Swift model a control keeps its touches unless told otherwise, as in UIKit, and compiles; a plain view forwards them")
    func swiftModelTouchDefaults() throws {
        let controls = [ViewKind.button, .slider(SliderSettings()), .switch(SwitchSettings()), .control].enumerated().map { index, kind in
            ViewSpec(id: "c\(index)", kind: kind, frame: .zero)
        }
        #expect(controls.map(\.touches) == [.consume, .consume, .consume, .consume])
        #expect(ViewSpec(id: "v", frame: .zero).touches == .forward)
        #expect(ViewSpec(id: "s", kind: .scrollView(ScrollViewSettings()), frame: .zero).touches == .forward)
        #expect(throws: Never.self) { try Fixture(views: controls, events: []).compile() }
        // The default follows the kind given to the initializer; a kind changed afterwards keeps it.
        var changed = ViewSpec(id: "v", frame: .zero)
        changed.kind = .button
        let error = #expect(throws: FixtureError.self) { try Fixture(views: [changed], events: []).compile() }
        #expect(error?.description == "views[0].touches: 'touches: forward' does not apply to a button: a control keeps its touches for its tracking")
    }

    @Test("a set built in Swift is checked like one read from JSON")
    func badSwiftSets() {
        let scroll = ViewSpec(id: "scroll", kind: .scrollView(ScrollViewSettings()), frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let rate = #expect(throws: FixtureError.self) {
            try Fixture(views: [scroll], events: [FixtureEvent(time: 0, .set(id: "scroll", property: .own(.scrollView(.decelerationRate(DecelerationRate(rawValue: 0))))))]).compile()
        }
        #expect(rate?.description == "events[0].set.value: decelerationRate must be between 0 and 1, got 0")
        let offset = #expect(throws: FixtureError.self) {
            try Fixture(views: [scroll], events: [FixtureEvent(time: 0, .set(id: "scroll", property: .own(.scrollView(.contentOffset(Point(x: .nan, y: 0))))))]).compile()
        }
        #expect(offset?.path == "events[0].set.value")
        let value = #expect(throws: FixtureError.self) {
            try Fixture(views: [scroll], events: [FixtureEvent(time: 0, .set(id: "scroll", property: .own(.slider(.value(1)))))]).compile()
        }
        #expect(value?.description == "events[0].set.key: 'value' does not apply to a scroll view")
    }
}
