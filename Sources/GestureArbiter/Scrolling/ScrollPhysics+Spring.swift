import Foundation

extension ScrollPhysics {
    /// The stiffness of the spring that returns content to its edge, per second squared on a
    /// unit mass: 2680, fitted to recorded UIKit.
    ///
    /// Why this value: with ``bounceReturnDampingRatio`` it follows UIKit's recorded return from
    /// 177 pt past the top, released at rest, within 1.6 pt at every frame (RECORDED-UIKIT.md §4):
    /// the content leaves at once and closes in nearly exponentially (time constant 122 ms).
    public static let bounceReturnStiffness = 2680.0

    /// The damping ratio of the returning spring: 3.23, overdamped (fitted with
    /// ``bounceReturnStiffness``).
    ///
    /// Why overdamped: the recording leaves the edge at full speed and never overshoots; a
    /// critically damped spring from rest starts slowly (an S-curve) and misses it by up to 23 pt.
    public static let bounceReturnDampingRatio = 3.23

    /// How quickly content moving away from its edge is braked before it returns: a critically
    /// damped spring of angular frequency 5π ≈ 15.71 rad/s (a choice).
    ///
    /// Why: the recording shows only the return from rest, and the fitted spring, which is
    /// stiff, would stop a glide that reaches the edge at 1000 pt/s within 2.8 pt, a bounce too
    /// small to see. This brake stops it v/(ω·e) ≈ 23 pt out, 1/ω ≈ 64 ms after the edge, close
    /// to Flutter's iOS-like `BouncingScrollPhysics` spring (ω ≈ 14.1 rad/s, damping ratio 1.1);
    /// from there the content returns as recorded.
    public static let bounceBrakeOmega = 5 * Double.pi

    /// How close to the edge a bounce must be to count as settled: half a point (a choice).
    ///
    /// Why: half a point is one pixel on a 2× screen, the smallest step the eye can see, so
    /// putting the content exactly at the edge from there does not show. The recorded return
    /// reports −0.33 pt at 667 ms; the fitted spring is within half a point at 718 ms.
    public static let springSettleDisplacement = 0.5

    /// How slow a bounce must be to count as settled: 5 points per second (a choice).
    ///
    /// Why: at 5 pt/s a 60 Hz frame moves the content 0.08 pt; the returning spring within
    /// half a point of its edge moves at about 4 pt/s, so this rule never holds it longer
    /// than the displacement rule, and it keeps a spring pushed through the edge from being
    /// stopped while it still moves.
    public static let springSettleVelocity = 5.0

    /// The displacement from the edge and the velocity of a bounce `elapsed` after it started
    /// with displacement `x0` (points) and velocity `v0` (points per second).
    ///
    /// Why: past an edge (or away from a page) the content returns to its target in the shape
    /// recorded on a device, whatever it was doing when the bounce started.
    ///
    /// Two phases, with t in seconds. Content moving away from the target (or leaving it) is
    /// first braked by a critically damped spring of frequency ω = ``bounceBrakeOmega``:
    /// x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ω·t) until its velocity
    /// v(t) = (v0 − ω·(v0 + ω·x0)·t)·e^(−ω·t) reaches zero, at t* = v0/(ω·(v0 + ω·x0)).
    /// From rest there, or from the start when it already moves towards the target or rests,
    /// it returns as an overdamped spring (stiffness k = ``bounceReturnStiffness``, damping
    /// ratio ζ = ``bounceReturnDampingRatio``, unit mass): x(t) = A·e^(r₁·t) + B·e^(r₂·t) with
    /// r₁,₂ = −√k·(ζ ∓ √(ζ² − 1)), A = (v0 − r₂·x0)/(r₁ − r₂) and B = (r₁·x0 − v0)/(r₁ − r₂).
    /// The displacement and the velocity are continuous across the phases. Once the
    /// exponentials underflow the bounce is over and both are 0.
    ///
    /// - Precondition: `elapsed` is not negative.
    public static func springState(
        displacement x0: Double,
        velocity v0: Double,
        after elapsed: VirtualDuration
    ) -> (displacement: Double, velocity: Double) {
        precondition(elapsed >= .zero, "elapsed time \(elapsed.nanoseconds) ns is negative")
        let t = elapsed.seconds
        let movesAway = v0 != 0 && (x0 == 0 || (x0 < 0) == (v0 < 0))
        guard movesAway else { return returningSpring(displacement: x0, velocity: v0, after: t) }
        let omega = bounceBrakeOmega
        let b = saturated(v0 + omega * x0)
        let stop = v0 / (omega * b)  // In (0, 1/ω]: v0 and b share their sign, |b| ≥ |v0|.
        guard t < stop else {
            let peak = criticallyDampedSpring(omega: omega, displacement: x0, b: b, velocity: v0, after: stop).displacement
            return returningSpring(displacement: peak, velocity: 0, after: t - stop)
        }
        return criticallyDampedSpring(omega: omega, displacement: x0, b: b, velocity: v0, after: t)
    }

    /// A critically damped spring of angular frequency `omega` at `t` seconds, from displacement
    /// `x0` and velocity `v0`, with `b` = v0 + ω·x0: the bounce's brake and the page snap.
    static func criticallyDampedSpring(omega: Double, displacement x0: Double, b: Double, velocity v0: Double, after t: Double) -> (displacement: Double, velocity: Double) {
        let decay = exp(-omega * t)
        // t·e^(−ωt) is at most 1/(ω·e): multiplying it first keeps every product finite
        // unless the true answer itself is too large.
        let decayedTime = t * decay
        let displacement = saturated(x0 * decay + saturated(b * decayedTime))
        let velocity = saturated(v0 * decay - saturated(saturated(omega * b) * decayedTime))
        return (displacement, velocity)
    }

    /// The returning overdamped spring at `t` seconds.
    private static func returningSpring(displacement x0: Double, velocity v0: Double, after t: Double) -> (displacement: Double, velocity: Double) {
        let omega = bounceReturnStiffness.squareRoot()
        let spread = (bounceReturnDampingRatio * bounceReturnDampingRatio - 1).squareRoot()
        let slow = -omega / (bounceReturnDampingRatio + spread)  // −ω·(ζ − √(ζ² − 1)), without cancellation.
        let fast = -omega * (bounceReturnDampingRatio + spread)
        let a = saturated(saturated(v0 - fast * x0) / (slow - fast))
        let b = saturated(saturated(slow * x0 - v0) / (slow - fast))
        // The decays are at most 1, so the products stay finite; a decay that underflowed
        // leaves 0, never 0 × ∞.
        let slowDecay = exp(slow * t)
        let fastDecay = exp(fast * t)
        let displacement = saturated(a * slowDecay + b * fastDecay)
        let velocity = saturated(saturated(slow * a) * slowDecay + saturated(fast * b) * fastDecay)
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
