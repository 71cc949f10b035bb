import Foundation

/// How quickly a scroll view's content slows after a flick: the factor its velocity keeps
/// each millisecond; UIKit's `UIScrollView.DecelerationRate`.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The factor the velocity is multiplied by every millisecond; the physics needs it in (0, 1).
    public var rawValue: Double

    public init(rawValue: Double) {
        self.rawValue = rawValue
    }

    /// UIKit's default: 0.998 per millisecond, a glide of 494.5 pt from a flick at 1000 pt/s.
    public static let normal = DecelerationRate(rawValue: 0.998)

    /// UIKit's quick stop: 0.99 per millisecond, a glide of 98.5 pt from a flick at 1000 pt/s.
    public static let fast = DecelerationRate(rawValue: 0.99)
}

extension ScrollPhysics {
    /// The speed at which a glide stops, in points per second: 10 pt/s, fitted to recorded UIKit.
    ///
    /// Why this value: with the continuous decay of
    /// ``decelerationState(velocity:rate:after:)``, a glide that stops when it slows to 10 pt/s
    /// rests within 0.2 pt of the `targetContentOffset` UIKit reported for each of twelve
    /// recorded releases (0.26 to 6 pt/ms, both rates), and a 481 pt/s release glides for
    /// 1.93 s, as the recorded one does (RECORDED-UIKIT.md, §1 and §2). The content stops
    /// where the glide is at that instant, so the stop does not jump.
    public static let decelerationStopVelocity = 10.0

    /// The slowest release that glides: 260 pt/s, the speed of the finger at the lift, in any
    /// direction. Recorded UIKit never glides after a release slower than about 260 pt/s, always
    /// after one faster than about 350, and glided after one at 262.6 pt/s (RECORDED-UIKIT.md,
    /// measured on iOS 26.5); the value between is a choice. A slower release rests where it is.
    public static let minimumFlingVelocity = 260.0

    /// The distance a glide released at `v0` points per second covers before it stops, at
    /// ``decelerationStopVelocity``.
    ///
    /// Why: the scroll view tells `scrollViewWillEndDragging` where the content will come to
    /// rest before the glide starts, and paging and edge checks need the same number.
    ///
    /// The velocity decays as v0·rate^t (t in milliseconds), so the glide covers
    /// (|v0| − stop)/(1000·ln(1/rate)) points before it slows to the stop speed: 494.5 pt for
    /// 1000 pt/s at the normal rate (0.998), 98.5 pt at the fast rate (0.99). The sign follows
    /// `v0`; a release at or below the stop speed covers nothing.
    ///
    /// - Precondition: `rate` is in (0, 1).
    public static func decelerationDistance(velocity v0: Double, rate: Double) -> Double {
        precondition(rate > 0 && rate < 1, "deceleration rate \(rate) is not in (0, 1)")
        let speed = v0.magnitude
        guard speed > decelerationStopVelocity else { return 0 }
        let distance = saturated((speed - decelerationStopVelocity) / 1000 / -log(rate))
        return v0 < 0 ? -distance : distance
    }

    /// How far a glide released at `v0` points per second has gone, and how fast it moves,
    /// `elapsed` after the release.
    ///
    /// Why: the scroll view places the content at each frame from the release state alone, so
    /// frames may come at any instant (60 Hz, 120 Hz, or a fixture's odd times) without
    /// accumulating error.
    ///
    /// UIKit documents the rate as the factor the velocity keeps each millisecond; the glide
    /// decays continuously at that rate, velocity(t) = v0·rate^t, and covers its integral,
    /// distance(t) = (v0/1000)·(1 − rate^t)/ln(1/rate), with t the elapsed time in
    /// milliseconds. This continuous form, not a loop that steps each millisecond, is the one
    /// that matches recorded UIKit (RECORDED-UIKIT.md §1: the stepped sum misses the twelve
    /// recorded targets by −2.1 to +5.0 pt). The velocity is the distance's slope; it is what a
    /// glide reaching an edge hands to the bounce.
    ///
    /// - Precondition: `rate` is in (0, 1) and `elapsed` is not negative.
    public static func decelerationState(
        velocity v0: Double,
        rate: Double,
        after elapsed: VirtualDuration
    ) -> (distance: Double, velocity: Double) {
        precondition(rate > 0 && rate < 1, "deceleration rate \(rate) is not in (0, 1)")
        precondition(elapsed >= .zero, "elapsed time \(elapsed.nanoseconds) ns is negative")
        let decay = log(rate)  // Negative: the velocity's exponent per millisecond.
        let exponent = elapsed.milliseconds * decay
        let remaining = exp(exponent)  // rate^t, in (0, 1]; underflows to 0 for long glides.
        let covered = -expm1(exponent)  // 1 − rate^t, accurate when t is small.
        let distance = v0 / 1000 * (covered / -decay)
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
