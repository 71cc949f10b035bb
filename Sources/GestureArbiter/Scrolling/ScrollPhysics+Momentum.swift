import Foundation

extension ScrollPhysics {
    /// The longest a finger may rest along an axis, during the drag that caught a glide, and keep
    /// the glide's momentum on that axis: 20 ms.
    public static let momentumRetainStationaryInterval = VirtualDuration.milliseconds(20)

    /// How fast the new drag's own release must be, as a part of the momentum it carries, for
    /// the momentum to be added: at least half.
    public static let momentumRetainVelocityFactor = 0.5

    /// The most momentum a caught glide gives the next flick: 40,000 points per second.
    public static let maximumCarriedMomentum = 40_000.0

    /// The momentum a glide moving at `velocity` (points per second) when a finger caught it
    /// gives the flick that finger makes next, in points per second, with the glide's sign.
    ///
    /// Why: on iOS, flicking again in the same direction while the content still glides adds
    /// speed, so a long list scrolled by repeated flicks accelerates. Flutter fitted the amount
    /// against a native UIScrollView laid over its own (`BouncingScrollPhysics.carriedMomentum`):
    /// 0.000816·|v|^1.967, at most 40,000. A glide at 1,000 pt/s gives 650 pt/s, one at 3,000 pt/s
    /// gives 5,639 pt/s; the cap is reached at about 8,120 pt/s.
    public static func carriedMomentum(velocity: Double) -> Double {
        guard velocity != 0, velocity.isFinite else { return 0 }
        let amount = min(0.000816 * pow(velocity.magnitude, 1.967), maximumCarriedMomentum)
        return velocity < 0 ? -amount : amount
    }

    /// The release velocity of a drag that carries `carried` (``carriedMomentum(velocity:)``):
    /// `velocity` plus the momentum when both go the same way and `velocity` is more than
    /// ``momentumRetainVelocityFactor`` of it, else `velocity` alone (Flutter's
    /// `ScrollDragController.end`, which a peer fitted to iOS).
    public static func releaseVelocity(_ velocity: Double, carrying carried: Double) -> Double {
        let sameWay = (velocity > 0 && carried > 0) || (velocity < 0 && carried < 0)
        guard sameWay, velocity.magnitude > carried.magnitude * momentumRetainVelocityFactor else { return velocity }
        return velocity + carried
    }
}
