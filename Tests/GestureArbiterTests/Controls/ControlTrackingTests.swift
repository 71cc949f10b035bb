import Testing
@testable import GestureArbiter

/// A 200 × 100 button "button" at (100, 100) in the window: its bounds span x 100–300 and
/// y 100–200 in window points, and with the 70 pt slop a tracked finger is inside from x 30 to
/// 370 and from y 30 to 270, edges included.
private func buttonScene() -> ControlScene<Button> {
    ControlScene(Button(frame: Rect(x: 100, y: 100, width: 200, height: 100)), id: "button")
}

/// A hook-recording control with the same frame, whose events are interleaved with its hooks in `hooks`.
private func hookScene() -> ControlScene<HookRecordingControl> {
    let scene = ControlScene(HookRecordingControl(frame: Rect(x: 100, y: 100, width: 200, height: 100)), id: "control")
    scene.control.logEvents(.allEvents) { control, event in
        (control as? HookRecordingControl)?.hooks.append(event.name)
    }
    return scene
}

/// The four sides of the button, each with the window point 70 pt and 70.5 pt beyond it, level
/// with the middle of the side.
private let sides: [(name: String, at70: (Double, Double), at70half: (Double, Double))] = [
    ("left", (30, 150), (29.5, 150)),
    ("right", (370, 150), (370.5, 150)),
    ("top", (200, 30), (200, 29.5)),
    ("bottom", (200, 270), (200, 270.5)),
]

@Suite("Control tracking")
struct ControlTrackingTests {
    // MARK: The table

    @Test("the tracking table handles every situation exactly once and reaches every state")
    func tableIsSound() {
        let table = ControlTracking.table
        #expect(table.unhandledSituations.isEmpty, "\(table.unhandledSituations)")
        #expect(table.ambiguousSituations.isEmpty, "\(table.ambiguousSituations)")
        #expect(table.unreachableStates.isEmpty, "\(table.unreachableStates)")
    }

    // MARK: C1, C2: a tap

    @Test("a tap on a button sends touchDown, then touchUpInside and primaryActionTriggered, traced under its id")
    func tap() throws {
        let scene = buttonScene()
        try scene.window.tap(1, 200, 150, at: 0)

        #expect(scene.controlLog == ["button touchDown", "button touchUpInside", "button primaryActionTriggered"])
        #expect(scene.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(scene.control.tracking == .idle)
        #expect(!scene.window.clock.hasPendingTimers)
    }

