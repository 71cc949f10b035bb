/// The next frame an animating object has asked a clock for: one at a time, and cancellable,
/// so that an object which goes away while it waits is never called. The object keeps one in a
/// constant and cancels it in its `deinit`; its callback holds the object unowned. It is a class
/// held in a constant because a structure in a variable property, which the clock's callback
/// changes, had every step of the owner's machine check exclusive access at run time.
final class PendingFrame {
    private var timer: TimerID?
    private var clock: VirtualClock?

    /// Asks `clock` for the next frame to run `arrived`, unless a frame is already pending.
    func schedule(on clock: VirtualClock, _ arrived: @escaping () -> Void) {
        guard timer == nil else { return }
        self.clock = clock
        timer = clock.scheduleAtNextFrame(arrived)
    }

    /// Notes that the frame came: the next one may be asked for.
    func arrived() {
        timer = nil
    }

    /// Cancels the frame asked for, if it has not come.
    func cancel() {
        if let timer {
            _ = clock?.cancel(timer)
        }
        timer = nil
    }

    var isPending: Bool { timer != nil }
}
