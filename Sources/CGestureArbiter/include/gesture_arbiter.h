/*
 * gesture_arbiter.h: GestureArbiter's C interface, for hosts in any language with a C foreign
 * function interface. The GestureArbiterC library (libGestureArbiterC.so, .dylib or .a) exports
 * every function declared here; the "CInterface" article of the GestureArbiter documentation
 * describes the calls with an example for each group.
 *
 * Ownership: a window is created by ga_window_create or ga_window_create_from_fixture and lives
 * until ga_window_destroy; its handle is then stale, and every call with it returns
 * GA_ERROR_STALE_HANDLE. A string the library returns through a char ** is the caller's, freed
 * with ga_string_free. A string passed to a callback is valid during that call only. Strings
 * passed in are UTF-8, read during the call and never kept.
 *
 * Threading: one thread, as UIKit's main thread. A window is used from the thread that created
 * it; a call from another thread returns GA_ERROR_WRONG_THREAD. Windows on different threads are
 * independent.
 *
 * Errors: every call returns GA_OK or an error code and, when `error` is not null, fills it with
 * the code and a message saying what was wrong. A call that fails changes nothing.
 *
 * Callbacks: while the library calls a host's callback, the host may read the window (the
 * ga_view_, ga_scroll_view_, ga_control_, ga_recognizer_, ga_list_ calls and ga_window_get_time) but
 * not change it: editing the scene, sending input, advancing the clock, taking the changes,
 * setting the handler or destroying the window return GA_ERROR_REENTRANT.
 */
#ifndef GESTURE_ARBITER_H
#define GESTURE_ARBITER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Status and errors ---- */

typedef int32_t ga_status;

enum {
    GA_OK = 0,
    GA_ERROR_NULL_HANDLE = 1,      /* the window handle is 0 */
    GA_ERROR_STALE_HANDLE = 2,     /* the window was destroyed, or the handle was never one */
    GA_ERROR_UNKNOWN_ID = 3,       /* no view or recognizer in the window has that id */
    GA_ERROR_WRONG_KIND = 4,       /* the id names a view of another kind (a scroll view's offset of a button) */
    GA_ERROR_BAD_JSON = 5,         /* fixture JSON that does not parse, decode or compile; the message locates the fault */
    GA_ERROR_BAD_INPUT = 6,        /* input the window refuses: an impossible touch sequence, a time before the clock's */
    GA_ERROR_BAD_ARGUMENT = 7,     /* a null pointer where one is needed, a number not finite, an unknown constant */
    GA_ERROR_REENTRANT = 8,        /* a call that changes the window, made from inside one of its callbacks */
    GA_ERROR_WRONG_THREAD = 9,     /* a window used from a thread other than the one that created it */
    GA_ERROR_UNFINISHED_RUN = 10   /* a fixture whose run broke an engine invariant or could not come to rest */
};

/* What went wrong: the code again, and a message, UTF-8, cut to fit and always terminated. */
typedef struct ga_error {
    ga_status code;
    char message[512];
} ga_error;

/* ---- Values ---- */

typedef struct ga_rect {
    double x, y, width, height;
} ga_rect;

/* An affine transform as Core Graphics writes it: x' = a x + c y + tx, y' = b x + d y + ty. */
typedef struct ga_transform {
    double a, b, c, d, tx, ty;
} ga_transform;

/* ---- Windows ---- */

/* A window, named by a handle; 0 is none. */
typedef uint64_t ga_window;

enum {
    GA_IDIOM_PHONE = 0,
    GA_IDIOM_PAD = 1
};

/* A new window's settings; zero fields take the defaults given. */
typedef struct ga_window_options {
    double width, height;          /* points; 375 x 667 when both are 0 */
    int32_t frames_per_second;     /* the display's rate, 60 when 0 */
    int32_t idiom;                 /* GA_IDIOM_PHONE or GA_IDIOM_PAD */
    double status_bar_height;      /* 0: no status bar */
    double safe_area_top, safe_area_left, safe_area_bottom, safe_area_right;
} ga_window_options;

/* An empty window with `options` (null: the defaults), its clock at 0 ms. */
ga_status ga_window_create(const ga_window_options *options, ga_window *window, ga_error *error);

/* A window holding the scene of a fixture (FixtureFormat.md): its views, scroll views, lists,
 * controls, controllers, gesture recognizers with their relations and delegate answers, and
 * interactions, at 0 ms. The fixture's events are not played: the host sends its own input. */
ga_status ga_window_create_from_fixture(const char *json, size_t length, ga_window *window, ga_error *error);

/* Destroys the window and everything in it; fingers still down are cancelled first. */
ga_status ga_window_destroy(ga_window window, ga_error *error);

/* ---- Building a scene, view by view ---- */

