/*
 * Makes and destroys a thousand windows through the C interface, each left in the middle of a
 * gesture with a handler set, and reads back every failure a stale handle gives: run under the
 * address sanitizer by CI, it must report no error and no leak.
 *
 * Run: ./window_churn Tests/Hosts/scroll-with-button.json
 */
#include <stdio.h>
#include <stdlib.h>

#include "gesture_arbiter.h"
#include "fixture_file.h"

static int events;

static void count_event(void *context, const ga_event *event) {
    (void)context;
    (void)event;
    events++;
}

static void ignore_change(void *context, int32_t kind, const char *id) {
    (void)context;
    (void)kind;
    (void)id;
}

static void check(ga_status status, const ga_error *error, int round) {
    if (status != GA_OK) {
        fprintf(stderr, "round %d: error %d: %s\n", round, status, error->message);
        exit(1);
    }
}

int main(int argc, char **argv) {
    char json[8192];
    size_t length = read_fixture(argc, argv, json, sizeof json);
    if (length == 0) {
        return 2;
    }

    ga_error error;
    ga_window stale = 0;
    for (int round = 0; round < 1000; round++) {
        ga_window window;
        if (round % 4 == 3) {
            ga_window_options options = {.width = 390, .height = 844, .idiom = GA_IDIOM_PHONE};
            check(ga_window_create(&options, &window, &error), &error, round);
        } else {
            check(ga_window_create_from_fixture(json, length, &window, &error), &error, round);
        }
        check(ga_window_set_event_handler(window, GA_EVENTS_ALL, count_event, NULL, &error), &error, round);
        ga_touch finger = {.id = 1, .phase = GA_PHASE_BEGAN, .type = GA_TOUCH_DIRECT, .x = 80, .y = 122};
        check(ga_window_send_touches(window, &finger, 1, 0, &error), &error, round);
        finger.phase = GA_PHASE_MOVED;
        finger.y = 300;
        check(ga_window_send_touches(window, &finger, 1, 50, &error), &error, round);
        check(ga_window_take_changes(window, ignore_change, NULL, &error), &error, round);
        /* Destroyed with the finger still down and the scroll view dragging. */
        check(ga_window_destroy(window, &error), &error, round);
        if (ga_window_advance(window, 100, &error) != GA_ERROR_STALE_HANDLE) {
            fprintf(stderr, "round %d: a destroyed window's handle was not refused\n", round);
            return 1;
        }
        stale = window;
    }
    if (ga_window_destroy(stale, &error) != GA_ERROR_STALE_HANDLE || ga_window_destroy(0, &error) != GA_ERROR_NULL_HANDLE) {
        fprintf(stderr, "a stale or null handle was not refused\n");
        return 1;
    }
    printf("1000 windows made and destroyed, %d events\n", events);
    return 0;
}
