/// An object that can handle touches and pass on what it does not handle; UIKit's `UIResponder`.
///
/// The default touch methods forward to ``next``, so a touch that no responder consumes travels
/// up the chain view → its controller → its superview → … → the window. A subclass that overrides
/// a touch method without calling `super` consumes the touch there.
open class Responder {
    /// A name for the trace and for diagnostics; fixtures set it to the view's `id`.
    ///
    /// When it is nil the trace names the responder by its type.
    public var identifier: String?

    public init() {}

    /// The next responder in the chain; nil ends it.
    open var next: Responder? { nil }

    open func touchesBegan(_ touches: [Touch], with event: Event?) {
        forward(.touchesBegan, touches, event)
    }

    open func touchesMoved(_ touches: [Touch], with event: Event?) {
        forward(.touchesMoved, touches, event)
    }

    open func touchesEnded(_ touches: [Touch], with event: Event?) {
        forward(.touchesEnded, touches, event)
    }

    open func touchesCancelled(_ touches: [Touch], with event: Event?) {
        forward(.touchesCancelled, touches, event)
    }

    /// The name the trace uses for this responder.
    public var traceName: String {
        identifier ?? String(describing: type(of: self))
    }

    private func forward(_ method: TouchMethod, _ touches: [Touch], _ event: Event?) {
        guard let next else { return }
        next.receive(method, touches, event, forwarded: true)
    }

    /// Calls one of the touch methods, recording the call in the trace of the event's window.
    ///
    /// Every call the engine makes goes through here, so the trace shows each responder method
    /// called, including on subclasses that override it without calling `super`.
    func receive(_ method: TouchMethod, _ touches: [Touch], _ event: Event?, forwarded: Bool) {
        if let trace = event?.trace, trace.isActive {
            // The types are written only when a touch is not a finger, so that a finger's records
            // read as they always have.
            let types = touches.contains { $0.type != .direct } ? touches.map(\.type) : nil
            trace.record(.touches(responder: traceName, method: method, touches: touches.map(\.id), tapCounts: touches.map(\.tapCount), forwarded: forwarded, types: types))
        }
        switch method {
        case .touchesBegan: touchesBegan(touches, with: event)
        case .touchesMoved: touchesMoved(touches, with: event)
        case .touchesEnded: touchesEnded(touches, with: event)
        case .touchesCancelled: touchesCancelled(touches, with: event)
        }
    }
}
