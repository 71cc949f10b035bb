extension ScrollPhysics {
    /// A finger's velocity on one axis, in points per second, from the positions it reported
    /// within `window` before `now`.
    ///
    /// Why: the velocity at release starts the glide and picks the page; measuring it over a
    /// short recent window follows the flick's end rather than the whole drag, and using the
    /// oldest and newest samples in it damps the jitter of a single pair.
    ///
    /// Of the samples with `now − window ≤ time ≤ now` (later samples are ignored), the oldest
    /// (o) and the newest (n) by time: (n.position − o.position)/(n.time − o.time in seconds).
    /// The order of `samples` does not matter across instants; of samples at one instant, the
    /// first listed counts as the oldest and the last listed as the newest, the order a finger
    /// reports in. Fewer than two samples in the window, or none apart in time, give 0.
    ///
    /// - Precondition: `window` is not negative.
    public static func velocity(
        samples: [(time: VirtualTime, position: Double)],
        at now: VirtualTime,
        window: VirtualDuration
    ) -> Double {
        precondition(window >= .zero, "velocity window \(window.nanoseconds) ns is negative")
        // The window's start, without overflowing for a window longer than the time since zero.
        let (start, overflow) = now.nanoseconds.subtractingReportingOverflow(window.nanoseconds)
        let earliest = overflow ? Int64.min : start
        var oldest: (time: VirtualTime, position: Double)?
        var newest: (time: VirtualTime, position: Double)?
        for sample in samples where sample.time.nanoseconds >= earliest && sample.time <= now {
            if oldest == nil || sample.time < oldest!.time { oldest = sample }
            if newest == nil || sample.time >= newest!.time { newest = sample }
        }
        guard let oldest, let newest, newest.time > oldest.time else { return 0 }
        let seconds = (newest.time - oldest.time).seconds
        return saturated(saturated(newest.position - oldest.position) / seconds)
    }
}
