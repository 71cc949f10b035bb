import Foundation

/// How quickly a scroll view's content slows after a flick: the factor its velocity keeps
/// each millisecond; UIKit's `UIScrollView.DecelerationRate`.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The factor the velocity is multiplied by every millisecond; the physics needs it in (0, 1).
    public var rawValue: Double

    public init(rawValue: Double) {
        self.rawValue = rawValue
    }

    /// UIKit's default: 0.998 per millisecond, a glide of 499 pt from a flick at 1000 pt/s.
    public static let normal = DecelerationRate(rawValue: 0.998)

    /// UIKit's quick stop: 0.99 per millisecond, a glide of 99 pt from a flick at 1000 pt/s.
    public static let fast = DecelerationRate(rawValue: 0.99)
}

extension ScrollPhysics {
    /// The speed below which a glide counts as over, in points per second: 1 pt/s (a choice).
    ///
    /// Why this value: a glide at speed v has (v/1000)·rate/(1 − rate) points still to go,
    /// 0.499 pt per pt/s at the normal rate. At 1 pt/s less than half a point is left
    /// (0.499 pt normal, 0.099 pt fast), under a pixel on a 2× screen, so the scroll view can
    /// put the content at its resting offset without a visible jump, and a 1000 pt/s flick
    /// travels 498.5 of its 499 pt before it stops. UIKit is said to stop when the motion is
    /// below about half a point per frame; read per frame (30 pt/s at 60 Hz) that would stop
    /// 15 pt short of the resting offset that `scrollViewWillEndDragging` promised, so the
    /// half point is measured here on the travel left instead. A 1000 pt/s flick then glides
    /// for 3.45 s at the normal rate (0.69 s fast), most of it invisibly slow.
    public static let decelerationStopVelocity = 1.0

    /// The slowest release that glides: 260 pt/s, the speed of the finger at the lift, in any
    /// direction. Recorded UIKit never glides after a release slower than about 260 pt/s, always
    /// after one faster than about 350, and glided after one at 262.6 pt/s (RECORDED-UIKIT.md,
    /// measured on iOS 26.5); the value between is a choice. A slower release rests where it is.
    public static let minimumFlingVelocity = 260.0

    /// The distance a glide covers before it stops, for a release at `v0` points per second.
    ///
    /// Why: the scroll view tells `scrollViewWillEndDragging` where the content will come to
    /// rest before the glide starts, and paging and edge checks need the same number.
    ///
    /// UIKit multiplies the velocity by `rate` every millisecond, so the glide covers
    /// (v0/1000)·(rate + rate² + …) = (v0/1000)·rate/(1 − rate) points: 499 pt for 1000 pt/s at
    /// the normal rate (0.998), 99 pt at the fast rate (0.99). The sign follows `v0`.
    ///
    /// - Precondition: `rate` is in (0, 1).
    public static func decelerationDistance(velocity v0: Double, rate: Double) -> Double {
        precondition(rate > 0 && rate < 1, "deceleration rate \(rate) is not in (0, 1)")
        return saturated(v0 / 1000 * (rate / (1 - rate)))
    }

    /// How far a glide released at `v0` points per second has gone, and how fast it moves,
    /// `elapsed` after the release.
    ///
    /// Why: the scroll view places the content at each frame from the release state alone, so
    /// frames may come at any instant (60 Hz, 120 Hz, or a fixture's odd times) without
    /// accumulating error.
    ///
    /// The per-millisecond model in closed form, for fractional milliseconds too, with t the
    /// elapsed time in milliseconds:
    /// distance(t) = (v0/1000)·rate·(1 − rate^t)/(1 − rate), velocity(t) = v0·rate^t.
    /// At whole milliseconds these equal a loop that each millisecond multiplies the velocity
    /// by `rate` and then adds it to the distance; as t grows the distance approaches
    /// ``decelerationDistance(velocity:rate:)``. The velocity is the model's (the loop's
    /// per-millisecond step, in points per second), not the slope of the interpolated distance,
    /// which is smaller by the factor rate·ln(1/rate)/(1 − rate) (0.999 normal, 0.995 fast);
    /// it is what a glide reaching an edge hands to the bounce.
    ///
    /// - Precondition: `rate` is in (0, 1) and `elapsed` is not negative.
    public static func decelerationState(
        velocity v0: Double,
        rate: Double,
        after elapsed: VirtualDuration
    ) -> (distance: Double, velocity: Double) {
        precondition(rate > 0 && rate < 1, "deceleration rate \(rate) is not in (0, 1)")
        precondition(elapsed >= .zero, "elapsed time \(elapsed.nanoseconds) ns is negative")
        let exponent = elapsed.milliseconds * log(rate)
        let remaining = exp(exponent)  // rate^t, in (0, 1]; underflows to 0 for long glides.
        let covered = -expm1(exponent)  // 1 − rate^t, accurate when t is small.
        let distance = v0 / 1000 * (rate / (1 - rate)) * covered
        return (saturated(distance), saturated(v0 * remaining))
    }

    /// How long after the release a glide at `v0` points per second moves at less than
    /// `threshold` points per second: when the scroll view stops it.
    ///
    /// Why: the scroll view schedules the end of its glide (`scrollViewDidEndDecelerating`)
    /// from the release, instead of testing the speed at every frame.
    ///
    /// |v0|·rate^t = threshold at t = ln(threshold/|v0|)/ln(rate) milliseconds, rounded up to
    /// the next nanosecond; zero when |v0| is already at or below the threshold. Taken as
    /// (ln threshold − ln |v0|)/ln rate so that a huge ratio cannot underflow to ln 0. Very
    /// long glides saturate at the longest representable duration.
    ///
    /// - Precondition: `rate` is in (0, 1) and `threshold` is positive.
    public static func decelerationDuration(
        velocity v0: Double,
        rate: Double,
        threshold: Double = ScrollPhysics.decelerationStopVelocity
    ) -> VirtualDuration {
        precondition(rate > 0 && rate < 1, "deceleration rate \(rate) is not in (0, 1)")
        precondition(threshold > 0, "stop velocity \(threshold) is not positive")
        let speed = v0.magnitude
        guard speed > threshold, speed.isFinite else { return .zero }
        return duration(milliseconds: (log(threshold) - log(speed)) / log(rate))
    }
}
