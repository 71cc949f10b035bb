import GestureArbiter

/// One named timer of one owner over a run: each time it was scheduled, and how that ended.
///
/// Timers are how time itself decides gestures (a long press's minimum duration, a double tap's
/// gap, a scroll view's content-touch delay), so a bar from scheduling to firing or cancelling
/// shows which deadline decided what.
public struct TimerTrack: Hashable, Sendable {
    /// The timer's owner, as the trace names it (a recognizer or a view).
    public var owner: String
    /// The timer's name (`tapGap`, `contentTouchDelay`).
    public var name: String
    public var runs: [TimerRun]

    public init(owner: String, name: String, runs: [TimerRun]) {
        self.owner = owner
        self.name = name
        self.runs = runs
    }

    /// The tracks of every timer the trace schedules, in the order each was first scheduled.
    static func tracks(from records: [TraceRecord]) -> [TimerTrack] {
        var tracks = OrderedTracks<TimerKey, TimerTrack>()
        for record in records {
            guard case let .timer(name, owner, change, due) = record.payload else { continue }
            let position = tracks.position(of: TimerKey(owner: owner, name: name)) { TimerTrack(owner: owner, name: name, runs: []) }
            switch change {
            case .scheduled:
                tracks[position].runs.append(TimerRun(scheduled: record.time, due: due, records: [record]))
            case .fired, .cancelled:
                // The run it ends is the pending one with this deadline, else the oldest pending one.
                let pending = tracks[position].runs.indices.filter { tracks[position].runs[$0].outcome == nil }
                guard let run = pending.first(where: { tracks[position].runs[$0].due == due }) ?? pending.first else { continue }
                tracks[position].runs[run].outcome = change
                tracks[position].runs[run].end = record.time
                tracks[position].runs[run].records.append(record)
            }
        }
        return tracks.tracks
    }

    private struct TimerKey: Hashable {
        var owner: String
        var name: String
    }
}

/// One scheduling of a timer.
public struct TimerRun: Hashable, Sendable {
    public var scheduled: VirtualTime
    /// When it was due to fire.
    public var due: VirtualTime
    /// `fired` or `cancelled`; none when the run ended with the timer pending.
    public var outcome: TimerChange?
    /// When it fired or was cancelled.
    public var end: VirtualTime?
    /// The `timer` records of this scheduling, in order.
    public var records: [TraceRecord]

    public init(scheduled: VirtualTime, due: VirtualTime, outcome: TimerChange? = nil, end: VirtualTime? = nil, records: [TraceRecord] = []) {
        self.scheduled = scheduled
        self.due = due
        self.outcome = outcome
        self.end = end
        self.records = records
    }
}
