import CGestureArbiter
import Foundation
import GestureArbiterC
import Testing

/// A scene built view by view through the C interface: it behaves as the same scene read from a
/// fixture, and each edit the fixture's checks refuse is refused with its reason, changing nothing.
@Suite("The C interface's scene building")
struct SceneBuildingTests {
    static func add(_ window: ga_window, under parent: String?, _ json: String) -> (status: ga_status, message: String) {
        var error = ga_error()
        let status = json.withCString { text in
            if let parent {
                return parent.withCString { ga_scene_add_view(window, $0, text, strlen(text), &error) }
            }
            return ga_scene_add_view(window, nil, text, strlen(text), &error)
        }
        return (status, CCalls.message(error))
    }

    static func set(_ window: ga_window, _ id: String, _ key: String, _ value: String) -> (status: ga_status, message: String) {
        var error = ga_error()
        let status = ga_scene_set(window, id, key, value, &error)
        return (status, CCalls.message(error))
    }

    static func emptyWindow() -> ga_window {
        var window: ga_window = 0
        _ = ga_window_create(nil, &window, nil)
        return window
    }

    /// Everything a handler hears while a tap on the button, a tap on the card and a drag play.
    final class Log {
        var lines: [String] = []
    }

    static func play(_ window: ga_window) -> [String] {
        let log = Log()
        _ = ga_window_set_event_handler(window, UInt32(GA_EVENTS_ALL), { context, event in
            let log = Unmanaged<Log>.fromOpaque(context!).takeUnretainedValue()
            let e = event!.pointee
            log.lines.append("\(e.time_ms) \(String(cString: e.kind)) \(String(cString: e.subject)) \(String(cString: e.name)) \(String(cString: e.details))")
        }, Unmanaged.passUnretained(log).toOpaque(), nil)
        _ = CCalls.touch(window, Int32(GA_PHASE_BEGAN), 80, 122, at: 0)
        _ = CCalls.touch(window, Int32(GA_PHASE_ENDED), 80, 122, at: 60)
        _ = CCalls.touch(window, Int32(GA_PHASE_BEGAN), 100, 250, at: 1000)
        _ = CCalls.touch(window, Int32(GA_PHASE_ENDED), 100, 250, at: 1060)
        for step in 0...10 {
            _ = CCalls.touch(window, Int32(step == 0 ? GA_PHASE_BEGAN : GA_PHASE_MOVED), 300, 600 - 20 * Double(step), at: 3000 + 16 * Double(step))
        }
        _ = CCalls.touch(window, Int32(GA_PHASE_ENDED), 300, 400, at: 3200)
        var error = ga_error()
        _ = ga_window_advance(window, 6000, &error)
        _ = ga_window_set_event_handler(window, 0, nil, nil, nil)
        return log.lines
    }

    @Test("a scene added view by view, a property set and a requirement added, runs as the fixture of it does")
    func viewByViewIsTheFixture() throws {
        let fixture = CCalls.window()
        try #require(fixture.status == GA_OK)
        defer { _ = CCalls.destroy(fixture.window) }
        let built = Self.emptyWindow()
        defer { _ = CCalls.destroy(built) }
        #expect(Self.add(built, under: nil, #"{"id": "scroll", "type": "scrollView", "frame": [0, 0, 375, 667], "contentSize": [375, 1000]}"#).status == GA_OK)
        #expect(Self.add(built, under: "scroll", #"{"id": "button", "type": "button", "frame": [20, 100, 120, 44]}"#).status == GA_OK)
        #expect(Self.add(built, under: "scroll", #"{"id": "card", "frame": [20, 200, 200, 100]}"#).status == GA_OK)
        #expect(Self.set(built, "scroll", "contentSize", "[375, 2000]").status == GA_OK)
        var error = ga_error()
        #expect(ga_scene_remove(built, "card", &error) == GA_OK)
        #expect(Self.add(built, under: "scroll", #"{"id": "card", "frame": [20, 200, 200, 100], "gestures": [{"id": "cardTap", "type": "tap"}]}"#).status == GA_OK)
        let fromFixture = Self.play(fixture.window)
        let fromCalls = Self.play(built)
        #expect(fromCalls.contains { $0.contains("control button primaryActionTriggered") })
        #expect(fromCalls.contains { $0.contains("gesture cardTap recognized") })
        #expect(fromCalls.contains { $0.contains("scroll scroll didEndDecelerating") })
        #expect(fromCalls == fromFixture)
    }

