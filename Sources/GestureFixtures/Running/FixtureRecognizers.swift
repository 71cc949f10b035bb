import GestureArbiter

/// What a fixture's `canPrevent` and `canBePrevented` lists answer; without a list the
/// recognizer keeps its class's own answer (a tap, for one, does not prevent a tap needing more taps).
///
/// The answers are decided here once; each library recognizer class has a fixture subclass whose
/// two overrides ask this, as ``ViewOverrides`` does for views.
struct PreventionRules {
    var canPrevent: [String]?
    var canBePrevented: [String]?

    func allowsPreventing(_ other: GestureRecognizer, otherwise classAnswer: Bool) -> Bool {
        canPrevent.map { $0.contains(other.traceName) } ?? classAnswer
    }

    func allowsBeingPrevented(by other: GestureRecognizer, otherwise classAnswer: Bool) -> Bool {
        canBePrevented.map { $0.contains(other.traceName) } ?? classAnswer
    }
}

/// A fixture recognizer: a library recognizer whose prevention answers (A2) come from the fixture.
protocol PreventionRuled: GestureRecognizer {
    var rules: PreventionRules { get set }
}

/// Builds the recognizer a fixture's gesture describes.
enum FixtureRecognizers {
    /// A fixture's directions as the swipe's option set.
    static func direction(_ directions: [GestureSpec.SwipeDirection]) -> SwipeGestureRecognizer.Direction {
        SwipeGestureRecognizer.Direction(directions.map { direction in
            switch direction {
            case .right: .right
            case .left: .left
            case .up: .up
            case .down: .down
            }
        })
    }

    /// A fixture's edges as the screen-edge pan's option set.
    static func edges(_ edges: [GestureSpec.ScreenEdge]) -> ScreenEdgePanGestureRecognizer.Edges {
        ScreenEdgePanGestureRecognizer.Edges(edges.map { edge in
            switch edge {
            case .top: .top
            case .left: .left
            case .bottom: .bottom
            case .right: .right
            case .all: .all
            }
        })
    }

    static func make(_ spec: GestureSpec) -> GestureRecognizer {
        switch spec.kind {
        case let .tap(taps, touches):
            let tap = FixtureTap()
            tap.numberOfTapsRequired = taps
            tap.numberOfTouchesRequired = touches
            return tap
        case let .longPress(taps, touches, minimumPressDuration, allowableMovement):
            let press = FixtureLongPress()
            press.numberOfTapsRequired = taps
            press.numberOfTouchesRequired = touches
            if let minimumPressDuration {
                press.minimumPressDuration = minimumPressDuration / 1000
            }
            if let allowableMovement {
                press.allowableMovement = allowableMovement
            }
            return press
        case let .pan(minimumTouches, maximumTouches):
            let pan = FixturePan()
            pan.minimumNumberOfTouches = minimumTouches
            pan.maximumNumberOfTouches = maximumTouches ?? Int.max
            return pan
        case let .swipe(directions, touches):
            let swipe = FixtureSwipe()
            swipe.direction = direction(directions)
            swipe.numberOfTouchesRequired = touches
            return swipe
        case .pinch:
            return FixturePinch()
        case .rotation:
            return FixtureRotation()
        case let .screenEdgePan(edges):
            let edgePan = FixtureScreenEdgePan()
            edgePan.edges = Self.edges(edges)
            return edgePan
        case .hover:
            return FixtureHover()
        }
    }
}

final class FixtureHover: HoverGestureRecognizer, PreventionRuled {
    var rules = PreventionRules()
    override func canPrevent(_ other: GestureRecognizer) -> Bool { rules.allowsPreventing(other, otherwise: super.canPrevent(other)) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { rules.allowsBeingPrevented(by: other, otherwise: super.canBePrevented(by: other)) }
}

final class FixtureTap: TapGestureRecognizer, PreventionRuled {
    var rules = PreventionRules()
    override func canPrevent(_ other: GestureRecognizer) -> Bool { rules.allowsPreventing(other, otherwise: super.canPrevent(other)) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { rules.allowsBeingPrevented(by: other, otherwise: super.canBePrevented(by: other)) }
}

final class FixtureLongPress: LongPressGestureRecognizer, PreventionRuled {
    var rules = PreventionRules()
    override func canPrevent(_ other: GestureRecognizer) -> Bool { rules.allowsPreventing(other, otherwise: super.canPrevent(other)) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { rules.allowsBeingPrevented(by: other, otherwise: super.canBePrevented(by: other)) }
}

final class FixturePan: PanGestureRecognizer, PreventionRuled {
    var rules = PreventionRules()
    override func canPrevent(_ other: GestureRecognizer) -> Bool { rules.allowsPreventing(other, otherwise: super.canPrevent(other)) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { rules.allowsBeingPrevented(by: other, otherwise: super.canBePrevented(by: other)) }
}

final class FixtureSwipe: SwipeGestureRecognizer, PreventionRuled {
    var rules = PreventionRules()
    override func canPrevent(_ other: GestureRecognizer) -> Bool { rules.allowsPreventing(other, otherwise: super.canPrevent(other)) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { rules.allowsBeingPrevented(by: other, otherwise: super.canBePrevented(by: other)) }
}

final class FixturePinch: PinchGestureRecognizer, PreventionRuled {
    var rules = PreventionRules()
    override func canPrevent(_ other: GestureRecognizer) -> Bool { rules.allowsPreventing(other, otherwise: super.canPrevent(other)) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { rules.allowsBeingPrevented(by: other, otherwise: super.canBePrevented(by: other)) }
}

final class FixtureRotation: RotationGestureRecognizer, PreventionRuled {
    var rules = PreventionRules()
    override func canPrevent(_ other: GestureRecognizer) -> Bool { rules.allowsPreventing(other, otherwise: super.canPrevent(other)) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { rules.allowsBeingPrevented(by: other, otherwise: super.canBePrevented(by: other)) }
}

final class FixtureScreenEdgePan: ScreenEdgePanGestureRecognizer, PreventionRuled {
    var rules = PreventionRules()
    override func canPrevent(_ other: GestureRecognizer) -> Bool { rules.allowsPreventing(other, otherwise: super.canPrevent(other)) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { rules.allowsBeingPrevented(by: other, otherwise: super.canBePrevented(by: other)) }
}
