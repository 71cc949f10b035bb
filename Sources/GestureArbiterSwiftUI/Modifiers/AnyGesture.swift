/// A gesture of any type with this value; SwiftUI's `AnyGesture`.
public struct AnyGesture<Value>: Gesture {
    private let make: () -> GestureNode<Value>

    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        make = gesture.makeNode
    }

    public var body: Never { primitiveBody(of: "AnyGesture") }

    public func makeNode() -> GestureNode<Value> {
        make()
    }
}
