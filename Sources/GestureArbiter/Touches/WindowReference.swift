/// A reference to a window that the window clears as it goes away: what a weak reference does,
/// for the things that may outlive their window (touches, timers on a shared clock, a checker).
///
/// A weak reference would give the window a side table, which makes every retain and release of
/// it several times slower, and a window is retained and released many times per event.
final class WindowReference {
    private var target = UnownedReference<Window>(nil)

    /// The window, until it goes away.
    var window: Window? { target.object }

    /// What `read` reads off the window, lent to the call rather than retained; nil once the
    /// window has gone.
    func read<Value>(_ read: (Window) -> Value) -> Value? {
        target.read(read)
    }

    /// Points at nothing until ``Window`` sets itself, at the end of its initialiser.
    init() {}

    func point(at window: Window) {
        target = UnownedReference(window)
    }

    /// Called from the window's `deinit`.
    func clear() {
        target = UnownedReference(nil)
    }
}
