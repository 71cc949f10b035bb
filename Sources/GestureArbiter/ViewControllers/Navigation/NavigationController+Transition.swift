/// The navigation controller's transitions: the rows of ``NavigationTransition`` carried out,
/// with the views moved on the window's clock (N2–N4).
extension NavigationController {
    /// What a push, pop or new stack is, for the rows that begin, move and end it; a class, so
    /// that a move of the back swipe changes its progress where it is rather than copying its
    /// arrays out and back (HotPathIdioms: out-of-place changes, the cost they avoid).
    final class RunningTransition {
        /// The top before and after.
        let from: ViewController?
        let to: ViewController?
        /// Whether the new top was in the stack before: the views move as a pop's.
        let isPop: Bool
        /// The controllers that leave the stack and those that arrive.
        let removed: [ViewController]
        let added: [ViewController]
        let isAnimated: Bool
        /// Whether the appearance calls are made: the container is on the screen and the top changes.
        let callsAppearance: Bool
        let coordinator: TransitionCoordinator
        /// How far the views have come, from 0 (where they were) to 1 (where they go).
        var progress = 0.0
        /// The animation under way: from `start` at `fromProgress` to `toProgress` over `duration`.
        var animation: (start: VirtualTime, fromProgress: Double, toProgress: Double, duration: VirtualDuration, easesIn: Bool)?
        /// The views that move, found at the first placement: the one arriving and the one leaving.
        var viewsFound = false
        var arrivingView: View?
        var leavingView: View?

        init(from: ViewController?, to: ViewController?, isPop: Bool, removed: [ViewController], added: [ViewController],
             isAnimated: Bool, callsAppearance: Bool, coordinator: TransitionCoordinator) {
            self.from = from
            self.to = to
            self.isPop = isPop
            self.removed = removed
            self.added = added
            self.isAnimated = isAnimated
            self.callsAppearance = callsAppearance
            self.coordinator = coordinator
        }
    }

    /// The transition's table, kept in a constant (HotPathIdioms: tables in constants).
    private static let table = NavigationTransition.table

    func handle(_ trigger: NavigationTransition.Trigger) {
        Self.table.run(trigger, log: viewIfLoaded?.window?.transitionLog, name: traceName, state: { transitionState }) { condition in
            switch condition {
            case .animates: requestIsAnimated && isViewLoaded && view.window != nil
            case .canPop: children.count > 1
            case .passesThreshold: popPassesThreshold()
            case .arrived: (running?.animation).map { animationProgress($0) >= 1 } ?? true
            }
        } enter: { state, _ in
            transitionState = state
        } perform: { action in
            perform(action)
        }
    }

    private func perform(_ action: NavigationTransition.Action) {
        switch action {
        case .beginChange: beginChange(to: requestedStack, animated: requestIsAnimated, interactive: false)
        case .beginInteractivePop: beginChange(to: Array(children.dropLast()), animated: true, interactive: true)
        case .followFinger: followFinger()
        case .endInteraction:
            report("interactionChanged", [TraceField("cancelled", .bool(transitionState == .cancelling))])
            running?.coordinator.interactionEnded(cancelled: transitionState == .cancelling)
        case .animateToRest: animateToRest()
        case .startFrames: scheduleFrame()
        case .advanceFrame: advanceFrame()
        case .stopFrames: stopFrames()
        case .complete: complete()
        case .revert: revert()
        }
    }

    // MARK: Beginning

