/// The scroll view's physics (S10) as pure functions of offsets, velocities and virtual time.
///
/// Nothing here holds state or reads a clock: every function is given the times it needs and
/// answers the same for the same arguments, so a scroll view can evaluate its motion at any
/// frame instant, and a test can check any instant without running the frames before it.
///
/// Each function works on one axis. The units are UIKit's: offsets and distances in points,
/// velocities in points per second, times as ``VirtualDuration``. The concepts live in their
/// own files:
/// - `ScrollPhysics+RubberBand.swift`: how far content follows a finger past an edge.
/// - `ScrollPhysics+Deceleration.swift`: the glide after a flick, ``DecelerationRate``.
/// - `ScrollPhysics+EdgeCrossing.swift`: when a glide runs past an edge, where the bounce takes over.
/// - `ScrollPhysics+Spring.swift`: the bounce back to an edge (or a page), braked then returning.
/// - `ScrollPhysics+Paging.swift`: the page a paging scroll view comes to rest on.
/// - `ScrollPhysics+Velocity.swift`: a finger's velocity at the lift, fitted to its recent positions.
///
/// Every function returns finite numbers for finite arguments: divisions are guarded, a decay
/// that underflows ends the motion rather than multiplying zero by infinity, and a result too
/// large for a `Double` saturates at ±`Double.greatestFiniteMagnitude` instead of becoming
/// infinite. Arguments outside a function's domain (a rate not in (0, 1), a negative duration,
/// a non-positive page size) are programming errors and trap; the fixture reader rejects such
/// values before they reach the engine.
public enum ScrollPhysics {
    /// `value` if it is finite; the largest finite number of its sign if it overflowed; 0 for NaN.
    ///
    /// Why: the physics promises finite results for finite arguments, and the only ways
    /// arithmetic on finite numbers leaves them are overflow (saturate) and `0 × ∞` (guarded
    /// at the source, and mapped to 0 here as a last resort).
    static func saturated(_ value: Double) -> Double {
        if value.isNaN { return 0 }
        return Swift.min(Swift.max(value, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
    }

    /// A non-negative span of milliseconds as a duration, rounded up to the next nanosecond and
    /// saturating at the longest representable duration.
    ///
    /// Why up: the instant returned must be at or after the moment computed (an edge crossed,
    /// a velocity already below its threshold), never a nanosecond before it.
    static func duration(milliseconds: Double) -> VirtualDuration {
        guard milliseconds > 0 else { return .zero }
        let nanoseconds = (milliseconds * 1_000_000).rounded(.up)
        // Double(Int64.max) rounds up to 2^63, which does not fit: anything at or past it saturates.
        guard nanoseconds < Double(Int64.max) else { return VirtualDuration(nanoseconds: .max) }
        return VirtualDuration(nanoseconds: Int64(nanoseconds))
    }
}
