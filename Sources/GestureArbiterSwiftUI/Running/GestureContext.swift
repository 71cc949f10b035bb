import GestureArbiter

/// What a running gesture reads and asks of its recognizer: the time, where touches are in a
/// coordinate space, its timers, and the trace its callbacks are recorded in.
final class GestureContext {
    private unowned let recognizer: SwiftUIGestureRecognizer
    /// The timers the gestures of the tree asked for, in the order they were started.
    private var timers: [(deadline: VirtualTime, owner: ObjectIdentifier, fire: (GestureContext) -> Void)] = []

    init(recognizer: SwiftUIGestureRecognizer) {
        self.recognizer = recognizer
    }

    /// The window's virtual time, or zero outside a window.
    var virtualTime: VirtualTime {
        recognizer.view?.window?.clock.now ?? .zero
    }

    /// The view the gesture is attached to.
    var view: View? { recognizer.view }

    /// The window's thresholds and delays.
    var constants: InteractionConstants { recognizer.constants }

    /// Where a machine of the tree records the rows it takes.
    var transitionLog: TransitionLog? { recognizer.transitionLog }

    /// The recognizer's name, which the trace and the transition log use.
    var subject: String { recognizer.traceName }

    /// The recognizer's fingers still down, in the order they went down: what the second part
    /// of a sequence starts with.
    var touchesDown: [Touch] {
        recognizer.touches.filter { $0.phase.isActive }
    }

    /// Where `touch` is in `space`.
    func location(of touch: Touch, in space: CoordinateSpace) -> Point {
        switch space {
        case .local: touch.location(in: recognizer.view)
        case .global: touch.locationInWindow
        }
    }

    /// Records a callback of the gesture, or its state's reset, when the window's trace is on.
    func record(_ callback: String, _ fields: @autoclosure () -> [TraceField]) {
        guard let trace = recognizer.view?.window?.trace, trace.isActive else { return }
        trace.record(.swiftUI(gesture: recognizer.traceName, callback: callback, fields: fields()))
    }

    /// Fires `fire` after `delay`, unless `owner` stops it first; an owner has one timer at a time.
    func startTimer(for owner: AnyObject, after delay: VirtualDuration, fire: @escaping (GestureContext) -> Void) {
        stopTimer(for: owner)
        timers.append((virtualTime + delay, ObjectIdentifier(owner), fire))
        recognizer.scheduleEarliest(of: timers.map(\.deadline))
    }

    /// Stops `owner`'s timer, if it has one pending.
    func stopTimer(for owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        guard timers.contains(where: { $0.owner == id }) else { return }
        timers.removeAll { $0.owner == id }
        recognizer.scheduleEarliest(of: timers.map(\.deadline))
    }

    /// Fires the timers that are due, earliest first (the first started among equals).
    func fireDueTimers() {
        let time = virtualTime
        while let index = timers.indices.filter({ timers[$0].deadline <= time }).min(by: { timers[$0].deadline < timers[$1].deadline }) {
            let timer = timers.remove(at: index)
            timer.fire(self)
        }
        recognizer.scheduleEarliest(of: timers.map(\.deadline))
    }

    /// Forgets every timer, when the recognizer resets.
    func removeAllTimers() {
        timers.removeAll()
    }
}
