/// One axis of a scroll view's content after a drag, as a function of virtual time, so that
/// every frame is computed from the motion's start rather than accumulated: no drift, and the
/// same frames give the same offsets. Positions are content offsets; velocities are in points
/// per second of content movement.
enum AxisMotion: Hashable {
    case resting(at: Double)
    /// Slowing by the deceleration rate; past an edge it springs back (bounces) or stops there.
    case gliding(start: VirtualTime, from: Double, velocity: Double, rate: Double, min: Double, max: Double, bounces: Bool)
    /// A spring pulling the offset to `target`: the bounce's, back inside an edge, or the snap's,
    /// to a page.
    case springing(start: VirtualTime, target: Double, displacement: Double, velocity: Double, spring: Spring = .bounce)
    /// `setContentOffset(_:animated: true)`: an ease-in-out from `from` to `to`.
    case animating(start: VirtualTime, from: Double, to: Double, duration: VirtualDuration)

    /// Which spring pulls the content to its target.
    enum Spring: Hashable {
        /// The return from past an edge (``ScrollPhysics/springState(displacement:velocity:after:)``).
        case bounce
        /// The snap to a page (``ScrollPhysics/pageSnapState(displacement:velocity:after:)``).
        case pageSnap

        /// The displacement and velocity `elapsed` after the spring started from `x0` and `v0`.
        func state(displacement x0: Double, velocity v0: Double, after elapsed: VirtualDuration) -> (displacement: Double, velocity: Double) {
            switch self {
            case .bounce: ScrollPhysics.springState(displacement: x0, velocity: v0, after: elapsed)
            case .pageSnap: ScrollPhysics.pageSnapState(displacement: x0, velocity: v0, after: elapsed)
            }
        }
    }

    /// The farthest past an edge a spring starts from: 1,000 pt. Content that code or a change of
    /// limits left farther out (1e300 pt, say) comes this far at once and springs back from here,
    /// in about a second, where the spring's exponential return would take minutes (a choice: a
    /// finger's rubber band never reaches a screen past the edge).
    static let farthestSpringStart = 1_000.0

    /// `displacement`, held within ``farthestSpringStart`` of the edge.
    static func springDisplacement(_ displacement: Double) -> Double {
        Swift.min(Swift.max(displacement, -farthestSpringStart), farthestSpringStart)
    }

    /// How long an animated `setContentOffset` takes: 300 ms, a choice close to what UIKit shows.
    static let animationDuration = VirtualDuration.milliseconds(300)

    /// The position at `time`, and the motion that goes on from there.
    func advanced(to time: VirtualTime) -> (position: Double, next: AxisMotion) {
        switch self {
        case let .resting(position):
            return (position, self)
        case let .gliding(start, from, velocity, rate, min, max, bounces):
            let elapsed = Self.elapsed(from: start, to: time)
            if let crossing = ScrollPhysics.edgeCrossing(offset: from, velocity: velocity, min: min, max: max, rate: rate, bounces: bounces),
               elapsed >= crossing.elapsed {
                switch crossing.continuation {
                case .springsBack:
                    let spring = AxisMotion.springing(start: start + crossing.elapsed, target: crossing.edge, displacement: from < min || from > Swift.max(min, max) ? Self.springDisplacement(from - crossing.edge) : 0, velocity: crossing.velocity)
                    return spring.advanced(to: time)
                case .stops:
                    return (crossing.edge, .resting(at: crossing.edge))
                }
            }
            // Once slower than the stop velocity the glide ends where it is then: the target
            // `scrollViewWillEndDragging` announced.
            let stop = ScrollPhysics.decelerationDuration(velocity: velocity, rate: rate)
            guard elapsed < stop else {
                var rest = from + ScrollPhysics.decelerationDistance(velocity: velocity, rate: rate)
                // Rounding must not carry a glide that started within the limits past an edge
                // it stops just short of: it rests on the edge.
                if from >= min, from <= Swift.max(min, max) {
                    rest = Swift.min(Swift.max(rest, min), Swift.max(min, max))
                }
                return (rest, .resting(at: rest))
            }
            let glide = ScrollPhysics.decelerationState(velocity: velocity, rate: rate, after: elapsed)
            return (from + glide.distance, self)
        case let .springing(start, target, displacement, velocity, kind):
            let spring = kind.state(displacement: Self.springDisplacement(displacement), velocity: velocity, after: Self.elapsed(from: start, to: time))
            // Past 2^53 points an offset cannot show half a point: there the tolerances grow
            // with the spacing of the offsets a double can hold, or a bounce near an edge that
            // far out would go on for tens of seconds without moving the content.
            let spacing = Swift.max(1, target.ulp)
            if ScrollPhysics.springIsSettled(displacement: spring.displacement, velocity: spring.velocity,
                                             displacementTolerance: ScrollPhysics.springSettleDisplacement * spacing,
                                             velocityTolerance: ScrollPhysics.springSettleVelocity * spacing) {
                return (target, .resting(at: target))
            }
            return (target + spring.displacement, self)
        case let .animating(start, from, to, duration):
            let elapsed = Self.elapsed(from: start, to: time)
            guard duration > .zero, elapsed < duration else { return (to, .resting(at: to)) }
            let progress = elapsed.seconds / duration.seconds
            let eased = progress * progress * (3 - 2 * progress)
            return (from + (to - from) * eased, self)
        }
    }

