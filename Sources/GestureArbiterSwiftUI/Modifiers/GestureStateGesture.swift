import GestureArbiter

/// A gesture that updates a ``GestureState`` as its content's value changes; SwiftUI's
/// `GestureStateGesture`, made by ``Gesture/updating(_:body:)``.
public struct GestureStateGesture<Content: Gesture, State>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    let state: GestureState<State>
    let update: (Value, inout State, inout Transaction) -> Void

    public var body: Never { primitiveBody(of: "GestureStateGesture") }

    public func makeNode() -> GestureNode<Value> {
        GestureStateNode(content: content.makeNode(), state: state, update: update)
    }
}

extension Gesture {
    /// Updates `state` with `body` each time the gesture's value changes while it may report
    /// (recorded as `updating`); the state goes back to its initial value when the attached
    /// gesture ends, before `onEnded`, or is cancelled or fails after updating it (`reset`).
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(content: self, state: state, update: body)
    }
}

final class GestureStateNode<Value, State>: CallbackNode<Value> {
    private let state: GestureState<State>
    private let update: (Value, inout State, inout Transaction) -> Void
    /// Whether the state was updated since its last reset.
    private var updated = false

    init(content: GestureNode<Value>, state: GestureState<State>, update: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.state = state
        self.update = update
        super.init(content: content)
    }

    override func report(in context: GestureContext) {
        super.report(in: context)
        guard let value = content.phase.liveValue else { return }
        var newState = state.storage.value
        var transaction = Transaction()
        update(value, &newState, &transaction)
        state.storage.value = newState
        updated = true
        context.record("updating", gestureTraceFields(of: value) + Self.fields(of: transaction) + [TraceField("state", gestureStateTraceValue(of: newState))])
    }

    override func resetStates(in context: GestureContext) {
        super.resetStates(in: context)
        guard updated else { return }
        updated = false
        let transaction = state.storage.resetValue()
        context.record("reset", Self.fields(of: transaction) + [TraceField("state", gestureStateTraceValue(of: state.storage.value))])
    }

    /// The transaction's animation, when it asks for one.
    private static func fields(of transaction: Transaction) -> [TraceField] {
        transaction.animation.map { [TraceField("animation", .string($0.description))] } ?? []
    }
}
