/// A gesture whose value is its content's, transformed; SwiftUI's `_MapGesture`, made by
/// ``Gesture/map(_:)``.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: (Content.Value) -> Value

    public var body: Never { primitiveBody(of: "_MapGesture") }

    public func makeNode() -> GestureNode<Value> {
        MapNode(content: content.makeNode(), transform: transform)
    }
}

extension Gesture {
    /// The gesture with its value transformed by `body`, which may be called more than once for
    /// a value: keep it pure.
    public func map<NewValue>(_ body: @escaping (Value) -> NewValue) -> _MapGesture<Self, NewValue> {
        _MapGesture(content: self, transform: body)
    }
}

final class MapNode<ContentValue, Value>: ModifierNode<ContentValue, Value> {
    private let transform: (ContentValue) -> Value

    init(content: GestureNode<ContentValue>, transform: @escaping (ContentValue) -> Value) {
        self.transform = transform
        super.init(content: content)
    }

    override var phase: GesturePhase<Value> { content.phase.map(transform) }
}
