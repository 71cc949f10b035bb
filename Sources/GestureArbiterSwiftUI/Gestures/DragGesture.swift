import GestureArbiter

/// A finger dragged across the screen; SwiftUI's `DragGesture`.
///
/// The decisions are the rows of ``DragGestureRecognition``. The translation counts from the
/// touch-down, not from where the minimum distance was reached, as in SwiftUI.
public struct DragGesture: Gesture {
    /// Where the drag is, SwiftUI's `DragGesture.Value`, in the gesture's coordinate space.
    public struct Value: Equatable, Sendable, GestureTraceValue {
        /// The time of the event.
        public var time: VirtualTime
        /// Where the finger is.
        public var location: Point
        /// Where the finger went down.
        public var startLocation: Point
        /// The finger's speed along each axis, in points per second, over the last 100 ms.
        public var velocity: Size
        /// Where the finger would stop if it let go now and glided as a scroll view's content
        /// does: ``predictedEndTranslation`` from the ``startLocation``.
        public var predictedEndLocation: Point

        /// How far the finger is from where it went down.
        public var translation: Size {
            Size(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// The translation it would end with if it glided on at the current velocity, slowing as a
        /// scroll view's content does at the normal deceleration rate (0.998 a millisecond, the
        /// projection of Apple's "Designing Fluid Interfaces", WWDC 2018): velocity × 0.499 s
        /// beyond the translation. SwiftUI does not publish its formula; this is a choice.
        public var predictedEndTranslation: Size {
            Size(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }

        public var traceFields: [TraceField] {
            [
                TraceField("location", location.traceValue),
                TraceField("startLocation", startLocation.traceValue),
                TraceField("translation", translation.traceValue),
                TraceField("velocity", velocity.traceValue),
                TraceField("predictedEndLocation", predictedEndLocation.traceValue),
            ]
        }
    }

    /// How far the finger must move before the drag changes, in points; 10 by default, as in SwiftUI.
    public var minimumDistance: Double
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public var body: Never { primitiveBody(of: "DragGesture") }

    public func makeNode() -> GestureNode<Value> {
        DragNode(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
    }

    /// How far content gliding at one point per second travels before it stops, in seconds of
    /// that velocity: r / (1 − r) / 1000 for the normal deceleration rate r = 0.998.
    static let projectionSeconds = 0.998 / (1 - 0.998) / 1000
}

/// A drag running: ``DragGestureRecognition``'s host.
final class DragNode: MachineNode<DragGesture.Value, DragGestureRecognition.Trigger> {
    private let minimumDistance: Double
    private let coordinateSpace: CoordinateSpace
    private let table = DragGestureRecognition.table
    private var state = DragGestureRecognition.State.waitingForTouch
    private var current: GesturePhase<DragGesture.Value> = .possible
    private var finger: Touch?
    private var startLocation = Point.zero
    private var sampler = SampleWindow<Point>()

    init(minimumDistance: Double, coordinateSpace: CoordinateSpace) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    override var phase: GesturePhase<DragGesture.Value> { current }
    override var isContinuous: Bool { true }

    override func reset() {
        state = .waitingForTouch
        current = .possible
        finger = nil
        sampler.removeAll()
    }

    override func advance(_ trigger: DragGestureRecognition.Trigger, touches: [Touch], in context: GestureContext) {
        table.run(trigger, log: context.transitionLog, name: context.subject, state: { state }) { condition in
            switch condition {
            case .reachedMinimumDistance:
                let touch = finger ?? touches.first
                guard let touch else { return false }
                return touch.locationInWindow.distance(to: touch.initialLocationInWindow) >= minimumDistance
            case .ownFinger:
                return touches.contains { $0 === finger }
            }
        } enter: { state, _ in
            self.state = state
        } perform: { action in
            switch action {
            case .trackFinger:
                finger = touches.first
                if let finger { startLocation = context.location(of: finger, in: coordinateSpace) }
            case .sample:
                if let finger { sampler.add(context.location(of: finger, in: coordinateSpace), at: finger.timestamp) }
            case .change:
                if let value = value(in: context) { current = .changed(value) }
            case .succeed:
                if let value = value(in: context) { current = .ended(value) }
            case .failReleased:
                current = .failed(reason: "released")
            case .failCancelled:
                current = .failed(reason: "cancelled")
            }
        }
    }

    /// The drag's value now.
    private func value(in context: GestureContext) -> DragGesture.Value? {
        guard let finger else { return nil }
        let location = context.location(of: finger, in: coordinateSpace)
        let velocity = sampler.span.map { span in
            Size(width: (span.newest.x - span.oldest.x) / span.seconds, height: (span.newest.y - span.oldest.y) / span.seconds)
        } ?? .zero
        let glide = DragGesture.projectionSeconds
        return DragGesture.Value(
            time: finger.timestamp, location: location, startLocation: startLocation, velocity: velocity,
            predictedEndLocation: location.offsetBy(dx: velocity.width * glide, dy: velocity.height * glide)
        )
    }
}
