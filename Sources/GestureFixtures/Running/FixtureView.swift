import GestureArbiter

/// A view whose overrides are data: the seeds' hit-testing and touch-method patterns, as a
/// fixture describes them.
final class FixtureView: View {
    var touchHandling: TouchHandling = .forward
    var hitTestOverride: HitTestOverride?
    var pointInsideOverride: PointInsideOverride?
    var refusedGestures: [String] = []

    /// Finds the views that `redirectSelfTo` names; the scene, which owns every view.
    unowned let scene: Scene

    init(frame: Rect, scene: Scene) {
        self.scene = scene
        super.init(frame: frame)
    }

    /// The default answer, then the override applied to it.
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        let answer = super.hitTest(point, with: event)
        guard let answer, let hitTestOverride else { return answer }
        switch hitTestOverride {
        case let .redirectSelfTo(id):
            return answer === self ? scene.view(id) : answer
        case .passThrough:
            return answer === self ? nil : answer
        case let .passThroughFor(ids):
            return ids.contains(where: { scene.view($0) === answer }) ? nil : answer
        }
    }

    override func point(inside point: Point, with event: Event?) -> Bool {
        guard let pointInsideOverride else { return super.point(inside: point, with: event) }
        return pointInsideOverride.contains(point, bounds: bounds)
    }

    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        !refusedGestures.contains(recognizer.traceName)
    }

    override func touchesBegan(_ touches: [Touch], with event: Event?) {
        if touchHandling == .forward { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: [Touch], with event: Event?) {
        if touchHandling == .forward { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event?) {
        if touchHandling == .forward { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: [Touch], with event: Event?) {
        if touchHandling == .forward { super.touchesCancelled(touches, with: event) }
    }

    /// Changes one property, as a `set` event asks.
    func apply(_ property: ViewProperty) {
        switch property {
        case let .frame(frame): self.frame = frame
        case let .boundsOrigin(origin): bounds.origin = origin
        case let .hidden(hidden): isHidden = hidden
        case let .alpha(alpha): self.alpha = alpha
        case let .userInteractionEnabled(enabled): isUserInteractionEnabled = enabled
        case let .multipleTouchEnabled(enabled): isMultipleTouchEnabled = enabled
        case let .exclusiveTouch(exclusive): isExclusiveTouch = exclusive
        case let .touches(handling): touchHandling = handling
        case let .hitTest(override): hitTestOverride = override
        case let .pointInside(override): pointInsideOverride = override
        case let .refusedGestures(ids): refusedGestures = ids
        }
    }
}