/* Adds a view described as a fixture's view object (FixtureFormat.md: "id", "type", "frame", the
 * type's keys such as a scroll view's "contentSize" or a table's "rowCount", "gestures" with their
 * relations and delegate answers, "subviews") in front of the subviews of the view `parent_id`,
 * or of the window when it is null. The addition is checked as the fixture holding it would be
 * (ids unique, every recognizer a requirement names known): a refused one returns
 * GA_ERROR_BAD_JSON with the reason, or GA_ERROR_UNKNOWN_ID for a parent the window lacks, and
 * adds nothing. Example: {"id": "card", "frame": [20, 100, 200, 100], "gestures": [{"id": "tap", "type": "tap"}]} */
ga_status ga_scene_add_view(ga_window window, const char *parent_id, const char *json, size_t length, ga_error *error);

/* Sets one property of a view or a recognizer by its fixture key, the value as JSON text, as a
 * fixture's "set" event does: ("scroll", "contentSize", "[375, 3000]"), ("tap", "enabled",
 * "false"), ("tap", "requireToFail", "[\"doubleTap\"]"), ("card", "shouldBegin", "false"). */
ga_status ga_scene_set(ga_window window, const char *id, const char *key, const char *value_json, ga_error *error);

/* Takes a view, with everything in it, or a recognizer out of the window, as a fixture's
 * "remove" event does; a finger on a removed view is cancelled as UIKit cancels it. */
ga_status ga_scene_remove(ga_window window, const char *id, ga_error *error);

/* ---- Input and time ---- */

enum {
    GA_PHASE_BEGAN = 0,
    GA_PHASE_MOVED = 1,
    GA_PHASE_STATIONARY = 2,
    GA_PHASE_ENDED = 3,
    GA_PHASE_CANCELLED = 4
};

enum {
    GA_TOUCH_DIRECT = 0,           /* a finger */
    GA_TOUCH_INDIRECT = 1,
    GA_TOUCH_PENCIL = 2,
    GA_TOUCH_INDIRECT_POINTER = 3  /* a click of the pointer */
};

/* One finger in one event, at a location in window coordinates. */
typedef struct ga_touch {
    int64_t id;
    int32_t phase;                 /* GA_PHASE_ */
    int32_t type;                  /* GA_TOUCH_, the same in every phase as on the touch's began */
    double x, y;
} ga_touch;

/* One touch event of `count` fingers at `time_ms`; the clock first runs to that time. */
ga_status ga_window_send_touches(ga_window window, const ga_touch *touches, int32_t count, double time_ms, ga_error *error);

/* The pointer, with no button down, moved to (x, y), or left the window (hover). */
ga_status ga_window_move_pointer(ga_window window, double x, double y, double time_ms, ga_error *error);
ga_status ga_window_pointer_exited(ga_window window, double time_ms, ga_error *error);

enum {
    GA_SCROLL_DISCRETE = 0,        /* a wheel's step */
    GA_SCROLL_CONTINUOUS = 1       /* two fingers on a trackpad */
};

enum {
    GA_GESTURE_PHASE_BEGAN = 0,
    GA_GESTURE_PHASE_CHANGED = 1,
    GA_GESTURE_PHASE_ENDED = 2,
    GA_GESTURE_PHASE_CANCELLED = 3
};

/* A scroll of the wheel or the trackpad at (x, y), by (dx, dy) points. */
typedef struct ga_scroll_event {
    int32_t type;                  /* GA_SCROLL_ */
    int32_t phase;                 /* GA_GESTURE_PHASE_; a wheel step is one changed event */
    double x, y, dx, dy;
} ga_scroll_event;

ga_status ga_window_scroll(ga_window window, const ga_scroll_event *event, double time_ms, ga_error *error);

/* A trackpad pinch and rotation at (x, y), the scale and rotation (radians) since it began. */
typedef struct ga_transform_event {
    int32_t phase;                 /* GA_GESTURE_PHASE_ */
    double x, y, scale, rotation;
} ga_transform_event;

ga_status ga_window_transform(ga_window window, const ga_transform_event *event, double time_ms, ga_error *error);

/* Runs the window's clock to `time_ms`: every timer and frame due by then, in order. */
ga_status ga_window_advance(ga_window window, double time_ms, ga_error *error);

/* The window's clock, in milliseconds. */
ga_status ga_window_get_time(ga_window window, double *time_ms, ga_error *error);

/* ---- What a renderer reads ---- */
/* Views are named by their ids: a fixture's `id`, or the engine's own names (a table's cell
 * `list[0,3]`, a cell's `list[0,3].contentView`). */

/* A view's frame in its superview, bounds, transform, and whether it is hidden and its alpha. */
ga_status ga_view_get_frame(ga_window window, const char *id, ga_rect *frame, ga_error *error);
ga_status ga_view_get_bounds(ga_window window, const char *id, ga_rect *bounds, ga_error *error);
ga_status ga_view_get_transform(ga_window window, const char *id, ga_transform *transform, ga_error *error);
ga_status ga_view_get_visibility(ga_window window, const char *id, int32_t *is_hidden, double *alpha, ga_error *error);

