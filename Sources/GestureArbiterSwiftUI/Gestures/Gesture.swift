import GestureArbiter

/// A gesture as SwiftUI declares one: a value that says what to recognize and what its
/// ``Value`` is, attached to a view with `View.gesture(_:including:)` or one
/// of its siblings, where it runs as one of the engine's recognizers.
///
/// Write a gesture of your own as in SwiftUI, from others, in ``body``; the library's own
/// gestures (taps, presses, drags, magnify and rotate, and their compositions) are primitive:
/// their `body` is `Never`, and reading it traps, as in SwiftUI.
public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends; a custom gesture's is its body's.
    associatedtype Value = Body.Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    /// The gesture this one is made of; primitive gestures have none.
    var body: Body { get }
    /// The running form of the gesture, made when it is attached: a custom gesture gets it from
    /// its ``body``, and the library's own make theirs.
    func makeNode() -> GestureNode<Value>
}

extension Gesture where Body.Value == Value {
    public func makeNode() -> GestureNode<Value> {
        body.makeNode()
    }
}

extension Never: Gesture {
    public typealias Value = Never

    public var body: Never {
        switch self {}
    }

    public func makeNode() -> GestureNode<Never> {
        switch self {}
    }
}

/// What reading a primitive gesture's `body` does: it has none (a programming error, as in SwiftUI).
func primitiveBody(of gesture: String) -> Never {
    preconditionFailure("\(gesture) is a primitive gesture: it has no body")
}
