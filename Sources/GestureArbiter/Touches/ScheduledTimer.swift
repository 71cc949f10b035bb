/// A timer scheduled with ``Window/scheduleTimer(named:owner:after:_:)``: what its trace records
/// show, and the handle that cancels it (as swift-nio's `Scheduled` cancels its task).
///
/// The handle does not keep its window alive: once the window has gone, the timer does nothing
/// and ``cancel()`` has nothing left to cancel.
public struct ScheduledTimer: Hashable {
    /// The timer's name in the trace's `scheduled`, `fired` and `cancelled` records.
    public let name: String
    /// The name of what scheduled it, the records' subject.
    public let owner: String
    /// When it fires.
    public let due: VirtualTime
    let id: TimerID
    private let window: WindowReference

    init(id: TimerID, name: String, owner: String, due: VirtualTime, window: WindowReference) {
        self.id = id
        self.name = name
        self.owner = owner
        self.due = due
        self.window = window
    }

    /// Cancels the timer, recording `cancelled`, if it is still pending; after it fired or was
    /// cancelled, or once its window has gone, this does nothing.
    public func cancel() {
        window.window?.cancelTimer(id)
    }

    /// Whether the timer is still waiting to fire.
    public var isPending: Bool {
        window.read { $0.clock.isPending(id) } ?? false
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
