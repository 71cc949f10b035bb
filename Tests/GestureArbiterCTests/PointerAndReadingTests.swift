import CGestureArbiter
import Foundation
import GestureArbiterC
import Testing

/// The calls the C hosts do not make: the pointer, the wheel and the trackpad, a view's bounds,
/// transform and visibility, a list's selected rows, each doing what its Swift counterpart does.
@Suite("The C interface's pointer input and reads")
struct PointerAndReadingTests {
    static let scene = """
        {"views": [
          {"id": "card", "frame": [0, 0, 400, 300], "alpha": 0.5, "transform": [1, 0, 0, 1, 10, 0], "gestures": [
            {"id": "cardPinch", "type": "pinch"}, {"id": "cardHover", "type": "hover"}]},
          {"id": "scroll", "type": "scrollView", "frame": [0, 300, 400, 400], "contentSize": [400, 400],
            "minimumZoomScale": 1, "maximumZoomScale": 4, "viewForZooming": "photo",
            "subviews": [{"id": "photo", "frame": [0, 0, 400, 400]}]},
          {"id": "list", "type": "tableView", "frame": [400, 0, 300, 600], "rowCount": 40, "hidden": false}],
         "window": {"size": [700, 700]}, "events": []}
        """

    @Test("a trackpad pinch zooms the photo, the pointer hovers and leaves, the wheel scrolls the list")
    func pointerInput() throws {
        let window = try CCalls.openedWindow(Self.scene)
        defer { _ = CCalls.destroy(window) }
        var error = ga_error()
        var state: Int32 = -1
        #expect(ga_window_move_pointer(window, 100, 100, 0, &error) == GA_OK, "\(CCalls.message(error))")
        #expect(ga_recognizer_get_state(window, "cardHover", &state, nil) == GA_OK)
        #expect(state == GA_STATE_BEGAN)
        #expect(ga_window_pointer_exited(window, 10, &error) == GA_OK)
        #expect(ga_recognizer_get_state(window, "cardHover", &state, nil) == GA_OK)
        #expect(state == GA_STATE_POSSIBLE, "the hover ended and was reset")

        for (time, phase, scale) in [(1000.0, GA_GESTURE_PHASE_BEGAN, 1.0), (1016, GA_GESTURE_PHASE_CHANGED, 1.5), (1032, GA_GESTURE_PHASE_CHANGED, 2), (1048, GA_GESTURE_PHASE_ENDED, 2)] {
            var pinch = ga_transform_event(phase: Int32(phase), x: 200, y: 500, scale: scale, rotation: 0)
            #expect(ga_window_transform(window, &pinch, time, &error) == GA_OK, "\(CCalls.message(error))")
        }
        var scroll = ga_scroll_state()
        #expect(ga_scroll_view_get_state(window, "scroll", &scroll, nil) == GA_OK)
        #expect(scroll.zoom_scale == 2)
        #expect(scroll.content_width == 800)

        var wheel = ga_scroll_event(type: Int32(GA_SCROLL_DISCRETE), phase: Int32(GA_GESTURE_PHASE_CHANGED), x: 550, y: 300, dx: 0, dy: -40)
        #expect(ga_window_scroll(window, &wheel, 2000, &error) == GA_OK, "\(CCalls.message(error))")
        #expect(ga_window_advance(window, 4000, &error) == GA_OK)
        #expect(ga_scroll_view_get_state(window, "list", &scroll, nil) == GA_OK)
        #expect(scroll.offset_y == 40, "a wheel step moves the content by the step")
        var bad = ga_scroll_event(type: 7, phase: 0, x: 0, y: 0, dx: 0, dy: 0)
        #expect(ga_window_scroll(window, &bad, 4000, &error) == GA_ERROR_BAD_ARGUMENT)
        #expect(ga_window_move_pointer(window, .nan, 0, 4000, &error) == GA_ERROR_BAD_INPUT)
    }

    @Test("a view's bounds, transform and visibility, and a table's selected rows, read as the engine has them")
    func reads() throws {
        let window = try CCalls.openedWindow(Self.scene)
        defer { _ = CCalls.destroy(window) }
        var transform = ga_transform()
        #expect(ga_view_get_transform(window, "card", &transform, nil) == GA_OK)
        #expect(transform.tx == 10 && transform.a == 1 && transform.d == 1)
        var hidden: Int32 = -1
        var alpha = -1.0
        #expect(ga_view_get_visibility(window, "card", &hidden, &alpha, nil) == GA_OK)
        #expect(hidden == 0 && alpha == 0.5)
        var bounds = ga_rect()
        #expect(ga_view_get_bounds(window, "card", &bounds, nil) == GA_OK)
        #expect(bounds.width == 400 && bounds.height == 300 && bounds.x == 0)

        var rows = [ga_index_path](repeating: ga_index_path(), count: 4)
        var count: Int32 = -1
        #expect(ga_list_get_selected_rows(window, "list", &rows, 4, &count, nil) == GA_OK)
        #expect(count == 0)
        // A tap on the third row selects it once the finger lifts.
        #expect(CCalls.touch(window, Int32(GA_PHASE_BEGAN), 500, 110, at: 0).status == GA_OK)
        #expect(CCalls.touch(window, Int32(GA_PHASE_ENDED), 500, 110, at: 50).status == GA_OK)
        #expect(ga_list_get_selected_rows(window, "list", &rows, 4, &count, nil) == GA_OK)
        #expect(count == 1)
        #expect(rows[0].section == 0 && rows[0].row == 2)
        #expect(ga_list_get_selected_rows(window, "list", nil, 0, &count, nil) == GA_OK, "capacity 0 asks for the count")
        #expect(count == 1)
        #expect(ga_view_get_bounds(window, "list[0,2]", &bounds, nil) == GA_OK, "the engine's cells by their names")
    }
}
