import Foundation
import GestureArbiter
import GestureFixtures
import Testing

/// The timeline model: the trace and the script regrouped by subject, each interval as the
/// records say.
@Suite("The timeline of a run")
struct TimelineTests {
    static let fixturesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    static func timeline(_ name: String) throws -> Timeline {
        try FixtureLoader.load(contentsOfFile: fixturesFolder + "/" + name).timeline()
    }

    /// A span as (state, start ms, end ms), which is how the trace reads.
    static func summary(_ span: RecognizerSpan) -> String {
        "\(span.state) \(TraceValue.format(span.start.milliseconds))-\(TraceValue.format(span.end.milliseconds))"
    }

    @Test("the pointer's input becomes lanes of its own: a hover stroke from the first move to the exit, a wheel step a stroke of its own, a trackpad scroll moving by its changes")
    func pointerTracks() throws {
        let hover = try Self.timeline("rules/P2-hover-enters-and-exits-nested-views.json")
        #expect(hover.pointer.map(\.name) == ["pointer"])
        let strokes = try #require(hover.pointer.first).samples.strokes
        #expect(strokes.count == 1 && strokes[0].map(\.phase) == [.began, .moved, .moved, .moved, .moved, .ended])
        #expect(strokes[0].last?.location == Point(x: 210, y: 300))

        let scroll = try Self.timeline("rules/P3-wheel-and-trackpad-scroll.json")
        #expect(scroll.pointer.map(\.name) == ["wheel", "trackpad scroll"])
        #expect(scroll.pointer[0].samples.strokes.count == 3)
        #expect(scroll.pointer[0].samples.strokes[0].map(\.location) == [Point(x: 60, y: 120), Point(x: 60, y: 80), Point(x: 60, y: 80)])
        let trackpad = scroll.pointer[1].samples.strokes[0]
        #expect(trackpad.map(\.phase) == [.began, .moved, .moved, .moved, .moved, .ended])
        #expect(trackpad.last?.location == Point(x: 200, y: 120))
        #expect(try Self.timeline("rules/A1-single-tap-requires-double-tap.json").pointer.isEmpty)
    }

