"""GestureArbiter from Python: the C interface (gesture_arbiter.h) through ctypes, with nothing
but the standard library.

    arbiter = GestureArbiter("/path/to/libGestureArbiterC.so")
    window = arbiter.window_from_fixture(open("scene.json", "rb").read())
    window.send_touches([(1, PHASE_BEGAN, 80, 122)], 0)

Every call that fails raises GestureArbiterError, with the library's code and message.
"""
import ctypes

OK = 0
PHASE_BEGAN, PHASE_MOVED, PHASE_STATIONARY, PHASE_ENDED, PHASE_CANCELLED = range(5)
TOUCH_DIRECT, TOUCH_INDIRECT, TOUCH_PENCIL, TOUCH_INDIRECT_POINTER = range(4)
CHANGE_VIEW, CHANGE_RECOGNIZER = range(2)
EVENTS_GESTURE, EVENTS_CONTROL, EVENTS_SCROLL, EVENTS_LIST, EVENTS_TOUCHES = 1, 2, 4, 8, 16
EVENTS_CONTROLLER, EVENTS_INTERACTION, EVENTS_SWIFTUI, EVENTS_ALL = 32, 64, 128, 255
STATE_NAMES = ["possible", "began", "changed", "ended", "cancelled", "failed"]
TRACE_TEXT, TRACE_JSON_LINES = range(2)


class Error(ctypes.Structure):
    _fields_ = [("code", ctypes.c_int32), ("message", ctypes.c_char * 512)]


class Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_double), ("y", ctypes.c_double), ("width", ctypes.c_double), ("height", ctypes.c_double)]


class Touch(ctypes.Structure):
    _fields_ = [("id", ctypes.c_int64), ("phase", ctypes.c_int32), ("type", ctypes.c_int32),
                ("x", ctypes.c_double), ("y", ctypes.c_double)]


class ScrollState(ctypes.Structure):
    _fields_ = [("offset_x", ctypes.c_double), ("offset_y", ctypes.c_double),
                ("content_width", ctypes.c_double), ("content_height", ctypes.c_double), ("zoom_scale", ctypes.c_double),
                ("is_tracking", ctypes.c_int32), ("is_dragging", ctypes.c_int32),
                ("is_decelerating", ctypes.c_int32), ("is_zooming", ctypes.c_int32)]


class ControlState(ctypes.Structure):
    _fields_ = [("is_highlighted", ctypes.c_int32), ("is_selected", ctypes.c_int32), ("is_enabled", ctypes.c_int32),
                ("is_tracking", ctypes.c_int32), ("value", ctypes.c_double)]


class Event(ctypes.Structure):
    _fields_ = [("time_ms", ctypes.c_double), ("kind", ctypes.c_char_p), ("subject", ctypes.c_char_p),
                ("name", ctypes.c_char_p), ("details", ctypes.c_char_p)]


EVENT_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.POINTER(Event))
CHANGE_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int32, ctypes.c_char_p)


class GestureArbiterError(Exception):
    def __init__(self, code, message):
        super().__init__(f"error {code}: {message}")
        self.code = code
        self.message = message


class GestureArbiter:
    """The library, loaded from the path of its shared object."""

    def __init__(self, path):
        self.lib = ctypes.CDLL(path)
        signatures = {
            "ga_window_create_from_fixture": [ctypes.c_char_p, ctypes.c_size_t, ctypes.POINTER(ctypes.c_uint64)],
            "ga_window_create": [ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64)],
            "ga_scene_add_view": [ctypes.c_uint64, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_size_t],
            "ga_scene_set": [ctypes.c_uint64, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p],
            "ga_scene_remove": [ctypes.c_uint64, ctypes.c_char_p],
            "ga_window_destroy": [ctypes.c_uint64],
            "ga_window_send_touches": [ctypes.c_uint64, ctypes.POINTER(Touch), ctypes.c_int32, ctypes.c_double],
            "ga_window_advance": [ctypes.c_uint64, ctypes.c_double],
            "ga_window_get_time": [ctypes.c_uint64, ctypes.POINTER(ctypes.c_double)],
            "ga_view_get_frame": [ctypes.c_uint64, ctypes.c_char_p, ctypes.POINTER(Rect)],
            "ga_scroll_view_get_state": [ctypes.c_uint64, ctypes.c_char_p, ctypes.POINTER(ScrollState)],
            "ga_control_get_state": [ctypes.c_uint64, ctypes.c_char_p, ctypes.POINTER(ControlState)],
            "ga_recognizer_get_state": [ctypes.c_uint64, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int32)],
            "ga_window_take_changes": [ctypes.c_uint64, CHANGE_FN, ctypes.c_void_p],
            "ga_window_set_event_handler": [ctypes.c_uint64, ctypes.c_uint32, EVENT_FN, ctypes.c_void_p],
            "ga_run_fixture": [ctypes.c_char_p, ctypes.c_size_t, ctypes.c_int32, ctypes.POINTER(ctypes.c_void_p),
                               ctypes.POINTER(ctypes.c_size_t)],
        }
        for name, arguments in signatures.items():
            function = getattr(self.lib, name)
            function.argtypes = arguments + [ctypes.POINTER(Error)]
            function.restype = ctypes.c_int32
        self.lib.ga_string_free.argtypes = [ctypes.c_void_p]
        self.lib.ga_string_free.restype = None

    def call(self, name, *arguments):
        error = Error()
        status = getattr(self.lib, name)(*arguments, ctypes.byref(error))
        if status != OK:
            raise GestureArbiterError(status, error.message.decode())

    def window(self):
        """An empty window of the default size, for a scene built view by view."""
        handle = ctypes.c_uint64()
        self.call("ga_window_create", None, ctypes.byref(handle))
        return Window(self, handle.value)

    def window_from_fixture(self, json):
        handle = ctypes.c_uint64()
        self.call("ga_window_create_from_fixture", json, len(json), ctypes.byref(handle))
        return Window(self, handle.value)

    def run_fixture(self, json, format=TRACE_TEXT):
        """The trace of a fixture's run, as `gesture-arbiter run` prints it."""
        trace, length = ctypes.c_void_p(), ctypes.c_size_t()
        try:
            self.call("ga_run_fixture", json, len(json), format, ctypes.byref(trace), ctypes.byref(length))
            return ctypes.string_at(trace, length.value).decode()
        finally:
            self.lib.ga_string_free(trace)


