/// How touches reach their views: each touch's ``ViewDelivery`` machine, and the touch methods
/// it queues and calls, grouped as UIKit groups them.
extension Window {
    /// A recognizer began or recognized: its touches are cancelled or withheld in their views (A3–A5).
    func recognizerDidWin(_ recognizer: GestureRecognizer) {
        for touch in recognizer.sequenceTouches where touch.viewDelivery.isOpen {
            step(touch, .recognized, cancelsTouches: recognizer.cancelsTouchesInView)
        }
        flushViewDeliveries()
    }

    /// Recognizers that held these touches may have failed: release the ones no longer held (A4, A5).
    ///
    /// The touches are stepped and `candidates` emptied before any touch method is called, so
    /// that the touches whose holds those methods end are noted in it afresh, for the next check.
    func releaseTouches(in candidates: ScratchBuffer<Touch>) {
        candidates.forEachLent(from: 0) { touch in
            if touch.viewDelivery == .held || touch.viewDelivery == .endHeld {
                step(touch, .passEnded)
            }
        }
        candidates.removeAll()
        flushViewDeliveries()
    }

    /// Cancels the touches bound to `view` or its subviews, and its recognizers, before it leaves
    /// the window (D6, G5).
    func viewWillLeaveWindow(_ view: View) {
        for touch in _activeTouches where touch.view?.isDescendant(of: view) == true {
            step(touch, .viewRemoved)
        }
        flushViewDeliveries()
        gestureEnvironment.viewWillLeaveWindow(view)
        gestureEnvironment.runPass()
    }

    /// Moves a touch through ``ViewDelivery/table``, queuing the touch methods the row asks for.
    func step(_ touch: Touch, _ trigger: ViewDelivery.Trigger, cancelsTouches: Bool = false) {
        viewDelivery.run(trigger, log: transitionLog, name: "touch \(touch.id)", state: { touch.viewDelivery }) {
            holds($0, for: touch, cancelsTouches: cancelsTouches)
        } enter: { state, _ in
            touch.viewDelivery = state
        } perform: {
            perform($0, for: touch)
        }
    }

    @inline(__always)
    private func holds(_ condition: ViewDelivery.Guard, for touch: Touch, cancelsTouches: Bool) -> Bool {
        switch condition {
        case .allowedByTouchRules: touch.isAllowedByTouchRules
        case .beganDelayed: gestureEnvironment.delaysBegan(touch)
        case .endedDelayed: gestureEnvironment.delaysEnded(touch)
        case .fingerUp: touch.phase == .ended
        case .cancelsTouches: cancelsTouches
        }
    }

    private func perform(_ action: ViewDelivery.Action, for touch: Touch) {
        switch action {
        case .deliverBegan: deliveries.enqueue(PendingDelivery(method: .touchesBegan, touch: touch))
        case .deliverMoved: deliveries.enqueue(PendingDelivery(method: .touchesMoved, touch: touch))
        case .deliverEnded: deliveries.enqueue(PendingDelivery(method: .touchesEnded, touch: touch))
        case .deliverCancelled: deliveries.enqueue(PendingDelivery(method: .touchesCancelled, touch: touch))
        case .deliverHeldBegan:
            deliveries.enqueue(PendingDelivery(method: .touchesBegan, touch: touch, atTouchDown: true))
            // A touch that moves in the event being delivered gets that move in its turn.
            let movesInThisEvent = isDeliveringEvent && touch.phase == .moved
            if touch.locationInWindow != touch.initialLocationInWindow, !movesInThisEvent {
                deliveries.enqueue(PendingDelivery(method: .touchesMoved, touch: touch))
            }
        }
    }

    /// Calls the queued touch methods, if any; most calls, one per phase of every event, find none.
    func flushViewDeliveries() {
        guard !deliveries.isEmpty else { return }
        callQueuedTouchMethods()
    }

