import Testing
@testable import GestureArbiter

/// Callbacks that change the scene or send events while the engine is calling them: what UIKit
/// does where it says, and in every case no trap, no broken invariant, and a trace that tells.
@Suite("Re-entrancy")
struct ReentrancyTests {
    /// A recording window whose checker keeps the first violation instead of trapping.
    private func checkedWindow() -> (Window, InvariantChecker) {
        let window = Window.recording()
        window.stopCheckingInvariants()
        return (window, window.startCheckingInvariants(response: .record))
    }

    @Test("an action that sends an event while a pass that code started (a view's removal) carries out its outcome waits for that pass: the tap's held touch is let go, not left held")
    func eventSentFromAPassOutsideAnEvent() throws {
        let (window, checker) = checkedWindow()
        let other = View(frame: Rect(x: 200, y: 0, width: 200, height: 200))
        other.identifier = "other"
        let pinch = PinchGestureRecognizer()
        pinch.identifier = "pinch"
        other.addGestureRecognizer(pinch)
        let pad = RecordingView(id: "pad", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        var padMethods: [TouchMethod] = []
        pad.onTouches = { method, _, _ in padMethods.append(method) }
        var liftRefused: Bool?
        let tap = TapGestureRecognizer { [unowned window] _ in
            // The finger on the removed view lifts, sent from the tap's action.
            do {
                try window.send([TouchInput(id: 1, phase: .ended, location: Point(x: 300, y: 100))], at: window.clock.now)
                liftRefused = false
            } catch {
                liftRefused = true
            }
        }
        tap.identifier = "tap"
        tap.delaysTouchesBegan = true
        tap.require(toFail: pinch)
        pad.addGestureRecognizer(tap)
        window.addSubview(other)
        window.addSubview(pad)
        try window.send(.began(1, 300, 100), at: 0)
        try window.send(.began(3, 50, 50), at: 10)
        try window.send(.ended(3, 50, 50), at: 60)
        #expect(tap.lifecycle == .awaitingFailure)
        window.clock.advance(to: .milliseconds(80))
        // The pinch fails as its view leaves, the tap recognizes, and its action sends the lift.
        other.removeFromSuperview()
        window.checkInvariants()
        #expect(liftRefused == false)
        #expect(tap.lifecycle == .possible)
        #expect(window.activeTouches.isEmpty)
        // Its touch-down was held back for the tap, which recognized: the pad never hears of it.
        #expect(padMethods.isEmpty)
        #expect(checker.violation == nil)
    }

    /// Taps a card whose tap recognizer's delegate, scripted by `script`, may take the card out of
    /// the window mid-question; returns how many times the tap recognized.
    private func tapOnCardWhoseDelegateRemovesIt(
        in window: Window, _ script: (ScriptedDelegate, _ removeCard: @escaping () -> Void) -> Void
    ) throws -> Int {
        var recognized = 0
        let tap = TapGestureRecognizer { _ in recognized += 1 }
        let delegate = ScriptedDelegate()
        tap.delegate = delegate
        let view = card(in: window, tap)
        script(delegate) { view.removeFromSuperview() }
        try window.tap(1, 50, 50, at: 0)
        return recognized
    }

    private func card(in window: Window, id: String = "card", x: Double = 0, _ recognizers: GestureRecognizer...) -> View {
        let view = View(id: id, frame: Rect(x: x, y: 0, width: 200, height: 200))
        recognizers.forEach(view.addGestureRecognizer)
        window.addSubview(view)
        return view
    }

    /// A horizontal drag of touch 1 from (50, 50), 10 pt every 16 ms, lifted at 100 ms.
    private func drag(_ window: Window) throws {
        try window.send(.began(1, 50, 50), at: 0)
        for step in 1...5 {
            try window.send(.moved(1, 50 + Double(step) * 10, 50), at: Double(step) * 16)
        }
        try window.send(.ended(1, 100, 50), at: 100)
    }

    private func gestureLog(_ window: Window) -> [String] {
        window.trace.records.filter { $0.kind == .gesture }.map(\.summary)
    }

    /// The checker's verdict once the scene has settled, with its report as the failure message.
    private func expectSound(_ window: Window, _ checker: InvariantChecker, sourceLocation: SourceLocation = #_sourceLocation) {
        window.clock.advance(by: .seconds(5))
        let settled = window.checkInvariants()
        #expect(settled == nil, "\(settled?.description ?? "")", sourceLocation: sourceLocation)
        #expect(checker.violation == nil, "\(checker.violation?.description ?? "")", sourceLocation: sourceLocation)
        #expect(!window.clock.hasPendingTimers, sourceLocation: sourceLocation)
    }

    // MARK: Changing the scene

    @Test("a pan whose action removes its view mid-gesture is cancelled as removed, and its touch ends once")
    func panRemovesItsView() throws {
        let (window, checker) = checkedWindow()
        let pan = PanGestureRecognizer { recognizer in
            if recognizer.state == .changed { recognizer.view?.removeFromSuperview() }
        }
        let view = card(in: window, pan)
        view.identifier = "card"
        try drag(window)
        #expect(gestureLog(window) == [
            "PanGestureRecognizer began",
            "PanGestureRecognizer changed",
            "PanGestureRecognizer cancelled reason=removed",
            "PanGestureRecognizer possible",
        ])
        #expect(window.touchLog.filter { $0.hasPrefix("card") } == [
            "card touchesBegan touches=[1] tapCount=[1]",
            "card touchesMoved touches=[1]",
            "card touchesCancelled touches=[1]",
        ])
        expectSound(window, checker)
    }

    @Test("an action that disables its own recognizer and a competitor cancels the one and fails the other")
    func actionDisablesRecognizers() throws {
        let (window, checker) = checkedWindow()
        let longPress = LongPressGestureRecognizer { _ in }
        let pan = PanGestureRecognizer { recognizer in
            longPress.isEnabled = false
            recognizer.isEnabled = false
        }
        _ = card(in: window, pan, longPress)
        try drag(window)
        let log = gestureLog(window)
        #expect(log.contains("PanGestureRecognizer cancelled reason=disabled"))
        #expect(log.contains("LongPressGestureRecognizer failed reason=movement"))
        #expect(!log.contains("PanGestureRecognizer changed"))
        expectSound(window, checker)
    }

    @Test("a recognizer added from an action takes part from the next touch on")
    func actionAddsRecognizer() throws {
        let (window, checker) = checkedWindow()
        var added: TapGestureRecognizer?
        var tapsSeen = 0
        let view = card(in: window)
        let pan = PanGestureRecognizer { recognizer in
            guard recognizer.state == .began else { return }
            view.removeGestureRecognizer(recognizer)
            let tap = TapGestureRecognizer { _ in tapsSeen += 1 }
            view.addGestureRecognizer(tap)
            added = tap
        }
        view.addGestureRecognizer(pan)
        try drag(window)
        #expect(view.gestureRecognizers.count == 1 && view.gestureRecognizers.first === added)
        #expect(tapsSeen == 0)
        try window.tap(2, 50, 50, at: 500)
        #expect(tapsSeen == 1)
        expectSound(window, checker)
    }

    @Test("a touch method that removes its view and a sibling: its touch ends once, and the sibling never hears of the touch it had not yet been told of")
    func touchMethodRemovesViews() throws {
        let (window, checker) = checkedWindow()
        let left = RecordingView(id: "left", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let right = RecordingView(id: "right", frame: Rect(x: 200, y: 0, width: 200, height: 200))
        left.consumesTouches = true
        right.consumesTouches = true
        left.onTouches = { method, _, _ in
            if method == .touchesBegan {
                left.removeFromSuperview()
                right.removeFromSuperview()
            }
        }
        window.addSubview(left)
        window.addSubview(right)
        // Both fingers go down in one event: left's touchesBegan runs first and removes right
        // before right has heard of its touch, so right never does.
        try window.send([.began(1, 50, 50), .began(2, 250, 50)], at: .milliseconds(0))
        try window.send([.ended(1, 50, 50), .ended(2, 250, 50)], at: .milliseconds(50))
        #expect(window.touchLog == [
            "left touchesBegan touches=[1] tapCount=[1]",
            "left touchesCancelled touches=[1]",
        ])
        expectSound(window, checker)
    }

    @Test("a delegate that removes the view while asked shouldReceive keeps its recognizer out of the touch")
    func shouldReceiveRemovesView() throws {
        let (window, checker) = checkedWindow()
        let recognized = try tapOnCardWhoseDelegateRemovesIt(in: window) { delegate, removeCard in
            delegate.shouldReceive = { removeCard(); return true }
        }
        #expect(recognized == 0)
        #expect(window.gestureEnvironment.involved.isEmpty)
        expectSound(window, checker)
    }

    @Test("a recognizer that a delegate attaches to an ancestor while asked shouldReceive waits for the next touch-down")
    func shouldReceiveAttachesToAnAncestor() throws {
        let (window, checker) = checkedWindow()
        var recognized: [String] = []
        let inner = TapGestureRecognizer { _ in recognized.append("inner") }
        let outer = TapGestureRecognizer { _ in recognized.append("outer") }
        outer.identifier = "outer"
        let delegate = ScriptedDelegate()
        inner.delegate = delegate
        let view = card(in: window, inner)
        let container = View(id: "container", frame: window.bounds)
        window.addSubview(container)
        container.addSubview(view)
        delegate.shouldReceive = {
            if outer.view == nil { container.addGestureRecognizer(outer) }
            return true
        }
        try window.tap(1, 50, 50, at: 0)
        // The recognizers were gathered when the finger went down: the outer tap was not among them.
        #expect(recognized == ["inner"])
        #expect(!gestureLog(window).contains { $0.hasPrefix("outer") })
        try window.tap(2, 50, 50, at: 1000)
        // At the next touch-down it is: the inner tap, recognizing first, prevents it.
        #expect(recognized == ["inner", "inner"])
        #expect(gestureLog(window) == [
            "TapGestureRecognizer recognized", "TapGestureRecognizer possible",
            "TapGestureRecognizer recognized", "outer failed reason=prevented", "TapGestureRecognizer possible", "outer possible",
        ])
        expectSound(window, checker)
    }

    @Test("a delegate that takes its recognizer away while asked whether it shares a new finger: it is cancelled and freed, and the other pan takes the finger")
    func shouldRecognizeSimultaneouslyRemovesItsRecognizer() throws {
        let (window, checker) = checkedWindow()
        let container = View(id: "container", frame: window.bounds)
        window.addSubview(container)
        let view = card(in: window)
        container.addSubview(view)
        let outer = PanGestureRecognizer { _ in }
        outer.identifier = "outer"
        container.addGestureRecognizer(outer)
        let delegate = ScriptedDelegate()
        weak var inner: PanGestureRecognizer?
        do {
            let pan = PanGestureRecognizer { _ in }
            pan.identifier = "inner"
            pan.delegate = delegate
            view.addGestureRecognizer(pan)
            inner = pan
        }
        var takesItAway = false
        delegate.shouldRecognizeSimultaneously = {
            if takesItAway, let inner { view.removeGestureRecognizer(inner) }
            return true
        }
        try window.send(.began(1, 50, 50), at: 0)
        try window.send(.moved(1, 80, 50), at: 16)
        #expect(gestureLog(window) == ["inner began", "outer began"])
        // The outer pan, asking whether it may share finger 2 with the inner one, which watches it
        // already, asks the inner pan's delegate: its removal ends a pass inside that question.
        takesItAway = true
        try window.send(.began(2, 100, 100), at: 32)
        #expect(inner == nil)
        #expect(window.gestureEnvironment.involved.map(\.traceName) == ["outer"])
        #expect(gestureLog(window) == ["inner began", "outer began", "inner cancelled reason=removed", "inner possible"])
        try window.send(.moved(1, 90, 50), .moved(2, 110, 100), at: 48)
        try window.send(.ended(1, 90, 50), .ended(2, 110, 100), at: 64)
        #expect(gestureLog(window).suffix(3) == ["outer changed", "outer ended", "outer possible"])
        expectSound(window, checker)
    }

    @Test("a delegate that removes the view while asked shouldBegin: the tap recognizes within the same pass, its touch cancelled")
    func shouldBeginRemovesView() throws {
        let (window, checker) = checkedWindow()
        let recognized = try tapOnCardWhoseDelegateRemovesIt(in: window) { delegate, removeCard in
            delegate.shouldBegin = { removeCard(); return true }
        }
        #expect(recognized == 1)
        #expect(gestureLog(window) == ["TapGestureRecognizer recognized", "TapGestureRecognizer possible"])
        #expect(window.touchLog.filter { $0.hasPrefix("card") } == [
            "card touchesBegan touches=[1] tapCount=[1]",
            "card touchesCancelled touches=[1]",
        ])
        expectSound(window, checker)
    }

    @Test("a scroll delegate that toggles delaysContentTouches, cancels a drag by disabling scrolling, and removes the scroll view mid-glide")
    func scrollDelegateChangesTheScene() throws {
        let (window, checker) = checkedWindow()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        scroll.contentSize = Size(width: 400, height: 3000)
        let delegate = ScriptedScrollDelegate()
        scroll.delegate = delegate
        var scrolls = 0
        var offsetWhenRemoved: Point?
        delegate.didScroll = {
            scrolls += 1
            scroll.delaysContentTouches.toggle()
            if scrolls == 2 {
                scroll.isScrollEnabled = false
                scroll.isScrollEnabled = true
            }
            if scrolls == 12 {
                scroll.removeFromSuperview()
                offsetWhenRemoved = scroll.contentOffset
            }
        }
        window.addSubview(scroll)
        // The first drag is cancelled at its second scroll; the second is flicked and glides.
        for (touch, start) in [(1, 0.0), (2, 1000.0)] {
            try window.send(.began(touch, 100, 600), at: start)
            for step in 1...5 {
                try window.send(.moved(touch, 100, 600 - Double(step) * 40), at: start + Double(step) * 16)
            }
            try window.send(.ended(touch, 100, 400), at: start + 90)
        }
        window.clock.advance(by: .seconds(1))
        #expect(gestureLog(window).filter { $0.contains("cancelled") } == ["ScrollView.pan cancelled reason=disabled"])
        #expect(scrolls == 12)
        #expect(scroll.window == nil)
        #expect(scroll.contentOffset == offsetWhenRemoved)
        #expect(scroll.motion == .idle)
        expectSound(window, checker)
    }

    @Test("a button whose touchDown handler removes its scroll view sends touchCancel, and the next touch goes to the window")
    func buttonRemovesItsScrollView() throws {
        let (window, checker) = checkedWindow()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        scroll.contentSize = Size(width: 400, height: 3000)
        let button = Button(frame: Rect(x: 50, y: 100, width: 200, height: 60))
        var events: [String] = []
        button.logEvents(.allEvents) { _, event in events.append(event.description) }
        button.addAction(Action { _ in scroll.removeFromSuperview() }, for: .touchDown)
        scroll.addSubview(button)
        window.addSubview(scroll)
        try window.tap(1, 100, 120, at: 0)
        try window.tap(2, 100, 120, at: 1000)
        #expect(events == ["touchDown", "touchCancel"])
        #expect(window.touchLog.last == "window touchesEnded touches=[2]")
        expectSound(window, checker)
    }

    // MARK: Sending events

    @Test("an event sent from an action waits for the event being handled and is delivered right after it, at the same time")
    func actionSendsEvent() throws {
        let (window, checker) = checkedWindow()
        var sent = false
        let tap = TapGestureRecognizer { _ in
            guard !sent else { return }
            sent = true
            #expect(throws: Never.self) { try window.send([.began(5, 60, 60)], at: window.clock.now) }
            // Not delivered yet: the event that recognized the tap is still being handled.
            #expect(!window.activeTouches.contains { $0.id == 5 })
        }
        _ = card(in: window, tap)
        try window.tap(1, 50, 50, at: 0)
        #expect(window.activeTouches.map(\.id) == [5])
        let cardLog = window.touchLog.filter { $0.hasPrefix("card") }
        #expect(cardLog == [
            "card touchesBegan touches=[1] tapCount=[1]",
            "card touchesCancelled touches=[1]",
            "card touchesBegan touches=[5] tapCount=[2]",
        ])
        #expect(window.trace.records.last { $0.kind == .touches }?.time == .milliseconds(50))
        try window.send(.ended(5, 60, 60), at: 100)
        expectSound(window, checker)
    }

    @Test("an event sent from a callback at another time is refused: a callback runs at one instant")
    func callbackSendsAtAnotherTime() throws {
        let (window, checker) = checkedWindow()
        var refusal: TouchInputError?
        let tap = TapGestureRecognizer { _ in
            do throws(TouchInputError) {
                try window.send([.began(5, 60, 60)], at: window.clock.now + .milliseconds(10))
            } catch {
                refusal = error
            }
        }
        _ = card(in: window, tap)
        try window.tap(1, 50, 50, at: 0)
        #expect(refusal == .sentFromCallbackAtAnotherTime(now: .milliseconds(50), requested: .milliseconds(60)))
        #expect(window.activeTouches.isEmpty)
        expectSound(window, checker)
    }

    @Test("an event sent from a callback is checked against the touches it will meet: a finger lifting now cannot move")
    func callbackSendsInvalidEvent() throws {
        let (window, checker) = checkedWindow()
        var refusal: TouchInputError?
        let tap = TapGestureRecognizer { _ in
            do throws(TouchInputError) {
                try window.send([.moved(1, 70, 70)], at: window.clock.now)
            } catch {
                refusal = error
            }
        }
        _ = card(in: window, tap)
        try window.tap(1, 50, 50, at: 0)
        #expect(refusal == .touchNotBegun(id: 1, phase: .moved))
        expectSound(window, checker)
    }

    @Test("events sent from a long press's timer are delivered in order once the timer's pass has finished")
    func timerActionSendsEvents() throws {
        let (window, checker) = checkedWindow()
        let longPress = LongPressGestureRecognizer { recognizer in
            guard recognizer.state == .began else { return }
            recognizer.view?.removeFromSuperview()
            try? window.send([.began(9, 300, 300)], at: window.clock.now)
            try? window.send([.moved(9, 310, 300)], at: window.clock.now)
        }
        _ = card(in: window, longPress)
        try window.send(.began(1, 50, 50), at: 0)
        try window.send(.ended(1, 50, 50), at: 1000)
        #expect(gestureLog(window) == [
            "LongPressGestureRecognizer began",
            "LongPressGestureRecognizer cancelled reason=removed",
            "LongPressGestureRecognizer possible",
        ])
        #expect(window.touchLog.filter { $0.hasPrefix("window") && !$0.contains("forwarded") } == [
            "window touchesBegan touches=[9] tapCount=[1]",
            "window touchesMoved touches=[9]",
        ])
        #expect(window.activeTouches.map(\.id) == [9])
        try window.send(.ended(9, 310, 300), at: 1100)
        expectSound(window, checker)
    }

    /// The embedder's timer runs while the window advances its clock to the move, after the move
    /// was checked; the event it sends is refused there. The move is delivered as it was checked.
    @Test("an event refused in the embedder's own timer, while the window advances to another event, leaves that event as it was")
    func refusedEventFromEmbedderTimerDuringSend() throws {
        let (window, checker) = checkedWindow()
        _ = card(in: window)
        try window.send(.began(1, 50, 50), at: 0)
        var refusal: TouchInputError?
        window.scheduleTimer(named: "embedder", owner: "host", after: .milliseconds(40)) {
            do throws(TouchInputError) {
                try window.send([.moved(7, 60, 60)], at: window.clock.now)
            } catch {
                refusal = error
            }
        }
        try window.send(.moved(1, 70, 50), at: 100)
        #expect(refusal == .touchNotBegun(id: 7, phase: .moved))
        #expect(window.activeTouches.map(\.locationInWindow) == [Point(x: 70, y: 50)])
        #expect(window.touchLog.last { $0.hasPrefix("card") } == "card touchesMoved touches=[1]")
        try window.send(.ended(1, 70, 50), at: 120)
        expectSound(window, checker)
    }

    @Test("an event sent from the embedder's own timer is delivered as soon as the timer's action returns, at the timer's time")
    func embedderTimerSendsEvent() throws {
        let (window, checker) = checkedWindow()
        _ = card(in: window)
        window.scheduleTimer(named: "embedder", owner: "host", after: .milliseconds(40)) {
            #expect(throws: Never.self) { try window.send([.began(3, 50, 50)], at: window.clock.now) }
            #expect(window.activeTouches.isEmpty)
        }
        window.clock.advance(to: .milliseconds(100))
        #expect(window.activeTouches.map(\.id) == [3])
        #expect(window.touchLog.first == "card touchesBegan touches=[3] tapCount=[1]")
        #expect(window.trace.records.first { $0.event == "touchesBegan" }?.time == .milliseconds(40))
        try window.send(.ended(3, 50, 50), at: 120)
        expectSound(window, checker)
    }
}

/// A gesture delegate whose answers are closures, so that a test can change the scene from them.
private final class ScriptedDelegate: GestureRecognizerDelegate {
    var shouldBegin: () -> Bool = { true }
    var shouldReceive: () -> Bool = { true }
    var shouldRecognizeSimultaneously: () -> Bool = { false }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { shouldBegin() }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { shouldReceive() }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        shouldRecognizeSimultaneously()
    }
}

/// A scroll view delegate that runs a closure on every scroll.
private final class ScriptedScrollDelegate: ScrollViewDelegate {
    var didScroll: () -> Void = {}

    func scrollViewDidScroll(_ scrollView: ScrollView) { didScroll() }
}
