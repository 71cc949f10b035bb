import GestureArbiter

/// One table or collection view over a run: for each row or item a finger or code touched, when
/// it was highlighted and when it was selected (L1).
public struct ListTrack: Hashable, Sendable {
    public var list: String
    /// The rows or items, in the order they first appear in the trace.
    public var cells: [CellTrack]

    public init(list: String, cells: [CellTrack] = []) {
        self.list = list
        self.cells = cells
    }

    /// The tracks of the lists the trace's `list` records name, in the order each first appears.
    static func tracks(from records: [TraceRecord]) -> [ListTrack] {
        var tracks = OrderedTracks<String, ListTrack>()
        for record in records {
            guard case let .list(list, callback, fields) = record.payload,
                  case let .list(path)? = fields.first(where: { $0.name == "indexPath" })?.value
            else { continue }
            let indexPath = path.compactMap { value -> Int? in
                if case let .number(number) = value { return Int(number) }
                return nil
            }
            let position = tracks.position(of: list, orAppend: { ListTrack(list: list) })
            var track = tracks[position]
            let index = track.cells.firstIndex { $0.indexPath == indexPath } ?? {
                track.cells.append(CellTrack(indexPath: indexPath))
                return track.cells.count - 1
            }()
            track.cells[index].note(callback, record: record)
            tracks[position] = track
        }
        return tracks.tracks
    }
}

/// A row or item of a list: its highlight and selection spans.
public struct CellTrack: Hashable, Sendable {
    /// `[section, row]`, as the trace writes it.
    public var indexPath: [Int]
    public var spans: [CellSpan] = []

    public init(indexPath: [Int], spans: [CellSpan] = []) {
        self.indexPath = indexPath
        self.spans = spans
    }

    /// Opens or closes a span for a `list` record: `didHighlight…` and `didSelect…` open one,
    /// `didUnhighlight…` and `didDeselect…` close the open one of their kind.
    mutating func note(_ callback: String, record: TraceRecord) {
        let kind: CellSpan.Kind
        let opens: Bool
        if callback.hasPrefix("didHighlight") {
            (kind, opens) = (.highlighted, true)
        } else if callback.hasPrefix("didUnhighlight") {
            (kind, opens) = (.highlighted, false)
        } else if callback.hasPrefix("didSelect") {
            (kind, opens) = (.selected, true)
        } else if callback.hasPrefix("didDeselect") {
            (kind, opens) = (.selected, false)
        } else {
            return
        }
        if opens {
            guard !spans.contains(where: { $0.kind == kind && $0.end == nil }) else { return }
            spans.append(CellSpan(kind: kind, start: record.time, end: nil, records: [record]))
        } else if let open = spans.lastIndex(where: { $0.kind == kind && $0.end == nil }) {
            spans[open].end = record.time
            spans[open].records.append(record)
        }
    }
}

/// A stretch of time a row or item was highlighted or selected; `end` nil when it still was at the end.
public struct CellSpan: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case highlighted
        case selected
    }

    public var kind: Kind
    public var start: VirtualTime
    public var end: VirtualTime?
    /// The records that opened and closed it.
    public var records: [TraceRecord]

    public init(kind: Kind, start: VirtualTime, end: VirtualTime?, records: [TraceRecord]) {
        self.kind = kind
        self.start = start
        self.end = end
        self.records = records
    }
}
