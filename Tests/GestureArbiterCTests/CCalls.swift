import CGestureArbiter
import Foundation
import GestureArbiterC
import Testing

/// Calls of the C interface from Swift as a host makes them, returning the status and the message.
enum CCalls {
    static let fixture = """
        {"views": [{"id": "scroll", "type": "scrollView", "frame": [0, 0, 375, 667], "contentSize": [375, 2000], "subviews": [
          {"id": "button", "type": "button", "frame": [20, 100, 120, 44]},
          {"id": "card", "frame": [20, 200, 200, 100], "gestures": [{"id": "cardTap", "type": "tap"}]}]}],
         "events": []}
        """

    /// The message of a filled `ga_error`.
    static func message(_ error: ga_error) -> String {
        withUnsafeBytes(of: error.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// A window from `json`, or the status and message of the refusal.
    static func window(_ json: String = fixture) -> (status: ga_status, window: ga_window, message: String) {
        var window: ga_window = 0
        var error = ga_error()
        let status = json.withCString { ga_window_create_from_fixture($0, strlen($0), &window, &error) }
        return (status, window, message(error))
    }

    /// A window from `json`, which must open; the test destroys it.
    static func openedWindow(_ json: String = fixture) throws -> ga_window {
        let made = window(json)
        try #require(made.status == GA_OK, "\(made.message)")
        return made.window
    }

    /// Sends one finger's input.
    static func touch(_ window: ga_window, id: Int64 = 1, _ phase: Int32, _ x: Double, _ y: Double, at time: Double) -> (status: ga_status, message: String) {
        var finger = ga_touch(id: id, phase: phase, type: Int32(GA_TOUCH_DIRECT), x: x, y: y)
        var error = ga_error()
        let status = ga_window_send_touches(window, &finger, 1, time, &error)
        return (status, message(error))
    }

    static func scrollOffset(_ window: ga_window, _ id: String = "scroll") -> Double? {
        var state = ga_scroll_state()
        var error = ga_error()
        return ga_scroll_view_get_state(window, id, &state, &error) == GA_OK ? state.offset_y : nil
    }

    static func time(_ window: ga_window) -> Double? {
        var now = 0.0
        var error = ga_error()
        return ga_window_get_time(window, &now, &error) == GA_OK ? now : nil
    }

    static func destroy(_ window: ga_window) -> ga_status {
        var error = ga_error()
        return ga_window_destroy(window, &error)
    }
}
