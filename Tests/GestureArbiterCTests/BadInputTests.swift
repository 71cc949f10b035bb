import CGestureArbiter
import Foundation
import GestureArbiterC
import Synchronization
import Testing

/// Bad input through the C interface: each gets its code and a message, and changes nothing.
@Suite("The C interface's bad input")
struct BadInputTests {
    @Test("a null, destroyed or never-made handle is refused by name, not followed")
    func handles() throws {
        var error = ga_error()
        #expect(ga_window_advance(0, 10, &error) == GA_ERROR_NULL_HANDLE)
        #expect(CCalls.message(error) == "the window handle is 0")
        let made = CCalls.window()
        try #require(made.status == GA_OK, "\(made.message)")
        #expect(CCalls.destroy(made.window) == GA_OK)
        for stale in [made.window, made.window ^ (1 << 40), 0xFFFF_FFFF, 1 << 32] {
            #expect(ga_window_advance(stale, 10, &error) == GA_ERROR_STALE_HANDLE)
            #expect(CCalls.message(error).contains("no window has the handle \(stale)"))
            #expect(CCalls.destroy(stale) == GA_ERROR_STALE_HANDLE)
        }
        // A slot made again does not revive the old handle.
        let again = CCalls.window()
        #expect(again.window != made.window)
        #expect(CCalls.time(made.window) == nil)
        #expect(CCalls.destroy(again.window) == GA_OK)
    }

