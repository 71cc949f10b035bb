import Foundation
import Testing
@testable import GestureFixtures

/// One file of `Tests/MalformedFixtures/` and the exact error the loader must report for it.
struct MalformedFixture: Sendable, CustomTestStringConvertible {
    let fileName: String
    let expectedError: String

    init(_ fileName: String, _ expectedError: String) {
        self.fileName = fileName
        self.expectedError = expectedError
    }

    var testDescription: String { fileName }

    /// One class of bad input per file, with what the user sees: the file, line:column, path and reason.
    static let all: [MalformedFixture] = [
        // The text is not JSON.
        MalformedFixture("invalid-json.json", "Tests/MalformedFixtures/invalid-json.json:3:3: invalid JSON: expected a string key after ',', got 'n'"),
        MalformedFixture("trailing-comma.json", "Tests/MalformedFixtures/trailing-comma.json:6:3: invalid JSON: expected a JSON value, got ']'"),
        MalformedFixture("duplicate-key.json", #"Tests/MalformedFixtures/duplicate-key.json:4:63: invalid JSON: duplicate key "hidden""#),
        MalformedFixture("empty-file.json", "Tests/MalformedFixtures/empty-file.json:1:1: invalid JSON: expected a JSON value, got end of input"),
        MalformedFixture("non-finite-number.json", "Tests/MalformedFixtures/non-finite-number.json:4:36: invalid JSON: number out of range"),
        // The JSON does not fit the format: the decoder reports these, at the offending value.
        MalformedFixture("unsupported-version.json", "Tests/MalformedFixtures/unsupported-version.json:2:14: fixture: unsupported fixture format version 2, this version reads 1"),
        MalformedFixture("not-an-object.json", "Tests/MalformedFixtures/not-an-object.json:1:1: expected an object, got an array"),
        MalformedFixture("missing-events.json", "Tests/MalformedFixtures/missing-events.json:1:1: missing key 'events'"),
        MalformedFixture("missing-id.json", "Tests/MalformedFixtures/missing-id.json:6:9: views[0].subviews[0]: missing key 'id'"),
        MalformedFixture("unknown-key.json", "Tests/MalformedFixtures/unknown-key.json:4:47: views[0].colour: unknown key 'colour'"),
        MalformedFixture("key-of-other-view-type.json", "Tests/MalformedFixtures/key-of-other-view-type.json:5:7: views[0].contentSize: 'contentSize' does not apply to a button"),
        MalformedFixture("control-touches-forward.json", "Tests/MalformedFixtures/control-touches-forward.json:2:83: views[0].touches: 'touches: forward' does not apply to a button: a control keeps its touches for its tracking"),
        MalformedFixture("unknown-type.json", "Tests/MalformedFixtures/unknown-type.json:4:30: views[0].type: unknown view type 'label' (expected view, scrollView, tableView, collectionView, button, slider, switch, stepper, segmentedControl, pageControl or control)"),
        MalformedFixture("unknown-gesture-type.json", "Tests/MalformedFixtures/unknown-gesture-type.json:5:47: views[0].gestures[0].type: unknown gesture type 'doubleTap' (expected tap, longPress, pan, swipe, pinch, rotation, screenEdgePan or hover)"),
        MalformedFixture("negative-content-size.json", "Tests/MalformedFixtures/negative-content-size.json:5:22: views[0].contentSize: height must not be negative, got -1"),
        MalformedFixture("unknown-deceleration-rate.json", "Tests/MalformedFixtures/unknown-deceleration-rate.json:5:27: views[0].decelerationRate: unknown deceleration rate 'slow' (expected normal, fast or a number between 0 and 1)"),
        MalformedFixture("gesture-key-of-other-type.json", "Tests/MalformedFixtures/gesture-key-of-other-type.json:5:52: views[0].gestures[0].taps: 'taps' does not apply to a pan gesture"),
        MalformedFixture("wrong-type.json", "Tests/MalformedFixtures/wrong-type.json:4:57: views[0].hidden: expected a boolean, got a string"),
        MalformedFixture("not-an-integer.json", "Tests/MalformedFixtures/not-an-integer.json:5:24: events[0].touch: expected an integer, got 1.5"),
        MalformedFixture("negative-size.json", "Tests/MalformedFixtures/negative-size.json:8:16: views[0].frame: width must not be negative, got -5"),
        MalformedFixture("alpha-out-of-range.json", "Tests/MalformedFixtures/alpha-out-of-range.json:4:56: views[0].alpha: alpha must be between 0 and 1, got 1.5"),
        MalformedFixture("negative-time.json", "Tests/MalformedFixtures/negative-time.json:5:12: events[0].t: time must not be negative, got -5"),
        MalformedFixture("unknown-phase.json", "Tests/MalformedFixtures/unknown-phase.json:5:36: events[0].phase: unknown phase 'pressed' (expected began, moved, stationary, ended or cancelled)"),
        MalformedFixture("missing-location.json", "Tests/MalformedFixtures/missing-location.json:5:5: events[0]: missing key 'at' (a began touch needs a location)"),
        MalformedFixture("event-without-form.json", "Tests/MalformedFixtures/event-without-form.json:5:5: events[0]: an event needs one of touch, touches, drag, tap, click, wait, set, remove, statusBarTap, pointer, scroll, transform, push, pop, popTo, popToRoot, setViewControllers, present, dismiss or selectDetent"),
        MalformedFixture("event-with-two-forms.json", "Tests/MalformedFixtures/event-with-two-forms.json:6:15: events[0].drag: an event has one form, got both 'tap' and 'drag'"),
        MalformedFixture("set-unknown-key.json", "Tests/MalformedFixtures/set-unknown-key.json:7:44: events[0].set.key: unknown key 'colour' for set"),
        MalformedFixture("final-key-without-dot.json", #"Tests/MalformedFixtures/final-key-without-dot.json:7:26: expect.final.frame: expected "id.key", got "frame""#),
        MalformedFixture("chain-unknown-axis.json", "Tests/MalformedFixtures/chain-unknown-axis.json:5:49: views[0].chain.axis: unknown axis 'diagonal' (expected vertical or horizontal)"),
        MalformedFixture("unknown-kind.json", "Tests/MalformedFixtures/unknown-kind.json:5:54: expect.kinds[1]: unknown kind 'hittest' (expected hitTest, touches, gesture, delegate, scroll, list, controller, interaction, swiftUI, control, timer, final or settle)"),
        // The fixture does not make sense as a whole: the compile step reports these, and the loader finds the place from the path.
        MalformedFixture("duplicate-id.json", "Tests/MalformedFixtures/duplicate-id.json:5:13: views[1].id: duplicate id 'red', first declared at views[0].id"),
        MalformedFixture("unknown-gesture-id.json", "Tests/MalformedFixtures/unknown-gesture-id.json:5:72: views[0].gestures[0].requireToFail[0]: unknown gesture id 'double'"),
        MalformedFixture("set-require-to-fail-cycle.json", "Tests/MalformedFixtures/set-require-to-fail-cycle.json:2:79: events[0].set.value: requireToFail makes a cycle: a → b → a"),
        MalformedFixture("require-to-fail-cycle.json", "Tests/MalformedFixtures/require-to-fail-cycle.json:6:59: views[0].gestures[0].requireToFail: requireToFail makes a cycle: single → double → single"),
        MalformedFixture("redirect-unknown-id.json", "Tests/MalformedFixtures/redirect-unknown-id.json:4:81: views[0].hitTest.redirectSelfTo: unknown view id 'column'"),
        MalformedFixture("time-backwards.json", "Tests/MalformedFixtures/time-backwards.json:6:12: events[1].t: time goes backwards: 50 ms comes after 100 ms"),
        MalformedFixture("touch-never-began.json", "Tests/MalformedFixtures/touch-never-began.json:6:5: events[1]: touch 2 moved at 16 ms but never began"),
        MalformedFixture("status-bar-tap-without-status-bar.json", "Tests/MalformedFixtures/status-bar-tap-without-status-bar.json:5:31: events[0].statusBarTap: the window has no status bar to tap: give it one with \"statusBar\": {\"height\": 20} in \"window\""),
        MalformedFixture("status-bar-tap-below-the-status-bar.json", "Tests/MalformedFixtures/status-bar-tap-below-the-status-bar.json:6:39: events[0].statusBarTap.at: (100, 30) is not on the status bar, which covers x 0 to 375 and y 0 to 20"),
        MalformedFixture("unknown-user-interface-idiom.json", "Tests/MalformedFixtures/unknown-user-interface-idiom.json:3:57: window.userInterfaceIdiom: unknown userInterfaceIdiom 'watch' (expected phone or pad)"),
        MalformedFixture("touch-used-after-it-lifted.json", "Tests/MalformedFixtures/touch-used-after-it-lifted.json:6:5: events[1]: touch 1 moved at 100 ms but is not down: it lifted at 50 ms (events[0].tap); a finger that touches again begins again"),
        MalformedFixture("touch-type-on-a-moved-step.json", "Tests/MalformedFixtures/touch-type-on-a-moved-step.json:6:72: events[1].type: 'type' belongs on the touch's began step; a touch keeps the type it began with"),
        MalformedFixture("second-pointer-touch.json", "Tests/MalformedFixtures/second-pointer-touch.json:6:25: events[1].click: pointer touch 2 began at 16 ms while pointer touch 1 is down; the pointer's buttons make one touch"),
        MalformedFixture("unknown-touch-type.json", "Tests/MalformedFixtures/unknown-touch-type.json:3:131: views[0].gestures[0].allowedTouchTypes[1]: unknown touch type 'mouse' (expected direct, indirect, pencil or indirectPointer)"),
        MalformedFixture("pointer-exits-without-entering.json", "Tests/MalformedFixtures/pointer-exits-without-entering.json:5:26: events[0].pointer: the pointer exits the window at 0 ms but is not over it: it had not moved over it, or had already exited"),
        MalformedFixture("pointer-hovers-while-clicking.json", "Tests/MalformedFixtures/pointer-hovers-while-clicking.json:6:27: events[1].pointer: the pointer cannot hover at 16 ms while its button is down: it moves as touch 1 until the button is released"),
        MalformedFixture("trackpad-scroll-never-began.json", "Tests/MalformedFixtures/trackpad-scroll-never-began.json:5:25: events[0].scroll: a trackpad scroll changed at 0 ms but none began"),
        MalformedFixture("scroll-type-on-a-tap.json", "Tests/MalformedFixtures/scroll-type-on-a-tap.json:3:125: views[0].gestures[0].allowedScrollTypesMask: 'allowedScrollTypesMask' does not apply to a tap gesture: only a pan takes scroll events"),
        MalformedFixture("transform-never-began.json", "Tests/MalformedFixtures/transform-never-began.json:5:28: events[0].transform: a transform changed at 0 ms but none began"),
        MalformedFixture("touch-began-twice.json", "Tests/MalformedFixtures/touch-began-twice.json:6:5: events[1]: touch 1 began at 16 ms while it was already down (it went down at 0 ms, events[0])"),
        MalformedFixture("touch-listed-twice.json", "Tests/MalformedFixtures/touch-listed-twice.json:7:7: events[0].touches[1]: touch 1 is listed twice in one event"),
        MalformedFixture("paging-zero-page.json", "Tests/MalformedFixtures/paging-zero-page.json:5:24: views[0].pagingEnabled: paging needs a non-zero page size"),
        MalformedFixture("chain-without-children.json", "Tests/MalformedFixtures/chain-without-children.json:5:30: views[0].chain.children: a chain needs at least one child"),
        MalformedFixture("chain-unknown-child.json", "Tests/MalformedFixtures/chain-unknown-child.json:5:40: views[0].chain.children[1]: unknown view id 'list3'"),
        MalformedFixture("chain-child-not-scroll-view.json", "Tests/MalformedFixtures/chain-child-not-scroll-view.json:5:31: views[0].chain.children[0]: 'header' is a view, not a scroll view"),
        MalformedFixture("chain-child-not-inside.json", "Tests/MalformedFixtures/chain-child-not-inside.json:5:40: views[0].chain.children[1]: 'sidebar' is not inside 'root'"),
        MalformedFixture("chain-twice.json", "Tests/MalformedFixtures/chain-twice.json:8:35: views[0].subviews[0].chain.children[0]: 'list1' is already in a chain, at views[0].chain.children[0]: a scroll view belongs to one chain at most"),
        MalformedFixture("set-key-of-other-view-type.json", "Tests/MalformedFixtures/set-key-of-other-view-type.json:7:43: events[0].set.key: 'scrollEnabled' does not apply to a button"),
        MalformedFixture("set-gesture-key-of-other-type.json", "Tests/MalformedFixtures/set-gesture-key-of-other-type.json:8:45: events[0].set.key: 'taps' does not apply to a pan gesture"),
        MalformedFixture("set-unknown-id.json", "Tests/MalformedFixtures/set-unknown-id.json:7:30: events[0].set.id: unknown view id 'blue'"),
        MalformedFixture("remove-unknown-id.json", "Tests/MalformedFixtures/remove-unknown-id.json:7:25: events[0].remove: unknown view or gesture id 'blue'"),
        // Hostile input: numbers at the limits, huge counts, deep nesting, self-reference.
        MalformedFixture("nesting-300-levels.json", "Tests/MalformedFixtures/nesting-300-levels.json:1:6647: invalid JSON: nesting deeper than 256 levels"),
        MalformedFixture("infinite-frame.json", "Tests/MalformedFixtures/infinite-frame.json:3:45: invalid JSON: number out of range"),
        MalformedFixture("time-at-integer-limit.json", "Tests/MalformedFixtures/time-at-integer-limit.json:5:12: events[0].t: time must be at most 10000000000 ms, got 9.223372036854776e+18"),
        MalformedFixture("huge-settle.json", "Tests/MalformedFixtures/huge-settle.json:3:13: settle: settle must be at most 10000000000 ms, got 1e+300"),
        MalformedFixture("huge-touch-id.json", "Tests/MalformedFixtures/huge-touch-id.json:5:24: events[0].touch: integer out of range, got 1e+300"),
        MalformedFixture("huge-drag-sample-count.json", "Tests/MalformedFixtures/huge-drag-sample-count.json:5:23: events[0].drag: a drag of 1000000000 ms at 1000000000 Hz makes more than 1000000 samples"),
        MalformedFixture("gesture-id-same-as-view-id.json", "Tests/MalformedFixtures/gesture-id-same-as-view-id.json:4:69: views[0].gestures[0].id: duplicate id 'card', first declared at views[0].id"),
        MalformedFixture("require-to-fail-itself.json", "Tests/MalformedFixtures/require-to-fail-itself.json:4:108: views[0].gestures[0].requireToFail: requireToFail makes a cycle: tap → tap"),
        MalformedFixture("final-unknown-id.json", #"Tests/MalformedFixtures/final-unknown-id.json:7:40: expect.final["blue.frame"]: unknown view or gesture id 'blue'"#),
        MalformedFixture("final-key-with-quotes.json", #"Tests/MalformedFixtures/final-key-with-quotes.json:5:48: expect.final["say \"hi\"\u000A.frame"]: unknown view or gesture id 'say "hi""# + "\n'"),
        MalformedFixture("drag-line-overflows.json", "Tests/MalformedFixtures/drag-line-overflows.json:5:66: events[0].drag.to: the line from (-1.7e+308, 5.0) to (1.7e+308, 5.0) is longer than a number can hold"),
        MalformedFixture("steps-past-the-limit.json", "Tests/MalformedFixtures/steps-past-the-limit.json:6:5: events[1]: the events expand to more than 2000000 steps in all"),
        // Ids are text: two spellings of the same text are one id, and the error says why.
        MalformedFixture("duplicate-id-other-code-points.json", "Tests/MalformedFixtures/duplicate-id-other-code-points.json:5:13: views[1].id: duplicate id 'cafe\u{301}', first declared at views[0].id with other Unicode code points for the same text (ids are compared as canonically equivalent text)"),
        // Input that trails the frame: stamped at or before it is handed over, by at most 100 ms, in order.
        MalformedFixture("stamped-after-handover.json", "Tests/MalformedFixtures/stamped-after-handover.json:5:27: events[0].stamped: an event cannot be stamped after it is handed over: stamped 12 ms, handed over at 10 ms"),
        MalformedFixture("stamped-too-long-before.json", "Tests/MalformedFixtures/stamped-too-long-before.json:5:28: events[0].stamped: an event may trail the clock by at most 100 ms: stamped 150 ms, handed over at 300 ms"),
        MalformedFixture("stamped-out-of-order.json", "Tests/MalformedFixtures/stamped-out-of-order.json:6:5: events[1]: touch events must come in the order they happened: this one is stamped 30 ms, after one stamped 40 ms"),
        MalformedFixture("stamped-tap.json", "Tests/MalformedFixtures/stamped-tap.json:5:27: events[0].stamped: 'stamped' belongs to a touch event ('touch' or 'touches'), not to a 'tap' event"),
        // Controllers and navigation events (N1); a pop at the root or a push of a controller already
        // in a container is found as the run reaches it, since back swipes change stacks as it goes.
        MalformedFixture("stack-of-a-navigation-controller.json", #"Tests/MalformedFixtures/stack-of-a-navigation-controller.json:3:67: controllers[0].stack[0]: 'inner' is a navigation controller; a stack holds plain controllers"#),
        MalformedFixture("navigation-event-without-navigation-controller.json", #"Tests/MalformedFixtures/navigation-event-without-navigation-controller.json:6:28: events[0].popToRoot: the fixture has no navigation controller: declare one in 'controllers' with "type": "navigation""#),
        MalformedFixture("controller-on-two-stacks.json", #"Tests/MalformedFixtures/controller-on-two-stacks.json:5:62: controllers[1].stack[1]: 'inbox' is already on a stack, at controllers[0].stack[0]: a controller has one container"#),
        MalformedFixture("unknown-controller-type.json", #"Tests/MalformedFixtures/unknown-controller-type.json:3:44: controllers[0].type: unknown controller type 'tabBar' (expected plain or navigation)"#),
        MalformedFixture("push-and-pop-in-one-event.json", #"Tests/MalformedFixtures/push-and-pop-in-one-event.json:5:52: events[0].pop: an event has one form, got both 'push' and 'pop'"#),
        MalformedFixture("controller-id-of-a-view.json", #"Tests/MalformedFixtures/controller-id-of-a-view.json:3:28: controllers[0].id: duplicate id 'inbox', first declared at views[0].id"#),
        MalformedFixture("pop-at-the-root.json", #"Tests/MalformedFixtures/pop-at-the-root.json:6:24: events[0].pop: 'nav' holds only its root (["inbox"]): there is nothing to pop"#),
        MalformedFixture("push-a-controller-already-in-the-stack.json", #"Tests/MalformedFixtures/push-a-controller-already-in-the-stack.json:6:25: events[0].push: 'message' is already in 'nav' (its stack is ["inbox", "message"]): a controller is pushed once"#),
        MalformedFixture("unknown-selected-detent.json", #"Tests/MalformedFixtures/unknown-selected-detent.json:3:129: controllers[1].sheet.selectedDetentIdentifier: 'details' has no detent 'small' (its detents: medium, large)"#),
        MalformedFixture("select-unknown-detent.json", #"Tests/MalformedFixtures/select-unknown-detent.json:7:70: events[1].selectDetent.detent: 'details' has no detent 'medium' (its detents: large)"#),
        MalformedFixture("present-without-a-sheet.json", #"Tests/MalformedFixtures/present-without-a-sheet.json:6:42: events[0].present.controller: 'details' has no 'sheet': give it one ("sheet": {} for UIKit's defaults) to present it"#),
        MalformedFixture("custom-detent-without-height.json", #"Tests/MalformedFixtures/custom-detent-without-height.json:3:63: controllers[0].sheet.detents[0]: a custom detent needs a height or a fraction"#),
        MalformedFixture("present-over-a-presented-sheet.json", #"Tests/MalformedFixtures/present-over-a-presented-sheet.json:7:28: events[1].present: 'inbox' already presents 'details'"#),
        MalformedFixture("swipe-actions-without-an-edge.json", "Tests/MalformedFixtures/swipe-actions-without-an-edge.json:3:100: views[0].swipeActions: expected at least one of leading or trailing"),
        MalformedFixture("swipe-action-unknown-style.json", "Tests/MalformedFixtures/swipe-action-unknown-style.json:4:77: views[0].swipeActions.trailing.actions[0].style: unknown action style 'danger' (expected normal or destructive)"),
        MalformedFixture("context-menu-on-an-unknown-view.json", "Tests/MalformedFixtures/context-menu-on-an-unknown-view.json:5:29: contextMenus[0].view: unknown view id 'ghost'"),
        MalformedFixture("context-menu-twice-on-a-view.json", "Tests/MalformedFixtures/context-menu-twice-on-a-view.json:5:69: contextMenus[1].view: 'photo' already has a context menu"),
        MalformedFixture("drag-interaction-negative-items.json", "Tests/MalformedFixtures/drag-interaction-negative-items.json:5:51: dragInteractions[0].items: items must be between 0 and 100, got -1"),
        MalformedFixture("drag-interaction-twice-on-a-view.json", "Tests/MalformedFixtures/drag-interaction-twice-on-a-view.json:5:52: dragInteractions[1].view: 'photo' already has a drag interaction"),
        MalformedFixture("drop-interaction-on-an-unknown-view.json", "Tests/MalformedFixtures/drop-interaction-on-an-unknown-view.json:5:33: dropInteractions[0].view: unknown view id 'ghost'"),
        MalformedFixture("drop-interaction-unknown-operation.json", "Tests/MalformedFixtures/drop-interaction-unknown-operation.json:5:55: dropInteractions[0].operation: unknown operation 'link' (expected cancel, forbidden, copy or move)"),
        MalformedFixture("swiftui-gesture-unknown-type.json", "Tests/MalformedFixtures/swiftui-gesture-unknown-type.json:5:57: swiftUIGestures[0].gesture.type: unknown SwiftUI gesture type 'pinch' (expected tap, spatialTap, longPress, drag, magnify, rotate, simultaneously, sequenced or exclusively)"),
        MalformedFixture("swiftui-gesture-key-of-another-modifier.json", "Tests/MalformedFixtures/swiftui-gesture-key-of-another-modifier.json:5:63: swiftUIGestures[0].gesture: the onTapGesture modifier takes no 'gesture'"),
        MalformedFixture("swiftui-gesture-on-an-unknown-view.json", "Tests/MalformedFixtures/swiftui-gesture-on-an-unknown-view.json:5:28: swiftUIGestures[0].view: unknown view id 'ghost'"),
        MalformedFixture("swiftui-gesture-set-of-a-recognizer-setting.json", "Tests/MalformedFixtures/swiftui-gesture-set-of-a-recognizer-setting.json:6:42: events[0].set.key: 'taps' does not apply to a SwiftUI gesture"),
        MalformedFixture("table-context-menu-on-empty-space.json", "Tests/MalformedFixtures/table-context-menu-on-empty-space.json:3:64: views[0].contextMenu.emptySpace: a table view asks for a menu only on its rows: emptySpace is for a collection view"),
        MalformedFixture("list-context-menu-bad-index-path.json", "Tests/MalformedFixtures/list-context-menu-bad-index-path.json:3:74: views[0].contextMenu.indexPaths[1]: an index path is [section, index], got 3 numbers"),
        MalformedFixture("dismiss-what-is-not-presented.json", #"Tests/MalformedFixtures/dismiss-what-is-not-presented.json:6:26: events[0].dismiss: 'details' presents nothing and is not presented"#),
        // The fixture loads, but its run cannot come to rest: the run reports it as the fixture's fault.
        MalformedFixture("glide-outlasts-settle.json", "Tests/MalformedFixtures/glide-outlasts-settle.json:4:13: settle: the scene had not come to rest when the settle limit stopped the clock at 200 ms: list is decelerating, 1 timer or frame pending; raise settle"),
        MalformedFixture("glide-never-settles.json", "Tests/MalformedFixtures/glide-never-settles.json:4:13: settle: the run made more than 1000000 trace records by 16666383.333 ms, the most a fixture run keeps"),
        // Input the window could not place, and work past the format's bounds, refused with their place.
        MalformedFixture("transform-scale-out-of-range.json", "Tests/MalformedFixtures/transform-scale-out-of-range.json:6:60: events[1].transform.scale: scale must be between 1e-06 and 1000000, got 1e+308"),
        MalformedFixture("trackpad-scroll-past-finite.json", "Tests/MalformedFixtures/trackpad-scroll-past-finite.json:7:54: events[2].scroll.by: the trackpad scroll's changes so far add up past the largest finite number"),
        MalformedFixture("wheel-step-past-finite.json", "Tests/MalformedFixtures/wheel-step-past-finite.json:5:55: events[0].scroll.by: the wheel step carries the pointer from 'at' past the largest finite number"),
        MalformedFixture("list-cells-past-the-limit.json", "Tests/MalformedFixtures/list-cells-past-the-limit.json:4:5: views[0]: its cells could hold 2000000 views at once (1000000 cells on screen of 2 views each, at its smallest rows and largest frame), more than the 1000000 a list may show"),
        MalformedFixture("cell-subviews-past-the-limit.json", "Tests/MalformedFixtures/cell-subviews-past-the-limit.json:4:5: views[0]: its cells could hold 1340007 views at once (669 cells on screen of 2003 views each, at its smallest rows and largest frame), more than the 1000000 a list may show"),
        MalformedFixture("stepper-repeats-past-the-record-limit.json", "Tests/MalformedFixtures/stepper-repeats-past-the-record-limit.json:6:5: events[1]: the run made more than 1000000 trace records by 16667500 ms, the most a fixture run keeps"),
    ]
}

@Suite("Malformed fixtures")
struct MalformedFixturesTests {
    /// The package root, four levels above this file (`Tests/GestureFixturesTests/Decoding/`), so
    /// that the expected errors can name the files relative to it wherever the package is checked out.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = packageRoot.appendingPathComponent("Tests/MalformedFixtures")

    @Test("each malformed fixture is rejected, by the loader or as its run's fault, with an error that names its file, place and reason", arguments: MalformedFixture.all)
    func rejected(_ fixture: MalformedFixture) {
        let path = Self.folder.appendingPathComponent(fixture.fileName).path
        let error = #expect(throws: FixtureError.self) {
            let run = try FixtureLoader.load(contentsOfFile: path).run()
            if let fault = run.fault {
                throw FixtureLoader.locate(fault, inFile: path)
            }
        }
        let rootPrefix = Self.packageRoot.path + "/"
        guard let description = error?.description else { return }
        #expect(description.hasPrefix(rootPrefix))
        #expect(String(description.dropFirst(rootPrefix.count)) == fixture.expectedError)
    }

    @Test("every file in Tests/MalformedFixtures has an expected error in the table, and only those")
    func tableCoversTheFolder() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        #expect(files.sorted() == MalformedFixture.all.map(\.fileName).sorted())
    }

    @Test("a file that cannot be read is reported with its path and why")
    func unreadableFile() {
        let missing = Self.folder.appendingPathComponent("no-such-fixture.json").path
        let missingError = #expect(throws: FixtureError.self) { try FixtureLoader.load(contentsOfFile: missing) }
        #expect(missingError == FixtureError(file: missing, path: "", reason: "cannot read the file: no such file"))
        let directoryError = #expect(throws: FixtureError.self) { try FixtureLoader.load(contentsOfFile: Self.folder.path) }
        #expect(directoryError == FixtureError(file: Self.folder.path, path: "", reason: "cannot read the file: it is a directory"))
    }

    @Test("a symbolic link loop and a file past the size limit are named as such")
    func loopAndSizeLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gesture-fixtures-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let loop = folder + "/loop.json"
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let loopError = #expect(throws: FixtureError.self) { try FixtureLoader.load(contentsOfFile: loop) }
        #expect(loopError?.reason == "cannot read the file: its path has too many symbolic links (a link that leads to itself?)")
        // A valid document, padded with spaces one byte past the limit: refused before it is parsed.
        let large = folder + "/large.json"
        let document = Array(#"{"views": [], "events": []}"#.utf8)
        try Data(document + Array(repeating: UInt8(ascii: " "), count: FixtureLoader.maximumFileSize + 1 - document.count)).write(to: URL(fileURLWithPath: large))
        let largeError = #expect(throws: FixtureError.self) { try FixtureLoader.load(contentsOfFile: large) }
        #expect(largeError?.reason == "cannot read the file: it is larger than 16777216 bytes, the most a fixture may be")
        // At the limit exactly, the same document loads.
        try Data(document + Array(repeating: UInt8(ascii: " "), count: FixtureLoader.maximumFileSize - document.count)).write(to: URL(fileURLWithPath: large))
        #expect(try FixtureLoader.load(contentsOfFile: large).script.steps.isEmpty)
    }

    @Test("a file the system will not read is named with the reason, in the same words on every platform")
    func systemReasons() {
        #expect(SystemError.describe(ENOENT) == "no such file")
        #expect(SystemError.describe(EACCES) == "permission denied")
        #expect(SystemError.describe(EPERM) == "permission denied")
        #expect(SystemError.describe(ELOOP) == "its path has too many symbolic links (a link that leads to itself?)")
        #expect(SystemError.describe(ENOTDIR) == "a folder on its path is a file")
        #expect(SystemError.describe(EISDIR) == "it is a directory")
        #expect(SystemError.describe(ENAMETOOLONG) == "its path is too long")
        #expect(SystemError.describe(EIO) == String(cString: strerror(EIO)).lowercased())
    }

    @Test("text loaded from memory names the file it is given, or none")
    func textInMemory() {
        let text = Array(#"{"views": [], "events": [{"t": 0, "remove": "ghost"}]}"#.utf8)
        let named = #expect(throws: FixtureError.self) { try FixtureLoader.load(json: text, file: "inline.json") }
        #expect(named?.description == "inline.json:1:45: events[0].remove: unknown view or gesture id 'ghost'")
        let unnamed = #expect(throws: FixtureError.self) { try FixtureLoader.load(json: text, file: nil) }
        #expect(unnamed?.description == "1:45: events[0].remove: unknown view or gesture id 'ghost'")
    }

    @Test(
        "an error's path leads to its value, or to the nearest ancestor that exists",
        arguments: [
            ("", 1, 1),
            ("views", 1, 11),
            ("views[0].frame", 1, 33),
            ("views[0].frame[2]", 1, 40),
            ("views[0].colour", 1, 12),
            ("views[5]", 1, 11),
            (#"expect.final["red.frame"]"#, 2, 36),
            ("expect.final.red.frame", 2, 36),
            (#"odd["the \"key\""]"#, 3, 25),
            ("odd.missing[0]", 3, 9),
            ("views[0", 1, 11),
            (#"views[0]["unterminated"#, 1, 12),
        ])
    func pathResolution(_ path: String, _ line: Int, _ column: Int) throws {
        let document = try JSONParser.parse("""
            {"views": [{"id": "a", "frame": [0, 0, 1, 1]}],
             "expect": {"final": {"red.frame": 1}},
             "odd": {"the \\"key\\"": 2}}
            """)
        #expect(document.value(nearest: path).position == SourcePosition(line: line, column: column))
    }
}
