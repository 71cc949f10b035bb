import CGestureArbiter
import GestureFixtures
import Testing

/// Seeded storms of C calls, good and bad mixed as a careless host makes them: no call crashes,
/// every refusal has a code and a reason and changes nothing a renderer reads, and once the host
/// lifts its fingers and ends its gestures, the scroll view comes to rest inside its content.
@Suite("Storms of C calls")
struct CallStormTests {
    /// What a renderer reads of the window, compared before and after each refused call.
    struct Reading: Equatable {
        var time = 0.0
        var scroll = [Double]()
        var button = [Double]()
        var cardTap: Int32 = -1
        var card = [Double]()
        var visibility = [Double]()

        init(_ window: ga_window) {
            _ = ga_window_get_time(window, &time, nil)
            var state = ga_scroll_state()
            if ga_scroll_view_get_state(window, "scroll", &state, nil) == GA_OK {
                scroll = [state.offset_x, state.offset_y, state.zoom_scale, Double(state.is_tracking), Double(state.is_dragging),
                          Double(state.is_decelerating), Double(state.is_zooming)]
            }
            var control = ga_control_state()
            if ga_control_get_state(window, "button", &control, nil) == GA_OK {
                button = [Double(control.is_highlighted), Double(control.is_tracking), Double(control.is_enabled)]
            }
            _ = ga_recognizer_get_state(window, "cardTap", &cardTap, nil)
            var frame = ga_rect()
            if ga_view_get_frame(window, "card", &frame, nil) == GA_OK {
                card = [frame.x, frame.y, frame.width, frame.height]
            }
            for id in ["scroll", "button", "card"] {
                var (hidden, alpha): (Int32, Double) = (-1, -1)
                _ = ga_view_get_visibility(window, id, &hidden, &alpha, nil)
                visibility += [Double(hidden), alpha]
            }
        }
    }

    /// One call of a careless host, and the status the library gave it.
    static func call(_ window: ga_window, _ dice: inout SplitMix64, now: Double, error: inout ga_error) -> ga_status {
        let time = dice.below(10) == 0 ? dice.pick([.nan, -1, 1e13, now - 5]) : now + dice.number(0...40)
        switch dice.below(10) {
        case 0, 1, 2:
            let count = dice.pick([0, 1, 1, 1, 2, 3])
            var touches = (0..<max(count, 1)).map { _ in
                ga_touch(id: dice.pick([1, 1, 2, 3, Int64.min]), phase: Int32(dice.below(6)), type: Int32(dice.pick([0, 0, 0, 1, 3, 9])),
                         x: dice.number(-20...400), y: dice.number(-20...700))
            }
            if dice.below(20) == 0 { return ga_window_send_touches(window, nil, Int32(count), time, &error) }
            return ga_window_send_touches(window, &touches, Int32(count), time, &error)
        case 3:
            return ga_window_advance(window, dice.below(4) == 0 ? time : now + dice.number(0...400), &error)
        case 4:
            var scroll = ga_scroll_event(type: Int32(dice.below(3)), phase: Int32(dice.below(5)), x: dice.number(0...375),
                                         y: dice.number(0...667), dx: dice.number(-60...60), dy: dice.number(-60...60))
            return ga_window_scroll(window, &scroll, time, &error)
        case 5:
            var transform = ga_transform_event(phase: Int32(dice.below(5)), x: dice.number(0...375), y: dice.number(0...667),
                                               scale: dice.number(-1...3), rotation: dice.number(-3...3))
            return ga_window_transform(window, &transform, time, &error)
        case 6:
            return dice.below(3) == 0 ? ga_window_pointer_exited(window, time, &error)
                : ga_window_move_pointer(window, dice.number(-20...400), dice.number(-20...700), time, &error)
        case 7:
            let id = dice.pick(["button", "card", "scroll", "cardTap", "nope", ""])
            let key = dice.pick(["hidden", "alpha", "enabled", "userInteractionEnabled", "bogus"])
            let value = dice.pick(["true", "false", "0.5", "[0, 100]", "\"x\"", "{", "null", ""])
            return ga_scene_set(window, id, key, value, &error)
        case 8:
            if dice.below(2) == 0 { return ga_scene_remove(window, dice.pick(["button", "card", "extra", "nope", "scroll.pan"]), &error) }
            let view = dice.pick([
                #"{"id": "extra", "type": "button", "frame": [40, 320, 120, 44]}"#,
                #"{"id": "extra", "frame": [0, 0, 375, 100], "gestures": [{"id": "extraPan", "type": "pan"}]}"#,
                #"{"id": "button", "frame": [0, 0, 10, 10]}"#, #"{"id": "extra", "frame": [0, 0]}"#, "{", "",
            ])
            return ga_scene_add_view(window, dice.pick(["scroll", "card", "nope"]), view, view.utf8.count, &error)
        default:
            var frame = ga_rect()
            var state = ga_scroll_state()
            var recognizer: Int32 = 0
            let id = dice.pick(["button", "card", "scroll", "cardTap", "scroll.pan", "nope"])
            switch dice.below(3) {
            case 0: return ga_view_get_frame(window, id, &frame, &error)
            case 1: return ga_scroll_view_get_state(window, id, &state, &error)
            default: return ga_recognizer_get_state(window, id, &recognizer, &error)
            }
        }
    }

