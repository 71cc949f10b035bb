import GestureArbiter

/// One table's swiped rows over a run: the swiped row's sideways offset after each `swipeMoved`
/// record, and the actions performed (R1–R5).
public struct RowSwipeTrack: Hashable, Sendable {
    public var table: String
    public var offsets: [RowSwipeSample]
    /// The titles of the actions whose handlers ran, in order.
    public var actions: [String]

    public init(table: String, offsets: [RowSwipeSample] = [], actions: [String] = []) {
        self.table = table
        self.offsets = offsets
        self.actions = actions
    }

    /// The tracks of the tables the trace's `swipeMoved` records show, in the order each first moves.
    static func tracks(from records: [TraceRecord]) -> [RowSwipeTrack] {
        var tracks = OrderedTracks<String, RowSwipeTrack>()
        for record in records {
            guard case let .list(table, callback, fields) = record.payload else { continue }
            switch callback {
            case "swipeMoved":
                guard case let .number(offset)? = fields.first(where: { $0.name == "offset" })?.value else { continue }
                let position = tracks.position(of: table, orAppend: { RowSwipeTrack(table: table) })
                tracks[position].offsets.append(RowSwipeSample(time: record.time, offset: offset, record: record))
            case "contextualActionHandler":
                guard case let .string(title)? = fields.first(where: { $0.name == "action" })?.value else { continue }
                let position = tracks.position(of: table, orAppend: { RowSwipeTrack(table: table) })
                tracks[position].actions.append(title)
            default:
                continue
            }
        }
        return tracks.tracks
    }
}

/// The swiped row's offset after one `swipeMoved` record.
public struct RowSwipeSample: Hashable, Sendable {
    public var time: VirtualTime
    public var offset: Double
    public var record: TraceRecord
}
