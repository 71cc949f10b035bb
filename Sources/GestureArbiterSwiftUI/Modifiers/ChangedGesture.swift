import GestureArbiter

/// A gesture that calls an action when its content's value changes; SwiftUI's `_ChangedGesture`,
/// made by ``Gesture/onChanged(_:)``.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    public var body: Never { primitiveBody(of: "_ChangedGesture") }

    public func makeNode() -> GestureNode<Value> {
        ChangedNode(content: content.makeNode(), action: action)
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action called when the gesture's value changes, while it is pressing or changing
    /// and its recognizer lets it report (recorded as `onChanged`).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

final class ChangedNode<Value: Equatable>: CallbackNode<Value> {
    private let action: (Value) -> Void
    private var reported: Value?

    init(content: GestureNode<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(content: content)
    }

    override func report(in context: GestureContext) {
        super.report(in: context)
        guard let value = content.phase.liveValue, value != reported else { return }
        reported = value
        context.record("onChanged", gestureTraceFields(of: value))
        action(value)
    }

    override func reset() {
        super.reset()
        reported = nil
    }
}
