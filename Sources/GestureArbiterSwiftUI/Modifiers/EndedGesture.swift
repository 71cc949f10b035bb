import GestureArbiter

/// A gesture that calls an action when its content ends; SwiftUI's `_EndedGesture`, made by
/// ``Gesture/onEnded(_:)``.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    public var body: Never { primitiveBody(of: "_EndedGesture") }

    public func makeNode() -> GestureNode<Value> {
        EndedNode(content: content.makeNode(), action: action)
    }
}

extension Gesture {
    /// Adds an action called once when the gesture succeeds, with its final value, after the
    /// gesture states of the attached gesture were reset (recorded as `onEnded`).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}

final class EndedNode<Value>: CallbackNode<Value> {
    private let action: (Value) -> Void
    private var reported = false

    init(content: GestureNode<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(content: content)
    }

    override func report(in context: GestureContext) {
        super.report(in: context)
        guard !reported, case let .ended(value) = content.phase else { return }
        reported = true
        context.record("onEnded", gestureTraceFields(of: value))
        action(value)
    }

    override func reset() {
        super.reset()
        reported = false
    }
}
