import GestureArbiter

/// Where the records a timeline track kept stand in the whole trace, so that a replay applies
/// each change at its record.
///
/// A track keeps its records in trace order, so each is found by searching on from the last one
/// found: one pass over the trace per track.
struct RecordPositions {
    private let records: [TraceRecord]
    private var next = 0

    init(in records: [TraceRecord]) {
        self.records = records
    }

    /// The position of `record`, the first equal one after the last position found.
    mutating func position(of record: TraceRecord) -> Int {
        while next < records.count, records[next] != record {
            next += 1
        }
        precondition(next < records.count, "a track kept a record its trace does not have: \(record.textLine)")
        next += 1
        return next - 1
    }
}