    @Test("edits the fixture's checks refuse name the reason and change nothing", arguments: [
        (nil as String?, #"{"id": "scroll", "frame": [0, 0, 1, 1]}"#, "duplicate"),
        ("scroll", #"{"id": "b", "type": "button", "frame": [0, 0, 10, 10], "gestures": [{"id": "t", "type": "tap", "requireToFail": ["nowhere"]}]}"#, "nowhere"),
        ("scroll", #"{"id": "c", "type": "button", "frame": [0, 0, 10, -10]}"#, "height must not be negative"),
        ("scroll", #"{"id": "d", "frame": [0, 0, 10, 10]"#, "invalid JSON"),
    ])
    func refusedAdditions(_ parent: String?, _ json: String, _ reason: String) throws {
        let made = CCalls.window()
        defer { _ = CCalls.destroy(made.window) }
        let added = Self.add(made.window, under: parent, json)
        #expect(added.status == GA_ERROR_BAD_JSON)
        #expect(added.message.contains(reason), "\(added.message)")
        var frame = ga_rect()
        for id in ["b", "c", "d"] {
            #expect(ga_view_get_frame(made.window, id, &frame, nil) == GA_ERROR_UNKNOWN_ID)
        }
    }

    @Test("sets and removes name an unknown id, a key of another type, a value of the wrong kind, and change nothing")
    func refusedEdits() throws {
        let made = CCalls.window()
        defer { _ = CCalls.destroy(made.window) }
        #expect(Self.add(made.window, under: "nowhere", #"{"id": "x", "frame": [0, 0, 1, 1]}"#).status == GA_ERROR_UNKNOWN_ID)
        #expect(Self.set(made.window, "nowhere", "alpha", "0.5").status == GA_ERROR_UNKNOWN_ID)
        let wrongType = Self.set(made.window, "button", "contentSize", "[1, 1]")
        #expect(wrongType.status == GA_ERROR_BAD_JSON)
        #expect(wrongType.message.contains("'contentSize' does not apply to a button"), "\(wrongType.message)")
        #expect(Self.set(made.window, "cardTap", "enabled", "\"yes\"").status == GA_ERROR_BAD_JSON)
        #expect(Self.set(made.window, "scroll", "contentSize", "[375,").status == GA_ERROR_BAD_JSON)
        var state = ga_scroll_state()
        _ = ga_scroll_view_get_state(made.window, "scroll", &state, nil)
        #expect(state.content_height == 2000)
        var error = ga_error()
        #expect(ga_scene_remove(made.window, "nowhere", &error) == GA_ERROR_UNKNOWN_ID)
        // An accepted set and remove do what they say.
        #expect(Self.set(made.window, "cardTap", "enabled", "false").status == GA_OK)
        _ = CCalls.touch(made.window, Int32(GA_PHASE_BEGAN), 100, 250, at: 0)
        _ = CCalls.touch(made.window, Int32(GA_PHASE_ENDED), 100, 250, at: 50)
        var recognizer: Int32 = -1
        #expect(ga_recognizer_get_state(made.window, "cardTap", &recognizer, nil) == GA_OK)
        #expect(recognizer == GA_STATE_POSSIBLE)
        #expect(ga_scene_remove(made.window, "button", &error) == GA_OK)
        var frame = ga_rect()
        #expect(ga_view_get_frame(made.window, "button", &frame, nil) == GA_ERROR_UNKNOWN_ID)
        #expect(Self.add(made.window, under: "scroll", #"{"id": "button", "type": "switch", "frame": [20, 100, 51, 31]}"#).status == GA_OK)
        var control = ga_control_state()
        #expect(ga_control_get_state(made.window, "button", &control, nil) == GA_OK)
    }
}
