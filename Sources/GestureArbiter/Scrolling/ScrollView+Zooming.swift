/// Zooming: the scroll view scales the view its delegate names (`viewForZooming(in:)`) with a
/// pinch or from code, as ``ZoomMotion`` says.
///
/// The zoomed view's ``View/transform`` becomes a scale, its frame stays at the content's origin,
/// and ``contentSize`` follows the scaled size, so that scrolling works on the zoomed content as
/// on any other; the offset is kept inside its range at every scale.
extension ScrollView {
    // MARK: Scales

    /// The smallest scale a pinch or code may zoom to; 1 by default.
    public var minimumZoomScale: Double {
        get { zoomState.minimum }
        set {
            zoomState.minimum = newValue
            updatePinch()
        }
    }

    /// The largest scale a pinch or code may zoom to; 1 by default. Zooming is possible, and
    /// ``pinchGestureRecognizer`` present, while it is larger than ``minimumZoomScale``.
    public var maximumZoomScale: Double {
        get { zoomState.maximum }
        set {
            zoomState.maximum = newValue
            updatePinch()
        }
    }

    /// The scale the zoomed view is shown at; 1 until zoomed. Setting it is
    /// ``setZoomScale(_:animated:)`` without animation.
    public var zoomScale: Double {
        get { zoomState.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Whether a pinch may take the scale past its limits, rubber-banded, and the scale comes back
    /// when the fingers lift; true by default. Without it the scale stops at the limits.
    public var bouncesZoom: Bool {
        get { zoomState.bounces }
        set { zoomState.bounces = newValue }
    }

    /// Whether a pinch is zooming the content.
    public var isZooming: Bool {
        zoomMotion == .pinching
    }

    /// Whether the scale is coming back inside its limits after a pinch took it past one.
    public var isZoomBouncing: Bool {
        zoomMotion == .animating && zoomState.isBounce
    }

    /// The scroll view's pinch, present only while zooming is possible (``maximumZoomScale``
    /// above ``minimumZoomScale``), nil otherwise, as Apple documents; its id in fixtures is
    /// `<scroll view id>.pinch`.
    public var pinchGestureRecognizer: ScrollViewPinchGestureRecognizer? {
        zoomState.pinch
    }

    // MARK: Zooming from code

    /// Zooms to `scale`, clamped to the limits, about the middle of what is shown; animated over
    /// 300 ms (the scroll-view animation's curve and duration, a choice), after which the
    /// delegate hears `scrollViewDidEndZooming`.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        guard viewForZooming() != nil else { return }
        let target = clampedScale(scale)
        let middle = Point(x: (_bounds.origin.x + _bounds.width / 2) / zoomState.scale, y: (_bounds.origin.y + _bounds.height / 2) / zoomState.scale)
        let offset = Point(x: middle.x * target - _bounds.width / 2, y: middle.y * target - _bounds.height / 2)
        zoom(toScale: target, offset: offset, animated: animated)
    }

    /// Zooms so that `rect`, in the zoomed view's own coordinates, fills what is shown as far as
    /// the limits allow, centred; animated as ``setZoomScale(_:animated:)`` is.
    public func zoom(to rect: Rect, animated: Bool) {
        guard viewForZooming() != nil, rect.width > 0, rect.height > 0 else { return }
        let target = clampedScale(min(_bounds.width / rect.width, _bounds.height / rect.height))
        let offset = Point(x: rect.midX * target - _bounds.width / 2, y: rect.midY * target - _bounds.height / 2)
        zoom(toScale: target, offset: offset, animated: animated)
    }

    private func zoom(toScale scale: Double, offset: Point, animated: Bool) {
        guard animated, window != nil else {
            handleZoom(.scaleSet)
            applyZoom(scale, offset: offset)
            return
        }
        zoomState.request = (scale, offset)
        handleZoom(.animationRequested)
    }

    // MARK: The machine

    /// The pinch's state, as its target hears it.
    func pinchChanged(_ state: GestureRecognizer.State) {
        switch state {
        case .began: handleZoom(.pinchBegan)
        case .changed: handleZoom(.pinchMoved)
        case .ended, .cancelled: handleZoom(.pinchEnded)
        case .possible, .failed: break
        }
    }

    private func handleZoom(_ trigger: ZoomMotion.Trigger) {
        zoomTable.run(trigger, log: readWindow { $0.transitionLog } ?? nil, name: traceName, state: { zoomMotion }) { condition in
            switch condition {
            case .beyondLimits: zoomState.scale < zoomState.minimum || zoomState.scale > zoomState.maximum
            case .finished: animationProgress() >= 1
            }
        } enter: { state, _ in
            zoomMotion = state
        } perform: { action in
            perform(action)
        }
    }

    private func perform(_ action: ZoomMotion.Action) {
        switch action {
        case .reportWillBeginZooming:
            report("willBeginZooming")
            delegate?.scrollViewWillBeginZooming(self, with: viewForZooming())
            beginPinch()
        case .followPinch:
            followPinch()
        case .reportDidEndZooming:
            report("didEndZooming", [TraceField("scale", .number(zoomState.scale))])
            delegate?.scrollViewDidEndZooming(self, with: viewForZooming(), atScale: zoomState.scale)
        case .startBounceBack:
            startBounceBack()
        case .startAnimation:
            if let request = zoomState.request {
                startAnimation(to: request.scale, offset: request.offset, bounce: false)
            }
        case .startFrames:
            scheduleZoomFrame()
        case .advanceFrame:
            advanceZoomAnimation()
        case .stopFrames:
            if let timer = zoomState.frameTimer {
                window?.clock.cancel(timer)
            }
            zoomState.frameTimer = nil
        }
    }

    // MARK: Pinching

    /// Notes the content point under the fingers, in the zoomed view's unscaled coordinates.
    private func beginPinch() {
        guard let pinch = zoomState.pinch else { return }
        zoomState.startScale = zoomState.scale
        let underFingers = convert(pinch.location(in: nil), from: nil)
        zoomState.anchor = Point(x: underFingers.x / zoomState.scale, y: underFingers.y / zoomState.scale)
    }

    /// Scales by the pinch, rubber-banded past the limits when the zoom bounces, and keeps the
    /// anchored content point under the fingers, wherever they have moved.
    private func followPinch() {
        guard let pinch = zoomState.pinch else { return }
        let scale = bandedScale(zoomState.startScale * pinch.scale)
        let shown = convert(pinch.location(in: nil), from: nil)
        let visible = Point(x: shown.x - _bounds.origin.x, y: shown.y - _bounds.origin.y)
        zoomState.fingers = visible
        applyZoom(scale, offset: Point(x: zoomState.anchor.x * scale - visible.x, y: zoomState.anchor.y * scale - visible.y))
    }

    /// The scale a pinch shows for `raw`: within the limits as it is; past one, with bounces, the
    /// limit times the square root of the ratio past it (a choice: it grows ever more slowly, as
    /// UIKit's does), without them the limit.
    private func bandedScale(_ raw: Double) -> Double {
        let lower = zoomState.minimum
        let upper = max(zoomState.minimum, zoomState.maximum)
        guard raw.isFinite, raw > 0 else { return lower }
        if raw > upper { return zoomState.bounces ? upper * (raw / upper).squareRoot() : upper }
        if raw < lower { return zoomState.bounces ? lower * (raw / lower).squareRoot() : lower }
        return raw
    }

    /// Animates back to the limit the scale is past, keeping the content point under the fingers.
    private func startBounceBack() {
        let target = clampedScale(zoomState.scale)
        let fingers = zoomState.fingers
        startAnimation(to: target, offset: Point(x: zoomState.anchor.x * target - fingers.x, y: zoomState.anchor.y * target - fingers.y), bounce: true)
    }

    /// Animates scale and offset from where they are to `scale` and `offset` from the clock's now.
    private func startAnimation(to scale: Double, offset: Point, bounce: Bool) {
        zoomState.request = nil
        guard let now = readWindow({ $0.clock.now }) else { return }
        zoomState.isBounce = bounce
        zoomState.animation = ZoomState.Animation(start: now, fromScale: zoomState.scale, toScale: scale, fromOffset: _bounds.origin, toOffset: offset)
    }

    // MARK: Animating

    /// How far the zoom animation is, from 0 to 1, at the clock's now.
    private func animationProgress() -> Double {
        guard let animation = zoomState.animation, let now = readWindow({ $0.clock.now }) else { return 1 }
        let elapsed = now >= animation.start ? (now - animation.start).seconds : 0
        return min(1, elapsed / AxisMotion.animationDuration.seconds)
    }

    private func advanceZoomAnimation() {
        guard let animation = zoomState.animation else { return }
        let progress = animationProgress()
        let eased = progress * progress * (3 - 2 * progress)
        let scale = animation.fromScale + (animation.toScale - animation.fromScale) * eased
        let offset = Point(x: animation.fromOffset.x + (animation.toOffset.x - animation.fromOffset.x) * eased,
                           y: animation.fromOffset.y + (animation.toOffset.y - animation.fromOffset.y) * eased)
        applyZoom(progress >= 1 ? animation.toScale : scale, offset: offset)
        if progress >= 1 {
            zoomState.animation = nil
        } else {
            scheduleZoomFrame()
        }
    }

    private func scheduleZoomFrame() {
        guard zoomState.frameTimer == nil, let clock = window?.clock else { return }
        zoomState.frameTimer = clock.scheduleAtNextFrame {
            self.zoomState.frameTimer = nil
            guard let window = self.window else { return self.handleZoom(.scaleSet) }
            window.runHoldingSentEvents { self.handleZoom(.frameTicked) }
        }
    }

    // MARK: Applying a scale

    /// The view the delegate names for zooming, if zooming is possible.
    func viewForZooming() -> View? {
        guard zoomState.maximum > zoomState.minimum else { return nil }
        return delegate?.viewForZooming(in: self)
    }

    private func clampedScale(_ scale: Double) -> Double {
        min(max(scale, zoomState.minimum), max(zoomState.minimum, zoomState.maximum))
    }

    /// Shows the zoomed view at `scale` with the content at `offset`, kept inside its range.
    private func applyZoom(_ scale: Double, offset: Point) {
        guard let zoomed = viewForZooming(), scale.isFinite, scale > 0 else { return }
        zoomState.scale = scale
        let size = zoomed.bounds.size
        zoomed.transform = AffineTransform(scaleX: scale, y: scale)
        zoomed.center = Point(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = Size(width: size.width * scale, height: size.height * scale)
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        let kept = Point(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
        if kept.isFinite {
            contentOffset = kept
        }
        report("didZoom", [TraceField("scale", .number(scale))])
        delegate?.scrollViewDidZoom(self)
    }

    /// Adds the pinch when zooming becomes possible and takes it away when it no longer is.
    private func updatePinch() {
        let possible = zoomState.maximum > zoomState.minimum
        if possible, zoomState.pinch == nil {
            let pinch = ScrollViewPinchGestureRecognizer()
            addGestureRecognizer(pinch)
            let scrollView = UnownedReference(self)
            zoomState.pinchTarget = pinch.addTarget { recognizer in
                scrollView.readPresent { $0.pinchChanged(recognizer.state) }
            }
            zoomState.pinch = pinch
        } else if !possible, let pinch = zoomState.pinch {
            if let target = zoomState.pinchTarget {
                pinch.removeTarget(target)
            }
            removeGestureRecognizer(pinch)
            zoomState.pinch = nil
            zoomState.pinchTarget = nil
        }
    }
}

/// A scroll view's zoom bookkeeping: the scales, the pinch and its anchor, the animation.
struct ZoomState {
    /// An animated change of scale and offset.
    struct Animation {
        var start: VirtualTime
        var fromScale: Double
        var toScale: Double
        var fromOffset: Point
        var toOffset: Point
    }

    var scale = 1.0
    var minimum = 1.0
    var maximum = 1.0
    var bounces = true
    var pinch: ScrollViewPinchGestureRecognizer?
    var pinchTarget: GestureTargetID?
    /// The scale when the pinch began.
    var startScale = 1.0
    /// The content point under the fingers, in the zoomed view's unscaled coordinates.
    var anchor = Point.zero
    /// Where the fingers were at the pinch's last change, in the scroll view's visible area.
    var fingers = Point.zero
    /// The scale and offset code asked to animate to, until the animation starts.
    var request: (scale: Double, offset: Point)?
    var animation: Animation?
    /// Whether the animation brings the scale back inside its limits after a pinch.
    var isBounce = false
    var frameTimer: TimerID?
}
