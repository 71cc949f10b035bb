import GestureArbiter

/// Two fingers turning; SwiftUI's `RotateGesture` (iOS 17), decided by
/// ``TransformGestureRecognition``.
public struct RotateGesture: Gesture {
    /// SwiftUI's `RotateGesture.Value`.
    public struct Value: Equatable, Sendable, GestureTraceValue {
        public var time: VirtualTime
        /// How far the fingers turned since the second went down, clockwise positive on screen.
        public var rotation: Angle
        /// The rotation's change per second.
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: Point

        public var traceFields: [TraceField] {
            [
                TraceField("rotation", .number(rotation.degrees)), TraceField("velocity", .number(velocity.degrees)),
                TraceField("startAnchor", .list([.number(startAnchor.x), .number(startAnchor.y)])),
                TraceField("startLocation", startLocation.traceValue),
            ]
        }
    }

    /// The least turn that makes the gesture change; 1° by default, as in SwiftUI.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public var body: Never { primitiveBody(of: "RotateGesture") }

    public func makeNode() -> GestureNode<Value> {
        TransformNode(measure: .rotation(minimumAngleDelta: minimumAngleDelta.radians)) {
            Value(time: $0.time, rotation: .radians($0.amount), velocity: .radians($0.velocity), startAnchor: $0.startAnchor, startLocation: $0.startLocation)
        }
    }
}
