/// The pointer over the window with no button down: hover (P2). A click is a touch
/// (``Touch/TouchType/indirectPointer``, P1) sent with ``send(_:at:)``; these events make none.
extension Window {
    /// The pointer moved to `location` (window coordinates) at `time`, with no button down.
    ///
    /// The point is hit-tested as a touch's would be; the ``HoverGestureRecognizer``s of the
    /// view found and of its ancestors begin or change, and those of views the pointer left end,
    /// the ones it left first. Like ``tapStatusBar(_:at:)``, an event after the clock's now
    /// advances the clock to it first; one before it, one while a pointer touch is down, or one
    /// at a location that is not finite is refused and changes nothing.
    public func movePointer(to location: Point, at time: VirtualTime) throws(PointerInputError) {
        try checkPointerEvent(at: time)
        guard location.isFinite else { throw .locationNotFinite }
        takeIndirectEvent(.pointer(at: location), at: time)
        pointer.location = location
        pointer.contentMoved = false
        let under = hoverRecognizers(under: location)
        // Looked up by identity, so that a move costs what the recognizers under the pointer do.
        let stillUnder = Set(under.map(ObjectIdentifier.init))
        let left = pointer.hovered.filter { !stillUnder.contains(ObjectIdentifier($0)) }
        hover(leaving: left, over: under, now: under, at: location)
    }

    /// Ends the hovers of `left` and moves `over` over `location`, those left first, then keeps
    /// the ones of `now` that hover as the pointer's.
    private func hover(leaving left: [HoverGestureRecognizer], over: [HoverGestureRecognizer], now: [HoverGestureRecognizer], at location: Point) {
        gestureEnvironment.runPointerPass(including: over) {
            for hover in left {
                hover.hover(.movedAway, at: location)
            }
            for hover in over {
                hover.hover(.movedOver, at: location)
            }
        }
        pointer.hovered = now.filter(\.isHovering)
    }

    /// The enabled hover recognizers of the view the pointer at `location` hits and of its
    /// ancestors, deepest first.
    private func hoverRecognizers(under location: Point) -> [HoverGestureRecognizer] {
        let view = callHitTest(location, with: event).flatMap { $0.window === self ? $0 : nil }
        var under: [HoverGestureRecognizer] = []
        view?.forEachGestureRecognizerToRoot { recognizer in
            if let hover = recognizer as? HoverGestureRecognizer, hover.isEnabled {
                under.append(hover)
            }
        }
        return under
    }

    /// Content scrolled: a pointer that stays where it is may now be over other views.
    @inline(__always)
    func contentMovedUnderPointer() {
        if pointer.location != nil {
            pointer.contentMoved = true
        }
    }

    /// Hit-tests a still pointer again if content scrolled under it (``rehover()``), once an
    /// event or a frame is over; most events scroll nothing under a pointer, and cost a test.
    @inline(__always)
    func rehoverAfterContentMoved() {
        if pointer.contentMoved {
            rehover()
        }
    }

    /// After content scrolled under a pointer that did not move (a wheel, a glide, a finger on
    /// the screen), hit-tests the pointer again, as iPadOS does: the hover recognizers of views
    /// it is no longer over end, and those of views that came under it begin. Those it is still
    /// over hear nothing, since the pointer did not move. Run once an event or a frame is over.
    private func rehover() {
        guard callbackDepth == 0 else { return }
        pointer.contentMoved = false
        guard let location = pointer.location, pointerButtonTouch == nil else { return }
        let under = hoverRecognizers(under: location)
        let wasUnder = Set(pointer.hovered.map(ObjectIdentifier.init))
        let stillUnder = Set(under.map(ObjectIdentifier.init))
        let left = pointer.hovered.filter { !stillUnder.contains(ObjectIdentifier($0)) }
        let arrived = under.filter { !wasUnder.contains(ObjectIdentifier($0)) }
        guard !left.isEmpty || !arrived.isEmpty else { return }
        hover(leaving: left, over: arrived, now: under, at: location)
    }

    /// The pointer left the window at `time`: every hover recognizer it was over ends. An exit
    /// while the pointer is not over the window is refused (``PointerPresence``).
    public func pointerExited(at time: VirtualTime) throws(PointerInputError) {
        try checkPointerEvent(at: time)
        do {
            _ = try PointerPresence.table.step(from: pointer.location == nil ? .outside : .over, on: .exited)
        } catch {
            throw .pointerNotInWindow
        }
        guard let location = pointer.location else { preconditionFailure("the table let the pointer exit a window it was not over") }
        takeIndirectEvent(.pointer(at: nil), at: time)
        endHover(.exited, at: location)
        pointer.location = nil
    }

    /// A click began: the recognizers the pointer hovers over end, and begin again at the
    /// pointer's next move after the button is released.
    func pointerButtonWentDown() {
        guard let location = pointer.location else { return }
        endHover(.buttonDown, at: location)
    }

    private func endHover(_ trigger: HoverTracking.Trigger, at location: Point) {
        let hovered = pointer.hovered
        pointer.hovered = []
        gestureEnvironment.runPointerPass(including: []) {
            for hover in hovered {
                hover.hover(trigger, at: location)
            }
        }
    }

    /// The touch of the pointer's button while it is down (a click, P1), if it is.
    var pointerButtonTouch: Touch? {
        _activeTouches.first { $0.type == .indirectPointer && $0.phase.isActive }
    }

    /// Takes a checked pointer, scroll or transform event: the clock runs to its time, which
    /// fires the timers due by then, and the trace records it.
    func takeIndirectEvent(_ record: TraceRecord.Payload, at time: VirtualTime) {
        if time > clock.now {
            clock.advance(to: time)
        }
        trace.record(record)
    }

    private func checkPointerEvent(at time: VirtualTime) throws(PointerInputError) {
        if callbackDepth > 0 || clock.isAdvancing, time != clock.now {
            throw .sentFromCallbackAtAnotherTime(now: clock.now, requested: time)
        }
        guard time >= clock.now else { throw .timeWentBackward(now: clock.now, requested: time) }
        if let click = pointerButtonTouch {
            throw .buttonDown(touch: click.id)
        }
    }
}

/// Where the pointer is over a window, which hover recognizers it is over (P2), and where the
/// touch of a trackpad scroll under way is (P3).
final class PointerState {
    /// The pointer's last location in the window's coordinates; nil before it moved over the
    /// window and after it exited.
    var location: Point?
    /// The hover recognizers the pointer is over, deepest view first.
    var hovered: [HoverGestureRecognizer] = []
    /// Where the window's scroll touch is while a trackpad's or the wheel's scroll is under way.
    var scrollLocation: Point?
    /// Where the scroll stands in ``TrackpadGestureLifecycle``.
    var scrollState = TrackpadGestureLifecycle.State.idle
    /// The timer that ends the wheel's scroll once the wheel has been still for the quiet period.
    var wheelQuiet: TimerID?
    /// Where the pointer is while a trackpad's transform is under way (P4).
    var transformLocation: Point?
    /// Whether content scrolled under the pointer since it last moved, so that the pointer is
    /// hit-tested again once the event or frame is over. Kept to this file, where every access
    /// is, so that none is checked at run time: it is read after every event.
    fileprivate var contentMoved = false
    /// What the window's own touches that are going down stand for, and where they are hit-tested
    /// (a transform's two at the pointer); set only while the window sends them.
    var startingGesture: (gesture: WindowGesture, hitTestLocation: Point?)?
}