class Window:
    """A window of the library, destroyed by destroy() or by leaving a with block."""

    def __init__(self, arbiter, handle):
        self.arbiter = arbiter
        self.handle = handle
        self.callbacks = []  # the ctypes function objects, kept alive while the library holds them

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.destroy()

    def destroy(self):
        self.arbiter.call("ga_window_destroy", self.handle)

    def add_view(self, view_json, parent=None):
        """Adds a view given as a fixture's view object (a JSON string) under parent, or the window."""
        text = view_json.encode()
        self.arbiter.call("ga_scene_add_view", self.handle, parent.encode() if parent else None, text, len(text))

    def set(self, id, key, value_json):
        """Sets a view's or recognizer's property by its fixture key, the value as JSON text."""
        self.arbiter.call("ga_scene_set", self.handle, id.encode(), key.encode(), value_json.encode())

    def remove(self, id):
        self.arbiter.call("ga_scene_remove", self.handle, id.encode())

    def send_touches(self, touches, time_ms):
        """One event: touches as (id, phase, x, y) or (id, phase, x, y, type)."""
        array = (Touch * len(touches))(*[Touch(t[0], t[1], t[4] if len(t) > 4 else TOUCH_DIRECT, t[2], t[3]) for t in touches])
        self.arbiter.call("ga_window_send_touches", self.handle, array, len(touches), time_ms)

    def advance(self, time_ms):
        self.arbiter.call("ga_window_advance", self.handle, time_ms)

    def time(self):
        now = ctypes.c_double()
        self.arbiter.call("ga_window_get_time", self.handle, ctypes.byref(now))
        return now.value

    def frame(self, view):
        rect = Rect()
        self.arbiter.call("ga_view_get_frame", self.handle, view.encode(), ctypes.byref(rect))
        return rect

    def scroll_state(self, scroll_view):
        state = ScrollState()
        self.arbiter.call("ga_scroll_view_get_state", self.handle, scroll_view.encode(), ctypes.byref(state))
        return state

    def control_state(self, control):
        state = ControlState()
        self.arbiter.call("ga_control_get_state", self.handle, control.encode(), ctypes.byref(state))
        return state

    def recognizer_state(self, recognizer):
        state = ctypes.c_int32()
        self.arbiter.call("ga_recognizer_get_state", self.handle, recognizer.encode(), ctypes.byref(state))
        return STATE_NAMES[state.value]

    def take_changes(self):
        """What changed since the last call, as (kind, id) pairs in the library's order."""
        changes = []
        callback = CHANGE_FN(lambda context, kind, id: changes.append((kind, id.decode())))
        self.arbiter.call("ga_window_take_changes", self.handle, callback, None)
        return changes

    def on_events(self, kinds, handler):
        """Calls handler(time_ms, kind, subject, name, details) for each event of the kinds."""
        callback = EVENT_FN(lambda context, event: handler(
            event.contents.time_ms, event.contents.kind.decode(), event.contents.subject.decode(),
            event.contents.name.decode(), event.contents.details.decode()))
        self.callbacks = [callback]
        self.arbiter.call("ga_window_set_event_handler", self.handle, kinds, callback, None)
