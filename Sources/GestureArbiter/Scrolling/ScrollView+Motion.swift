import Foundation

/// The scroll view's motion: following the finger, gliding, bouncing, paging, animating (S6–S10),
/// driven by ``ScrollMotion``'s table and the window's clock.
extension ScrollView {
    /// Sets the content offset, moving it there over 300 ms when `animated`; either way a glide
    /// or bounce in progress stops.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard animated, window != nil else {
            handle(.offsetSet)
            contentOffset = offset
            return
        }
        motionState.animationTarget = offset
        handle(.animationRequested)
    }

    /// Stops a glide where it is (S6): a finger touched the scroll view. A bounce or a page snap
    /// runs to its end, so that the content never rests out of bounds or between pages.
    func stopMotion() {
        handle(.touchedDown)
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
        let offset = contentOffset
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

    private func handle(_ trigger: ScrollMotion.Trigger) {
        let outcome = ScrollMotion.table.lookUp(motion, on: trigger, log: window?.transitionLog, subject: traceName) { condition in
            switch condition {
            case .willDecelerate: planRelease()
            case .settled: nextFrame().settled
            case .springing: nextFrame().springing
            }
        }
        switch outcome {
        case .ignored:
            return
        case .refused:
            preconditionFailure("\(traceName): \(trigger.rawValue) cannot happen while \(motion.rawValue)")
        case let .transition(row):
            motion = row.to
            for action in row.actions {
                perform(action)
            }
            motionState.frame = nil
        }
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
        case .startFrames:
            scheduleFrame()
        case .advanceFrame:
            let frame = nextFrame()
            motionState.axes = (frame.x.next, frame.y.next)
            motionState.shownOffset = Point(x: frame.x.position, y: frame.y.position)
            contentOffset = motionState.shownOffset
            if !frame.settled {
                scheduleFrame()
            }
        case .stopFrames:
            if let timer = motionState.frameTimer {
                window?.clock.cancel(timer)
            }
            motionState.frameTimer = nil
            motionState.axes = (.resting(at: contentOffset.x), .resting(at: contentOffset.y))
        case .startAnimation:
            let now = window?.clock.now ?? .zero
            motionState.shownOffset = contentOffset
            let target = motionState.animationTarget ?? contentOffset
            motionState.axes = (
                .animating(start: now, from: contentOffset.x, to: target.x, duration: AxisMotion.animationDuration),
                .animating(start: now, from: contentOffset.y, to: target.y, duration: AxisMotion.animationDuration)
            )
        }
    }

    // MARK: Dragging

    private func beginDrag() {
        let translation = panGestureRecognizer.translation(in: nil)
        motionState.rawOffset = contentOffset
        motionState.shownOffset = contentOffset
        motionState.lastTranslation = translation
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

    /// Below this angle from the x axis a drag is locked horizontal (S8): 20°.
    public static let directionalLockHorizontalAngle = 20.0
    /// Above this angle from the x axis a drag is locked vertical (S8): 70°.
    public static let directionalLockVerticalAngle = 70.0

    /// The content follows the finger by its movement since the previous move (the 10 pt before
    /// the drag began do not count: S4), rubber-banded past the edges when bouncing (S10).
    ///
    /// The drag is incremental, as UIKit's is: an offset that code set during the drag (a
    /// `scrollViewDidScroll` that pins it, a recentering list) holds, and the finger's next
    /// movement goes on from there.
    private func followFinger() {
        let translation = panGestureRecognizer.translation(in: nil)
        var moved = Point(x: translation.x - motionState.lastTranslation.x, y: translation.y - motionState.lastTranslation.y)
        motionState.lastTranslation = translation
        if !scrollsHorizontally || motionState.lockedAxis == .vertical { moved.x = 0 }
        if !scrollsVertically || motionState.lockedAxis == .horizontal { moved.y = 0 }
        if contentOffset != motionState.shownOffset {
            motionState.rawOffset = contentOffset
        }
        motionState.rawOffset = Point(x: motionState.rawOffset.x - moved.x, y: motionState.rawOffset.y - moved.y)
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        let shown = Point(
            x: ScrollPhysics.rubberBandedOffset(motionState.rawOffset.x, min: minimum.x, max: maximum.x, dimension: bounds.width, bounces: bounces),
            y: ScrollPhysics.rubberBandedOffset(motionState.rawOffset.y, min: minimum.y, max: maximum.y, dimension: bounds.height, bounces: bounces)
        )
        motionState.shownOffset = shown
        contentOffset = shown
    }

    // MARK: After the drag

    /// Works out the motion after the finger lifted, lets the delegate move its target, and says
    /// whether anything is left to do.
    private func planRelease() -> Bool {
        let now = window?.clock.now ?? .zero
        let fingerVelocity = panGestureRecognizer.velocity(in: nil)
        var velocity = Point(
            x: scrollsHorizontally && motionState.lockedAxis != .vertical ? -fingerVelocity.x : 0,
            y: scrollsVertically && motionState.lockedAxis != .horizontal ? -fingerVelocity.y : 0
        )
        if panGestureRecognizer.state == .cancelled {
            velocity = .zero
        }
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        let offset = contentOffset
        var axes = (
            x: releaseMotion(offset.x, velocity.x, minimum.x, maximum.x, page: bounds.width, now: now),
            y: releaseMotion(offset.y, velocity.y, minimum.y, maximum.y, page: bounds.height, now: now)
        )
        let naturalTarget = Point(x: restingPosition(of: axes.x, now: now), y: restingPosition(of: axes.y, now: now))
        var target = naturalTarget
        report("willEndDragging", [
            TraceField("velocity", .point(Point(x: velocity.x / 1000, y: velocity.y / 1000))),
            TraceField("targetOffset", .point(target)),
        ])
        delegate?.scrollViewWillEndDragging(self, withVelocity: Point(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
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

    /// One axis after the release: a spring back from past an edge, a snap to a page, a glide,
    /// or rest.
    private func releaseMotion(_ offset: Double, _ velocity: Double, _ minimum: Double, _ maximum: Double, page: Double, now: VirtualTime) -> AxisMotion {
        let upper = max(minimum, maximum)
        if offset < minimum || offset > upper {
            let edge = offset < minimum ? minimum : upper
            return .springing(start: now, target: edge, displacement: offset - edge, velocity: velocity)
        }
        if isPagingEnabled, page > 0 {
            let pages = Int(((upper - minimum) / page).rounded(.up)) + 1
            // Content that is not a whole number of pages ends at its edge, not at a page start past it.
            let target = min(minimum + ScrollPhysics.pagingTarget(offset: offset - minimum, velocity: velocity, pageSize: page, pageCount: pages), upper)
            return target == offset && abs(velocity) <= ScrollPhysics.decelerationStopVelocity
                ? .resting(at: offset)
                : .springing(start: now, target: target, displacement: offset - target, velocity: velocity)
        }
        guard abs(velocity) > ScrollPhysics.decelerationStopVelocity else { return .resting(at: offset) }
        return .gliding(start: now, from: offset, velocity: velocity, rate: decelerationRate.rawValue, min: minimum, max: maximum, bounces: bounces)
    }

    /// Where an axis's motion comes to rest, for `scrollViewWillEndDragging`'s target.
    private func restingPosition(of motion: AxisMotion, now: VirtualTime) -> Double {
        switch motion {
        case let .resting(position):
            return position
        case let .springing(_, target, _, _), let .animating(_, _, target, _):
            return target
        case let .gliding(_, from, velocity, rate, minimum, maximum, _):
            let distance = ScrollPhysics.decelerationDistance(velocity: velocity, rate: rate)
            return min(max(from + distance, minimum), max(minimum, maximum))
        }
    }

    // MARK: Frames

    private func scheduleFrame() {
        guard motionState.frameTimer == nil else { return }
        guard let clock = window?.clock else { return handle(.leftWindow) }
        motionState.frameTimer = clock.scheduleAtNextFrame { [weak self] in
            guard let self else { return }
            self.motionState.frameTimer = nil
            guard let window = self.window else { return self.handle(.leftWindow) }
            window.runTimerAction { self.handle(.frameTicked) }
        }
    }

    /// The offsets at the clock's now, computed once per frame.
    ///
    /// An offset that code set since the last frame holds: the motion goes on from it with the
    /// velocity it had, as UIKit's frame-by-frame motion does.
    private func nextFrame() -> (x: (position: Double, next: AxisMotion), y: (position: Double, next: AxisMotion), settled: Bool, springing: Bool) {
        if let frame = motionState.frame {
            return frame
        }
        let now = window?.clock.now ?? .zero
        if contentOffset != motionState.shownOffset {
            motionState.axes = (
                motionState.axes.x.rebased(at: now, to: contentOffset.x),
                motionState.axes.y.rebased(at: now, to: contentOffset.y)
            )
        }
        let x = motionState.axes.x.advanced(to: now)
        let y = motionState.axes.y.advanced(to: now)
        let frame = (x: x, y: y, settled: x.next.isResting && y.next.isResting, springing: x.next.isSpringing || y.next.isSpringing)
        motionState.frame = frame
        return frame
    }

    private func atan2Degrees(y: Double, x: Double) -> Double {
        guard x != 0 || y != 0 else { return 0 }
        return atan2(y, x) * 180 / .pi
    }
}

/// The scroll view's bookkeeping between frames and during a drag.
struct ScrollMotionState {
    enum Axis {
        case horizontal
        case vertical
    }

    var axes: (x: AxisMotion, y: AxisMotion) = (.resting(at: 0), .resting(at: 0))
    var frame: (x: (position: Double, next: AxisMotion), y: (position: Double, next: AxisMotion), settled: Bool, springing: Bool)?
    var frameTimer: TimerID?
    /// The offset the drag would show without rubber-banding; the finger's movement adds to it.
    var rawOffset = Point.zero
    /// The offset the motion last showed: a different one means code set it since.
    var shownOffset = Point.zero
    /// The pan's translation at the previous move.
    var lastTranslation = Point.zero
    var lockedAxis: Axis?
    var animationTarget: Point?
}
