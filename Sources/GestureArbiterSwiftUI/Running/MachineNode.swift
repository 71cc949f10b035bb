import GestureArbiter

/// The touch triggers every primitive gesture's machine has, named as the touch methods are.
protocol TouchTriggers {
    static var touchesBegan: Self { get }
    static var touchesMoved: Self { get }
    static var touchesEnded: Self { get }
    static var touchesCancelled: Self { get }
}

/// A primitive gesture running its machine: each touch method is its machine's trigger of the
/// same name, which the gesture runs through its table in ``advance(_:touches:in:)``.
class MachineNode<Value, Trigger: TouchTriggers>: GestureNode<Value> {
    override func touchesBegan(_ touches: [Touch], in context: GestureContext) {
        advance(.touchesBegan, touches: touches, in: context)
    }

    override func touchesMoved(_ touches: [Touch], in context: GestureContext) {
        advance(.touchesMoved, touches: touches, in: context)
    }

    override func touchesEnded(_ touches: [Touch], in context: GestureContext) {
        advance(.touchesEnded, touches: touches, in: context)
    }

    override func touchesCancelled(_ touches: [Touch], in context: GestureContext) {
        advance(.touchesCancelled, touches: touches, in: context)
    }

    /// Runs `trigger` through the gesture's table; every subclass overrides it, and one that
    /// does not is a programming error, which traps.
    func advance(_ trigger: Trigger, touches: [Touch], in context: GestureContext) {
        preconditionFailure("\(type(of: self)) runs no machine")
    }
}

extension TapGestureRecognition.Trigger: TouchTriggers {}
extension LongPressGestureRecognition.Trigger: TouchTriggers {}
extension DragGestureRecognition.Trigger: TouchTriggers {}
extension TransformGestureRecognition.Trigger: TouchTriggers {}
