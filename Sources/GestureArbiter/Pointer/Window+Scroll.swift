/// Scroll events from a mouse wheel or a trackpad (P3). The window turns each scroll into a touch
/// of its own, which only the pan recognizers whose ``PanGestureRecognizer/allowedScrollTypesMask``
/// holds the scroll's type receive: the pan that takes it moves by the scroll's translation, so a
/// scroll view drags, rubber-bands, pages and glides from it as from a finger, and no view's touch
/// methods hear of it.
extension Window {
    /// The id of the window's own scroll touch; a host's fingers never use it.
    public static let scrollTouchID = Int.min

    /// How long the wheel must be still for its steps to end as one scroll: 100 ms (a choice).
    ///
    /// Why: on iPadOS, notches of a wheel turned quickly reach a pan as one gesture with a change
    /// per notch (reported by Uno Platform's iPadOS input source, unoplatform/uno#22821); Apple
    /// does not say when the gesture ends. Browsers that make scroll gestures of a wheel's ticks
    /// close one after a quiet period: Chromium's first was 100 ms (later 500 ms, to keep a
    /// scroll on its target), Firefox's series timeout is 80 ms. 100 ms joins notches of a wheel
    /// spun (10 to 60 ms apart) and keeps apart those turned one at a time.
    public static let wheelStepsQuietPeriod = VirtualDuration.milliseconds(100)

    /// Sends one scroll event at `time`: a wheel step, or a trackpad scroll's began, changed,
    /// ended or cancelled (``ScrollInput``), in the order ``TrackpadGestureLifecycle`` allows.
    ///
    /// A scroll is hit-tested at the pointer's location when it begins. A trackpad scroll moves
    /// with each `changed` and lifts at `ended`, where a pan that recognized it ends with the
    /// scroll's velocity. A wheel step moves the scroll at once; steps less than
    /// ``wheelStepsQuietPeriod`` apart go on moving the same scroll, which lifts once the wheel has
    /// been still that long, or as soon as a touch, a click or a trackpad scroll begins. Like
    /// ``movePointer(to:at:)``, an event after the clock's now advances the clock first; one
    /// before it, one out of sequence, one while a click is down, or one that is not finite (a
    /// location, a translation, or where the scroll's translations so far carry its touch) is
    /// refused and changes nothing.
    public func scroll(_ input: ScrollInput, at time: VirtualTime) throws(ScrollInputError) {
        if callbackDepth > 0 || clock.isAdvancing, time != clock.now {
            throw .sentFromCallbackAtAnotherTime(now: clock.now, requested: time)
        }
        guard time >= clock.now else { throw .timeWentBackward(now: clock.now, requested: time) }
        guard input.location.isFinite, input.translation.isFinite else { throw .notFinite }
        if let click = pointerButtonTouch {
            throw .buttonDown(touch: click.id)
        }
        // The wheel's scroll may go quiet before this event, and its lift come first; the event
        // is checked against the scroll as it will be then, before the clock moves, so that a
        // refused one changes nothing.
        let wheelGoesQuiet = pointer.wheelQuiet.map { $0.deadline <= time } ?? false
        let step: (to: TrackpadGestureLifecycle.State, action: TrackpadGestureLifecycle.Action)
        do {
            let state = wheelGoesQuiet ? try TrackpadGestureLifecycle.table.step(from: pointer.scrollState, on: .quiet).to : pointer.scrollState
            step = try TrackpadGestureLifecycle.table.step(from: state, on: .init(input))
        } catch {
            throw error == .notBegun ? .notBegun(phase: input.phase) : .alreadyScrolling
        }
        if time > clock.now, pointer.wheelQuiet != nil {
            clock.advance(to: time)
        }
        let scrolling = pointer.scrollLocation
        // A host's finger with the window's id would refuse the scroll's touch after the record.
        if scrolling == nil, activeTouch(id: Self.scrollTouchID) != nil {
            throw .touchRefused(.touchAlreadyBegan(id: Self.scrollTouchID))
        }
        switch step.action {
        case .beginSteps:
            try beginWheelSteps(input, at: time)
        case .stepAgain:
            guard let scrolling else { preconditionFailure("the table let the wheel go on with no scroll under way") }
            // Steps that carry the touch past the finite numbers start a scroll of their own.
            guard try moveScrollTouch(from: scrolling, by: input, following: .discrete, at: time) else {
                endWheelSteps()
                try beginWheelSteps(input, at: time)
                return
            }
            awaitWheelQuiet()
        case .endStepsThenBegin, .begin, .update, .end:
            try stepTrackpadScroll(input, action: step.action, at: time)
        }
    }

    /// Carries out a trackpad scroll's `began`, `changed`, `ended` or `cancelled`, as the table's
    /// `action` says.
    private func stepTrackpadScroll(_ input: ScrollInput, action: TrackpadGestureLifecycle.Action, at time: VirtualTime) throws(ScrollInputError) {
        switch action {
        case .endStepsThenBegin, .begin:
            if action == .endStepsThenBegin {
                endWheelSteps()
            }
            takeIndirectEvent(.scrollEvent(input), at: time)
            try sendScrollTouch(.began, at: input.location, following: .continuous, time: time)
            pointer.scrollLocation = input.location
            pointer.scrollState = .underWay
        case .update:
            guard let scrolling = pointer.scrollLocation else { preconditionFailure("the table let a scroll go on with none under way") }
            guard try moveScrollTouch(from: scrolling, by: input, following: .continuous, at: time) else { throw .notFinite }
        case .end:
            guard let scrolling = pointer.scrollLocation else { preconditionFailure("the table let a scroll go on with none under way") }
            takeIndirectEvent(.scrollEvent(input), at: time)
            pointer.scrollLocation = nil
            pointer.scrollState = .idle
            try sendScrollTouch(input.phase == .ended ? .ended : .cancelled, at: scrolling, following: .continuous, time: time)
        case .beginSteps, .stepAgain:
            preconditionFailure("a trackpad scroll's phase is never a wheel step")
        }
    }

