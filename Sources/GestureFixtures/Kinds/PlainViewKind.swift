import GestureArbiter

extension ViewKindDescriptor {
    /// `view`: a `UIView`, with the common keys only.
    static let plainView = ViewKindDescriptor(
        noun: "view",
        defaultKind: .view,
        makeView: { _, frame, _ in FixtureView(frame: frame) })
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
