/// The momentum a glide that a finger caught gives the drag that finger makes (S6): kept per axis
/// from the catch to the release, and lost on an axis along which the finger rests too long.
///
/// A class the scroll view holds in a constant, with its storage private, so that the test every
/// move of a drag makes (``isCarrying``) is checked when compiled, not at run time; its work,
/// done only around a caught glide, stays out of the scroll view's per-move code.
final class ScrollMomentum {
    /// The momentum per axis, in points per second (``ScrollPhysics/carriedMomentum(velocity:)``);
    /// zero when there is none.
    private(set) var carried = Point.zero
    /// When the drag last moved along each axis.
    private var lastMoved = (x: VirtualTime.zero, y: VirtualTime.zero)

    /// Whether a caught glide's momentum is kept on either axis.
    var isCarrying: Bool { carried != .zero }

    /// A finger caught a glide whose axes move as `axes` at `now`; an axis that is not gliding
    /// gives nothing.
    @inline(never)
    func caught(_ axes: (x: AxisMotion, y: AxisMotion), at now: VirtualTime) {
        carried = Point.alongEachAxis { axis in
            guard case let .gliding(_, _, velocity, _, _, _, _) = along(axis, of: axes).rebased(at: now, to: 0) else { return 0 }
            return ScrollPhysics.carriedMomentum(velocity: velocity)
        }
    }

    /// A touch that caught no glide: nothing is carried.
    func drop() {
        carried = .zero
    }

    /// The drag began at `now`: the rests are measured from here.
    func dragBegan(at now: VirtualTime) {
        lastMoved = (now, now)
    }

    /// The finger moved the content by `moved` at `now`; an axis along which it rested longer than
    /// ``ScrollPhysics/momentumRetainStationaryInterval`` loses its momentum.
    @inline(never)
    func fingerMoved(_ moved: Point, at now: VirtualTime) {
        let (rests, kept) = (lastMoved, carried)
        carried = Point.alongEachAxis { axis in
            moved[axis] == 0 && now - along(axis, of: rests) > ScrollPhysics.momentumRetainStationaryInterval ? 0 : kept[axis]
        }
        lastMoved = alongEachAxis { moved[$0] != 0 ? now : along($0, of: rests) }
    }

    /// The release velocity with the momentum added where it applies
    /// (``ScrollPhysics/releaseVelocity(_:carrying:)``); the momentum is spent.
    @inline(never)
    func release(_ velocity: Point) -> Point {
        let kept = carried
        carried = .zero
        return Point.alongEachAxis { ScrollPhysics.releaseVelocity(velocity[$0], carrying: kept[$0]) }
    }
}
