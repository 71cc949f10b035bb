import GestureArbiter

/// One view's drags over a run (I1–I7): each from its lift to its end, with the moment the
/// finger began carrying it, the moment it was let go, and what the drop did.
public struct DragTrack: Hashable, Sendable {
    public var view: String
    public var drags: [DragSpan]

    public init(view: String, drags: [DragSpan] = []) {
        self.view = view
        self.drags = drags
    }

    /// The tracks of the views whose lifts the trace records (`willAnimateLiftWith`), in the order
    /// each first lifts. A lift that ends without a session ends when its `<view>.dragLift`
    /// recognizer does.
    static func tracks(from records: [TraceRecord]) -> [DragTrack] {
        var tracks = OrderedTracks<String, DragTrack>()
        for record in records {
            switch record.payload {
            case let .interaction(view, callback, fields):
                switch callback {
                case "willAnimateLiftWith":
                    let position = tracks.position(of: view, orAppend: { DragTrack(view: view) })
                    tracks[position].drags.append(DragSpan(lift: record.time))
                case "sessionWillBegin", "willEndWith", "didEndWith":
                    guard let position = tracks.position(of: view), let last = tracks[position].drags.indices.last,
                          tracks[position].drags[last].end == nil else { continue }
                    tracks[position].drags[last].note(callback, at: record.time, operation: fields.first { $0.name == "operation" }?.value)
                default:
                    continue
                }
                if let position = tracks.position(of: view), let last = tracks[position].drags.indices.last {
                    tracks[position].drags[last].records.append(record)
                }
            case let .gesture(recognizer, change, _) where recognizer.hasSuffix(".dragLift") && (change == "ended" || change == "cancelled"):
                let view = String(recognizer.dropLast(".dragLift".count))
                guard let position = tracks.position(of: view), let last = tracks[position].drags.indices.last,
                      tracks[position].drags[last].begin == nil, tracks[position].drags[last].end == nil else { continue }
                tracks[position].drags[last].end = record.time
            default:
                continue
            }
        }
        return tracks.tracks
    }
}

/// One drag: lifted, carried from `begin`, let go at `release`, over at `end`.
public struct DragSpan: Hashable, Sendable {
    public var lift: VirtualTime
    public var begin: VirtualTime?
    public var release: VirtualTime?
    public var end: VirtualTime?
    /// The drop's operation, `cancel` when the items went back; nil until the finger lifted.
    public var operation: String?
    /// The drag's own records, for the bar's tooltip.
    public var records: [TraceRecord] = []

    public init(lift: VirtualTime) {
        self.lift = lift
    }

    mutating func note(_ callback: String, at time: VirtualTime, operation: TraceValue?) {
        switch callback {
        case "sessionWillBegin": begin = time
        case "willEndWith":
            release = time
            if case let .string(name)? = operation { self.operation = name }
        case "didEndWith": end = time
        default: break
        }
    }
}