    /// The same motion going on from `position` at `time`, with the velocity it has then:
    /// what happens when code sets the offset while the content moves.
    func rebased(at time: VirtualTime, to position: Double) -> AxisMotion {
        switch self {
        case .resting:
            return .resting(at: position)
        case let .gliding(start, _, velocity, rate, min, max, bounces):
            let elapsed = Self.elapsed(from: start, to: time)
            let now = ScrollPhysics.decelerationState(velocity: velocity, rate: rate, after: elapsed)
            return .gliding(start: time, from: position, velocity: now.velocity, rate: rate, min: min, max: max, bounces: bounces)
        case let .springing(start, target, displacement, velocity, kind):
            let now = kind.state(displacement: Self.springDisplacement(displacement), velocity: velocity, after: Self.elapsed(from: start, to: time))
            return .springing(start: time, target: target, displacement: position - target, velocity: now.velocity, spring: kind)
        case let .animating(start, _, to, duration):
            let elapsed = Self.elapsed(from: start, to: time)
            let remaining = VirtualDuration(nanoseconds: max(0, duration.nanoseconds - elapsed.nanoseconds))
            return .animating(start: time, from: position, to: to, duration: remaining)
        }
    }

    /// At rest at `position`, or springing back from there to the edge of `min...max` it is past.
    static func springingBack(from position: Double, within min: Double, _ max: Double, at time: VirtualTime) -> AxisMotion {
        guard position < min || position > max else { return .resting(at: position) }
        let edge = position < min ? min : max
        return .springing(start: time, target: edge, displacement: springDisplacement(position - edge), velocity: 0)
    }

    /// The motion going on from `position`, where code or a chain put the content since the last
    /// frame (``rebased(at:to:)``). At rest past an edge of `min...max`, it springs back: left
    /// there, the content would rest outside its limits once the other axis settles.
    func moved(to position: Double, at time: VirtualTime, within min: Double, _ max: Double) -> AxisMotion {
        let moved = rebased(at: time, to: position)
        return moved.isResting ? Self.springingBack(from: position, within: min, max, at: time) : moved
    }

    /// The same motion held to the limits `min...max`, which may have changed under it (the
    /// content shrank, an inset changed): a glide goes on from where it is with the velocity it
    /// has, and bounces back from past an edge of the new limits as from past any edge; a spring
    /// toward a place now outside them springs to the nearest new edge instead. An animation that
    /// code asked for stays, as UIKit leaves it; so does a rest, unless `limitsChanged` since the
    /// last frame and they leave it outside, when it springs back with the moving axis.
    func limited(to min: Double, _ max: Double, at time: VirtualTime, limitsChanged: Bool) -> AxisMotion {
        let max = Swift.max(min, max)
        switch self {
        case let .gliding(_, _, _, rate, oldMin, oldMax, bounces):
            guard oldMin != min || Swift.max(oldMin, oldMax) != max else { return self }
            guard case let .gliding(start, from, velocity, _, _, _, _) = rebased(at: time, to: advanced(to: time).position) else { return self }
            return .gliding(start: start, from: from, velocity: velocity, rate: rate, min: min, max: max, bounces: bounces)
        case let .springing(start, target, displacement, velocity, kind):
            let edge = Swift.min(Swift.max(target, min), max)
            guard edge != target else { return self }
            let now = kind.state(displacement: Self.springDisplacement(displacement), velocity: velocity, after: Self.elapsed(from: start, to: time))
            return .springing(start: time, target: edge, displacement: target + now.displacement - edge, velocity: now.velocity, spring: kind)
        case let .resting(position):
            return limitsChanged ? Self.springingBack(from: position, within: min, max, at: time) : self
        case .animating:
            return self
        }
    }

    /// An animation sent on from where it is to `target` of its old target, in the time it had
    /// left; the same motion when the target stays or it is no animation.
    func retargeted(at time: VirtualTime, to target: (Double) -> Double) -> AxisMotion {
        guard case let .animating(_, _, to, _) = self, target(to) != to else { return self }
        let position = advanced(to: time).position
        guard case let .animating(_, _, _, remaining) = rebased(at: time, to: position) else { return self }
        return .animating(start: time, from: position, to: target(to), duration: remaining)
    }

    var isResting: Bool {
        if case .resting = self { return true }
        return false
    }

    var isSpringing: Bool {
        if case .springing = self { return true }
        return false
    }

    private static func elapsed(from start: VirtualTime, to time: VirtualTime) -> VirtualDuration {
        time >= start ? time - start : .zero
    }
}
