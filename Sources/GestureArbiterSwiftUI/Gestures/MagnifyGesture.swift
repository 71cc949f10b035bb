import GestureArbiter

/// Two fingers spreading or pinching; SwiftUI's `MagnifyGesture` (iOS 17), decided by
/// ``TransformGestureRecognition``.
public struct MagnifyGesture: Gesture {
    /// SwiftUI's `MagnifyGesture.Value`.
    public struct Value: Equatable, Sendable, GestureTraceValue {
        public var time: VirtualTime
        /// The fingers' spread over their spread when the second went down.
        public var magnification: Double
        /// The magnification's change per second.
        public var velocity: Double
        /// Where the fingers' midpoint started, in the view's unit square.
        public var startAnchor: UnitPoint
        /// Where the fingers' midpoint started, in the view's coordinates.
        public var startLocation: Point

        public var traceFields: [TraceField] {
            [
                TraceField("magnification", .number(magnification)), TraceField("velocity", .number(velocity)),
                TraceField("startAnchor", .list([.number(startAnchor.x), .number(startAnchor.y)])),
                TraceField("startLocation", startLocation.traceValue),
            ]
        }
    }

    /// The least change of the magnification that makes the gesture change; 0.01 by default, as in SwiftUI.
    public var minimumScaleDelta: Double

    public init(minimumScaleDelta: Double = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public var body: Never { primitiveBody(of: "MagnifyGesture") }

    public func makeNode() -> GestureNode<Value> {
        TransformNode(measure: .magnification(minimumScaleDelta: minimumScaleDelta)) {
            Value(time: $0.time, magnification: $0.amount, velocity: $0.velocity, startAnchor: $0.startAnchor, startLocation: $0.startLocation)
        }
    }
}
