import Foundation

/// The scroll view's motion: following the finger, gliding, bouncing, paging, animating (S6–S10),
/// driven by ``ScrollMotion``'s table and the window's clock.
extension ScrollView {
    /// Sets the content offset, moving it there over 300 ms when `animated`; either way a glide
    /// or bounce in progress stops.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        readWindow { $0.invariantChecker?.scrollViewOffsetWasSet(self, to: offset) }
        guard animated, window != nil else {
            handle(.offsetSet)
            contentOffset = offset
            return
        }
        motionState.animationTarget = offset
        handle(.animationRequested)
    }

    /// A tap on the status bar chose this scroll view (S12): unless its delegate refuses, or the
    /// content is at its top already, the content animates there, on the animation's 300 ms
    /// curve, and the delegate hears `scrollViewDidScrollToTop`. Nothing happens while a finger
    /// drags it. The horizontal offset stays, but for content bouncing past a side, which the
    /// animation brings back to that side as the bounce would have.
    func statusBarTapped() {
        guard motion != .dragging else { return }
        let agrees = delegate?.scrollViewShouldScrollToTop(self) ?? true
        report("shouldScrollToTop", [TraceField("result", .bool(agrees))])
        let (minimumX, maximumX) = (minimumContentOffset.x, max(minimumContentOffset.x, maximumContentOffset.x))
        var x = _bounds.origin.x
        if motion != .idle {
            x = min(max(x, minimumX), maximumX)
        }
        let top = Point(x: x, y: minimumContentOffset.y)
        guard agrees, motion != .idle || _bounds.origin != top else { return }
        if x < minimumX || x > maximumX {
            // Content that code left past a side at rest stays there, as UIKit keeps x: the
            // invariant checker takes the place as code's.
            readWindow { $0.invariantChecker?.scrollViewOffsetWasSet(self, to: top) }
        }
        motionState.animationTarget = top
        handle(.scrollToTopRequested)
    }

    /// Stops a glide where it is (S6): a finger touched the scroll view. A bounce or a page snap
    /// runs to its end, so that the content never rests out of bounds or between pages.
    func stopMotion() {
        // Only a glide caught by this touch gives its momentum to the drag that follows.
        momentum.drop()
        handle(.touchedDown)
        // A chain glides as one: a touch anywhere on it stops the scroll view that drives it.
        if let driver = scrollChain?.driver, driver !== self {
            driver.handle(.touchedDown)
        }
    }

    /// The chain's motion is no longer this scroll view's, or has come to rest; see
    /// ``ScrollMotion/Trigger/chainTookOver``.
    func chainTookOver() {
        handle(.chainTookOver)
    }

    /// A frame found the scroll view out of its window: it stops, and if it drove a chain, the
    /// chain's scroll views still on screen settle by themselves.
    func stopOutsideWindow() {
        handle(.leftWindow)
        scrollChain?.driverLeftWindow(self)
    }

    /// Where the content is at `time`, which need not be one of the clock's frames: what a host
    /// that presents at instants of its own choosing (a variable refresh rate) draws then, as
    /// Core Animation's presentation layer tells where an animation is. It changes nothing:
    /// ``contentOffset`` still moves on the window clock's frames, and the trace records those.
    ///
    /// Read after the clock has advanced to the last frame before `time`: the glide, bounce, snap
    /// or animation under way is computed from its start, so any instant from then on is exact.
    /// While the content rests or follows a finger, and for a scroll view that a chain moves,
    /// it is ``contentOffset``.
    public func presentationOffset(at time: VirtualTime) -> Point {
        let offset = _bounds.origin
        guard motion == .decelerating || motion == .bouncing || motion == .animating || motion == .scrollingToTop, scrollChain == nil,
            offset == motionState.shownOffset, let now = readWindow({ $0.clock.now }), time > now else { return offset }
        return keptFromPassingNonBouncingEdges(Point(x: motionState.axes.x.advanced(to: time).position, y: motionState.axes.y.advanced(to: time).position))
    }

    /// The scroll view's pan changed state.
    func panChanged(_ state: GestureRecognizer.State) {
        switch state {
        case .began: handle(.dragBegan)
        case .changed: handle(.dragMoved)
        case .ended, .cancelled: handle(.dragEnded)
        case .possible, .failed: break
        }
    }

    /// Whether a drag that has travelled `travel` (finger movement, window points) should go to an
    /// enclosing scroll view: this one is at its edge in the drag's direction, may transfer on
    /// that axis, and an ancestor scroll view scrolls along it (S7, iOS 17.4).
    func handsDrag(_ travel: Point) -> Bool {
        let horizontal = abs(travel.x) > abs(travel.y)
        let offset = _bounds.origin
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        let atEdge: Bool
        let transfers: Bool
        if horizontal {
            transfers = transfersHorizontalScrollingToParent
            atEdge = travel.x > 0 ? offset.x <= minimum.x : offset.x >= maximum.x
        } else {
            transfers = transfersVerticalScrollingToParent
            atEdge = travel.y > 0 ? offset.y <= minimum.y : offset.y >= maximum.y
        }
        // A chain moves both scroll views along its axis: the drag stays with this one.
        if let chain = scrollChain, (chain.axis == .horizontal) == horizontal {
            return false
        }
        guard transfers, atEdge else { return false }
        var ancestor = superview
        while let view = ancestor {
            if let parent = view as? ScrollView, horizontal ? parent.scrollsHorizontally : parent.scrollsVertically {
                return true
            }
            ancestor = view.superview
        }
        return false
    }

    // MARK: The table

    func handle(_ trigger: ScrollMotion.Trigger) {
        let moved = motionTable.run(trigger, log: readWindow { $0.transitionLog } ?? nil, name: traceName, state: { motion }) {
            holds($0)
        } enter: { state, _ in
            enter(state)
        } perform: {
            perform($0)
        }
        guard moved else { return }
        // The frame is computed for one transition at most; most (every move of a drag) compute none.
        if motionState.frame != nil {
            motionState.frame = nil
        }
        if motion == .idle, let chain = scrollChain, chain.driver === self {
            chain.driverCameToRest(self)
        }
    }

    private func holds(_ condition: ScrollMotion.Guard) -> Bool {
        switch condition {
        case .willDecelerate: planRelease()
        case .settled: nextFrame().settled
        case .springing: nextFrame().springing
        case .outOfBounds: isOutOfBounds
        }
    }

    @inline(__always)
    private func enter(_ state: ScrollMotion.State) {
        if state != motion, state != .idle {
            readWindow { $0.invariantChecker?.scrollViewStartedMoving(self) }
        }
        motion = state
    }

    private func perform(_ action: ScrollMotion.Action) {
        switch action {
        case .reportWillBeginDragging:
            beginDrag()
            report("willBeginDragging")
            delegate?.scrollViewWillBeginDragging(self)
        case .followFinger:
            followFinger()
        case .reportDidEndDraggingWillDecelerate:
            report("didEndDragging", [TraceField("willDecelerate", .bool(true))])
            delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
        case .reportDidEndDraggingWillStop:
            report("didEndDragging", [TraceField("willDecelerate", .bool(false))])
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        case .reportWillBeginDecelerating:
            report("willBeginDecelerating")
            delegate?.scrollViewWillBeginDecelerating(self)
        case .reportDidEndDecelerating:
            report("didEndDecelerating")
            delegate?.scrollViewDidEndDecelerating(self)
        case .reportDidEndScrollingAnimation:
            report("didEndScrollingAnimation")
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .reportDidScrollToTop:
            report("didScrollToTop")
            delegate?.scrollViewDidScrollToTop(self)
        case .startFrames:
            // The limits the motion starts with, against which its frames notice a change.
            motionLimits = motionRange
            scheduleFrame()
        case .advanceFrame:
            advanceFrame()
        case .moveToTouchTime:
            let frame = nextFrame()
            momentum.caught(motionState.axes, at: readWindow { $0.clock.now } ?? .zero)
            motionState.shownOffset = keptFromPassingNonBouncingEdges(Point(x: frame.x.position, y: frame.y.position))
            motionOffset = motionState.shownOffset
        case .stopFrames:
            stopFrames()
        case .springBackInside:
            springBackInside()
        case .pinInside:
            let offset = _bounds.origin
            let minimum = minimumContentOffset
            let maximum = maximumContentOffset
            let pinned = Point(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
            motionState.axes = (.resting(at: pinned.x), .resting(at: pinned.y))
            contentOffset = pinned
        case .startAnimation:
            startAnimation()
        }
    }

    // MARK: Dragging

    private func beginDrag() {
        scrollChain?.memberWillDrag(self)
        momentum.dragBegan(at: readWindow { $0.clock.now } ?? .zero)
        let translation = panGestureRecognizer.translation(in: nil)
        // A drag that catches content past an edge goes on from what is shown.
        followFromShownOffset()
        motionState.lastTranslation = Self.thresholdPart(of: translation, hysteresis: panGestureRecognizer.hysteresis,
                                                         horizontal: scrollsHorizontally, vertical: scrollsVertically)
        motionState.lockedAxis = nil
        if isDirectionalLockEnabled {
            let angle = atan2Degrees(y: abs(translation.y), x: abs(translation.x))
            if angle < Self.directionalLockHorizontalAngle {
                motionState.lockedAxis = .horizontal
            } else if angle > Self.directionalLockVerticalAngle {
                motionState.lockedAxis = .vertical
            }
        }
    }

    /// The content's limits changed (its size, an inset, a refresh, the safe area, the view's
    /// size). A drag goes on from what is shown, rubber-banded against the new limits, so the
    /// content does not jump at the next move; a glide or bounce is held to them at its next
    /// frame; content at rest stays where it is, as UIKit leaves it, which the invariant
    /// checker takes as the app's choice.
    func limitsChanged() {
        switch motion {
        case .dragging:
            followFromShownOffset()
        case .idle:
            readWindow { $0.invariantChecker?.scrollViewLimitsChangedAtRest(self) }
        case .decelerating, .bouncing, .animating, .scrollingToTop:
            break
        }
    }

    /// Makes the finger-following offset the one that bands to what is shown, so the drag goes on
    /// from there rather than from the banded offset itself.
    private func followFromShownOffset() {
        let shown = motionOffset
        let range = motionRange
        motionState.rawOffset = .alongEachAxis { axis in
            ScrollPhysics.unbandedOffset(shown[axis], min: range.min[axis], max: range.max[axis], dimension: _bounds.size[axis],
                                         bounces: motionBounces(axis, towardEnd: shown[axis] > range.max[axis]))
        }
        motionState.shownOffset = shown
    }

    /// The part of the finger's travel at the drag's start that the drag threshold consumes: the
    /// travel scaled back to where it crossed the threshold along a scrollable axis. The rest
    /// moves the content in the same event (S4), so the content does not depend on how far past
    /// the threshold the host's touch sampling happened to land.
    private static func thresholdPart(of travel: Point, hysteresis: Double, horizontal: Bool, vertical: Bool) -> Point {
        let reach = max(horizontal ? abs(travel.x) : 0, vertical ? abs(travel.y) : 0)
        guard reach > hysteresis else { return travel }
        let consumed = hysteresis / reach
        return Point(x: travel.x * consumed, y: travel.y * consumed)
    }

    /// Below this angle from the x axis a drag is locked horizontal (S8): 20°.
    public static let directionalLockHorizontalAngle = 20.0
    /// Above this angle from the x axis a drag is locked vertical (S8): 70°.
    public static let directionalLockVerticalAngle = 70.0

    /// The content follows the finger by its movement since the previous move (of the move that
    /// began the drag, only what lies past the threshold counts: S4), rubber-banded past the
    /// edges when bouncing (S10).
    ///
    /// The drag is incremental, as UIKit's is: an offset that code set during the drag (a
    /// `scrollViewDidScroll` that pins it, a recentering list) holds, and the finger's next
    /// movement goes on from there.
    private func followFinger() {
        let translation = panGestureRecognizer.translation(in: nil)
        // While a pinch zooms, the zoom moves the content with the fingers.
        guard zoomMotion != .pinching else {
            motionState.lastTranslation = translation
            return
        }
        var moved = Point(x: translation.x - motionState.lastTranslation.x, y: translation.y - motionState.lastTranslation.y)
        motionState.lastTranslation = translation
        if !scrollsHorizontally || motionState.lockedAxis == .vertical { moved.x = 0 }
        if !scrollsVertically || motionState.lockedAxis == .horizontal { moved.y = 0 }
        if momentum.isCarrying {
            momentum.fingerMoved(moved, at: readWindow { $0.clock.now } ?? .zero)
        }
        if motionOffset != motionState.shownOffset {
            motionState.rawOffset = motionOffset
        }
        motionState.rawOffset = Point(x: motionState.rawOffset.x - moved.x, y: motionState.rawOffset.y - moved.y)
        let range = motionRange
        let raw = motionState.rawOffset
        let shown = Point.alongEachAxis { axis in
            ScrollPhysics.rubberBandedOffset(raw[axis], min: range.min[axis], max: range.max[axis], dimension: _bounds.size[axis],
                                             bounces: motionBounces(axis, towardEnd: raw[axis] > range.max[axis]))
        }
        motionState.shownOffset = shown
        motionOffset = shown
    }

    // MARK: After the drag

    /// Works out the motion after the finger lifted, lets the delegate move its target, and says
    /// whether anything is left to do.
    private func planRelease() -> Bool {
        let now = readWindow { $0.clock.now } ?? .zero
        let fingerVelocity = panGestureRecognizer.releaseVelocity()
        var velocity = Point(
            x: scrollsHorizontally && motionState.lockedAxis != .vertical ? -fingerVelocity.x : 0,
            y: scrollsVertically && motionState.lockedAxis != .horizontal ? -fingerVelocity.y : 0
        )
        if panGestureRecognizer.state == .cancelled {
            velocity = .zero
        }
        velocity = momentum.release(velocity)
        let (minimum, maximum) = motionRange
        let offset = motionOffset
        let chained = chainedAxis
        let flings = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot() >= ScrollPhysics.minimumFlingVelocity
        func release(_ axis: Axis) -> AxisMotion {
            let chainedHere = chained.map { ($0 == .horizontal) == (axis == .horizontal) } ?? false
            return releaseMotion(offset[axis], velocity[axis], minimum[axis], maximum[axis], page: chainedHere ? 0 : _bounds.size[axis], now: now, flings: flings,
                                 bounces: motionBounces(axis, towardEnd: offset[axis] > maximum[axis] || (offset[axis] >= minimum[axis] && velocity[axis] > 0)))
        }
        var axes = (x: release(.horizontal), y: release(.vertical))
        let naturalTarget = Point(x: restingPosition(of: axes.x, now: now), y: restingPosition(of: axes.y, now: now))
        // The delegate reads and sets its own offset; along a chain's axis the motion's offset
        // is the chain's, and this scroll view's own part of its target is where the chain's
        // sharing out leaves it (the rest is the other scroll view's).
        let shift = chainTargetShift(offset: offset, target: naturalTarget)
        var target = Point(x: naturalTarget.x - shift.x, y: naturalTarget.y - shift.y)
        report("willEndDragging", [
            TraceField("velocity", .point(Point(x: velocity.x / 1000, y: velocity.y / 1000))),
            TraceField("targetOffset", .point(target)),
        ])
        delegate?.scrollViewWillEndDragging(self, withVelocity: Point(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
        target = Point(x: target.x + shift.x, y: target.y + shift.y)
        // A target outside the content's range would leave the content at rest out of bounds.
        target = Point(x: min(max(target.x, minimum.x), max(minimum.x, maximum.x)), y: min(max(target.y, minimum.y), max(minimum.y, maximum.y)))
        if target.x != naturalTarget.x {
            axes.x = .springing(start: now, target: target.x, displacement: offset.x - target.x, velocity: velocity.x)
        }
        if target.y != naturalTarget.y {
            axes.y = .springing(start: now, target: target.y, displacement: offset.y - target.y, velocity: velocity.y)
        }
        motionState.axes = axes
        motionState.shownOffset = offset
        return !(axes.x.isResting && axes.y.isResting)
    }

    /// Where a frame shows the content: at the motion's position, except that on an axis that
    /// does not bounce, content shown inside its range never passes an edge, and stops there. A
    /// spring to a target the delegate chose starts with the finger's velocity, which can carry it
    /// past the target; without bounces Apple documents that the content stops at the edge.
    /// Content already past an edge (code set it there) springs back as it would with bounces.
    func keptFromPassingNonBouncingEdges(_ position: Point) -> Point {
        let (minimum, maximum) = motionRange
        let shown = motionState.shownOffset
        return .alongEachAxis { axis in
            let (value, previous, low, upper) = (position[axis], shown[axis], minimum[axis], max(minimum[axis], maximum[axis]))
            guard previous >= low, previous <= upper, value < low || value > upper,
                !motionBounces(axis, towardEnd: value > upper) else { return value }
            return min(max(value, low), upper)
        }
    }

    /// One axis after the release: a spring back from past an edge, a snap to a page, a glide,
    /// or rest.
    private func releaseMotion(_ offset: Double, _ velocity: Double, _ minimum: Double, _ maximum: Double, page: Double, now: VirtualTime, flings: Bool, bounces: Bool) -> AxisMotion {
        let upper = max(minimum, maximum)
        if offset < minimum || offset > upper {
            let edge = offset < minimum ? minimum : upper
            return .springing(start: now, target: edge, displacement: offset - edge, velocity: velocity)
        }
        if isPagingEnabled, page > 0 {
            // Content more pages long than an `Int` counts ends at its edge all the same: the
            // count only matters where the last page start lies before the content's edge.
            let pageCount = ((upper - minimum) / page).rounded(.up) + 1
            let pages = pageCount < 0x1p62 ? Int(pageCount) : Int.max
            // Content that is not a whole number of pages ends at its edge, not at a page start past it.
            let target = min(minimum + ScrollPhysics.pagingTarget(offset: offset - minimum, velocity: velocity, pageSize: page, pageCount: pages), upper)
            return target == offset && abs(velocity) <= ScrollPhysics.decelerationStopVelocity
                ? .resting(at: offset)
                : .springing(start: now, target: target, displacement: offset - target, velocity: velocity, spring: .pageSnap)
        }
        guard flings, abs(velocity) > ScrollPhysics.decelerationStopVelocity else { return .resting(at: offset) }
        return .gliding(start: now, from: offset, velocity: velocity, rate: decelerationRate.rawValue, min: minimum, max: maximum, bounces: bounces)
    }

    /// Where an axis's motion comes to rest, for `scrollViewWillEndDragging`'s target.
    private func restingPosition(of motion: AxisMotion, now: VirtualTime) -> Double {
        switch motion {
        case let .resting(position):
            return position
        case let .springing(_, target, _, _, _), let .animating(_, _, target, _):
            return target
        case let .gliding(_, from, velocity, rate, minimum, maximum, _):
            let distance = ScrollPhysics.decelerationDistance(velocity: velocity, rate: rate)
            return min(max(from + distance, minimum), max(minimum, maximum))
        }
    }

    /// Whether the offset the motion works in is past one of its edges on either axis: the
    /// content's own edges, or the chain's ends along the axis of a chain this scroll view drives.
    private var isOutOfBounds: Bool {
        let offset = motionOffset
        let (minimum, maximum) = motionRange
        return offset.x < minimum.x || offset.x > maximum.x || offset.y < minimum.y || offset.y > maximum.y
    }

    // MARK: The motion's space

    /// The axis of the chain this scroll view drives, if it drives one.
    ///
    /// This, the motion's offset and its range are inlined, like the content's limits: each move
    /// of a drag reads them several times.
    @inline(__always)
    var chainedAxis: ScrollChain.Axis? {
        guard let chain = scrollChain, chain.driver === self else { return nil }
        return chain.axis
    }

    /// The offset the drag and the glide work in: the content offset, except along the axis of a
    /// chain this scroll view drives, where it is the chain's combined offset, which the chain
    /// shares out between its scroll views when set (``ScrollChain/move(by:)``).
    var motionOffset: Point {
        @inline(__always) get {
            switch chainedAxis {
            case nil: _bounds.origin
            case .vertical?: Point(x: _bounds.origin.x, y: scrollChain!.combinedOffset)
            case .horizontal?: Point(x: scrollChain!.combinedOffset, y: _bounds.origin.y)
            }
        }
        set {
            guard let axis = chainedAxis, let chain = scrollChain else {
                contentOffset = newValue
                return
            }
            switch axis {
            case .vertical:
                if newValue.x != _bounds.origin.x { contentOffset = Point(x: newValue.x, y: _bounds.origin.y) }
                chain.move(by: newValue.y - chain.combinedOffset)
            case .horizontal:
                if newValue.y != _bounds.origin.y { contentOffset = Point(x: _bounds.origin.x, y: newValue.y) }
                chain.move(by: newValue.x - chain.combinedOffset)
            }
        }
    }

    /// How far the chain's combined target lies from this scroll view's own part of it: what the
    /// other scroll view of the chain will hold once the motion from `offset` reaches `target`.
    private func chainTargetShift(offset: Point, target: Point) -> Point {
        guard let axis = chainedAxis, let chain = scrollChain else { return .zero }
        switch axis {
        case .vertical: return Point(x: 0, y: target.y - chain.ownPosition(of: self, afterMovingBy: target.y - offset.y))
        case .horizontal: return Point(x: target.x - chain.ownPosition(of: self, afterMovingBy: target.x - offset.x), y: 0)
        }
    }

    /// The range of ``motionOffset`` at rest.
    @inline(__always)
    var motionRange: (min: Point, max: Point) {
        var minimum = minimumContentOffset
        var maximum = maximumContentOffset
        if let axis = chainedAxis, let range = scrollChain?.combinedRange {
            switch axis {
            case .vertical: (minimum.y, maximum.y) = (range.min, range.max)
            case .horizontal: (minimum.x, maximum.x) = (range.min, range.max)
            }
        }
        return (minimum, maximum)
    }

    /// Whether the motion rubber-bands and bounces at the end it moves toward: along a chain's
    /// axis only the chain's outer ends do, each as its own scroll view says.
    private func motionBounces(_ along: Axis, towardEnd: Bool) -> Bool {
        guard let axis = chainedAxis, (axis == .horizontal) == (along == .horizontal), let chain = scrollChain else { return bounces }
        return chain.bounces(towardEnd: towardEnd)
    }

    private func atan2Degrees(y: Double, x: Double) -> Double {
        guard x != 0 || y != 0 else { return 0 }
        return atan2(y, x) * 180 / .pi
    }
}
