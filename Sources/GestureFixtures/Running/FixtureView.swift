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
        case let .scrollView(property): (self as? FixtureScrolling)?.apply(property)
        case let .slider(property):
            (self as? FixtureSlider)?.apply(property)
            (self as? FixtureStepper)?.apply(property)
        case let .switch(property): (self as? FixtureSwitch)?.apply(property)
        case let .stepper(property): (self as? FixtureStepper)?.apply(property)
        case let .segmentedControl(property): (self as? FixtureSegmentedControl)?.apply(property)
        case let .pageControl(property): (self as? FixturePageControl)?.apply(property)
        }
    }
}

/// A plain view with the fixture's overrides.
final class FixtureView: View, SceneView {
    var overrides = ViewOverrides()

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }
    override func touchesBegan(_ touches: [Touch], with event: Event?) { if overrides.forwardsTouches { super.touchesBegan(touches, with: event) } }
    override func touchesMoved(_ touches: [Touch], with event: Event?) { if overrides.forwardsTouches { super.touchesMoved(touches, with: event) } }
    override func touchesEnded(_ touches: [Touch], with event: Event?) { if overrides.forwardsTouches { super.touchesEnded(touches, with: event) } }
    override func touchesCancelled(_ touches: [Touch], with event: Event?) { if overrides.forwardsTouches { super.touchesCancelled(touches, with: event) } }
}

// Controls: their touch methods are their tracking, so a fixture does not replace them.

final class FixtureControl: Control, SceneView {
    var overrides = ViewOverrides()

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }
}

final class FixtureButton: Button, SceneView {
    var overrides = ViewOverrides()

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }
}

final class FixtureSlider: Slider, SceneView {
    var overrides = ViewOverrides()

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }

    func apply(_ property: SliderProperty) {
        switch property {
        case let .value(value): self.value = value
        case let .minimumValue(minimum): minimumValue = minimum
        case let .maximumValue(maximum): maximumValue = maximum
        case let .vertical(vertical): isVertical = vertical
        }
    }
}

final class FixtureSwitch: Switch, SceneView {
    var overrides = ViewOverrides()

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }

    func apply(_ property: SwitchProperty) {
        switch property {
        case let .on(isOn): self.isOn = isOn
        }
    }
}

final class FixtureStepper: Stepper, SceneView {
    var overrides = ViewOverrides()

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }

    func apply(_ property: SliderProperty) {
        switch property {
        case let .value(value): self.value = value
        case let .minimumValue(minimum): minimumValue = minimum
        case let .maximumValue(maximum): maximumValue = maximum
        case .vertical: break
        }
    }

    func apply(_ property: StepperProperty) {
        switch property {
        case let .stepValue(step): stepValue = step
        case let .wraps(wraps): self.wraps = wraps
        case let .continuous(continuous): isContinuous = continuous
        case let .autorepeat(autorepeat): self.autorepeat = autorepeat
        }
    }
}

final class FixtureSegmentedControl: SegmentedControl, SceneView {
    var overrides = ViewOverrides()

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }

    func apply(_ property: SegmentedControlProperty) {
        switch property {
        case let .selectedSegmentIndex(index): selectedSegmentIndex = index
        case let .momentary(momentary): isMomentary = momentary
        case let .disabledSegments(indexes):
            for index in 0..<numberOfSegments {
                setEnabled(!indexes.contains(index), forSegmentAt: index)
            }
        }
    }
}

final class FixturePageControl: PageControl, SceneView {
    var overrides = ViewOverrides()

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }

    func apply(_ property: PageControlProperty) {
        switch property {
        case let .numberOfPages(pages): numberOfPages = pages
        case let .currentPage(page): currentPage = page
        case let .hidesForSinglePage(hides): hidesForSinglePage = hides
        }
    }
}
