@testable import GestureArbiter

extension Control {
    /// Adds an action for each of `events` that hands `body` the control and the one event sent,
    /// for tests that log which events came; an ``Action``'s handler alone does not say which.
    func logEvents(_ events: Events, _ body: @escaping (Control, Events) -> Void) {
        for event in Events.all where events.contains(event.event) {
            let sent = event.event
            addAction(Action { [unowned self] _ in body(self, sent) }, for: sent)
        }
    }
}
