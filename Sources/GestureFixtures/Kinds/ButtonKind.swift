import GestureArbiter

extension ViewKindDescriptor {
    /// `button`: a `UIButton`, with the common keys only.
    static let button = ViewKindDescriptor(
        noun: "button",
        isControl: true,
        defaultKind: .button,
        makeView: { _, frame, _ in FixtureButton(frame: frame) },
        finalState: controlState)
}

final class FixtureButton: Button, SceneView {
    var overrides = ViewOverrides()

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }
}
