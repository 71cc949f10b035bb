extension ScrollPhysics {
    /// The angular frequency of the critically damped spring that snaps content to a page:
    /// 8π ≈ 25.1 rad/s, a response of 0.25 s (a choice, fitted to observed UIKit).
    ///
    /// Why this value: a paging `UIScrollView` settles on its page in about 0.3 s
    /// (stefanceriu/SCPageViewController#35, a pager built on one), where the bounce's spring,
    /// which the engine used for the snap before, took 0.78 s, its last 9 pt over 0.28 s. With
    /// this frequency a flick of 2000 pt/s released 285 pt before its page is within 3 pt of it
    /// 0.25 s later and at rest after 0.37 s, as is a release at rest 170 pt past a page start.
    public static let pageSnapOmega = 8 * Double.pi

    /// The displacement from the page and the velocity of a snap `elapsed` after it started with
    /// displacement `x0` (points) and velocity `v0` (points per second).
    ///
    /// Why: the content goes on at the speed the finger left it with and eases into its page,
    /// quicker than a bounce returns from past an edge, and never passes it.
    ///
    /// A critically damped spring of frequency ω = ``pageSnapOmega``, with t in seconds:
    /// x(t) = (x0 + b·t)·e^(−ω·t) and v(t) = (v0 − ω·b·t)·e^(−ω·t), b = v0 + ω·x0. It passes the
    /// page only when it heads for it faster than ω·|x0|; such a start is taken at ω·|x0|, the
    /// fastest from which the content comes to rest on the page without passing it (a choice:
    /// UIKit's pages do not overshoot, where a flick at 20,000 pt/s 5 pt before a page would
    /// carry the spring 220 pt past it).
    ///
    /// - Precondition: `elapsed` is not negative.
    public static func pageSnapState(
        displacement x0: Double,
        velocity v0: Double,
        after elapsed: VirtualDuration
    ) -> (displacement: Double, velocity: Double) {
        precondition(elapsed >= .zero, "elapsed time \(elapsed.nanoseconds) ns is negative")
        let omega = pageSnapOmega
        let fastest = saturated(omega * x0.magnitude)
        let velocity = (x0 < 0) == (v0 > 0) && v0.magnitude > fastest ? (v0 > 0 ? fastest : -fastest) : v0
        let b = saturated(velocity + omega * x0)
        return criticallyDampedSpring(omega: omega, displacement: x0, b: b, velocity: velocity, after: elapsed.seconds)
    }
}
