"""A Python host of GestureArbiter: the same scene and input as scroll_demo.c, printing the same
lines. Run: python3 scroll_demo.py LIBRARY FIXTURE"""
import sys

from gesture_arbiter import (CHANGE_VIEW, EVENTS_CONTROL, EVENTS_GESTURE, EVENTS_SCROLL, PHASE_BEGAN, PHASE_ENDED,
                             PHASE_MOVED, GestureArbiter)


def on_event(time_ms, kind, subject, name, details):
    if kind == "scroll" and name == "didScroll":
        return
    print("event %.3f %s %s %s" % (time_ms, kind, subject, name))


def draw(window, moment):
    """What a renderer draws: the content offset, and the button where the content puts it."""
    scroll = window.scroll_state("scroll")
    button = window.frame("button")
    control = window.control_state("button")
    print("draw %s at %.3f: offset %.3f, button at %.3f %.3f %.0fx%.0f%s, %s" % (
        moment, window.time(), scroll.offset_y, button.x - scroll.offset_x, button.y - scroll.offset_y,
        button.width, button.height, " highlighted" if control.is_highlighted else "",
        "decelerating" if scroll.is_decelerating else "at rest"))
    for kind, id in window.take_changes():
        print("  redraw %s %s" % ("view" if kind == CHANGE_VIEW else "recognizer", id))


def drag(window, x, y, dy, frames, start):
    """A finger from (x, y) moving by dy over frames of 1/60 s, then lifting."""
    window.send_touches([(1, PHASE_BEGAN, x, y)], start)
    for frame in range(1, frames + 1):
        window.send_touches([(1, PHASE_MOVED, x, y + dy * frame / frames)], start + frame * 1000.0 / 60.0)
    window.send_touches([(1, PHASE_ENDED, x, y + dy)], start + frames * 1000.0 / 60.0)


def main():
    arbiter = GestureArbiter(sys.argv[1])
    with open(sys.argv[2], "rb") as file:
        json = file.read()
    with arbiter.window_from_fixture(json) as window:
        window.on_events(EVENTS_GESTURE | EVENTS_CONTROL | EVENTS_SCROLL, on_event)
        draw(window, "start")

        window.send_touches([(1, PHASE_BEGAN, 80, 122)], 0)
        window.send_touches([(1, PHASE_ENDED, 80, 122)], 80)
        window.advance(400)
        draw(window, "after the tap")

        drag(window, 200, 200, 150, 18, 1000)
        draw(window, "at the lift")
        for time in range(1400, 2201, 200):
            window.advance(time)
            draw(window, "bouncing")

        drag(window, 200, 600, -250, 10, 3000)
        for time in range(3400, 6201, 400):
            window.advance(time)
            draw(window, "gliding")


main()
