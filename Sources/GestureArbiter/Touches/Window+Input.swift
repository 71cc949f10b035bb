/// The touch input a window accepts: every finger of an event checked against
/// ``TouchLifecycle`` before anything changes, and new fingers bound to their views.
extension Window {
    /// Looks each input up in ``TouchLifecycle/table`` against the fingers that are down, or
    /// against `deferredTouches` for an event that waits; any refusal refuses the whole event.
    /// Each input accepted is written to `transitions` with the index of its row among the
    /// table's rows; what a refused event leaves there is not to be read. An accepted event that
    /// is not waiting and puts a touch down ends a wheel drag first (P3,
    /// ``endWheelScroll(before:at:)``), the one thing this check may change.
    ///
    /// The fingers are named by a dictionary only for an event that waits; the fingers that are
    /// down are read from the window.
    func validate(_ inputs: [TouchInput], at time: VirtualTime, against deferredTouches: [Int: FingerState]? = nil, into transitions: ScratchBuffer<ValidatedInput>) throws(TouchInputError) {
        guard !inputs.isEmpty else { throw .noTouches }
        guard time >= lastInputStamp else { throw .stampedBeforePreviousEvent(previous: lastInputStamp, requested: time) }
        guard time >= clock.now || clock.now - time <= Window.maximumInputLag else { throw .timeWentBackward(now: clock.now, requested: time) }
        if hasHadTouchOfAnotherType || inputs.contains(where: { $0.type != .direct }) {
            try checkTypes(of: inputs, countingDeferredEvents: deferredTouches != nil)
            // The wheel's touch is not a finger's: a host of fingers alone never comes here.
            if deferredTouches == nil {
                endWheelScroll(before: inputs, at: time)
            }
        }
        transitions.removeAll()
        for (index, input) in inputs.enumerated() {
            if inputs[..<index].contains(where: { $0.id == input.id }) {
                throw .touchListedTwice(id: input.id)
            }
            guard input.location.isFinite else { throw .locationNotFinite(id: input.id) }
            let touch = if let deferredTouches { deferredTouches[input.id] } else { currentTouch(id: input.id) }
            let decision = touchLifecycle.lookUp(touch?.state ?? .notBegun, on: input.phase) { condition in
                switch condition {
                case .locationUnchanged: touch?.location == input.location
                }
            }
            switch decision {
            case let .transition(row):
                transitions.append((input, row))
            case .ignored:
                continue
            case .refused(.neverBegan), .refused(.alreadyLifted):
                if deferredTouches == nil, let lift = recentLifts.lastEnd(ofTouch: input.id) {
                    throw .touchNotDown(id: input.id, phase: input.phase, liftedAt: lift.time, wasCancelled: lift.cancelled)
                }
                throw .touchNotBegun(id: input.id, phase: input.phase)
            case .refused(.alreadyDown):
                throw .touchAlreadyBegan(id: input.id)
            case .refused(.stationaryButMoved):
                throw .stationaryTouchMoved(id: input.id)
            }
        }
    }

    /// A finger that is down, with its phase and location, as an event is checked against it.
    typealias FingerState = (state: TouchLifecycle.State, location: Point)

    /// The finger with this id as it is now, if it is down.
    private func currentTouch(id: Int) -> FingerState? {
        activeTouch(id: id).map { (TouchLifecycle.State($0.phase), $0.locationInWindow) }
    }

    /// Refuses input that gives a touch another type than the one it began with, and a pointer
    /// touch that begins while another is down or beside another in the same event: a mouse or
    /// trackpad has one pointer, whose buttons make one touch. Asked only once a touch of another
    /// type than a finger's has come, so that a host of fingers alone never comes here
    /// (HotPathIdioms: nothing for what is skipped).
    @inline(never)
    private func checkTypes(of inputs: [TouchInput], countingDeferredEvents: Bool) throws(TouchInputError) {
        let down = touchTypesDown(countingDeferredEvents: countingDeferredEvents)
        for input in inputs {
            if input.phase != .began, let type = down.first(where: { $0.id == input.id })?.type, type != input.type {
                throw .touchTypeChanged(id: input.id, began: type, now: input.type)
            }
            guard input.type == .indirectPointer, input.phase == .began else { continue }
            if let other = inputs.first(where: { $0.id != input.id && $0.type == .indirectPointer && $0.phase.isActive }) {
                throw .secondPointerTouch(id: input.id, down: other.id)
            }
            if let other = down.first(where: { $0.id != input.id && $0.type == .indirectPointer }),
               !inputs.contains(where: { $0.id == other.id && !$0.phase.isActive }) {
                throw .secondPointerTouch(id: input.id, down: other.id)
            }
        }
    }

