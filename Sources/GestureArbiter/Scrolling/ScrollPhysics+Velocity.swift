extension ScrollPhysics {
    /// How far back the release velocity looks from the finger's last movement: 100 ms.
    ///
    /// Why: Flutter's and Android's default velocity trackers fit the last 100 ms of a pointer's
    /// path; long enough to hold six 60 Hz samples, so the fit is not led by one uneven
    /// timestamp, short enough to follow a flick that speeds up or slows down into the lift.
    public static let releaseVelocityHorizon = VirtualDuration.milliseconds(100)

    /// How long a finger may rest before the lift and still fling: 40 ms.
    ///
    /// Why: on iOS a finger that stops and then lifts does not fling (RECORDED-UIKIT.md §5,
    /// flutter/flutter issue 97761, Lobanov's ScrollMechanics notes). Flutter's velocity
    /// tracker assumes a pointer that has not moved for 40 ms has stopped; this engine takes
    /// that value, which lets a lift that comes one or two touch frames (at 60 Hz) after the
    /// last move keep the velocity of the move. The same gap between two samples inside the
    /// drag ends the stretch the fit looks at.
    public static let fingerStoppedInterval = VirtualDuration.milliseconds(40)

    /// A finger's velocity on one axis at the lift, in points per second: what a scroll view
    /// glides with.
    ///
    /// Why: the glide should follow the finger as it leaves the glass, whatever rate the host
    /// samples touches at and however unevenly they are stamped, and a finger that stopped
    /// before it lifted should not fling.
    ///
    /// `samples` are the finger's positions in the order it reported them (oldest first); those
    /// after `now` are ignored. The last movement is the newest sample whose position differs
    /// from the one before it. If it lies more than ``fingerStoppedInterval`` before `now`, the
    /// finger stopped and the answer is 0. Otherwise the samples from the last movement back
    /// over ``releaseVelocityHorizon``, stopping at a gap longer than ``fingerStoppedInterval``
    /// (but always taking the movement's start), are fitted with a parabola by least squares,
    /// and the answer is its slope at the last movement: exact for a finger at constant speed
    /// or constant acceleration at any sampling rate, where a mean over the window reads a
    /// flick that speeds up low and one that slows down high. With two samples the answer is
    /// the slope between them. Fewer than two samples, or none apart in time, give 0.
    public static func releaseVelocity(samples: [(time: VirtualTime, position: Double)], at now: VirtualTime) -> Double {
        var newest = samples.count - 1
        while newest >= 0, samples[newest].time > now { newest -= 1 }
        var fit = ReleaseVelocityFit()
        var index = newest
        while index >= 0, fit.add(time: samples[index].time, x: samples[index].position, y: 0, now: now) {
            index -= 1
        }
        return fit.velocity.x
    }

    /// The least-squares parabola through a finger's recent samples, fed newest first; its
    /// slope at the last movement is the release velocity
    /// (``ScrollPhysics/releaseVelocity(samples:at:)``). A value, so that a recognizer can
    /// fit its samples where they are stored.
    struct ReleaseVelocityFit {
        /// The last movement: its time and position, once found.
        private var anchor: (time: VirtualTime, x: Double, y: Double)?
        /// The sample fed before the current one (newer in time).
        private var newer: (time: VirtualTime, x: Double, y: Double)?
        /// Whether the finger had stopped before `now`: the fit is over and the velocity 0.
        private var stopped = false
        /// Σtᵏ for k = 0…4, and Σtᵏ·x, Σtᵏ·y for k = 0…2, with t in seconds before the anchor
        /// (negative) and positions relative to the anchor's.
        private var t = (0.0, 0.0, 0.0, 0.0, 0.0)
        private var tx = (0.0, 0.0, 0.0)
        private var ty = (0.0, 0.0, 0.0)

        /// Feeds the next older sample; whether the fit wants an older one still.
        mutating func add(time: VirtualTime, x: Double, y: Double, now: VirtualTime) -> Bool {
            defer { newer = (time, x, y) }
            guard let anchor else {
                guard let newer else { return true }
                // Trailing samples that did not move: the last movement is further back.
                guard newer.x == x && newer.y == y else {
                    if now - newer.time > ScrollPhysics.fingerStoppedInterval {
                        stopped = true
                        return false
                    }
                    self.anchor = newer
                    accumulate(newer)
                    accumulate((time, x, y))
                    return true
                }
                return true
            }
            guard let newer, anchor.time - time <= ScrollPhysics.releaseVelocityHorizon,
                newer.time - time <= ScrollPhysics.fingerStoppedInterval else { return false }
            accumulate((time, x, y))
            return true
        }

        private mutating func accumulate(_ sample: (time: VirtualTime, x: Double, y: Double)) {
            guard let anchor else { return }
            let s = -(anchor.time - sample.time).seconds
            let x = sample.x - anchor.x
            let y = sample.y - anchor.y
            let s2 = s * s
            t.0 += 1
            t.1 += s
            t.2 += s2
            t.3 += s2 * s
            t.4 += s2 * s2
            tx.0 += x
            tx.1 += s * x
            tx.2 += s2 * x
            ty.0 += y
            ty.1 += s * y
            ty.2 += s2 * y
        }

        /// The fitted slope at the last movement, in points per second; zero when there is
        /// nothing to fit or the finger had stopped.
        var velocity: Point {
            guard !stopped, t.0 >= 2 else { return .zero }
            let velocity = t.0 >= 3 ? quadraticSlope() : nil
            let slope = velocity ?? linearSlope()
            return slope.isFinite ? slope : .zero
        }

        /// The slope at t = 0 of the least-squares parabola: Cramer's rule on the normal equations.
        private func quadraticSlope() -> Point? {
            let (n, s1, s2, s3, s4) = t
            let determinant = n * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
            // Samples too close in time to tell a curve from a line: fit a line instead.
            guard determinant.magnitude > 1e-12 * (n * s2 * s4).magnitude, determinant.isFinite else { return nil }
            func slope(_ b0: Double, _ b1: Double, _ b2: Double) -> Double {
                (n * (b1 * s4 - s3 * b2) - b0 * (s1 * s4 - s3 * s2) + s2 * (s1 * b2 - b1 * s2)) / determinant
            }
            return Point(x: slope(tx.0, tx.1, tx.2), y: slope(ty.0, ty.1, ty.2))
        }

        /// The slope of the least-squares line.
        private func linearSlope() -> Point {
            let (n, s1, s2, _, _) = t
            let spread = s2 - s1 * s1 / n
            guard spread > 0 else { return .zero }
            return Point(x: (tx.1 - s1 * tx.0 / n) / spread, y: (ty.1 - s1 * ty.0 / n) / spread)
        }
    }
}
