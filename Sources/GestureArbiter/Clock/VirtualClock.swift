/// The only source of time in the engine: a synchronous clock that moves only when told to.
///
/// Modelled on swift-nio's `EmbeddedEventLoop`: it starts at zero, ``advance(to:)`` runs every
/// timer that is due in (deadline, scheduling order), setting ``now`` to each timer's deadline
/// before running it, and time never moves backward. Nothing here reads the wall clock, so the
/// same inputs always produce the same run.
///
/// Like the rest of the engine a clock belongs to one thread; it is deliberately not `Sendable`.
public final class VirtualClock {
    /// The current virtual time.
    public private(set) var now: VirtualTime {
        get { _now }
        set { _now = newValue }
    }
    // Private storage behind the accessors above (HotPathIdioms: private storage behind an accessor).
    private var _now: VirtualTime = .zero

    /// How many animation frames a second `scheduleAtNextFrame(_:)` targets; 60 like most displays.
    public let framesPerSecond: Int

    /// Pending timers sorted by (deadline, sequence) descending, so the next one due is `last`;
    /// changed in place (``ScratchBuffer``): no callback runs while they are changed.
    private let pending = ScratchBuffer<ClockTimer>()
    private var nextSequence: UInt64 = 0
    /// Whether ``advance(to:)`` is running timers: code running now is inside a timer.
    public private(set) var isAdvancing: Bool {
        get { _isAdvancing }
        set { _isAdvancing = newValue }
    }
    private var _isAdvancing = false

    /// The timer whose action ``advance(to:)`` is running, if any: what an action shared by several
    /// timers reads to know which one it runs for (a window's timers share one, so that scheduling
    /// one allocates nothing).
    private(set) var runningTimer: TimerID? {
        get { _runningTimer }
        set { _runningTimer = newValue }
    }
    private var _runningTimer: TimerID?

    /// Creates a clock at time zero; `framesPerSecond` must be positive.
    public init(framesPerSecond: Int = 60) {
        precondition(framesPerSecond > 0, "a clock needs a positive frame rate")
        self.framesPerSecond = framesPerSecond
    }

    /// Runs `action` when the clock reaches `deadline`; a deadline in the past runs at the next advance.
    ///
    /// The engine's own waits come here; a host or a view of its own schedules through
    /// ``Window/scheduleTimer(named:owner:after:_:)``, whose timers show in the trace.
    @discardableResult
    func schedule(at deadline: VirtualTime, _ action: consuming @escaping () -> Void) -> TimerID {
        let id = TimerID(sequence: nextSequence, deadline: max(deadline, now))
        nextSequence += 1
        let timer = ClockTimer(id: id, action: action)
        pending.insert(timer, at: pending.partitionPoint { $0.runsAfter(timer) == false })
        return id
    }

    /// Runs `action` once `delay` has elapsed from now.
    @discardableResult
    func schedule(after delay: VirtualDuration, _ action: @escaping () -> Void) -> TimerID {
        schedule(at: now + delay, action)
    }

    /// Runs `action` at the next frame boundary strictly after now; animations ask again each frame.
    @discardableResult
    func scheduleAtNextFrame(_ action: @escaping () -> Void) -> TimerID {
        schedule(at: nextFrame(after: now), action)
    }

    /// The first frame boundary strictly after `time`; frame k is at k / framesPerSecond seconds, rounded up to a nanosecond.
    public func nextFrame(after time: VirtualTime) -> VirtualTime {
        let rate = Int64(framesPerSecond)
        let frame = Self.floorDivide(time.nanoseconds * rate, 1_000_000_000) + 1
        return VirtualTime(nanoseconds: -Self.floorDivide(-(frame * 1_000_000_000), rate))
    }

    /// Division rounding toward negative infinity, so that frame boundaries are right before zero too.
    private static func floorDivide(_ dividend: Int64, _ divisor: Int64) -> Int64 {
        let quotient = dividend / divisor
        return dividend % divisor < 0 ? quotient - 1 : quotient
    }

