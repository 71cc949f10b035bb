import Foundation

extension ScrollPhysics {
    /// The bounce's natural angular frequency, 5π ≈ 15.71 rad/s (a choice): a spring with a
    /// 0.4 s response (period 2π/ω) and a damping ratio of 1.
    ///
    /// Why this value: UIKit's bounce back looks settled after roughly 0.4–0.5 s. With ω = 5π a
    /// critically damped spring released at rest brings a 50 pt overshoot within half a point
    /// of the edge in 0.42 s and a 100 pt one in 0.47 s; by the settle rule
    /// (``springIsSettled(displacement:velocity:displacementTolerance:velocityTolerance:)``)
    /// a 100 pt overshoot settles in 0.50 s. A glide that reaches the edge at 1000 pt/s
    /// overshoots by v/(ω·e) ≈ 23 pt, 64 ms later, before it comes back.
    public static let bounceOmega = 5 * Double.pi

    /// How close to the edge a bounce must be to count as settled: half a point (a choice).
    ///
    /// Why: half a point is one pixel on a 2× screen, the smallest step the eye can see, so
    /// putting the content exactly at the edge from there does not show.
    public static let springSettleDisplacement = 0.5

    /// How slow a bounce must be to count as settled: 5 points per second (a choice).
    ///
    /// Why: at 5 pt/s a 60 Hz frame moves the content 0.08 pt, and a critically damped spring
    /// with that speed can wander at most v/(ω·e) ≈ 0.12 pt further; with the displacement
    /// rule, no motion the eye could see is cut off.
    public static let springSettleVelocity = 5.0

    /// The displacement from the edge and the velocity of a bounce `elapsed` after it started
    /// with displacement `x0` (points) and velocity `v0` (points per second).
    ///
    /// Why: past an edge the content returns as a critically damped spring, the fastest return
    /// that does not oscillate, so a bounce released at rest never overshoots the edge into
    /// the content.
    ///
    /// With t in seconds: x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ω·t) and
    /// v(t) = (v0 − ω·(v0 + ω·x0)·t)·e^(−ω·t). The displacement crosses zero at most once, and
    /// only when the start velocity points at the edge faster than ω·|x0|. Once e^(−ω·t)
    /// underflows the bounce is over and both are 0.
    ///
    /// - Precondition: `omega` is positive and finite, and `elapsed` is not negative.
    public static func springState(
        displacement x0: Double,
        velocity v0: Double,
        after elapsed: VirtualDuration,
        omega: Double = ScrollPhysics.bounceOmega
    ) -> (displacement: Double, velocity: Double) {
        precondition(omega > 0 && omega.isFinite, "spring frequency \(omega) is not a positive finite number")
        precondition(elapsed >= .zero, "elapsed time \(elapsed.nanoseconds) ns is negative")
        let t = elapsed.seconds
        let decay = exp(-omega * t)
        // t·e^(−ωt) is at most 1/(ω·e): multiplying it first keeps every product finite
        // unless the true answer itself is too large. The factors are saturated before they
        // meet a decay that underflowed to 0, so a finished bounce reads 0, never 0 × ∞.
        let decayedTime = t * decay
        let b = saturated(v0 + omega * x0)
        let displacement = saturated(x0 * decay + saturated(b * decayedTime))
        let velocity = saturated(v0 * decay - saturated(saturated(omega * b) * decayedTime))
        return (displacement, velocity)
    }

    /// Whether a bounce is close enough to the edge, and slow enough, to stop it there.
    ///
    /// Why: the spring approaches the edge forever; the scroll view ends the bounce (and sends
    /// `scrollViewDidEndDecelerating`) once the rest of it could not be seen.
    ///
    /// |x| < 0.5 pt and |v| < 5 pt/s by default (see ``springSettleDisplacement`` and
    /// ``springSettleVelocity``).
    public static func springIsSettled(
        displacement: Double,
        velocity: Double,
        displacementTolerance: Double = ScrollPhysics.springSettleDisplacement,
        velocityTolerance: Double = ScrollPhysics.springSettleVelocity
    ) -> Bool {
        displacement.magnitude < displacementTolerance && velocity.magnitude < velocityTolerance
    }
}
