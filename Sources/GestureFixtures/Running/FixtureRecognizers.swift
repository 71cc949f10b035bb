import GestureArbiter

/// What a fixture's `canPrevent` and `canBePrevented` lists answer: nil lists allow everything, as UIKit does.
struct PreventionRules {
    var canPrevent: [String]?
    var canBePrevented: [String]?

    func allowsPreventing(_ other: GestureRecognizer) -> Bool {
        canPrevent.map { $0.contains(other.traceName) } ?? true
    }

    func allowsBeingPrevented(by other: GestureRecognizer) -> Bool {
        canBePrevented.map { $0.contains(other.traceName) } ?? true
    }
}

/// A fixture recognizer: a library recognizer whose prevention answers (A2) come from the fixture.
protocol PreventionRuled: GestureRecognizer {
    var rules: PreventionRules { get set }
}

/// Builds the recognizer a fixture's gesture describes.
enum FixtureRecognizers {
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
            press.minimumPressDuration = minimumPressDuration.map(VirtualDuration.milliseconds)
            press.allowableMovement = allowableMovement
            return press
        case let .pan(minimumTouches, maximumTouches):
            let pan = FixturePan()
            pan.minimumNumberOfTouches = minimumTouches
            pan.maximumNumberOfTouches = maximumTouches ?? Int.max
            return pan
        case let .swipe(directions, touches):
            let swipe = FixtureSwipe()
            swipe.direction = SwipeGestureRecognizer.Direction(directions.map { direction in
                switch direction {
                case .right: SwipeGestureRecognizer.Direction.right
                case .left: .left
                case .up: .up
                case .down: .down
                }
            })
            swipe.numberOfTouchesRequired = touches
            return swipe
        case .pinch:
            return FixturePinch()
        case .rotation:
            return FixtureRotation()
        case let .screenEdgePan(edges):
            let edgePan = FixtureScreenEdgePan()
            edgePan.edges = ScreenEdgePanGestureRecognizer.Edges(edges.map { edge in
                switch edge {
                case .top: ScreenEdgePanGestureRecognizer.Edges.top
                case .left: .left
                case .bottom: .bottom
                case .right: .right
                case .all: .all
                }
            })
            return edgePan
        }
    }
}

final class FixtureTap: TapGestureRecognizer, PreventionRuled {
    var rules = PreventionRules()
    override func canPrevent(_ other: GestureRecognizer) -> Bool { rules.allowsPreventing(other) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { rules.allowsBeingPrevented(by: other) }
}

final class FixtureLongPress: LongPressGestureRecognizer, PreventionRuled {
    var rules = PreventionRules()
    override func canPrevent(_ other: GestureRecognizer) -> Bool { rules.allowsPreventing(other) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { rules.allowsBeingPrevented(by: other) }
}

final class FixturePan: PanGestureRecognizer, PreventionRuled {
    var rules = PreventionRules()
    override func canPrevent(_ other: GestureRecognizer) -> Bool { rules.allowsPreventing(other) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { rules.allowsBeingPrevented(by: other) }
}

final class FixtureSwipe: SwipeGestureRecognizer, PreventionRuled {
    var rules = PreventionRules()
    override func canPrevent(_ other: GestureRecognizer) -> Bool { rules.allowsPreventing(other) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { rules.allowsBeingPrevented(by: other) }
}

final class FixturePinch: PinchGestureRecognizer, PreventionRuled {
    var rules = PreventionRules()
    override func canPrevent(_ other: GestureRecognizer) -> Bool { rules.allowsPreventing(other) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { rules.allowsBeingPrevented(by: other) }
}

final class FixtureRotation: RotationGestureRecognizer, PreventionRuled {
    var rules = PreventionRules()
    override func canPrevent(_ other: GestureRecognizer) -> Bool { rules.allowsPreventing(other) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { rules.allowsBeingPrevented(by: other) }
}

final class FixtureScreenEdgePan: ScreenEdgePanGestureRecognizer, PreventionRuled {
    var rules = PreventionRules()
    override func canPrevent(_ other: GestureRecognizer) -> Bool { rules.allowsPreventing(other) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { rules.allowsBeingPrevented(by: other) }
}