    /// Records `input` and moves the scroll's touch from `location` by its translation; false,
    /// recording nothing, when that would carry the touch past the finite numbers.
    private func moveScrollTouch(from location: Point, by input: ScrollInput, following type: ScrollType, at time: VirtualTime) throws(ScrollInputError) -> Bool {
        let next = location.offset(by: input.translation)
        guard next.isFinite else { return false }
        takeIndirectEvent(.scrollEvent(input), at: time)
        if next != location {
            try sendScrollTouch(.moved, at: next, following: type, time: time)
        }
        pointer.scrollLocation = next
        return true
    }

    /// Puts the scroll's touch down where the pointer is and moves it by the wheel's first step.
    private func beginWheelSteps(_ input: ScrollInput, at time: VirtualTime) throws(ScrollInputError) {
        let end = input.location.offset(by: input.translation)
        guard end.isFinite else { throw .notFinite }
        takeIndirectEvent(.scrollEvent(input), at: time)
        try sendScrollTouch(.began, at: input.location, following: .discrete, time: time)
        pointer.scrollLocation = input.location
        pointer.scrollState = .wheelTurning
        if end != input.location {
            try sendScrollTouch(.moved, at: end, following: .discrete, time: time)
        }
        pointer.scrollLocation = end
        awaitWheelQuiet()
    }

    /// Schedules the end of the wheel's scroll `delay` from now (a quiet period unless an event
    /// cuts it short), in place of the one due.
    private func awaitWheelQuiet(for delay: VirtualDuration = Window.wheelStepsQuietPeriod) {
        if let due = pointer.wheelQuiet {
            cancelTimer(due)
        }
        pointer.wheelQuiet = schedule(.wheelQuiet, after: delay, runsRecognizerPass: false).0
    }

    /// The wheel has been still for the quiet period: its scroll lifts, as the table's `quiet` says.
    func wheelWentQuiet() {
        pointer.wheelQuiet = nil
        guard let step = try? TrackpadGestureLifecycle.table.step(from: pointer.scrollState, on: .quiet), step.action == .end else {
            preconditionFailure("the wheel's quiet period ended with no wheel scroll under way")
        }
        endWheelSteps()
    }

    /// Ends the wheel's drag before a touch or click in `inputs` goes down at `time`, so that none
    /// joins the pan of a notch (P3): at once if the clock is there, or when it gets there, the
    /// quiet period cut short. Only for an event the window accepts: one it refuses changes
    /// nothing, the wheel's drag included.
    @inline(never)
    func endWheelScroll(before inputs: [TouchInput], at time: VirtualTime) {
        guard pointer.scrollState == .wheelTurning, inputs.contains(where: { $0.phase == .began && $0.id != Self.scrollTouchID }),
              (try? validate(inputs, at: time, against: touchesOnceDeferredEventsAreDelivered(), into: ScratchBuffer())) != nil
        else { return }
        if time > clock.now {
            awaitWheelQuiet(for: time - clock.now)
        } else {
            endWheelSteps()
        }
    }

    /// Lifts the wheel's scroll touch now, if a wheel scroll is under way: when the wheel goes
    /// quiet, and before anything else begins, so that no touch, click or trackpad scroll is
    /// taken into the pan of a notch.
    private func endWheelSteps() {
        guard pointer.scrollState == .wheelTurning, let location = pointer.scrollLocation else { return }
        if let due = pointer.wheelQuiet {
            cancelTimer(due)
            pointer.wheelQuiet = nil
        }
        pointer.scrollLocation = nil
        pointer.scrollState = .idle
        // The lift is the window's own input, not the host's: a host's event that happened before
        // it and is handed over late (T1) still comes in its order.
        let hostStamp = lastInputStamp
        do {
            try sendScrollTouch(.ended, at: location, following: .discrete, time: clock.now)
        } catch {
            preconditionFailure("the window refused to lift its own scroll touch: \(error)")
        }
        lastInputStamp = hostStamp
    }

    private func sendScrollTouch(_ phase: Touch.Phase, at location: Point, following type: ScrollType, time: VirtualTime) throws(ScrollInputError) {
        // The wheel's lift may come in the middle of a transform's touch-down: what that is
        // starting is put back after.
        let outer = pointer.startingGesture
        pointer.startingGesture = (.scroll(type), nil)
        defer { pointer.startingGesture = outer }
        do {
            try send([TouchInput(id: Self.scrollTouchID, phase: phase, location: location, type: .indirect)], at: time)
        } catch {
            throw .touchRefused(error)
        }
    }
}

extension Point {
    /// This point moved by `translation`.
    fileprivate func offset(by translation: Point) -> Point {
        Point(x: x + translation.x, y: y + translation.y)
    }
}
