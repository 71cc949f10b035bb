/// A reference to a window that the window clears as it goes away: what a weak reference does,
/// for the things that may outlive their window (touches, timers on a shared clock, a checker).
///
/// A weak reference would give the window a side table, which makes every retain and release of
/// it several times slower, and a window is retained and released many times per event.
final class WindowReference {
    /// The window, until it goes away.
    private(set) unowned(unsafe) var window: Window?

    /// Points at nothing until ``Window`` sets itself, at the end of its initialiser.
    init() {}

    func point(at window: Window) {
        self.window = window
    }

    /// Called from the window's `deinit`.
    func clear() {
        window = nil
    }
}