    /// Takes the stack: containment calls, the stack itself, the will-calls and the delegate's
    /// `willShow`, and the arriving view placed where the transition starts.
    private func beginChange(to stack: [ViewController], animated: Bool, interactive: Bool) {
        let old = children
        let from = old.last
        let to = stack.last
        let removed = old.filter { controller in !stack.contains { $0 === controller } }
        let added = stack.filter { $0.parent !== self }
        let isPop = to.map { to in old.contains { $0 === to } } ?? true
        // A container off the screen, or one whose view is not loaded, shows nothing yet.
        let showsViews = isViewLoaded
        let callsAppearance = showsViews && appearanceState == .appeared && from !== to
        let coordinator = TransitionCoordinator(from: from, to: to, animated: animated && showsViews, interactive: interactive, duration: Self.transitionDuration)
        report("transitionBegan", [
            TraceField("operation", .string(from === to ? "none" : isPop ? "pop" : "push")),
            TraceField("from", .optionalString(from?.traceName)), TraceField("to", .optionalString(to?.traceName)),
            TraceField("animated", .bool(coordinator.isAnimated)), TraceField("interactive", .bool(interactive)),
        ])
        for controller in removed {
            controller.sendWillMove(toParent: nil)
        }
        for controller in added {
            addChild(controller)
        }
        reorderChildren(stack)
        running = RunningTransition(from: from, to: to, isPop: isPop, removed: removed, added: added,
                                    isAnimated: coordinator.isAnimated, callsAppearance: callsAppearance, coordinator: coordinator)
        if coordinator.isAnimated, !interactive, let now = viewIfLoaded?.window?.clock.now {
            running?.animation = (now, 0, 1, Self.transitionDuration, true)
        }
        guard showsViews else { return }
        // The arriving view loads before the leaving controller hears anything (V3).
        let arriving = from !== to ? to?.view : nil
        if callsAppearance {
            from?.beginAppearanceTransition(false, animated: coordinator.isAnimated)
            to?.beginAppearanceTransition(true, animated: coordinator.isAnimated)
        }
        if let to {
            report("willShow", [TraceField("viewController", .string(to.traceName)), TraceField("animated", .bool(coordinator.isAnimated))])
            delegate?.navigationController(self, willShow: to, animated: coordinator.isAnimated)
        }
        if let arriving {
            if isPop, let fromView = from?.viewIfLoaded, fromView.superview === view {
                view.insertSubview(arriving, belowSubview: fromView)
            } else {
                view.addSubview(arriving)
            }
        }
        placeViews()
    }

    // MARK: Moving

    /// The views where ``RunningTransition/progress`` puts them: a push brings the new view from
    /// one width to the right while the old one goes a third of a width left; a pop the reverse.
    private func placeViews() {
        guard let running, let bounds = viewIfLoaded?.bounds else { return }
        let progress = running.progress
        // The two views are found once per transition: a back swipe moves them on every event.
        if !running.viewsFound {
            running.viewsFound = true
            running.arrivingView = running.from !== running.to ? running.to?.viewIfLoaded : nil
            running.leavingView = running.from !== running.to ? running.from?.viewIfLoaded : nil
        }
        let (ahead, behind) = running.isPop ? (running.leavingView, running.arrivingView) : (running.arrivingView, running.leavingView)
        let aheadShift = running.isPop ? progress : 1 - progress
        let behindShift = -Self.parallax * (running.isPop ? 1 - progress : progress)
        ahead?.frame = Rect(x: bounds.width * aheadShift, y: 0, width: bounds.width, height: bounds.height)
        behind?.frame = Rect(x: bounds.width * behindShift, y: 0, width: bounds.width, height: bounds.height)
        running.coordinator.percentComplete = progress
    }

    /// The finger's share of the container's width, from where it went down.
    private func followFinger() {
        let width = view.bounds.width
        guard width > 0 else { return }
        running?.progress = min(max(popRecognizer.translation(in: view).x / width, 0), 1)
        placeViews()
    }

    /// Whether the back swipe, lifted now, pops (N3): a fling of at least one container width a
    /// second decides by its direction; a slower lift pops past half the width. These are
    /// Flutter's figures for its imitation of UIKit's swipe (`_kMinFlingVelocity`, the half
    /// point), eyeballed there from iOS; Apple gives none. The speed is the one a scroll view
    /// releases with (S10), which is zero when the finger stopped before it lifted.
    private func popPassesThreshold() -> Bool {
        let width = view.bounds.width
        let velocity = popRecognizer.releaseVelocity().x
        if width > 0, abs(velocity) >= width {
            return velocity > 0
        }
        return (running?.progress ?? 0) > 0.5
    }

    /// After the lift, the rest of the way at the transition's own pace, as a percent-driven
    /// interactive transition of UIKit completes (`completionSpeed` 1): finishing from p takes
    /// (1 − p) of ``transitionDuration``, cancelling p of it; eased out, since the views are moving.
    private func animateToRest() {
        guard let current = running, let now = view.window?.clock.now else { return }
        let target = transitionState == .cancelling ? 0.0 : 1.0
        let share = abs(target - current.progress)
        current.animation = (now, current.progress, target, VirtualDuration(nanoseconds: Int64((Double(Self.transitionDuration.nanoseconds) * share).rounded())), false)
    }