    /// Cancels a pending timer; returns false if it already ran or was cancelled.
    @discardableResult
    func cancel(_ id: TimerID) -> Bool {
        guard let index = pendingIndex(of: id) else { return false }
        pending.remove(at: index)
        return true
    }

    /// Where the timer waits among the pending ones, found by its deadline and order; a binary search.
    private func pendingIndex(of id: TimerID) -> Int? {
        let index = pending.partitionPoint { !$0.id.runsAfter(id) }
        return index < pending.count && pending[index].id == id ? index : nil
    }

    /// Whether a timer is waiting to run, which is what "the scene has not settled" means.
    public var hasPendingTimers: Bool { !pending.isEmpty }

    /// The number of timers waiting to run.
    public var pendingTimerCount: Int { pending.count }

    /// When the next timer is due, if any.
    public var nextDeadline: VirtualTime? { pending.last?.deadline }

    /// Whether the timer is still waiting to run.
    func isPending(_ id: TimerID) -> Bool {
        pendingIndex(of: id) != nil
    }

    /// Moves time forward to `time`, running each timer due by then at its own deadline.
    ///
    /// Timers that a running timer schedules for a deadline not after `time` run in the same call.
    /// Moving backward is a programming error and traps: the fixture reader and ``Window`` reject
    /// out-of-order input before it gets here. Calling `advance` from inside a timer traps too.
    public func advance(to time: VirtualTime) {
        precondition(time >= now, "the virtual clock never moves backward (now \(now.nanoseconds) ns, asked for \(time.nanoseconds) ns)")
        precondition(!isAdvancing, "VirtualClock.advance is not reentrant: a timer may not advance the clock")
        isAdvancing = true
        defer { isAdvancing = false }
        // The due timer is moved out, and its action out of it in turn (HotPathIdioms: values
        // handed over).
        while let deadline = pending.last?.deadline, deadline <= time {
            let next = pending.remove(at: pending.count - 1)
            now = deadline
            runningTimer = next.id
            let action = (consume next).action
            action()
            runningTimer = nil
        }
        now = time
    }

    /// Moves time forward by `duration`.
    public func advance(by duration: VirtualDuration) {
        advance(to: now + duration)
    }

    /// Moves time forward to the next frame boundary, ``nextFrame(after:)`` now, and returns it:
    /// one step of a host's frame loop.
    ///
    /// Why: a frame's time is rounded to a whole nanosecond, so a host that adds its own frame
    /// period (`.milliseconds(1000.0 / 120)`, 8,333,333 ns) lands a few nanoseconds short of the
    /// engine's frames at 120 Hz and draws every frame one frame late; a step here is always
    /// exactly one frame.
    @discardableResult
    public func advanceToNextFrame() -> VirtualTime {
        let frame = nextFrame(after: now)
        advance(to: frame)
        return frame
    }
}

/// Identifies a scheduled timer so that it can be cancelled.
struct TimerID: Hashable, Sendable {
    fileprivate let sequence: UInt64
    /// When the timer is due: where a search among the pending timers finds it, and what the
    /// window asks of its wheel's timer before it takes a scroll.
    let deadline: VirtualTime

    /// Whether this timer runs after `other`: later deadline, or the same deadline scheduled later.
    fileprivate func runsAfter(_ other: TimerID) -> Bool {
        (deadline, sequence) > (other.deadline, other.sequence)
    }

    /// Whether this timer was scheduled on its clock before `other`.
    func wasScheduled(before other: TimerID) -> Bool {
        sequence < other.sequence
    }
}

private struct ClockTimer {
    let id: TimerID
    let action: () -> Void

    var deadline: VirtualTime { id.deadline }

    func runsAfter(_ other: ClockTimer) -> Bool {
        id.runsAfter(other.id)
    }
}
