/// The scroll view's frames: each frame of a motion advances both axes on the window's clock,
/// holds them at the edges they may not pass, and asks for the next until the motion settles.
extension ScrollView {
    /// Shows the motion's next frame, held at the edges it may not pass, and asks for another
    /// until it settles.
    func advanceFrame() {
        let frame = nextFrame()
        let position = Point(x: frame.x.position, y: frame.y.position)
        let shown = keptFromPassingNonBouncingEdges(position)
        // An axis held at an edge it may not pass has come to rest there.
        motionState.axes = (
            shown.x == position.x ? frame.x.next : .resting(at: shown.x),
            shown.y == position.y ? frame.y.next : .resting(at: shown.y)
        )
        motionState.shownOffset = shown
        motionOffset = shown
        if !frame.settled {
            scheduleFrame()
        }
    }

    /// Cancels the next frame and leaves both axes at rest where the content is.
    func stopFrames() {
        if let timer = motionState.frameTimer {
            window?.clock.cancel(timer)
        }
        motionState.frameTimer = nil
        motionLimits = nil
        let offset = motionOffset
        motionState.axes = alongEachAxis { .resting(at: offset[$0]) }
    }

    /// Springs each axis back from past its edge, from where the content is now.
    func springBackInside() {
        let now = readWindow { $0.clock.now } ?? .zero
        let offset = _bounds.origin
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        motionState.shownOffset = offset
        motionState.axes = alongEachAxis { AxisMotion.springingBack(from: offset[$0], within: minimum[$0], maximum[$0], at: now) }
    }

    /// Animates both axes from what is shown to the animation's target.
    func startAnimation() {
        let now = readWindow { $0.clock.now } ?? .zero
        let offset = motionOffset
        motionState.shownOffset = offset
        // The target is the scroll view's own offset; the motion's space may be its chain's.
        let own = motionState.animationTarget ?? _bounds.origin
        let target = Point(x: own.x + offset.x - _bounds.origin.x, y: own.y + offset.y - _bounds.origin.y)
        motionState.axes = alongEachAxis { .animating(start: now, from: offset[$0], to: target[$0], duration: AxisMotion.animationDuration) }
    }

    func scheduleFrame() {
        guard motionState.frameTimer == nil else { return }
        guard let clock = window?.clock else { return stopOutsideWindow() }
        // Captured strongly, since a weak reference would slow every retain of the scroll view:
        // the clock holds it until the next frame, which stops the motion if it left its window.
        motionState.frameTimer = clock.scheduleAtNextFrame {
            self.motionState.frameTimer = nil
            guard let window = self.window else { return self.stopOutsideWindow() }
            window.runHoldingSentEvents { self.frameTicked() }
        }
    }

    /// A frame of the motion; when the chain this scroll view drives has lost the child the
    /// motion was moving (taken out of the parent mid-glide), the glide's limits no longer hold,
    /// and the motion stops as a member's does when the chain is taken over.
    func frameTicked() {
        if let chain = scrollChain, chain.driver === self, chain.forgetLostChild() {
            return handle(.chainTookOver)
        }
        handle(.frameTicked)
    }

    /// The offsets at the clock's now, computed once per frame.
    ///
    /// An offset that code set since the last frame holds: the motion goes on from it with the
    /// velocity it had, as UIKit's frame-by-frame motion does.
    func nextFrame() -> (x: (position: Double, next: AxisMotion), y: (position: Double, next: AxisMotion), settled: Bool, springing: Bool) {
        if let frame = motionState.frame {
            return frame
        }
        let now = readWindow { $0.clock.now } ?? .zero
        let offset = motionOffset
        let (minimum, maximum) = motionRange
        if movedSinceLastFrame(offset) {
            let axes = motionState.axes
            motionState.axes = alongEachAxis { along($0, of: axes).moved(to: offset[$0], at: now, within: minimum[$0], maximum[$0]) }
        }
        // Limits that changed under the motion (the content shrank) hold it from this frame on.
        let limitsChanged = motionLimits.map { $0.min != minimum || $0.max != maximum } ?? false
        motionLimits = (minimum, maximum)
        let axes = motionState.axes
        motionState.axes = alongEachAxis { along($0, of: axes).limited(to: minimum[$0], maximum[$0], at: now, limitsChanged: limitsChanged) }
        // A scroll to the top goes to the top the content has now, from where it is; sides that
        // change under it bring the x it keeps within them.
        if motion == .scrollingToTop {
            motionState.axes.y = motionState.axes.y.retargeted(at: now) { _ in minimum.y }
            if limitsChanged {
                motionState.axes.x = motionState.axes.x.retargeted(at: now) { min(max($0, minimum.x), max(minimum.x, maximum.x)) }
            }
        }
        let x = motionState.axes.x.advanced(to: now)
        let y = motionState.axes.y.advanced(to: now)
        let frame = (x: x, y: y, settled: x.next.isResting && y.next.isResting, springing: x.next.isSpringing || y.next.isSpringing)
        motionState.frame = frame
        return frame
    }

    /// Whether code moved the content since the last frame. A chain shares the motion's offset
    /// out between its scroll views and adds their parts up again, which can round it by a few
    /// units in the last place: that is not a move. Taken for one, it would restart the motion
    /// where it is at every frame, and a bounce would never settle (fuzz seed 43,857,132).
    private func movedSinceLastFrame(_ offset: Point) -> Bool {
        let shown = motionState.shownOffset
        guard offset != shown else { return false }
        guard chainedAxis != nil, let chain = scrollChain else { return true }
        let tolerance = chain.roundingTolerance
        return abs(offset.x - shown.x) > tolerance || abs(offset.y - shown.y) > tolerance
    }
}
