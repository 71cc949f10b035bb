/// An instant on a ``VirtualClock``, counted in whole nanoseconds since the clock's zero.
///
/// Integer nanoseconds keep long runs free of floating-point drift: a 60 Hz frame
/// boundary is computed from its frame index, never accumulated.
public struct VirtualTime: Hashable, Comparable, Sendable {
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    public static let zero = VirtualTime(nanoseconds: 0)

    /// The instant this many milliseconds after zero, rounded to the nearest nanosecond, halves
    /// away from zero. Inlinable, since a host outside the module (the C interface) converts
    /// every event's time with it.
    @inlinable @inline(__always)
    public static func milliseconds(_ value: Double) -> VirtualTime {
        VirtualTime(nanoseconds: roundedToWhole(value * 1_000_000))
    }

    /// Milliseconds since zero, the unit of fixtures and traces.
    public var milliseconds: Double { Double(nanoseconds) / 1_000_000 }

    /// Seconds since zero, the unit of UIKit's timestamps and velocities.
    public var seconds: Double { Double(nanoseconds) / 1_000_000_000 }

    public static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }

    public static func + (time: VirtualTime, duration: VirtualDuration) -> VirtualTime {
        VirtualTime(nanoseconds: time.nanoseconds + duration.nanoseconds)
    }

    /// The time elapsed from `earlier` to `later`.
    public static func - (later: VirtualTime, earlier: VirtualTime) -> VirtualDuration {
        VirtualDuration(nanoseconds: later.nanoseconds - earlier.nanoseconds)
    }
}

/// A span of virtual time in whole nanoseconds: timer delays, tap intervals, frame periods.
public struct VirtualDuration: Hashable, Comparable, Sendable {
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    public static let zero = VirtualDuration(nanoseconds: 0)

    public static func milliseconds(_ value: Double) -> VirtualDuration {
        VirtualDuration(nanoseconds: Int64((value * 1_000_000).rounded()))
    }

    public static func seconds(_ value: Double) -> VirtualDuration {
        VirtualDuration(nanoseconds: Int64((value * 1_000_000_000).rounded()))
    }

    public var milliseconds: Double { Double(nanoseconds) / 1_000_000 }
    public var seconds: Double { Double(nanoseconds) / 1_000_000_000 }

    public static func < (lhs: VirtualDuration, rhs: VirtualDuration) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }
}

/// `Int64(value.rounded())`, halves away from zero, without the call to the C library's `round`
/// that `rounded()` makes on x86-64: the part of a `Double` after its point is exact, so comparing
/// it with a half rounds as `round` does. Traps where `Int64(_:)` does (NaN, the infinities,
/// beyond `Int64`).
@inlinable @inline(__always)
func roundedToWhole(_ value: Double) -> Int64 {
    let whole = Int64(value)
    let rest = value - Double(whole)
    return rest >= 0.5 ? whole + 1 : rest <= -0.5 ? whole - 1 : whole
}
