/// An object whose machine steps on its window's frames (a swiped row, a drag, a held row): it
/// keeps its ``PendingFrame`` and says what a frame does, and asks for frames with
/// ``scheduleFrame()``. The clock's callback holds it unowned (a weak reference would give it a
/// side table, and every later retain of it the slow path), so it cancels its frame in `deinit`.
protocol FrameDriven: AnyObject {
    var frame: PendingFrame { get }
    /// The window whose clock gives the frames; none, and no frame is asked for or run.
    var frameWindow: Window? { get }
    /// What a frame does: the machine's `frameTicked`.
    func frameTicked()
}

extension FrameDriven {
    /// Asks the window's clock for the next frame, unless one is pending.
    func scheduleFrame() {
        guard !frame.isPending, let clock = frameWindow?.clock else { return }
        let owner = UnownedReference(self)
        frame.schedule(on: clock) {
            owner.read { $0.frameArrived() }
        }
    }

    /// Cancels the frame asked for.
    func stopFrames() {
        frame.cancel()
    }

    private func frameArrived() {
        frame.arrived()
        guard let window = frameWindow else { return }
        window.runHoldingSentEvents { frameTicked() }
    }
}