    /// Where the animation is, from 0 to 1 of its time, at the clock's now.
    func animationProgress(_ animation: (start: VirtualTime, fromProgress: Double, toProgress: Double, duration: VirtualDuration, easesIn: Bool)) -> Double {
        guard animation.duration.nanoseconds > 0, let now = view.window?.clock.now else { return 1 }
        return min(1, max(0, (now - animation.start).seconds / animation.duration.seconds))
    }

    private func advanceFrame() {
        guard let current = running, let animation = current.animation else { return }
        let time = animationProgress(animation)
        // Ease in and out from rest; only out when the finger left the views moving.
        let eased = animation.easesIn ? time * time * (3 - 2 * time) : 1 - (1 - time) * (1 - time)
        current.progress = animation.fromProgress + (animation.toProgress - animation.fromProgress) * eased
        placeViews()
        if time < 1 {
            scheduleFrame()
        }
    }

    private func scheduleFrame() {
        guard frameTimer == nil else { return }
        guard let clock = view.window?.clock else { return handle(.leftWindow) }
        frameTimer = clock.scheduleAtNextFrame {
            self.frameTimer = nil
            guard let window = self.viewIfLoaded?.window else { return self.handle(.leftWindow) }
            window.runHoldingSentEvents { self.handle(.frameTicked) }
        }
    }

    private func stopFrames() {
        if let frameTimer {
            viewIfLoaded?.window?.clock.cancel(frameTimer)
        }
        frameTimer = nil
    }

    // MARK: Ending

    /// Ends the transition where it goes: the leaving view out, the arriving one filling the
    /// container, the did-calls, the containment calls, the delegate's `didShow`, the coordinator's completions.
    private func complete() {
        guard let ending = running else { return }
        running = nil
        if isViewLoaded {
            if ending.from !== ending.to {
                ending.from?.viewIfLoaded?.removeFromSuperview()
            }
            for controller in ending.removed where controller !== ending.from {
                controller.viewIfLoaded?.removeFromSuperview()
            }
            if let top = topViewController {
                place(top.view, at: 0)
            }
        }
        if ending.callsAppearance {
            ending.from?.endAppearanceTransition()
            ending.to?.endAppearanceTransition()
        }
        for controller in ending.removed {
            controller.removeFromParent()
        }
        for controller in ending.added where controller.parent === self {
            controller.sendDidMove(toParent: self)
        }
        if let to = ending.to, isViewLoaded {
            report("didShow", [TraceField("viewController", .string(to.traceName)), TraceField("animated", .bool(ending.isAnimated))])
            delegate?.navigationController(self, didShow: to, animated: ending.isAnimated)
        }
        ending.coordinator.percentComplete = 1
        report("transitionEnded", [TraceField("cancelled", .bool(false))])
        ending.coordinator.ended()
    }

    /// Ends an interactive pop where it began: the popped controller on top again and its view
    /// filling the container, and the calls that undo the will-calls in UIKit's order for a
    /// cancelled interactive pop (wangling.me, 2014): the controller below will-disappears and
    /// did-disappears, then the popped one will-appears and did-appears. It gets no `didMove`:
    /// it never left. The delegate hears no `didShow`.
    private func revert() {
        guard let ending = running else { return }
        running = nil
        var stack = children
        for controller in ending.removed where !stack.contains(where: { $0 === controller }) {
            stack.append(controller)
        }
        reorderChildren(stack)
        if isViewLoaded {
            if ending.from !== ending.to {
                ending.to?.viewIfLoaded?.removeFromSuperview()
            }
            if let top = topViewController {
                place(top.view, at: 0)
            }
        }
        if ending.callsAppearance {
            ending.to?.beginAppearanceTransition(false, animated: ending.isAnimated)
            ending.to?.endAppearanceTransition()
            ending.from?.beginAppearanceTransition(true, animated: ending.isAnimated)
            ending.from?.endAppearanceTransition()
        }
        ending.coordinator.percentComplete = 0
        report("transitionEnded", [TraceField("cancelled", .bool(true))])
        ending.coordinator.ended()
    }
}
