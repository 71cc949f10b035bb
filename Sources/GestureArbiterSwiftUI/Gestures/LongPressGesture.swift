import GestureArbiter

/// A finger held down; SwiftUI's `LongPressGesture`, whose value is `true` while it is pressed
/// and when it ends.
///
/// The decisions are the rows of ``LongPressGestureRecognition``. As in Apple's examples of
/// ``Gesture/updating(_:body:)``, the value is reported from the touch-down, while the gesture's
/// recognizer is still possible, and the gesture ends, with the finger still down, when the
/// minimum duration has passed.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// How long the finger must stay down, in seconds; 0.5 by default, as in SwiftUI.
    public var minimumDuration: Double
    /// How far the finger may move before the press fails, in points; 10 by default, as in SwiftUI.
    public var maximumDistance: Double

    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public var body: Never { primitiveBody(of: "LongPressGesture") }

    public func makeNode() -> GestureNode<Bool> {
        LongPressNode(minimumDuration: .seconds(minimumDuration), maximumDistance: maximumDistance)
    }
}

/// A long press running: ``LongPressGestureRecognition``'s host.
final class LongPressNode: MachineNode<Bool, LongPressGestureRecognition.Trigger> {
    private let minimumDuration: VirtualDuration
    private let maximumDistance: Double
    private let table = LongPressGestureRecognition.table
    private var state = LongPressGestureRecognition.State.waitingForTouch
    private var current: GesturePhase<Bool> = .possible
    private var finger: Touch?

    init(minimumDuration: VirtualDuration, maximumDistance: Double) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override var phase: GesturePhase<Bool> { current }

    override func reset() {
        state = .waitingForTouch
        current = .possible
        finger = nil
    }

    override func advance(_ trigger: LongPressGestureRecognition.Trigger, touches: [Touch], in context: GestureContext) {
        table.run(trigger, log: context.transitionLog, name: context.subject, state: { state }) { condition in
            switch condition {
            case .movedTooFar:
                guard let finger else { return false }
                return finger.locationInWindow.distance(to: finger.initialLocationInWindow) > maximumDistance
            case .ownFinger:
                return touches.contains { $0 === finger }
            }
        } enter: { state, _ in
            self.state = state
        } perform: { action in
            switch action {
            case .trackFinger:
                finger = touches.first
            case .startDurationTimer:
                context.startTimer(for: self, after: minimumDuration) { [unowned self] context in
                    advance(.durationElapsed, touches: [], in: context)
                }
            case .stopTimer:
                context.stopTimer(for: self)
            case .press:
                current = .pressing(true)
            case .succeed:
                current = .ended(true)
            case .failMovement:
                current = .failed(reason: "movement")
            case .failReleased:
                current = .failed(reason: "released")
            case .failCancelled:
                current = .failed(reason: "cancelled")
            }
        }
    }
}
