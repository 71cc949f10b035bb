import Foundation

extension ScrollPhysics {
    /// The moment a glide reaches an edge of its resting range, where the bounce (or the stop)
    /// takes over from the deceleration.
    public struct EdgeCrossing: Hashable, Sendable {
        /// What the content does from the crossing on.
        public enum Continuation: Hashable, Sendable {
            /// The scroll view bounces: a spring (``ScrollPhysics/springState(displacement:velocity:after:)``)
            /// starts with displacement `offset − edge` and the crossing's velocity.
            case springsBack
            /// The scroll view does not bounce: the content stops at the edge.
            case stops
        }

        /// The time from the release to the crossing, rounded up to the next nanosecond, so
        /// that the glide is at or past the edge at that instant; zero when the content is
        /// already past an edge at the release.
        public var elapsed: VirtualDuration
        /// The offset of the edge reached: the range's minimum or its maximum.
        public var edge: Double
        /// The glide's velocity at the crossing, in points per second: pointing out of the range
        /// for a glide that reaches an edge; the release velocity, whichever way it points, for
        /// content already past an edge.
        public var velocity: Double
        /// Whether a spring takes over or the content stops.
        public var continuation: Continuation

        public init(elapsed: VirtualDuration, edge: Double, velocity: Double, continuation: Continuation) {
            self.elapsed = elapsed
            self.edge = edge
            self.velocity = velocity
            self.continuation = continuation
        }
    }

    /// When a glide released at `offset` with velocity `v0` (points per second) reaches an edge
    /// of the resting range [`min`, `max`]; nil if it comes to rest inside.
    ///
    /// Why: the glide and the bounce are different motions; the scroll view runs the glide's
    /// closed form until this instant and the spring's from there, so both stay exact.
    ///
    /// With D the distance to the edge ahead and D∞ = |v0|/(1000·ln(1/rate)) the distance the
    /// decay would cover if it never stopped, the glide's distance D∞·(1 − rate^t) reaches D
    /// when rate^t = 1 − D/D∞, that is at t = ln(1 − D/D∞)/ln(rate) milliseconds, with velocity
    /// v0·(1 − D/D∞). A glide that stops (``decelerationStopVelocity``) before it gets there
    /// never reaches the edge and the answer is nil, as it is for a zero velocity. Content
    /// already past an edge at the release crosses at once: elapsed zero, the velocity as
    /// released, and the spring starts from the current displacement. A `max` below `min` is
    /// read as `min`, as in ``rubberBandedOffset(_:min:max:dimension:bounces:)``.
    ///
    /// - Precondition: `rate` is in (0, 1).
    public static func edgeCrossing(
        offset: Double,
        velocity v0: Double,
        min: Double,
        max: Double,
        rate: Double,
        bounces: Bool
    ) -> EdgeCrossing? {
        precondition(rate > 0 && rate < 1, "deceleration rate \(rate) is not in (0, 1)")
        let upper = Swift.max(min, max)
        let continuation: EdgeCrossing.Continuation = bounces ? .springsBack : .stops
        if offset < min {
            return EdgeCrossing(elapsed: .zero, edge: min, velocity: v0, continuation: continuation)
        }
        if offset > upper {
            return EdgeCrossing(elapsed: .zero, edge: upper, velocity: v0, continuation: continuation)
        }
        let edge: Double
        if v0 > 0 {
            edge = upper
        } else if v0 < 0 {
            edge = min
        } else {
            return nil
        }
        let gap = saturated((edge - offset).magnitude)
        guard gap < decelerationDistance(velocity: v0, rate: rate).magnitude else { return nil }
        let unstopped = saturated(v0.magnitude / 1000 / -log(rate))
        let fraction = gap / unstopped  // In [0, 1): the share of the decay spent before the edge.
        let milliseconds = log1p(-fraction) / log(rate)
        return EdgeCrossing(
            elapsed: duration(milliseconds: milliseconds),
            edge: edge,
            velocity: saturated(v0 * (1 - fraction)),
            continuation: continuation
        )
    }
}
