import GestureArbiter

/// A gesture made of two, which hears every event and passes each on to the parts its rules
/// let hear it; subclasses say which, and what the pair's phase is.
class PairNode<FirstValue, SecondValue, Value>: GestureNode<Value> {
    let first: GestureNode<FirstValue>
    let second: GestureNode<SecondValue>

    init(first: GestureNode<FirstValue>, second: GestureNode<SecondValue>) {
        self.first = first
        self.second = second
    }

    override var isContinuous: Bool { first.isContinuous || second.isContinuous }

    /// Whether the first part hears the events now.
    var firstListens: Bool { true }
    /// Whether the second part hears the events now.
    var secondListens: Bool { true }

    override func touchesBegan(_ touches: [Touch], in context: GestureContext) {
        if firstListens { first.touchesBegan(touches, in: context) }
        if secondListens { second.touchesBegan(touches, in: context) }
    }

    override func touchesMoved(_ touches: [Touch], in context: GestureContext) {
        if firstListens { first.touchesMoved(touches, in: context) }
        if secondListens { second.touchesMoved(touches, in: context) }
    }

    override func touchesEnded(_ touches: [Touch], in context: GestureContext) {
        if firstListens { first.touchesEnded(touches, in: context) }
        if secondListens { second.touchesEnded(touches, in: context) }
    }

    override func touchesCancelled(_ touches: [Touch], in context: GestureContext) {
        if firstListens { first.touchesCancelled(touches, in: context) }
        if secondListens { second.touchesCancelled(touches, in: context) }
    }

    override func settle(in context: GestureContext) {
        first.settle(in: context)
        second.settle(in: context)
    }

    override func resetStates(in context: GestureContext) {
        first.resetStates(in: context)
        second.resetStates(in: context)
    }

    override func reset() {
        first.reset()
        second.reset()
    }
}