    @Test("2,000 seeded calls, good and bad (input, time, scene edits, reads), never crash; each refusal names its reason and changes nothing; lifted, the scroll view rests",
          arguments: 1...12 as ClosedRange<UInt64>)
    func storm(seed: UInt64) throws {
        let window = try CCalls.openedWindow()
        defer { _ = ga_window_destroy(window, nil) }
        var dice = SplitMix64(seed: seed)
        var (refused, taken) = (0, 0)
        for index in 0..<2_000 {
            let before = Reading(window)
            var error = ga_error()
            let status = Self.call(window, &dice, now: before.time, error: &error)
            if status == GA_OK {
                taken += 1
                continue
            }
            refused += 1
            let message = CCalls.message(error)
            #expect((1...9).contains(status) && error.code == status && !message.isEmpty, "call \(index): \(status) '\(message)'")
            #expect(Reading(window) == before, "call \(index), refused with '\(message)', changed the window")
        }
        #expect(refused > 200 && taken > 200, "the storm mixes good calls and bad: \(taken) taken, \(refused) refused")

        // The host lifts every finger and ends every gesture it may have begun, then waits.
        var now = Reading(window).time
        for id: Int64 in [1, 2, 3] {
            // The host sends each finger's end with the type it began with, whichever that was.
            for type in [GA_TOUCH_DIRECT, GA_TOUCH_INDIRECT, GA_TOUCH_PENCIL, GA_TOUCH_INDIRECT_POINTER] {
                var finger = ga_touch(id: id, phase: Int32(GA_PHASE_CANCELLED), type: Int32(type), x: 10, y: 10)
                now += 1
                _ = ga_window_send_touches(window, &finger, 1, now, nil)
            }
        }
        var scrollEnd = ga_scroll_event(type: Int32(GA_SCROLL_CONTINUOUS), phase: Int32(GA_GESTURE_PHASE_ENDED), x: 10, y: 10, dx: 0, dy: 0)
        var transformEnd = ga_transform_event(phase: Int32(GA_GESTURE_PHASE_ENDED), x: 10, y: 10, scale: 1, rotation: 0)
        _ = ga_window_scroll(window, &scrollEnd, now + 1, nil)
        _ = ga_window_transform(window, &transformEnd, now + 2, nil)
        _ = ga_window_pointer_exited(window, now + 3, nil)
        #expect(ga_window_advance(window, now + 10_000, nil) == GA_OK)
        var state = ga_scroll_state()
        try #require(ga_scroll_view_get_state(window, "scroll", &state, nil) == GA_OK)
        #expect(state.is_tracking == 0 && state.is_dragging == 0 && state.is_decelerating == 0 && state.is_zooming == 0, "\(state)")
        #expect(state.offset_y >= 0 && state.offset_y <= state.content_height - 667, "at rest inside its content: \(state.offset_y)")
        for button in ["button", "extra"] {
            var control = ga_control_state()
            if ga_control_get_state(window, button, &control, nil) == GA_OK {
                #expect(control.is_tracking == 0 && control.is_highlighted == 0, "\(button) still held")
            }
        }
    }
}

private extension SplitMix64 {
    mutating func below(_ bound: Int) -> Int { int(0...(bound - 1)) }

    /// Mostly a number in `range`, now and then one no host should send.
    mutating func number(_ range: ClosedRange<Double>) -> Double {
        below(12) == 0 ? pick([.nan, .infinity, -.infinity, -1e300, 1e300])
            : range.lowerBound + fraction() * (range.upperBound - range.lowerBound)
    }
}