    /// The touches down and their types, in the order they went down: now, or once the deferred
    /// events are delivered.
    private func touchTypesDown(countingDeferredEvents: Bool) -> [(id: Int, type: Touch.TouchType)] {
        var down = _activeTouches.filter(\.phase.isActive).map { (id: $0.id, type: $0.type) }
        guard countingDeferredEvents else { return down }
        for (inputs, _) in deferredEvents {
            for input in inputs {
                down.removeAll { $0.id == input.id }
                if input.phase.isActive { down.append((input.id, input.type)) }
            }
        }
        return down
    }

    /// The fingers that will be down once the event being handled and the deferred events are
    /// delivered: a finger lifting in the current event is gone by then.
    func touchesOnceDeferredEventsAreDelivered() -> [Int: FingerState] {
        var touches: [Int: FingerState] = [:]
        for touch in _activeTouches where touch.phase.isActive {
            touches[touch.id] = (TouchLifecycle.State(touch.phase), touch.locationInWindow)
        }
        for (inputs, _) in deferredEvents {
            for input in inputs {
                touches[input.id] = input.phase.isActive ? (TouchLifecycle.State(input.phase), input.location) : nil
            }
        }
        return touches
    }

    /// Hit-tests a new finger, binds it to the view found, decides whether that view may have it,
    /// and gives it to the recognizers of the view and its ancestors (D1).
    func begin(_ input: TouchInput, at time: VirtualTime) {
        // An override may answer a view that is not in this window (one removed from it, say):
        // no window would deliver to it or arbitrate its recognizers, so the touch has no view.
        // The window's own touches (P3, P4) have the lowest ids; one going down says what it stands for.
        let starting = input.id <= Self.transformTouchIDs.1 ? pointer.startingGesture : nil
        let view = callHitTest(starting?.hitTestLocation ?? input.location, with: event).flatMap { $0.window === self ? $0 : nil }
        // Asked before the touch is made, so that the view moves into the touch rather than being copied.
        // A touch of the window's own reaches recognizers only, never a view (P3, P4), and taps nothing.
        let isScroll = starting != nil
        let isAllowedByTouchRules = !isScroll && (view.map(mayDeliverNewTouch(to:)) ?? false)
        let tapCount = isScroll ? 0 : tapCounter.tapCount(at: input.location, time: time, constants: constants)
        if input.type != .direct {
            noteTouchOfAnotherType()
            // A click ends the hover before its touch reaches a recognizer (P2).
            if input.type == .indirectPointer, !pointer.hovered.isEmpty {
                pointerButtonWentDown()
            }
        }
        let touch: Touch
        if let spare = spareTouch.take() {
            spare.begin(id: input.id, type: input.type, windowGesture: starting?.gesture, location: input.location, timestamp: time, tapCount: tapCount, view: view, isAllowedByTouchRules: isAllowedByTouchRules)
            touch = spare
        } else {
            touch = Touch(id: input.id, type: input.type, windowGesture: starting?.gesture, location: input.location, timestamp: time, tapCount: tapCount, view: view, window: self, isAllowedByTouchRules: isAllowedByTouchRules)
        }
        var touches = _activeTouches.takeAll()
        touches.append(touch)
        _activeTouches.putBack(&touches)
        gestureEnvironment.touchDidBegin(touch)
    }

    /// The multiple-touch (D4) and exclusive-touch (D5) rules for a touch going down on `view`.
    private func mayDeliverNewTouch(to view: View) -> Bool {
        let trackingViews = _activeTouches.lazy.filter { $0.isDeliveredToView && $0.phase.isActive }.compactMap(\.view)
        if !view.isMultipleTouchEnabled, trackingViews.contains(where: { $0 === view }) {
            return false
        }
        if view.isExclusiveTouch, trackingViews.contains(where: { $0 !== view }) {
            return false
        }
        return !trackingViews.contains { $0.isExclusiveTouch && $0 !== view }
    }

    func activeTouch(id: Int) -> Touch? {
        _activeTouches.first { $0.id == id }
    }
}

/// An input of the event being sent, with the row of ``TouchLifecycle`` it takes.
typealias ValidatedInput = (input: TouchInput, row: Int)
