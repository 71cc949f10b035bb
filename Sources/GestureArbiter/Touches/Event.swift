/// The touches of one moment, handed to recognizers and responders; UIKit's `UIEvent` for touches.
///
/// A window reuses one event object for all its touch events, as UIKit does, so a responder
/// should read it during the call and not keep it.
public final class Event {
    /// When the event happened.
    public internal(set) var timestamp: VirtualTime {
        get { _timestamp }
        set { _timestamp = newValue }
    }
    // Private storage behind the accessor above, like every `_`-prefixed property here: the
    // compiler proves each access to private storage exclusive, where it would otherwise check
    // it at run time on every event (README, Performance).
    private var _timestamp: VirtualTime = .zero

    /// Every touch on the screen in this window at this moment, in the order they went down.
    public internal(set) var allTouches: [Touch] {
        get { _allTouches }
        set { _allTouches = newValue }
    }
    private var _allTouches: [Touch] = []

    /// The trace of the window that sends the event: hit-tests and touch methods called with
    /// this event record into it.
    let trace: Trace

    init(trace: Trace) {
        self.trace = trace
    }

    /// The touches bound to `view`, in the order they went down.
    public func touches(for view: View) -> [Touch] {
        _allTouches.filter { $0.view === view }
    }
}
