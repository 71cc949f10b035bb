extension ScrollPhysics {
    /// UIKit's rubber-band coefficient, 0.55 (observed; the ScrollViews article gives its source).
    public static let rubberBandCoefficient = 0.55

    /// How far the content moves past an edge when the finger has dragged it `x` points past,
    /// in a viewport `d` points long on that axis (S10).
    ///
    /// Why: the content must resist more the further it is pulled, yet never stop following
    /// the finger, and never move more than a viewport past the edge.
    ///
    /// b(x) = (1 − 1/(x·c/d + 1))·d for x ≥ 0, and b(−x) = −b(x). Written as the equal
    /// 1/(1/(x·c) + 1/d), a harmonic sum that cannot overflow or divide by zero. The slope at
    /// the edge is c (the content moves 0.55 pt per point of finger at first) and b approaches
    /// d as x grows. b(100) in a 600 pt viewport is 100·0.55·600/(100·0.55 + 600) = 6600/131
    /// ≈ 50.3817 pt. A viewport of zero or negative length gives 0.
    ///
    /// - Precondition: `c` is finite and not negative.
    public static func rubberBandOffset(
        overshoot x: Double,
        dimension d: Double,
        coefficient c: Double = ScrollPhysics.rubberBandCoefficient
    ) -> Double {
        precondition(c >= 0 && c.isFinite, "rubber-band coefficient \(c) is not a finite non-negative number")
        guard d > 0, x != 0, c > 0 else { return 0 }
        let pulled = x.magnitude * c
        // 1/pulled may be infinite for a subnormal pull: the sum is then infinite and b is 0, as it should be.
        let banded = 1 / (1 / pulled + 1 / d)
        return x < 0 ? -banded : banded
    }

    /// The offset shown on one axis for the finger-following offset `raw`, given the resting
    /// range [`min`, `max`] and the viewport length on that axis.
    ///
    /// Why: during a drag the finger sets a raw offset; the scroll view shows it as is inside
    /// its range, rubber-banded from the edge it passed when it bounces, and stopped at that
    /// edge when it does not.
    ///
    /// Inside [min, max]: raw. Below min: min − b(min − raw) with bounces, else min. Above max:
    /// max + b(raw − max) with bounces, else max. Content shorter than the viewport has
    /// max = min; a `max` below `min` is read as `min`, UIKit's rule for such content.
    public static func rubberBandedOffset(
        _ raw: Double,
        min: Double,
        max: Double,
        dimension: Double,
        bounces: Bool
    ) -> Double {
        let upper = Swift.max(min, max)
        if raw < min {
            guard bounces else { return min }
            return saturated(min - rubberBandOffset(overshoot: saturated(min - raw), dimension: dimension))
        }
        if raw > upper {
            guard bounces else { return upper }
            return saturated(upper + rubberBandOffset(overshoot: saturated(raw - upper), dimension: dimension))
        }
        return raw
    }

    /// The overshoot that ``rubberBandOffset(overshoot:dimension:coefficient:)`` turns into `b`:
    /// its inverse, x = b·d / (c·(d − |b|)), with the sign of `b`.
    ///
    /// Why: a drag that catches content past an edge (a bounce under way) must go on from exactly
    /// what is shown, so it starts from the overshoot that shows it. A band of a whole viewport or
    /// more, which no drag produces (code may set such an offset), has no finite overshoot: the
    /// largest finite one stands for it.
    public static func rubberBandOvershoot(
        forOffset b: Double,
        dimension d: Double,
        coefficient c: Double = ScrollPhysics.rubberBandCoefficient
    ) -> Double {
        precondition(c >= 0 && c.isFinite, "rubber-band coefficient \(c) is not a finite non-negative number")
        guard d > 0, b != 0, c > 0 else { return 0 }
        let banded = b.magnitude
        let overshoot = banded < d ? saturated(banded * d / (c * (d - banded))) : Double.greatestFiniteMagnitude
        return b < 0 ? -overshoot : overshoot
    }

    /// The finger-following offset that ``rubberBandedOffset(_:min:max:dimension:bounces:)``
    /// shows as `shown`: `shown` itself inside the range or without bounces, the overshoot that
    /// bands to it past an edge.
    public static func unbandedOffset(_ shown: Double, min: Double, max: Double, dimension: Double, bounces: Bool) -> Double {
        let upper = Swift.max(min, max)
        guard bounces else { return shown }
        if shown < min {
            return saturated(min - rubberBandOvershoot(forOffset: min - shown, dimension: dimension))
        }
        if shown > upper {
            return saturated(upper + rubberBandOvershoot(forOffset: shown - upper, dimension: dimension))
        }
        return shown
    }
}
