@testable import GestureArbiter

extension View {
    /// A view named `id` in the trace, so that assertions read like the scene.
    convenience init(id: String, frame: Rect) {
        self.init(frame: frame)
        identifier = id
    }
}

/// A view that reports each touch method to `onTouches`, then forwards it like `View` does,
/// or keeps it when `consumesTouches` is set (an override that does not call `super`).
final class RecordingView: View {
    var consumesTouches = false
    var onTouches: ((TouchMethod, [Touch], Event?) -> Void)?

    override func touchesBegan(_ touches: [Touch], with event: Event?) {
        onTouches?(.touchesBegan, touches, event)
        if !consumesTouches { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: [Touch], with event: Event?) {
        onTouches?(.touchesMoved, touches, event)
        if !consumesTouches { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event?) {
        onTouches?(.touchesEnded, touches, event)
        if !consumesTouches { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: [Touch], with event: Event?) {
        onTouches?(.touchesCancelled, touches, event)
        if !consumesTouches { super.touchesCancelled(touches, with: event) }
    }
}
