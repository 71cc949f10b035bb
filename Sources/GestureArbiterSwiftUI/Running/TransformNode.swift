import Foundation
import GestureArbiter

/// What a two-finger gesture measures of its fingers, and how much change makes it begin.
enum TransformMeasure {
    /// The ratio of the fingers' spread to their spread at the start.
    case magnification(minimumScaleDelta: Double)
    /// The fingers' turn since the start, in radians, counted through full turns.
    case rotation(minimumAngleDelta: Double)
}

/// Where a two-finger gesture is: what its value types are made from.
struct TransformSample {
    var time: VirtualTime
    /// The measure: a ratio for magnification, radians for rotation.
    var amount: Double
    /// Its change per second over the last 100 ms.
    var velocity: Double
    /// The fingers' midpoint when the second went down, in the view's coordinates.
    var startLocation: Point
    var startAnchor: UnitPoint
}

/// A magnify or rotate gesture running: ``TransformGestureRecognition``'s host.
final class TransformNode<Value>: MachineNode<Value, TransformGestureRecognition.Trigger> {
    private let measure: TransformMeasure
    private let makeValue: (TransformSample) -> Value
    private let table = TransformGestureRecognition.table
    private var state = TransformGestureRecognition.State.waitingForTouches
    private var current: GesturePhase<Value> = .possible
    private var fingers: [Touch] = []
    private var startSpread = 0.0
    private var lastAngle = 0.0
    private var turned = 0.0
    private var startLocation = Point.zero
    private var startAnchor = UnitPoint.zero
    private var samples = SampleWindow<Double>()

    init(measure: TransformMeasure, makeValue: @escaping (TransformSample) -> Value) {
        self.measure = measure
        self.makeValue = makeValue
    }

    override var phase: GesturePhase<Value> { current }
    override var isContinuous: Bool { true }

    override func reset() {
        state = .waitingForTouches
        current = .possible
        fingers = []
        samples.removeAll()
        turned = 0
    }

    override func advance(_ trigger: TransformGestureRecognition.Trigger, touches: [Touch], in context: GestureContext) {
        table.run(trigger, log: context.transitionLog, name: context.subject, state: { state }) { condition in
            switch condition {
            case .twoFingers:
                return fingers.count + touches.count >= 2
            case .reachedMinimumDelta:
                let amount = self.amount()
                switch measure {
                case let .magnification(minimum): return abs(amount - 1) >= minimum
                case let .rotation(minimum): return abs(amount) >= minimum
                }
            case .ownFinger:
                return touches.contains { touch in fingers.contains { $0 === touch } }
            }
        } enter: { state, _ in
            self.state = state
        } perform: { action in
            switch action {
            case .trackFingers:
                fingers = Array((fingers + touches).prefix(2))
            case .start:
                let (first, second) = (fingers[0].locationInWindow, fingers[1].locationInWindow)
                startSpread = first.distance(to: second)
                lastAngle = atan2(second.y - first.y, second.x - first.x)
                turned = 0
                let midpoint = Point(x: (first.x + second.x) / 2, y: (first.y + second.y) / 2)
                let view = context.view
                startLocation = view.map { $0.convert(midpoint, from: nil) } ?? midpoint
                startAnchor = view.map { UnitPoint(startLocation, in: $0.bounds) } ?? .zero
                sample(in: context)
            case .sample:
                sample(in: context)
            case .change:
                current = .changed(value(in: context))
            case .succeed:
                current = .ended(value(in: context))
            case .failReleased:
                current = .failed(reason: "released")
            case .failCancelled:
                current = .failed(reason: "cancelled")
            }
        }
    }

    /// The measure now: the spread's ratio, or the turn so far.
    private func amount() -> Double {
        guard fingers.count == 2 else { return 0 }
        let (first, second) = (fingers[0].locationInWindow, fingers[1].locationInWindow)
        switch measure {
        case .magnification:
            return startSpread > 0 ? first.distance(to: second) / startSpread : 1
        case .rotation:
            let angle = atan2(second.y - first.y, second.x - first.x)
            var step = angle - lastAngle
            if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
            return turned + step
        }
    }

    /// Keeps the measure at the latest finger's time, over the last 100 ms, for the velocity.
    private func sample(in context: GestureContext) {
        let amount = self.amount()
        if case .rotation = measure, fingers.count == 2 {
            turned = amount
            lastAngle = atan2(fingers[1].locationInWindow.y - fingers[0].locationInWindow.y, fingers[1].locationInWindow.x - fingers[0].locationInWindow.x)
        }
        samples.add(amount, at: fingers.map(\.timestamp).max() ?? context.virtualTime)
    }

    private func value(in context: GestureContext) -> Value {
        let latest = samples.newest ?? SampleWindow.Entry(time: context.virtualTime, value: amount())
        let velocity = samples.span.map { ($0.newest - $0.oldest) / $0.seconds } ?? 0
        return makeValue(TransformSample(time: latest.time, amount: latest.value, velocity: velocity, startLocation: startLocation, startAnchor: startAnchor))
    }
}
