import GestureArbiter

/// A gesture running as a modifier of another, its content: it passes every event on and
/// reports after its content; subclasses say what the modifier adds.
class ModifierNode<ContentValue, Value>: GestureNode<Value> {
    let content: GestureNode<ContentValue>

    init(content: GestureNode<ContentValue>) {
        self.content = content
    }

    override var isContinuous: Bool { content.isContinuous }

    override func touchesBegan(_ touches: [Touch], in context: GestureContext) {
        content.touchesBegan(touches, in: context)
    }

    override func touchesMoved(_ touches: [Touch], in context: GestureContext) {
        content.touchesMoved(touches, in: context)
    }

    override func touchesEnded(_ touches: [Touch], in context: GestureContext) {
        content.touchesEnded(touches, in: context)
    }

    override func touchesCancelled(_ touches: [Touch], in context: GestureContext) {
        content.touchesCancelled(touches, in: context)
    }

    override func settle(in context: GestureContext) {
        content.settle(in: context)
    }

    override func report(in context: GestureContext) {
        content.report(in: context)
    }

    override func resetStates(in context: GestureContext) {
        content.resetStates(in: context)
    }

    override func reset() {
        content.reset()
    }
}

/// A modifier that adds a callback and keeps its content's value.
class CallbackNode<Value>: ModifierNode<Value, Value> {
    override var phase: GesturePhase<Value> { content.phase }
}
