import GestureArbiter

extension ViewKindDescriptor {
    /// `control`: a bare `UIControl`, which tracks its touch and sends the touch events.
    static let control = ViewKindDescriptor(
        noun: "control",
        isControl: true,
        defaultKind: .control,
        makeView: { _, frame, _ in FixtureControl(frame: frame) },
        finalState: controlState)

    /// What every control's final record adds: its tracking and its states.
    static func controlState(of view: View) -> [TraceField] {
        guard let control = view as? Control else { return [] }
        return [
            TraceField("isTracking", .bool(control.isTracking)),
            TraceField("isHighlighted", .bool(control.isHighlighted)),
            TraceField("isSelected", .bool(control.isSelected)),
            TraceField("isEnabled", .bool(control.isEnabled)),
        ]
    }
}

// Controls: their touch methods are their tracking, so a fixture does not replace them.

final class FixtureControl: Control, SceneView {
    var overrides = ViewOverrides()

    override func hitTest(_ point: Point, with event: Event?) -> View? { overrides.hitTest(super.hitTest(point, with: event), of: self) }
    override func point(inside point: Point, with event: Event?) -> Bool { overrides.point(inside: point, bounds: bounds) { super.point(inside: point, with: event) } }
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { overrides.shouldBegin(recognizer) { super.gestureRecognizerShouldBegin(recognizer) } }
}
