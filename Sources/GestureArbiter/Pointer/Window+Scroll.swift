/// Scroll events from a mouse wheel or a trackpad (P3). The window turns each scroll into a touch
/// of its own, which only the pan recognizers whose ``PanGestureRecognizer/allowedScrollTypesMask``
/// holds the scroll's type receive: the pan that takes it moves by the scroll's translation, so a
/// scroll view drags, rubber-bands, pages and glides from it as from a finger, and no view's touch
/// methods hear of it.
extension Window {
    /// The id of the window's own scroll touch; a host's fingers never use it.
    public static let scrollTouchID = Int.min

    /// Sends one scroll event at `time`: a wheel step, or a trackpad scroll's began, changed,
    /// ended or cancelled (``ScrollInput``), in the order ``TrackpadGestureLifecycle`` allows.
    ///
    /// A scroll is hit-tested at the pointer's location when it begins; a wheel step begins, moves
    /// by its translation and ends at once, a trackpad scroll moves with each `changed` and lifts
    /// at `ended`, where a pan that recognized it ends with the scroll's velocity. Like
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
        let scrolling = pointer.scrollLocation
        // A host's finger with the window's id would refuse the scroll's touch after the record.
        if scrolling == nil, activeTouch(id: Self.scrollTouchID) != nil {
            throw .touchRefused(.touchAlreadyBegan(id: Self.scrollTouchID))
        }
        let step: (to: TrackpadGestureLifecycle.State, action: TrackpadGestureLifecycle.Action)
        do {
            step = try TrackpadGestureLifecycle.table.step(from: scrolling == nil ? .idle : .underWay, on: .init(input))
        } catch {
            throw error == .notBegun ? .notBegun(phase: input.phase) : .alreadyScrolling
        }
        switch step.action {
        case .stepOnce:
            let end = input.location.offset(by: input.translation)
            guard end.isFinite else { throw .notFinite }
            takeIndirectEvent(.scrollEvent(input), at: time)
            try sendScrollTouch(.began, at: input.location, following: .discrete, time: time)
            try sendScrollTouch(.moved, at: end, following: .discrete, time: time)
            try sendScrollTouch(.ended, at: end, following: .discrete, time: time)
        case .begin:
            takeIndirectEvent(.scrollEvent(input), at: time)
            try sendScrollTouch(.began, at: input.location, following: .continuous, time: time)
            pointer.scrollLocation = input.location
        case .update:
            guard let scrolling else { preconditionFailure("the table let a scroll go on with none under way") }
            let next = scrolling.offset(by: input.translation)
            guard next.isFinite else { throw .notFinite }
            takeIndirectEvent(.scrollEvent(input), at: time)
            if next != scrolling {
                try sendScrollTouch(.moved, at: next, following: .continuous, time: time)
            }
            pointer.scrollLocation = next
        case .end:
            guard let scrolling else { preconditionFailure("the table let a scroll go on with none under way") }
            takeIndirectEvent(.scrollEvent(input), at: time)
            pointer.scrollLocation = nil
            try sendScrollTouch(input.phase == .ended ? .ended : .cancelled, at: scrolling, following: .continuous, time: time)
        }
    }

    private func sendScrollTouch(_ phase: Touch.Phase, at location: Point, following type: ScrollType, time: VirtualTime) throws(ScrollInputError) {
        pointer.startingGesture = (.scroll(type), nil)
        defer { pointer.startingGesture = nil }
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