    @Test("a button is tracking and highlighted with the finger inside; neither once the touch is over (C1)")
    func flagsWhileTracking() throws {
        let scene = buttonScene()
        var seen: [String] = []
        scene.control.logEvents(.allEvents) { control, event in
            seen.append("\(event.name) tracking=\(control.isTracking) highlighted=\(control.isHighlighted) inside=\(control.isTouchInside)")
        }
        try scene.window.send(.began(1, 200, 150), at: 0)
        #expect(scene.control.isTracking && scene.control.isHighlighted && scene.control.isTouchInside)
        try scene.window.send(.moved(1, 380, 150), at: 16)
        #expect(scene.control.isTracking && !scene.control.isHighlighted && !scene.control.isTouchInside)
        try scene.window.send(.moved(1, 250, 150), at: 32)
        try scene.window.send(.ended(1, 250, 150), at: 48)

        #expect(seen == [
            "touchDown tracking=true highlighted=true inside=true",
            "touchDragOutside tracking=true highlighted=false inside=false",
            "touchDragExit tracking=true highlighted=false inside=false",
            "touchDragInside tracking=true highlighted=true inside=true",
            "touchDragEnter tracking=true highlighted=true inside=true",
            // The lift's handlers still read where the finger lifted; tracking is over.
            "touchUpInside tracking=false highlighted=false inside=true",
            "primaryActionTriggered tracking=false highlighted=false inside=true",
        ])
        #expect(!scene.control.isTracking && !scene.control.isHighlighted && !scene.control.isTouchInside)
        #expect(scene.control.currentTouch == nil)
    }

    @Test("the hooks come in UIKit's order around the events: beginTracking before touchDown, continueTracking before the drag, endTracking before the touch-up")
    func hookOrder() throws {
        let scene = hookScene()
        try scene.window.send(.began(1, 200, 150), at: 0)
        try scene.window.send(.moved(1, 210, 150), at: 16)
        try scene.window.send(.ended(1, 210, 150), at: 32)

        #expect(scene.control.hooks == ["beginTracking", "touchDown", "continueTracking", "touchDragInside", "endTracking", "touchUpInside"])
    }

    @Test("a plain control has no primary action: its touchUpInside comes alone")
    func plainControlHasNoPrimaryAction() throws {
        let scene = hookScene()
        try scene.window.tap(1, 200, 150, at: 0)
        #expect(scene.controlLog == ["control touchDown", "control touchUpInside"])
    }

    // MARK: C2: the 70 pt slop

    @Test("a finger 70 pt beyond a side is still inside; 70.5 pt beyond it drags outside with touchDragExit", arguments: sides.map(\.name))
    func slopBoundary(_ side: String) throws {
        let points = try #require(sides.first { $0.name == side })
        let scene = buttonScene()
        try scene.window.send(.began(1, 200, 150), at: 0)
        try scene.window.send(.moved(1, points.at70.0, points.at70.1), at: 16)
        #expect(scene.events == ["touchDown", "touchDragInside"])
        #expect(scene.control.tracking == .trackingInside)

        try scene.window.send(.moved(1, points.at70half.0, points.at70half.1), at: 32)
        // Both events of the crossing, in UIKit's bit order: the drag, then the exit.
        #expect(scene.events == ["touchDown", "touchDragInside", "touchDragOutside", "touchDragExit"])
        #expect(scene.control.tracking == .trackingOutside)
        #expect(!scene.control.isHighlighted)
    }

    @Test("a lift 70 pt beyond a side is touchUpInside; 70.5 pt beyond it is touchUpOutside", arguments: sides.map(\.name))
    func liftAtSlopBoundary(_ side: String) throws {
        let points = try #require(sides.first { $0.name == side })
        let inside = buttonScene()
        try inside.window.send(.began(1, 200, 150), at: 0)
        try inside.window.send(.ended(1, points.at70.0, points.at70.1), at: 50)
        #expect(inside.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])

        let outside = buttonScene()
        try outside.window.send(.began(1, 200, 150), at: 0)
        try outside.window.send(.ended(1, points.at70half.0, points.at70half.1), at: 50)
        #expect(outside.events == ["touchDown", "touchUpOutside"])
    }

    @Test("dragging out, on, and back in sends touchDragOutside while out and touchDragEnter on the way back; the lift is then inside")
    func dragExitAndEnter() throws {
        let scene = buttonScene()
        try scene.window.send(.began(1, 200, 150), at: 0)
        try scene.window.send(.moved(1, 200, 300), at: 16) // 100 pt below the bottom: out
        try scene.window.send(.moved(1, 200, 320), at: 32) // still out
        try scene.window.send(.moved(1, 200, 270), at: 48) // exactly 70 pt below: back in
        try scene.window.send(.ended(1, 200, 270), at: 64)

        #expect(scene.controlLog == [
            "button touchDown",
            "button touchDragOutside", "button touchDragExit",
            "button touchDragOutside",
            "button touchDragInside", "button touchDragEnter",
            "button touchUpInside", "button primaryActionTriggered",
        ])
    }

    @Test("a finger that drags out and lifts outside sends touchUpOutside and no primary action")
    func upOutside() throws {
        let scene = buttonScene()
        try scene.window.send(.began(1, 200, 150), at: 0)
        try scene.window.send(.moved(1, 200, 400), at: 16)
        try scene.window.send(.ended(1, 200, 400), at: 32)

        #expect(scene.events == ["touchDown", "touchDragOutside", "touchDragExit", "touchUpOutside"])
    }

    // MARK: C2: touchDownRepeat

    @Test("the second touch-down of a double tap sends touchDownRepeat after its touchDown")
    func touchDownRepeat() throws {
        let scene = buttonScene()
        try scene.window.tap(1, 200, 150, at: 0)
        try scene.window.tap(2, 202, 151, at: 200) // 150 ms after the lift, 2 pt away: tap count 2

        #expect(scene.events == [
            "touchDown", "touchUpInside", "primaryActionTriggered",
            "touchDown", "touchDownRepeat", "touchUpInside", "primaryActionTriggered",
        ])
    }

    @Test("a touch-down too late after the last lift is a first tap again: no touchDownRepeat")
    func noRepeatAfterGap() throws {
        let scene = buttonScene()
        try scene.window.tap(1, 200, 150, at: 0)
        try scene.window.tap(2, 200, 150, at: 451) // 401 ms after the lift: beyond 350 ms

        #expect(!scene.events.contains("touchDownRepeat"))
    }

    // MARK: C1, C2: cancellation

    @Test("a cancelled touch calls cancelTracking and sends touchCancel, and nothing more")
    func cancelledTouch() throws {
        let scene = hookScene()
        try scene.window.send(.began(1, 200, 150), at: 0)
        try scene.window.send(.cancelled(1, 200, 150), at: 16)

        #expect(scene.control.hooks == ["beginTracking", "touchDown", "cancelTracking", "touchCancel"])
        #expect(scene.control.tracking == .idle)
        #expect(!scene.control.isHighlighted)
    }

    @Test("a control removed from the window mid-touch gets touchesCancelled and sends touchCancel (D6)")
    func removedFromWindow() throws {
        let scene = buttonScene()
        try scene.window.send(.began(1, 200, 150), at: 0)
        scene.control.removeFromSuperview()

        #expect(scene.controlLog == ["button touchDown", "button touchCancel"])
        #expect(scene.control.tracking == .idle)
        // The rest of the touch reaches nobody.
        try scene.window.send(.ended(1, 200, 150), at: 50)
        #expect(scene.events == ["touchDown", "touchCancel"])
    }

    @Test("a button removed by its own touchUpInside handler finishes the touch without more events")
    func removedByHandler() throws {
        let scene = buttonScene()
        scene.control.addAction(Action { action in
            (action.sender as? View)?.removeFromSuperview()
        }, for: .touchUpInside)
        try scene.window.tap(1, 200, 150, at: 0)

        #expect(scene.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(scene.control.tracking == .idle)
    }

    @Test("a button removed by its own touchDown handler sends touchCancel, and the rest of the touch-down (touchDownRepeat) is dropped")
    func removedByTouchDownHandler() throws {
        let scene = buttonScene()
        try scene.window.tap(1, 200, 150, at: 0)
        scene.control.addAction(Action { action in
            (action.sender as? View)?.removeFromSuperview()
        }, for: .touchDown)
        try scene.window.send(.began(2, 200, 150), at: 200) // tap count 2

        #expect(scene.events == ["touchDown", "touchUpInside", "primaryActionTriggered", "touchDown", "touchCancel"])
        #expect(scene.control.tracking == .idle)
        #expect(scene.control.window == nil)
    }

    @Test("an ancestor's pan that begins cancels the button's touch: touchCancel, no touch-up (A3)")
    func cancelledByRecognizer() throws {
        let scene = buttonScene()
        let pan = scene.attach(PanGestureRecognizer(), "pan", to: scene.box)
        try scene.window.send(.began(1, 200, 150), at: 0)
        try scene.window.send(.moved(1, 220, 150), at: 16) // 20 pt: the pan begins; a button does not refuse pans
        try scene.window.send(.ended(1, 220, 150), at: 32)

        #expect(scene.events == ["touchDown", "touchCancel"])
        #expect(scene.gestureLog == ["pan began", "pan ended"])
        #expect(pan.state == .possible)
    }

    // MARK: C1: the hooks' answers

    @Test("a control whose beginTracking answers false sends nothing for the touch and still keeps it")
    func beginTrackingDeclined() throws {
        let scene = hookScene()
        scene.control.agreesToBegin = false
        try scene.window.send(.began(1, 200, 150), at: 0)
        try scene.window.send(.moved(1, 500, 150), at: 16)
        try scene.window.send(.ended(1, 500, 150), at: 32)

        #expect(scene.control.hooks == ["beginTracking"])
        #expect(scene.controlLog.isEmpty)
        #expect(scene.boxTouches.isEmpty) // consumed, not forwarded
        #expect(scene.control.tracking == .idle)
    }

    @Test("a continueTracking that answers false stops tracking: no more events and no endTracking")
    func continueTrackingDeclined() throws {
        let scene = hookScene()
        scene.control.movesAgreed = 1
        try scene.window.send(.began(1, 200, 150), at: 0)
        try scene.window.send(.moved(1, 210, 150), at: 16)
        try scene.window.send(.moved(1, 220, 150), at: 32) // declined here
        #expect(!scene.control.isTracking)
        try scene.window.send(.moved(1, 230, 150), at: 48)
        try scene.window.send(.ended(1, 230, 150), at: 64)

        #expect(scene.control.hooks == ["beginTracking", "touchDown", "continueTracking", "touchDragInside", "continueTracking"])
        #expect(scene.boxTouches.isEmpty)
    }

    // MARK: Consuming touches

    @Test("a control consumes its touches: no touch method is forwarded to its superview")
    func consumesTouches() throws {
        let scene = buttonScene()
        try scene.window.send(.began(1, 200, 150), at: 0)
        try scene.window.send(.moved(1, 210, 150), at: 16)
        try scene.window.send(.ended(1, 210, 150), at: 32)

        #expect(scene.boxTouches.isEmpty)
        #expect(scene.window.touchLog == ["button touchesBegan touches=[1] tapCount=[1]", "button touchesMoved touches=[1]", "button touchesEnded touches=[1]"])
    }

    @Test("a control follows its first touch only: a second finger's moves and lift change nothing")
    func firstTouchOnly() throws {
        let scene = buttonScene()
        scene.control.isMultipleTouchEnabled = true
        try scene.window.send(.began(1, 200, 150), at: 0)
        try scene.window.send(.began(2, 150, 150), at: 16)
        try scene.window.send(.moved(2, 500, 150), at: 32)
        try scene.window.send(.ended(2, 500, 150), at: 48)
        #expect(scene.events == ["touchDown"])
        #expect(scene.control.isTracking)
        try scene.window.send(.ended(1, 200, 150), at: 64)

        #expect(scene.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(scene.boxTouches.isEmpty)
    }

    // MARK: Disabled controls

    @Test("a disabled control is still the hit-test view, sends nothing, and passes every phase to its superview")
    func disabledPassesTouchesOn() throws {
        let scene = hookScene()
        scene.control.isEnabled = false
        try scene.window.send(.began(1, 200, 150), at: 0)
        try scene.window.send(.moved(1, 210, 150), at: 16)
        try scene.window.send(.ended(1, 210, 150), at: 32)

        #expect(scene.control.hooks.isEmpty)
        #expect(scene.controlLog.isEmpty)
        #expect(scene.boxTouches == ["touchesBegan [1]", "touchesMoved [1]", "touchesEnded [1]"])
        #expect(scene.window.touchLog.prefix(2) == ["control touchesBegan touches=[1] tapCount=[1]", "box touchesBegan touches=[1] tapCount=[1] forwarded=true"])
        #expect(scene.control.tracking == .idle)
    }

    @Test("disabling a control while it tracks calls cancelTracking with no event and sends nothing more")
    func disabledWhileTracking() throws {
        let scene = hookScene()
        try scene.window.send(.began(1, 200, 150), at: 0)
        scene.control.isEnabled = false
        #expect(!scene.control.isTracking && !scene.control.isHighlighted)
        try scene.window.send(.moved(1, 210, 150), at: 16)
        try scene.window.send(.ended(1, 210, 150), at: 32)

        #expect(scene.control.hooks == ["beginTracking", "touchDown", "cancelTracking(nil)"])
        // The rest of the touch is kept: it began on an enabled control.
        #expect(scene.boxTouches.isEmpty)
        // Enabled again, it tracks the next touch.
        scene.control.isEnabled = true
        try scene.window.tap(2, 200, 150, at: 1000)
        #expect(scene.controlLog == ["control touchDown", "control touchDown", "control touchUpInside"])
    }

    // MARK: Actions

    @Test("sendActions(for:) sends each event of the set in bit order, traced like a touch's")
    func sendActionsInBitOrder() {
        let scene = buttonScene()
        scene.control.sendActions(for: [.valueChanged, .touchUpInside, .touchDown])
        #expect(scene.controlLog == ["button touchDown", "button touchUpInside", "button valueChanged"])
        #expect(scene.events == ["touchDown", "touchUpInside", "valueChanged"])
    }

    @Test("actions run in the order added, once per event they were added for, with the control as sender while they run, until removed")
    func actions() {
        let button = Button(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        button.identifier = "button"
        var calls: [String] = []
        let first = Action(title: "first") { action in calls.append("first from \((action.sender as? View)?.traceName ?? "nobody")") }
        button.addAction(first, for: [.touchDown, .touchUpInside])
        button.addAction(Action { _ in calls.append("second") }, for: .touchUpInside)
        button.sendActions(for: [.touchDown, .touchUpInside])
        button.removeAction(first, for: .touchDown)
        button.sendActions(for: [.touchDown, .touchUpInside])
        button.removeAction(first, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)

        #expect(calls == ["first from button", "first from button", "second", "first from button", "second", "second"])
        #expect(first.sender == nil && button.actions(for: .allEvents).count == 1)
    }

    @Test("an action with the identifier of one already added replaces it, and adding the same action again joins its events")
    func actionsAreUniquedByIdentifier() {
        let button = Button(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var calls: [String] = []
        let like = Action.Identifier("like")
        button.addAction(Action(identifier: like) { _ in calls.append("old") }, for: .touchUpInside)
        button.addAction(Action(identifier: like) { _ in calls.append("new") }, for: .touchUpInside)
        let shared = Action { _ in calls.append("shared") }
        button.addAction(shared, for: .touchDown)
        button.addAction(shared, for: .touchUpInside)
        button.sendActions(for: [.touchDown, .touchUpInside])
        button.removeAction(identifiedBy: like, for: .allEvents)
        button.sendActions(for: .touchUpInside)

        #expect(calls == ["shared", "new", "shared", "shared"])
    }

    @available(*, deprecated, message: "tests the deprecated addAction(for:_:)")
    @Test("the deprecated addAction(for:_:) still hands its closure the control and each event, until removeAction(_:)")
    func deprecatedHandlers() {
        let button = Button(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var calls: [String] = []
        let first = button.addAction(for: [.touchDown, .touchUpInside]) { control, event in calls.append("\(control === button) \(event.name)") }
        button.sendActions(for: [.touchDown, .touchUpInside])
        button.removeAction(first)
        button.sendActions(for: .touchUpInside)

        #expect(calls == ["true touchDown", "true touchUpInside"])
    }

    @Test("an action that removes another, or adds one, changes the actions from the next event on")
    func actionsChangedByAnAction() {
        let button = Button(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var calls: [String] = []
        var second: Action?
        button.addAction(Action { action in
            calls.append("first")
            if let removed = second, let control = action.sender as? Control {
                control.removeAction(removed, for: .touchUpInside)
                second = nil
                control.addAction(Action { _ in calls.append("third") }, for: .touchUpInside)
            }
        }, for: .touchUpInside)
        second = Action { _ in calls.append("second") }
        button.addAction(second!, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchUpInside)

        #expect(calls == ["first", "second", "first", "third"])
    }

    @Test("event names are UIKit's, in bit order")
    func eventNames() {
        #expect(Control.Events.allEvents.names == [
            "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
            "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered",
        ])
        #expect(Control.Events.touchUpInside.rawValue == 1 << 6)
        #expect(Control.Events.valueChanged.rawValue == 1 << 12)
    }

    @Test("the slop test includes the grown rectangle's edges on every side")
    func slopIsClosed() {
        let button = Button(frame: Rect(x: 100, y: 100, width: 200, height: 100))
        #expect(Control.trackingSlop == 70)
        #expect(button.isWithinTrackingSlop(Point(x: -70, y: -70)))
        #expect(button.isWithinTrackingSlop(Point(x: 270, y: 170)))
        #expect(!button.isWithinTrackingSlop(Point(x: 270.5, y: 0)))
        #expect(!button.isWithinTrackingSlop(Point(x: 0, y: -70.5)))
    }

    // MARK: Touches that begin while the control finishes

    @Test("a second finger's touchesBegan, released to the button by its own touchUpInside handler, is ignored: the button follows its first touch only")
    func touchBeganWhileFinishing() throws {
        let scene = buttonScene()
        scene.control.isMultipleTouchEnabled = true
        // Holds back the touch-down of finger 2 only, until the handler turns it off.
        let holder = PanGestureRecognizer()
        holder.delaysTouchesBegan = true
        let onlySecondFinger = TouchFilter { $0.id == 2 }
        holder.delegate = onlySecondFinger
        scene.control.addGestureRecognizer(holder)
        scene.control.addAction(Action { _ in holder.isEnabled = false }, for: .touchUpInside)

        try scene.window.send(.began(1, 150, 150), at: 0)
        try scene.window.send(.began(2, 250, 150), at: 10)
        try scene.window.send(.ended(1, 150, 150), at: 20)
        try scene.window.send(.ended(2, 250, 150), at: 30)

        #expect(scene.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(scene.control.tracking == .idle)
    }
}

/// A delegate that lets its recognizer receive only the touches `accepts` picks.
private final class TouchFilter: GestureRecognizerDelegate {
    let accepts: (Touch) -> Bool

    init(_ accepts: @escaping (Touch) -> Bool) {
        self.accepts = accepts
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        accepts(touch)
    }
}
