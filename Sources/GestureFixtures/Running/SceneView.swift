import GestureArbiter

/// The overrides a fixture gives its views as data, the seeds' hit-testing and touch-method
/// patterns, with the logic that the fixture view classes' one-line overrides call.
///
/// The logic lives here once; each library class still needs a subclass of its own whose
/// overrides call it, since Swift cannot add an override to several base classes at once (it has
/// no mixins, and a macro would need a package dependency).
struct ViewOverrides {
    var touchHandling = TouchHandling.forward
    var hitTest: HitTestOverride?
    var pointInside: PointInsideOverride?
    var refusedGestures: [String] = []

    /// Finds the views that `redirectSelfTo` and `passThrough` name; the scene, which owns every view.
    weak var scene: Scene?

    /// Whether the touch methods call `super`, which passes the touches to the next responder.
    var forwardsTouches: Bool {
        touchHandling == .forward
    }

    /// The class's answer `answer` for `view`, then the override applied to it.
    func hitTest(_ answer: View?, of view: View) -> View? {
        guard let answer, let hitTest else { return answer }
        switch hitTest {
        case let .redirectSelfTo(id):
            return answer === view ? scene?.view(id) : answer
        case .passThrough:
            return answer === view ? nil : answer
        case let .passThroughFor(ids):
            return ids.contains(where: { scene?.view($0) === answer }) ? nil : answer
        }
    }

    /// The override's answer for `point` in `bounds`, or the class's when there is none.
    func point(inside point: Point, bounds: Rect, otherwise classAnswer: () -> Bool) -> Bool {
        pointInside?.contains(point, bounds: bounds) ?? classAnswer()
    }

    /// False for the recognizers the fixture refuses, the class's answer for the others.
    func shouldBegin(_ recognizer: GestureRecognizer, otherwise classAnswer: () -> Bool) -> Bool {
        refusedGestures.contains(recognizer.traceName) ? false : classAnswer()
    }
}

/// A view of a fixture's scene: a library view whose overridable answers come from the fixture.
protocol SceneView: View {
    var overrides: ViewOverrides { get set }
    /// Changes one of its type's own properties; its type's file says how.
    func apply(own property: OwnViewProperty)
}

extension SceneView {
    /// Changes one property, as a `set` event asks; the compile step lets through only the
    /// properties this view's type has.
    func apply(_ property: ViewProperty) {
        switch property {
        case let .frame(frame): self.frame = frame
        case let .boundsOrigin(origin): bounds.origin = origin
        case let .transform(transform): self.transform = transform
        case let .hidden(hidden): isHidden = hidden
        case let .alpha(alpha): self.alpha = alpha
        case let .userInteractionEnabled(enabled): isUserInteractionEnabled = enabled
        case let .multipleTouchEnabled(enabled): isMultipleTouchEnabled = enabled
        case let .exclusiveTouch(exclusive): isExclusiveTouch = exclusive
        case let .touches(handling): overrides.touchHandling = handling
        case let .hitTest(override): overrides.hitTest = override
        case let .pointInside(override): overrides.pointInside = override
        case let .refusedGestures(ids): overrides.refusedGestures = ids
        case let .own(property): apply(own: property)
        }
    }

    /// A view without properties of its own has none to change.
    func apply(own property: OwnViewProperty) {}
}
