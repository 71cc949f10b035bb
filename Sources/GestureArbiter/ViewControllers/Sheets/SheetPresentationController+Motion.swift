/// The sheet's motion: the rows of ``SheetMotion`` carried out on the window's clock (N5–N7).
extension SheetPresentationController {
    /// The table of ``SheetMotion``, kept in a constant (HotPathIdioms: tables in constants).
    private static let table = SheetMotion.table

    /// How long a sheet rises when presented and falls when dismissed by code: 350 ms, eased, a
    /// choice that matches the navigation controller's slide (N2); Apple gives no figure.
    public static let transitionDuration = VirtualDuration.milliseconds(350)

    func handle(_ trigger: SheetMotion.Trigger) {
        Self.table.run(trigger, log: containerView.window?.transitionLog, name: presented?.traceName ?? "sheet", state: { motion }) { condition in
            switch condition {
            case .animates: (trigger == .detentChanged ? animatesChanges : requestIsAnimated) && windowForMotion != nil
            case .arrived: animation.map { $0.advanced(to: now).next.isResting } ?? true
            case .liftDismisses: liftDismisses()
            case .mayDismiss: mayDismiss()
            }
        } enter: { state, _ in
            motion = state
        } perform: { action in
            perform(action)
        }
    }

    private var now: VirtualTime { windowForMotion?.clock.now ?? .zero }

    /// The window the sheet moves in: its container's, or the presenting controller's before it is attached.
    var windowForMotion: Window? {
        containerView.window ?? presentingViewController?.recordingWindow
    }

    private func perform(_ action: SheetMotion.Action) {
        switch action {
        case .attach: attach()
        case .startRising:
            height = 0
            placeViews()
            animation = .animating(start: now, from: 0, to: currentDetent?.height ?? maximumHeight, duration: Self.transitionDuration)
        case .placeAtDetent:
            animation = nil
            height = currentDetent?.height ?? maximumHeight
            placeViews()
            updateDimming()
        case .finishPresenting:
            presented?.endAppearanceTransition()
            runCompletion()
        case .startFrames: scheduleFrame()
        case .advanceFrame: advanceFrame()
        case .stopFrames: stopFrames()
        case .beginDrag: beginDrag()
        case .followFinger: followFinger()
        case .settleAtLift: settleAtLift()
        case .settleBack: spring(to: currentDetent?.height ?? maximumHeight)
        case .settleToSelected:
            updateDimming()
            animation = .animating(start: now, from: height, to: currentDetent?.height ?? maximumHeight, duration: Self.transitionDuration)
        case .reportWillDismiss:
            userDismissal = true
            report("presentationControllerWillDismiss")
            delegate?.presentationControllerWillDismiss(self)
        case .reportDidAttemptToDismiss:
            report("presentationControllerDidAttemptToDismiss")
            delegate?.presentationControllerDidAttemptToDismiss(self)
        case .startFalling:
            presented?.beginAppearanceTransition(false, animated: true)
            animation = .animating(start: now, from: height, to: 0, duration: Self.transitionDuration)
        case .beginDisappearing:
            presented?.beginAppearanceTransition(false, animated: false)
        case .detach: detach()
        }
    }

    /// Puts the container in the presenting controller's window, above everything, and the
    /// presented view in the card; sends the presented controller's will-appear call.
    private func attach() {
        guard let presented else { return }
        userDismissal = false
        if let window = presentingViewController?.recordingWindow {
            containerView.frame = window.bounds
            dimmingView.frame = window.bounds
            window.addSubview(containerView)
        }
        let presentedView = presented.view
        sheetView.addSubview(presentedView)
        layoutMaximum = maximumHeight
        height = 0
        placeViews()
        updateDimming()
        presented.beginAppearanceTransition(true, animated: requestIsAnimated)
    }

    private func detach() {
        // Held to the end of this function: the presentation may be all that keeps it.
        let presented = self.presented
        animation = nil
        containerView.removeFromSuperview()
        presented?.viewIfLoaded?.removeFromSuperview()
        height = 0
        presented?.endAppearanceTransition()
        let presenting = presentingViewController
        presenting?.presentationEnded()
        presentingViewController = nil
        runCompletion()
        if userDismissal {
            userDismissal = false
            presented?.report("presentationControllerDidDismiss", [], container: presenting)
            delegate?.presentationControllerDidDismiss(self)
        }
    }

    private func runCompletion() {
        let finished = completion
        completion = nil
        finished?()
    }

    /// Springs the height to `target` from where it is, with the velocity the finger left it.
    func spring(to target: Double, velocity: Double = 0) {
        animation = .springing(start: now, target: target, displacement: height - target, velocity: velocity, spring: .pageSnap)
    }

    private func advanceFrame() {
        guard let motionNow = animation else { return }
        let step = motionNow.advanced(to: now)
        animation = step.next
        height = step.next.isResting ? restingHeight(of: step.next, fallback: step.position) : step.position
        placeViews()
        if !step.next.isResting {
            scheduleFrame()
        } else {
            updateDimming()
        }
    }

    private func restingHeight(of motion: AxisMotion, fallback: Double) -> Double {
        if case let .resting(at) = motion { return at }
        return fallback
    }

    private func scheduleFrame() {
        guard frameTimer == nil, let clock = windowForMotion?.clock else { return }
        frameTimer = clock.scheduleAtNextFrame {
            self.frameTimer = nil
            guard let window = self.windowForMotion else { return }
            window.runHoldingSentEvents { self.handle(.frameTicked) }
        }
    }

    private func stopFrames() {
        if let frameTimer {
            windowForMotion?.clock.cancel(frameTimer)
        }
        frameTimer = nil
    }

    /// Whether the user may dismiss the sheet now: not modal, and the delegate agrees (asked only then).
    private func mayDismiss() -> Bool {
        guard presented?.isModalInPresentation != true else { return false }
        let agrees = delegate?.presentationControllerShouldDismiss(self) ?? true
        report("presentationControllerShouldDismiss", [TraceField("result", .bool(agrees))])
        return agrees
    }
}
