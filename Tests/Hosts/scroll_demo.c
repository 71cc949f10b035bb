/*
 * A C host of GestureArbiter: a scroll view holding a button, driven through a tap on the
 * button, a pull past the top that bounces back, and a fling that glides to rest, printing
 * what a renderer would draw. The Python host (scroll_demo.py) prints the same lines.
 *
 * Build: cc -I Sources/CGestureArbiter/include scroll_demo.c -L .build/debug -lGestureArbiterC
 *        -Wl,-rpath,.build/debug -o scroll_demo
 * Run:   ./scroll_demo Tests/Hosts/scroll-with-button.json
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gesture_arbiter.h"
#include "fixture_file.h"

static void check(ga_status status, const ga_error *error) {
    if (status != GA_OK) {
        fprintf(stderr, "error %d: %s\n", status, error->message);
        exit(1);
    }
}

/* The events a host would act on: recognizers, control actions, and scrolling's milestones. */
static void on_event(void *context, const ga_event *event) {
    (void)context;
    if (strcmp(event->kind, "scroll") == 0 && strcmp(event->name, "didScroll") == 0) {
        return;
    }
    printf("event %.3f %s %s %s\n", event->time_ms, event->kind, event->subject, event->name);
}

static void on_change(void *context, int32_t kind, const char *id) {
    (void)context;
    printf("  redraw %s %s\n", kind == GA_CHANGE_VIEW ? "view" : "recognizer", id);
}

/* What a renderer draws: the content offset, and the button where the content puts it. */
static void draw(ga_window window, const char *moment) {
    ga_error error;
    double now;
    ga_scroll_state scroll;
    ga_rect button;
    ga_control_state control;
    check(ga_window_get_time(window, &now, &error), &error);
    check(ga_scroll_view_get_state(window, "scroll", &scroll, &error), &error);
    check(ga_view_get_frame(window, "button", &button, &error), &error);
    check(ga_control_get_state(window, "button", &control, &error), &error);
    printf("draw %s at %.3f: offset %.3f, button at %.3f %.3f %.0fx%.0f%s, %s\n", moment, now, scroll.offset_y,
           button.x - scroll.offset_x, button.y - scroll.offset_y, button.width, button.height,
           control.is_highlighted ? " highlighted" : "", scroll.is_decelerating ? "decelerating" : "at rest");
    check(ga_window_take_changes(window, on_change, NULL, &error), &error);
}

static void touch(ga_window window, int32_t phase, double x, double y, double time_ms) {
    ga_error error;
    ga_touch finger = {.id = 1, .phase = phase, .type = GA_TOUCH_DIRECT, .x = x, .y = y};
    check(ga_window_send_touches(window, &finger, 1, time_ms, &error), &error);
}

/* A finger from (x, y) moving by dy over `frames` frames of 1/60 s, then lifting. */
static void drag(ga_window window, double x, double y, double dy, int frames, double start) {
    touch(window, GA_PHASE_BEGAN, x, y, start);
    for (int frame = 1; frame <= frames; frame++) {
        touch(window, GA_PHASE_MOVED, x, y + dy * frame / frames, start + frame * 1000.0 / 60.0);
    }
    touch(window, GA_PHASE_ENDED, x, y + dy, start + frames * 1000.0 / 60.0);
}

int main(int argc, char **argv) {
    char json[8192];
    size_t length = read_fixture(argc, argv, json, sizeof json);
    if (length == 0) {
        return 2;
    }

    ga_error error;
    ga_window window;
    check(ga_window_create_from_fixture(json, length, &window, &error), &error);
    check(ga_window_set_event_handler(window, GA_EVENTS_GESTURE | GA_EVENTS_CONTROL | GA_EVENTS_SCROLL, on_event, NULL, &error), &error);
    draw(window, "start");

    /* A tap on the button: the scroll view holds the touch back until the lift, then the button fires. */
    touch(window, GA_PHASE_BEGAN, 80, 122, 0);
    touch(window, GA_PHASE_ENDED, 80, 122, 80);
    check(ga_window_advance(window, 400, &error), &error);
    draw(window, "after the tap");

    /* A pull 150 pt down past the top: the content follows by less, and bounces back after the lift. */
    drag(window, 200, 200, 150, 18, 1000);
    draw(window, "at the lift");
    for (double time = 1400; time <= 2200; time += 200) {
        check(ga_window_advance(window, time, &error), &error);
        draw(window, "bouncing");
    }

    /* A fling: 250 pt up in 10 frames, then the content glides on and slows to rest. */
    drag(window, 200, 600, -250, 10, 3000);
    for (double time = 3400; time <= 6200; time += 400) {
        check(ga_window_advance(window, time, &error), &error);
        draw(window, "gliding");
    }

    check(ga_window_destroy(window, &error), &error);
    return 0;
}