    @Test("a single tap that requires a double tap waits from its lift to the double tap's timeout, then recognizes; on a double tap it fails")
    func singleTapSpans() throws {
        let timeline = try Self.timeline("rules/A1-single-tap-requires-double-tap.json")
        let single = try #require(timeline.recognizers.first { $0.name == "single" })
        #expect(single.view == "photo")
        #expect(single.spans.map(Self.summary) == [
            "possible 0-50",
            "awaitingFailure 50-400",
            "recognized 400-400",
            "possible 400-1050",
            "awaitingFailure 1050-1250",
            "failed 1250-1250",
            "possible 1250-1250",
        ])
        #expect(single.spans.map(\.phase) == [.possible, .awaitingFailure, .succeeded, .possible, .awaitingFailure, .failed, .possible])
        #expect(single.spans[5].reason == "requireToFail")
        #expect(single.spans[0].record == nil)
        #expect(single.spans[1].record?.event == "awaitingFailure")
    }

    @Test("the double tap fails on its timeout and recognizes the second pair of taps")
    func doubleTapSpans() throws {
        let double = try #require(try Self.timeline("rules/A1-single-tap-requires-double-tap.json").recognizers.first { $0.name == "double" })
        #expect(double.spans.filter { $0.phase.isOutcome }.map(Self.summary) == ["failed 400-400", "recognized 1250-1250"])
        #expect(double.spans.first { $0.phase == .failed }?.reason == "timeout")
    }

    @Test("a SwiftUI gesture's lane carries its callbacks, in trace order, and a UIKit recognizer's none")
    func swiftUICallbacks() throws {
        let timeline = try Self.timeline("swiftui/U8-gesture-state-resets-and-uikit-recognizers.json")
        let drag = try #require(timeline.recognizers.first { $0.name == "cardDrag" })
        let cancelled = drag.callbacks.filter { $0.time == .milliseconds(66) }.map(\.event)
        #expect(cancelled == ["reset"])
        #expect(drag.callbacks.filter { $0.time == .milliseconds(1300) }.map(\.event) == ["reset", "onEnded"])
        #expect(timeline.recognizers.first { $0.name == "panelTap" }?.callbacks == [])
    }

    @Test("a recognizer that never leaves possible still has a lane, one possible span over the whole run")
    func silentRecognizer() throws {
        let timeline = try Self.timeline("seeds/004-both-flags-quick-drag-scrolls.json")
        #expect(timeline.recognizers.map(\.name) == ["scroll.delay", "scroll.pan", "greenSwipe", "yellowSwipe"])
        let green = try #require(timeline.recognizers.first { $0.name == "greenSwipe" })
        #expect(green.spans.map(Self.summary) == ["possible 0-1900"])
    }

    @Test("a content-touch delay that fires gives one bar from scheduling to firing; one cut short by a drag ends where it was cancelled")
    func timerRuns() throws {
        let timeline = try Self.timeline("rules/S1-content-touch-delay.json")
        #expect(timeline.timers.map { "\($0.owner) \($0.name)" } == ["scroll.delay contentTouchDelay"])
        let runs = timeline.timers[0].runs.map { run in
            [run.scheduled, run.due, run.end ?? .zero].map { TraceValue.format($0.milliseconds) }.joined(separator: " ") + " " + (run.outcome?.rawValue ?? "pending")
        }
        #expect(runs == ["0 150 150 fired", "1000 1150 1149 cancelled", "2000 2150 2150 fired", "3000 3150 3150 fired"])
        #expect(timeline.timers[0].runs[0].records.map(\.event) == ["scheduled", "fired"])
    }

    @Test("a timer still pending when the settle limit cuts the run off has no outcome")
    func pendingTimer() throws {
        let fixture = Fixture(
            views: [ViewSpec(id: "card", frame: Rect(x: 0, y: 0, width: 200, height: 200),
                             gestures: [GestureSpec(id: "press", kind: .longPress(taps: 0, touches: 1, minimumPressDuration: 500, allowableMovement: nil))])],
            events: [FixtureEvent(time: 0, .touches([TouchStep(touch: 1, phase: .began, location: Point(x: 50, y: 50))]))],
            settleLimit: .milliseconds(100)
        )
        let timeline = try fixture.compile().timeline()
        #expect(timeline.wasCapped)
        let run = try #require(timeline.timers.first?.runs.first)
        #expect(run.outcome == nil)
        #expect(run.end == nil)
        #expect(run.due == .milliseconds(500))
    }

    @Test("a touch track holds every input of its finger with its location, from the script")
    func touchTrack() throws {
        let timeline = try Self.timeline("rules/S10-deceleration-distance.json")
        #expect(timeline.touches.map(\.id) == [1, 2])
        let first = timeline.touches[0]
        #expect(first.samples.count == 22)
        #expect(first.strokes.count == 1)
        #expect(first.samples.first == TouchSample(time: .zero, phase: .began, location: Point(x: 90, y: 600)))
        #expect(first.samples.last == TouchSample(time: .milliseconds(320), phase: .ended, location: Point(x: 90, y: 280)))
    }

    @Test("a responder's deliveries run from touchesBegan to touchesEnded or touchesCancelled, and views no touch reached are listed")
    func responderDeliveries() throws {
        let timeline = try Self.timeline("rules/S1-content-touch-delay.json")
        #expect(timeline.responders.map(\.name) == ["scroll", "content"])
        let content = timeline.responders[1]
        #expect(content.deliveries.map(\.touch) == [1, 3])
        #expect(content.deliveries.map { [$0.start, $0.end].map { TraceValue.format($0.milliseconds) } } == [["150", "300"], ["2150", "2150"]])
        #expect(content.deliveries.map(\.ending) == [.touchesEnded, .touchesCancelled])
        #expect(timeline.responders[0].questions.map(\.event) == ["touchesShouldBegin", "touchesShouldBegin", "touchesShouldCancel", "touchesShouldBegin"])
        #expect(timeline.silentViews == ["denied"])
    }

    @Test("a scroll track starts at the fixture's offset and follows each didScroll; the other callbacks are kept apart")
    func scrollTrack() throws {
        let timeline = try Self.timeline("seeds/004-both-flags-quick-drag-scrolls.json")
        let scroll = try #require(timeline.scrollViews.first)
        #expect(timeline.scrollViews.map(\.scrollView) == ["scroll"])
        #expect(scroll.initialOffset == .zero)
        #expect(scroll.offsets.count == 23)
        #expect(scroll.offsets.first { $0.time == .milliseconds(1000) }?.offset == .zero)
        #expect(abs((scroll.offsets.last?.offset.y ?? 0) - 60) < 0.001)
        #expect(scroll.callbacks.map(\.event) == [
            "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDragging", "willEndDragging", "didEndDragging",
        ])
    }

    @Test("a scroll view that zooms has its scale beside its offsets: the fixture's scale, then each didZoom, kept out of the callbacks")
    func scaleTrack() throws {
        let timeline = try Self.timeline("rules/S11-pinch-zoom.json")
        let scroll = try #require(timeline.scrollViews.first)
        #expect(scroll.initialScale == 1)
        #expect(scroll.scales.first.map { ($0.time, $0.scale) } ?? (.zero, 0) == (.milliseconds(16), 1))
        #expect(scroll.scales.dropFirst().first.map { ($0.time, $0.scale) } ?? (.zero, 0) == (.milliseconds(32), 2))
        #expect(abs((scroll.scales.last?.scale ?? 0) - 4) < 0.001)
        #expect(abs((scroll.scales.map(\.scale).max() ?? 0) - 5.657) < 0.001)
        #expect(!scroll.callbacks.contains { $0.event == "didZoom" })
        #expect(scroll.callbacks.filter { $0.event.hasSuffix("Zooming") }.map(\.event) == [
            "willBeginZooming", "didEndZooming", "willBeginZooming", "didEndZooming",
        ])
        #expect(try Self.timeline("seeds/004-both-flags-quick-drag-scrolls.json").scrollViews.allSatisfy { $0.scales.isEmpty })
    }

    @Test("a list track has a row per row touched: highlighted from didHighlight to didUnhighlight, selected from didSelect to didDeselect")
    func listTrack() throws {
        let timeline = try Self.timeline("rules/L1-taps-select-rows.json")
        let list = try #require(timeline.lists.first)
        #expect(timeline.lists.map(\.list) == ["list"])
        #expect(list.cells.map(\.indexPath) == [[0, 2], [0, 4]])
        let summary = list.cells.map { cell in
            cell.spans.map { "\($0.kind.rawValue) \(TraceValue.format($0.start.milliseconds))-\($0.end.map { TraceValue.format($0.milliseconds) } ?? "end")" }
        }
        #expect(summary == [["highlighted 50-50", "selected 50-1400"], ["highlighted 1150-1400", "selected 1400-end"]])
        #expect(try Self.timeline("rules/S1-content-touch-delay.json").lists.isEmpty)
    }

    @Test("a navigation track has a span per transition: the back swipe's from its beginning to the lift and on to its end, cancelled or not")
    func navigationTrack() throws {
        let timeline = try Self.timeline("rules/N3-back-swipe-decided-by-velocity.json")
        #expect(timeline.navigations.map(\.navigation) == ["nav"])
        let summary = try #require(timeline.navigations.first).transitions.map { span in
            let times = [span.start, span.lift, span.end].map { $0.map { TraceValue.format($0.milliseconds) } ?? "-" }
            return "\(span.title) \(span.interactive ? "swipe" : "code") \(span.cancelled ? "cancelled" : "completed") " + times.joined(separator: " ")
        }
        #expect(summary == [
            "pop message → inbox swipe completed 16 80 350",
            "push inbox → message code completed 1000 - 1000",
            "pop message → inbox swipe cancelled 2016.667 2250 2483.333",
        ])
        #expect(try Self.timeline("rules/S1-content-touch-delay.json").navigations.isEmpty)
    }

    @Test("a sheet track has the card's height after each move: up to medium as it is presented, down to 0 as it is dismissed")
    func sheetTrack() throws {
        let timeline = try Self.timeline("rules/N5-present-and-dismiss-a-sheet.json")
        let sheet = try #require(timeline.sheets.first)
        #expect(timeline.sheets.map(\.controller) == ["details"])
        let heights = sheet.heights.map(\.height)
        #expect(heights.first.map { $0 > 0 && $0 < 20 } == true && heights.contains(333.5) && heights.last == 0)
        #expect(sheet.heights.first { $0.height == 333.5 }?.time == .milliseconds(350))
    }

    @Test("a row-swipe track has each table's row offset after every move and the actions performed: the mail row out to -310 and back to 0 after Trash, the notes row open at -74")
    func rowSwipeTrack() throws {
        let timeline = try Self.timeline("rules/R3-a-full-swipe-performs-the-first-action.json")
        #expect(timeline.rowSwipes.map(\.table) == ["mail", "notes"])
        let mail = try #require(timeline.rowSwipes.first)
        #expect(mail.actions == ["Trash"])
        #expect(mail.offsets.map(\.offset).min() == -310)
        #expect(mail.offsets.last?.offset == 0)
        #expect(timeline.rowSwipes.last?.actions == [])
        #expect(timeline.rowSwipes.last?.offsets.last?.offset == -74)
        #expect(try Self.timeline("rules/N5-present-and-dismiss-a-sheet.json").rowSwipes.isEmpty)
    }

    @Test("a menu track has each menu from its display to its end, with the action or the preview that ended it, or nothing when dismissed")
    func menuTrack() throws {
        let grid = try #require(Self.timeline("rules/M5-a-collection-item-and-its-empty-space-open-menus.json").menus.first)
        #expect(grid.view == "grid")
        #expect(grid.menus.map(\.open) == [.milliseconds(500), .milliseconds(2500)])
        #expect(grid.menus.map(\.end) == [.milliseconds(1000), .milliseconds(3050)])
        #expect(grid.menus.map(\.choice) == [nil, "preview"])
        let list = try #require(Self.timeline("rules/M5-a-held-row-opens-its-menu-and-a-drag-scrolls.json").menus.first)
        #expect(list.menus.count == 1 && list.menus[0].choice == "Delete" && list.menus[0].end == .milliseconds(1050))
        let photo = try Self.timeline("rules/M4-an-action-chosen-by-a-tap-or-by-lifting-on-it.json").menus
        #expect(photo.map(\.view) == ["photo"] && photo[0].menus.map(\.choice) == ["Share", "Delete"])
        #expect(photo[0].menus.map(\.end) == [.milliseconds(1050), .milliseconds(2800)])
        #expect(try Self.timeline("rules/R3-a-full-swipe-performs-the-first-action.json").menus.isEmpty)
    }

    @Test("a drag track has each drag's lift, the moment it was carried, let go and over, and what the drop did: a view's drop, a lift that ended in place, a table's reorder, a row held by its reorder control")
    func dragTrack() throws {
        let menu = try Self.timeline("rules/I7-a-context-menu-turns-into-a-drag-when-the-finger-moves.json")
        let photo = try #require(menu.drags.first)
        #expect(menu.drags.map(\.view) == ["photo"])
        #expect(photo.drags.map(\.lift) == [.milliseconds(500), .milliseconds(2500)])
        #expect(photo.drags[0].begin == .milliseconds(700) && photo.drags[0].release == .milliseconds(900))
        #expect(photo.drags[0].operation == "copy" && photo.drags[0].end.map { $0 > .milliseconds(1200) && $0 < .milliseconds(1220) } == true)
        #expect(photo.drags[1].begin == nil && photo.drags[1].end == .milliseconds(2700) && photo.drags[1].operation == nil)
        let table = try #require(Self.timeline("rules/I8-a-row-dragged-near-the-edge-autoscrolls-and-moves.json").drags.first)
        #expect(table.view == "inbox" && table.drags.count == 1)
        #expect(table.drags[0].release == .milliseconds(2000) && table.drags[0].operation == "drop")
        #expect(try Self.timeline("rules/I4-items-nothing-takes-go-back.json").drags.first?.drags.first?.operation == "cancel")
        let held = try #require(Self.timeline("rules/I9-a-reorder-control-moves-a-row-and-autoscrolls.json").drags.first)
        #expect(held.view == "list" && held.drags.count == 1)
        #expect(held.drags[0].lift == .zero && held.drags[0].begin == .zero)
        #expect(held.drags[0].release == .milliseconds(1100) && held.drags[0].end == .milliseconds(1100) && held.drags[0].operation == "drop")
        #expect(try Self.timeline("rules/R3-a-full-swipe-performs-the-first-action.json").drags.isEmpty)
    }

    @Test("each trace state reads as the phase a picture draws", arguments: [
        ("possible", RecognizerPhase.possible), ("awaitingFailure", .awaitingFailure), ("began", .recognizing), ("changed", .recognizing),
        ("ended", .succeeded), ("recognized", .succeeded), ("cancelled", .cancelled), ("failed", .failed),
    ])
    func phases(_ state: String, _ phase: RecognizerPhase) {
        #expect(RecognizerPhase(traceState: state) == phase)
    }
}