typedef struct ga_scroll_state {
    double offset_x, offset_y;
    double content_width, content_height;
    double zoom_scale;
    int32_t is_tracking, is_dragging, is_decelerating, is_zooming;
} ga_scroll_state;

/* A scroll view's, table's or collection view's offset, content size, zoom and motion. */
ga_status ga_scroll_view_get_state(ga_window window, const char *id, ga_scroll_state *state, ga_error *error);

typedef struct ga_control_state {
    int32_t is_highlighted, is_selected, is_enabled, is_tracking;
    double value;                  /* a slider's or a stepper's value, a switch's 1 or 0, a segmented
                                      control's selected segment (-1: none), a page control's page */
} ga_control_state;

ga_status ga_control_get_state(ga_window window, const char *id, ga_control_state *state, ga_error *error);

enum {
    GA_STATE_POSSIBLE = 0,
    GA_STATE_BEGAN = 1,
    GA_STATE_CHANGED = 2,
    GA_STATE_ENDED = 3,            /* also a discrete recognizer's recognized */
    GA_STATE_CANCELLED = 4,
    GA_STATE_FAILED = 5
};

/* A recognizer's state as UIKit's API reads it (waiting for another to fail reads possible). */
ga_status ga_recognizer_get_state(ga_window window, const char *id, int32_t *state, ga_error *error);

typedef struct ga_index_path {
    int32_t section, row;          /* row: a collection view's item */
} ga_index_path;

/* A table's or collection view's selected rows, in order: up to `capacity` into `paths`, and
 * how many there are into `count` (call with capacity 0 to learn it). */
ga_status ga_list_get_selected_rows(ga_window window, const char *id, ga_index_path *paths, int32_t capacity,
                                    int32_t *count, ga_error *error);

/* ---- The change feed ---- */

enum {
    GA_CHANGE_VIEW = 0,            /* redraw this view */
    GA_CHANGE_RECOGNIZER = 1       /* this recognizer's state changed */
};

typedef void (*ga_change_fn)(void *context, int32_t kind, const char *id);

/* Calls `fn` once for each view and recognizer that changed since the last call (the window
 * first if it changed, then in the order each first changed), and forgets them. */
ga_status ga_window_take_changes(ga_window window, ga_change_fn fn, void *context, ga_error *error);

/* ---- Callbacks ---- */

/* Kinds of event a handler can ask for, or'ed together. */
enum {
    GA_EVENTS_GESTURE = 1 << 0,    /* a recognizer's state changed: its action's moments */
    GA_EVENTS_CONTROL = 1 << 1,    /* a control event (touchDown, valueChanged, primaryActionTriggered, ...) */
    GA_EVENTS_SCROLL = 1 << 2,     /* a scroll view delegate call (didScroll, willEndDragging, ...) */
    GA_EVENTS_LIST = 1 << 3,       /* a table's or collection view's highlight, selection and swipe calls */
    GA_EVENTS_TOUCHES = 1 << 4,    /* a responder's touch method, and the window's pointer input */
    GA_EVENTS_CONTROLLER = 1 << 5, /* view controllers: appearance, pushes and pops, sheets */
    GA_EVENTS_INTERACTION = 1 << 6,/* interactions: context menus, drags and drops */
    GA_EVENTS_SWIFTUI = 1 << 7,    /* SwiftUI gestures' callbacks */
    GA_EVENTS_ALL = 0xff
};

/* One event, as the trace records it; its strings live during the call only. */
typedef struct ga_event {
    double time_ms;
    const char *kind;              /* gesture, control, scroll, list, touches, controller, interaction, swiftUI */
    const char *subject;           /* the recognizer, control, scroll view, list or responder */
    const char *name;              /* began, valueChanged, didScroll, didSelectRowAt, touchesBegan, ... */
    const char *details;           /* the record's other fields as JSON, e.g. {"offset": [0, 65]} */
} ga_event;

typedef void (*ga_event_fn)(void *context, const ga_event *event);

/* Calls `fn` with `context` for each event of the `kinds` asked for; a null `fn` stops them. */
ga_status ga_window_set_event_handler(ga_window window, uint32_t kinds, ga_event_fn fn, void *context, ga_error *error);

/* ---- Fixtures ---- */

enum {
    GA_TRACE_TEXT = 0,             /* the command line's fixed columns */
    GA_TRACE_JSON_LINES = 1        /* one JSON object per record */
};

/* Runs a fixture as `gesture-arbiter run` does and returns its trace, one record per line, in a
 * string the caller frees with ga_string_free. A run that broke an engine invariant or could not
 * come to rest still returns its trace, with GA_ERROR_UNFINISHED_RUN and the fault. */
ga_status ga_run_fixture(const char *json, size_t length, int32_t format, char **trace, size_t *trace_length, ga_error *error);

/* Frees a string the library returned; null does nothing. */
void ga_string_free(char *string);

#ifdef __cplusplus
}
#endif

#endif /* GESTURE_ARBITER_H */
