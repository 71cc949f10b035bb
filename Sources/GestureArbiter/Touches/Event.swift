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
    // Private storage behind the accessors above (HotPathIdioms: private storage behind an accessor).
    private var _timestamp: VirtualTime = .zero

    /// Every touch on the screen in this window at this moment, in the order they went down:
    /// the window's ``Window/activeTouches``, read when asked, so that a touch lifting in this
    /// event is among them until the event has been delivered. Empty once the window is gone.
    public var allTouches: [Touch] {
        window.read { $0.activeTouches } ?? []
    }

    /// The window that sends the event, which it does not keep alive.
    private let window: WindowReference

    /// The trace of the window that sends the event: hit-tests and touch methods called with
    /// this event record into it.
    let trace: Trace

    init(trace: Trace, window: WindowReference) {
        self.trace = trace
        self.window = window
    }

    /// The touches bound to `view`, in the order they went down.
    public func touches(for view: View) -> [Touch] {
        allTouches.filter { $0.view === view }
    }
}