    /// Calls the queued touch methods, grouped by (method, view) in the order first queued, never
    /// moving a touch's call ahead of an earlier call for the same touch.
    ///
    /// A held touchesBegan is delivered with the touch back at its touch-down location, as UIKit
    /// delivers delayed touches (A4); the touch moves back to where it is for what follows.
    ///
    /// Runs for nearly every event, so it builds no arrays: each delivery notes its group's number
    /// in itself, and whether it starts the group, and one group's touches at a time go into
    /// storage kept from flush to flush.
    private func callQueuedTouchMethods() {
        var queued = deliveries.takeGrouped()
        // Touches released by a timer are delivered at its time; during an event, at the event's own.
        if !isDeliveringEvent {
            event.timestamp = clock.now
        }
        var touches = deliveries.groupTouches.takeAll()
        // Groups start in the order of their numbers; a group's deliveries come from its first on.
        for first in queued.indices where queued[first].startsGroup {
            // By index, the fields read where they are: a copy of a delivery retains its touch.
            let group = queued[first].group
            for index in first..<queued.count where queued[index].group == group {
                touches.append(queued[index].touch)
            }
            deliver(queued[first].method, atTouchDown: queued[first].atTouchDown, &touches)
            touches.removeAllKeepingStorage()
        }
        // Emptied before it goes back: a touch holds its view, which may be this window.
        deliveries.groupTouches.putBack(&touches)
        deliveries.giveBackStorage(&queued)
    }

    /// Calls one group's touch method on the view of its touches, `method` as queued; with
    /// `atTouchDown`, a released touchesBegan, shown at the touch-down location (A4).
    private func deliver(_ method: TouchMethod, atTouchDown: Bool, _ touches: inout [Touch]) {
        // A touch method may have changed the scene meanwhile: what was queued for a touch
        // that has since ended in its view is dropped, and a view that left the window while
        // handling a touch hears only that the touch was cancelled (D6), if it heard of it at all.
        // Each removal is asked about first: most deliveries remove nothing.
        if touches.contains(where: \.hasEndedInView) {
            touches.removeAllKeepingStorage(where: \.hasEndedInView)
        }
        guard let view = touches.first?.view else { return }
        let method = view.window === self ? method : .touchesCancelled
        if method != .touchesBegan {
            // A view that never heard of a touch is not told of its end either.
            if method != .touchesMoved {
                touches.forEachLent { touch in
                    if !touch.hasBegunInView { touch.hasEndedInView = true }
                }
            }
            if !touches.allSatisfy(\.hasBegunInView) {
                touches.removeAllKeepingStorage { !$0.hasBegunInView }
            }
        }
        guard !touches.isEmpty else { return }
        switch method {
        case .touchesBegan: touches.forEachLent { $0.hasBegunInView = true }
        case .touchesEnded, .touchesCancelled: touches.forEachLent { $0.hasEndedInView = true }
        case .touchesMoved: break
        }
        // A touch cancelled in its view while the finger is down reads cancelled only during
        // the call, and a held touch-down delivered late reads began, as it did when it happened.
        let shownPhase: Touch.Phase? = method == .touchesCancelled ? .cancelled : (atTouchDown ? .began : nil)
        let saved = deliveries.savedTouchStates.count
        if let shownPhase {
            touches.forEachLent { touch in
                deliveries.savedTouchStates.append(SavedTouchState(location: touch.locationInWindow, previousLocation: touch.previousLocationInWindow, phase: touch.phase))
                if atTouchDown {
                    touch.locationInWindow = touch.initialLocationInWindow
                    touch.previousLocationInWindow = touch.initialLocationInWindow
                }
                touch.phase = shownPhase
            }
        }
        invariantChecker?.viewWillReceive(method, touches, in: view)
        view.receive(method, touches, event, forwarded: false)
        guard shownPhase != nil else { return }
        for (offset, touch) in touches.enumerated() {
            let state = deliveries.savedTouchStates[saved + offset]
            touch.locationInWindow = state.location
            touch.previousLocationInWindow = state.previousLocation
            touch.phase = state.phase
        }
        deliveries.savedTouchStates.removeLast(deliveries.savedTouchStates.count - saved)
    }
}
