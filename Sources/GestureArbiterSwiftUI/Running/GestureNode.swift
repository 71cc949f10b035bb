import GestureArbiter

/// A gesture running under its recognizer: it hears the recognizer's touches and timers, keeps
/// its phase, and calls its callbacks when the recognizer lets it report.
///
/// The library makes these (``Gesture/makeNode()``); they have no public members. Composed
/// gestures make trees of them, whose root the recognizer drives.
public class GestureNode<Value> {
    init() {}

    /// Where the gesture is after the last event.
    var phase: GesturePhase<Value> { .possible }

    /// Whether the gesture may claim its touches while it changes (a drag, a magnify): its
    /// recognizer is then continuous, and discrete otherwise.
    var isContinuous: Bool { false }

    func touchesBegan(_ touches: [Touch], in context: GestureContext) {}
    func touchesMoved(_ touches: [Touch], in context: GestureContext) {}
    func touchesEnded(_ touches: [Touch], in context: GestureContext) {}
    func touchesCancelled(_ touches: [Touch], in context: GestureContext) {}

    /// Brings the gesture up to date after an event or a timer: a composed gesture looks at what
    /// its parts did (they settle first); the recognizer calls it after each.
    func settle(in context: GestureContext) {}

    /// Calls the callbacks of this gesture and of those it is made of for what changed since
    /// the last report: the recognizer calls it when the gesture may report.
    func report(in context: GestureContext) {}

    /// Resets the gesture states this gesture updated, as its gesture ends or is cancelled.
    func resetStates(in context: GestureContext) {}

    /// Forgets the gesture's progress, when its recognizer resets.
    func reset() {}
}
