/// The first invariant an ``InvariantChecker`` found broken: which one, what exactly it saw, when,
/// and the trace records that led up to it.
public struct InvariantViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// The promise that was broken.
    public var invariant: Invariant
    /// What the checker saw, with the names of the touches, views and recognizers involved.
    public var detail: String
    /// The virtual time of the check that found it.
    public var time: VirtualTime
    /// The trace records just before the check, oldest first; empty when nothing was recorded.
    public var recentRecords: [TraceRecord]

    public init(invariant: Invariant, detail: String, time: VirtualTime, recentRecords: [TraceRecord] = []) {
        self.invariant = invariant
        self.detail = detail
        self.time = time
        self.recentRecords = recentRecords
    }

    /// One headline (`invariant broken at 120 ms: name: detail`), then the records leading to it.
    public var description: String {
        let headline = "invariant broken at \(time.milliseconds) ms: \(invariant.rawValue): \(detail)"
        guard !recentRecords.isEmpty else { return headline }
        return ([headline, "  the trace leading to it:"] + recentRecords.map { "    " + $0.textLine }).joined(separator: "\n")
    }
}