    @Test("JSON that does not parse, decode or compile names the place and the reason")
    func badJSON() {
        let cases = [
            ("{\"views\": [", "1:"),
            (#"{"views": [{"id": "a", "frame": [0, 0, -5, 10]}], "events": []}"#, "views[0].frame: width must not be negative"),
            (#"{"views": [], "events": [{"t": 0, "touch": 1, "phase": "moved", "at": [1, 2]}]}"#, "never began"),
        ]
        for (json, reason) in cases {
            let made = CCalls.window(json)
            #expect(made.status == GA_ERROR_BAD_JSON)
            #expect(made.window == 0)
            #expect(made.message.contains(reason), "\(made.message)")
        }
        var window: ga_window = 0
        var error = ga_error()
        #expect(ga_window_create_from_fixture(nil, 0, &window, &error) == GA_ERROR_BAD_ARGUMENT)
        #expect(CCalls.message(error) == "json is null")
    }

    @Test("an impossible touch sequence is refused and changes nothing")
    func impossibleTouches() throws {
        let window = CCalls.window().window
        defer { _ = CCalls.destroy(window) }
        let moved = CCalls.touch(window, Int32(GA_PHASE_MOVED), 100, 300, at: 10)
        #expect(moved.status == GA_ERROR_BAD_INPUT)
        #expect(moved.message.contains("the window refused the touches"), "\(moved.message)")
        #expect(CCalls.time(window) == 0, "the refused event moved the clock")
        #expect(CCalls.touch(window, Int32(GA_PHASE_BEGAN), 100, 300, at: 20).status == GA_OK)
        #expect(CCalls.touch(window, Int32(GA_PHASE_BEGAN), 100, 300, at: 30).status == GA_ERROR_BAD_INPUT, "a finger down twice")
        #expect(CCalls.touch(window, Int32(GA_PHASE_MOVED), 100, 250, at: 5).status == GA_ERROR_BAD_INPUT, "time going back")
        #expect(CCalls.touch(window, Int32(GA_PHASE_MOVED), .nan, 250, at: 40).status == GA_ERROR_BAD_INPUT)
        #expect(CCalls.touch(window, 9, 100, 250, at: 40).status == GA_ERROR_BAD_ARGUMENT, "an unknown phase")
        #expect(CCalls.touch(window, id: Int64(Int.min), Int32(GA_PHASE_BEGAN), 1, 1, at: 40).status == GA_ERROR_BAD_ARGUMENT, "the window's own id")
        #expect(CCalls.time(window) == 20)
        var error = ga_error()
        #expect(ga_window_advance(window, .infinity, &error) == GA_ERROR_BAD_ARGUMENT)
        #expect(ga_window_advance(window, 10, &error) == GA_ERROR_BAD_INPUT)
        #expect(CCalls.message(error) == "the clock never moves back: it is at 20.0 ms, asked for 10.0 ms")
        #expect(ga_window_send_touches(window, nil, 1, 40, &error) == GA_ERROR_BAD_ARGUMENT)
        #expect(ga_window_send_touches(window, nil, 0, 40, &error) == GA_ERROR_BAD_ARGUMENT)
    }

    @Test("each refusal of the touch-sending call, whose messages are made out of its path, names its reason")
    func sendRefusals() {
        let window = CCalls.window().window
        defer { _ = CCalls.destroy(window) }
        func send(_ touch: ga_touch?, count: Int32 = 1, at time: Double = 10) -> (ga_status, String) {
            var error = ga_error()
            guard var touch else { return (ga_window_send_touches(window, nil, count, time, &error), CCalls.message(error)) }
            return (ga_window_send_touches(window, &touch, count, time, &error), CCalls.message(error))
        }
        let finger = ga_touch(id: 1, phase: Int32(GA_PHASE_BEGAN), type: Int32(GA_TOUCH_DIRECT), x: 100, y: 300)
        var badPhase = finger, badType = finger, windowsID = finger
        (badPhase.phase, badType.type, windowsID.id) = (9, 7, Int64(Int.min))
        let refusals: [((ga_status, String), Int, String)] = [
            (send(finger, count: 0), GA_ERROR_BAD_ARGUMENT, "an event needs at least one touch, got count 0"),
            (send(nil), GA_ERROR_BAD_ARGUMENT, "touches is null"),
            (send(finger, at: -1), GA_ERROR_BAD_ARGUMENT, "a time must be a finite number of milliseconds from 0 to 1e12, got -1.0"),
            (send(finger, at: .nan), GA_ERROR_BAD_ARGUMENT, "a time must be a finite number of milliseconds from 0 to 1e12, got nan"),
            (send(badPhase), GA_ERROR_BAD_ARGUMENT, "touches[0]: the phase must be one of GA_PHASE_, got 9"),
            (send(badType), GA_ERROR_BAD_ARGUMENT, "touches[0]: the type must be one of GA_TOUCH_, got 7"),
            (send(windowsID), GA_ERROR_BAD_ARGUMENT, "touches[0]: the id \(Int.min) is the window's own"),
        ]
        for ((status, message), code, expected) in refusals {
            #expect(status == code && message == expected, "\(message)")
        }
        var moved = finger
        moved.phase = Int32(GA_PHASE_MOVED)
        let (status, message) = send(moved)
        #expect(status == GA_ERROR_BAD_INPUT && message.hasPrefix("the window refused the touches: "), "\(message)")
        #expect(CCalls.time(window) == 0, "a refused event moved the clock")
        #expect(send(finger).0 == GA_OK, "after the refusals, the window takes the finger")
    }

    @Test("an unknown id, or an id of the wrong kind, is refused by name")
    func ids() {
        let window = CCalls.window().window
        defer { _ = CCalls.destroy(window) }
        var error = ga_error()
        var state = ga_scroll_state()
        #expect(ga_scroll_view_get_state(window, "nothing", &state, &error) == GA_ERROR_UNKNOWN_ID)
        #expect(CCalls.message(error) == "no view in the window has the id 'nothing'")
        #expect(ga_scroll_view_get_state(window, "button", &state, &error) == GA_ERROR_WRONG_KIND)
        #expect(CCalls.message(error) == "'button' is not a scroll view")
        var control = ga_control_state()
        #expect(ga_control_get_state(window, "card", &control, &error) == GA_ERROR_WRONG_KIND)
        var recognizer: Int32 = -1
        #expect(ga_recognizer_get_state(window, "cardTap", &recognizer, &error) == GA_OK)
        #expect(recognizer == GA_STATE_POSSIBLE)
        #expect(ga_recognizer_get_state(window, "card", &recognizer, &error) == GA_ERROR_UNKNOWN_ID)
        #expect(ga_scroll_view_get_state(window, nil, &state, &error) == GA_ERROR_BAD_ARGUMENT)
        #expect(ga_scroll_view_get_state(window, "scroll", nil, &error) == GA_ERROR_BAD_ARGUMENT)
        var count: Int32 = 0
        #expect(ga_list_get_selected_rows(window, "scroll", nil, 0, &count, &error) == GA_ERROR_WRONG_KIND)
    }

    /// The window a callback tries to change, and what each try returned.
    final class Reentry {
        let window: ga_window
        var statuses: [ga_status] = []
        var readOffsets: [Double] = []
        var sendMessages: [String] = []
        init(_ window: ga_window) { self.window = window }
    }

    @Test("a callback may read the window but not change it: each change it tries is refused and changes nothing")
    func reentrantCalls() {
        let window = CCalls.window().window
        defer { _ = CCalls.destroy(window) }
        let reentry = Reentry(window)
        var error = ga_error()
        let context = Unmanaged.passUnretained(reentry).toOpaque()
        let status = ga_window_set_event_handler(window, UInt32(GA_EVENTS_GESTURE), { context, _ in
            let reentry = Unmanaged<Reentry>.fromOpaque(context!).takeUnretainedValue()
            var error = ga_error()
            var finger = ga_touch(id: 2, phase: Int32(GA_PHASE_BEGAN), type: Int32(GA_TOUCH_DIRECT), x: 300, y: 500)
            reentry.statuses.append(ga_window_send_touches(reentry.window, &finger, 1, 100, &error))
            reentry.sendMessages.append(CCalls.message(error))
            reentry.statuses.append(ga_window_advance(reentry.window, 5000, &error))
            reentry.statuses.append(ga_window_destroy(reentry.window, &error))
            reentry.statuses.append(ga_window_set_event_handler(reentry.window, 0, nil, nil, &error))
            var state = ga_scroll_state()
            if ga_scroll_view_get_state(reentry.window, "scroll", &state, &error) == GA_OK {
                reentry.readOffsets.append(state.offset_y)
            }
        }, context, &error)
        #expect(status == GA_OK)
        #expect(CCalls.touch(window, Int32(GA_PHASE_BEGAN), 100, 400, at: 0).status == GA_OK)
        #expect(CCalls.touch(window, Int32(GA_PHASE_MOVED), 100, 300, at: 50).status == GA_OK)
        #expect(!reentry.statuses.isEmpty, "the pan's began reached the handler")
        #expect(reentry.statuses.allSatisfy { $0 == GA_ERROR_REENTRANT })
        #expect(reentry.sendMessages.allSatisfy { $0 == "a callback may read the window \(window) but not change it" })
        #expect(!reentry.readOffsets.isEmpty)
        #expect(CCalls.time(window) == 50, "a refused advance moved the clock")
        #expect(CCalls.touch(window, id: 2, Int32(GA_PHASE_ENDED), 300, 500, at: 60).status == GA_ERROR_BAD_INPUT, "finger 2 never went down")
        #expect(CCalls.touch(window, Int32(GA_PHASE_ENDED), 100, 300, at: 60).status == GA_OK)
    }

    @Test("a window is used from the thread that made it")
    func wrongThread() throws {
        let window = CCalls.window().window
        defer { _ = CCalls.destroy(window) }
        let result = Mutex<(advance: ga_status, destroy: ga_status, send: ga_status, message: String)?>(nil)
        let thread = Thread {
            var error = ga_error()
            let advance = ga_window_advance(window, 100, &error)
            let destroy = ga_window_destroy(window, &error)
            var finger = ga_touch(id: 1, phase: Int32(GA_PHASE_BEGAN), type: Int32(GA_TOUCH_DIRECT), x: 100, y: 300)
            let send = ga_window_send_touches(window, &finger, 1, 10, &error)
            result.withLock { $0 = (advance: advance, destroy: destroy, send: send, message: CCalls.message(error)) }
        }
        thread.start()
        while result.withLock({ $0 == nil }) { usleep(1000) }
        let outcome = try #require(result.withLock { $0 })
        #expect(outcome.advance == GA_ERROR_WRONG_THREAD)
        #expect(outcome.destroy == GA_ERROR_WRONG_THREAD)
        #expect(outcome.send == GA_ERROR_WRONG_THREAD)
        #expect(outcome.message == "the window \(window) belongs to the thread that made it")
        #expect(CCalls.time(window) == 0)
    }

    @Test("a message longer than the buffer is cut at a character, and the buffer may be left out")
    func messages() {
        let long = String(repeating: "é", count: 400)
        var error = ga_error()
        var window: ga_window = 0
        let json = "{\"views\": [{\"id\": \"a\", \"frame\": [0, 0, 1, 1], \"\(long)\": 1}], \"events\": []}"
        let status = json.withCString { ga_window_create_from_fixture($0, strlen($0), &window, &error) }
        #expect(status == GA_ERROR_BAD_JSON)
        let bytes = withUnsafeBytes(of: error.message) { Array($0.prefix { $0 != 0 }) }
        #expect(bytes.count <= 511 && bytes.count >= 509)
        #expect(String(validating: bytes, as: UTF8.self) != nil)
        #expect(json.withCString { ga_window_create_from_fixture($0, strlen($0), &window, nil) } == GA_ERROR_BAD_JSON)
    }
}
