import GestureArbiter

/// One view's drags over a run (I1–I9): each from its lift to its end, with the moment the
/// finger began carrying it, the moment it was let go, and what the drop did. A table's rows held
/// by their reorder controls are its drags too.
public struct DragTrack: Hashable, Sendable {
    public var view: String
    public var drags: [DragSpan]

    public init(view: String, drags: [DragSpan] = []) {
        self.view = view
        self.drags = drags
    }

    /// The tracks of the views whose lift recognizers (`<view>.dragLift`) began, in the order each
    /// first lifts: a drag begins with its `sessionWillBegin` (a table's `dragSessionWillBegin`), is
    /// let go when the recognizer ends or is cancelled, and is over at `didEndWith` (a table's
    /// `dragSessionDidEnd`), or at once when it never began. The operation is the `willEndWith`'s;
    /// a table's drag dropped when a `moveRowAt` or `performDropWith` came at its release. A row
    /// held by its reorder control (`<table>.reorder`) is carried from the press's beginning and
    /// over when it is let go, dropped when `moveRowAt` came then, else `back` in its place.
    static func tracks(from records: [TraceRecord]) -> [DragTrack] {
        var tracks = OrderedTracks<String, DragTrack>()
        /// The drags let go and not yet over, by view, in the order let go.
        var released: [(view: String, time: VirtualTime)] = []
        func open(_ view: String) -> (Int, Int)? {
            guard let position = tracks.position(of: view), let last = tracks[position].drags.indices.last,
                  tracks[position].drags[last].end == nil else { return nil }
            return (position, last)
        }
        for record in records {
            switch record.payload {
            case let .gesture(recognizer, state, _) where recognizer.hasSuffix(Self.reorderSuffix):
                let view = String(recognizer.dropLast(Self.reorderSuffix.count))
                if state == "began" {
                    let position = tracks.position(of: view, orAppend: { DragTrack(view: view) })
                    var span = DragSpan(lift: record.time)
                    span.begin = record.time
                    tracks[position].drags.append(span)
                } else if state == "ended" || state == "cancelled", let (position, last) = open(view) {
                    (tracks[position].drags[last].release, tracks[position].drags[last].end) = (record.time, record.time)
                    tracks[position].drags[last].operation = "back"
                }
            case let .gesture(recognizer, state, _) where recognizer.hasSuffix(Self.liftSuffix):
                let view = String(recognizer.dropLast(Self.liftSuffix.count))
                if state == "began" {
                    let position = tracks.position(of: view, orAppend: { DragTrack(view: view) })
                    tracks[position].drags.append(DragSpan(lift: record.time))
                } else if state == "ended" || state == "cancelled", let (position, last) = open(view) {
                    tracks[position].drags[last].release = record.time
                    if tracks[position].drags[last].begin == nil {
                        tracks[position].drags[last].end = record.time
                    } else {
                        released.append((view, record.time))
                    }
                }
            case let .interaction(view, callback, fields), let .list(view, callback, fields):
                if callback == "moveRowAt" || callback == "performDropWith" {
                    // A table's drop: the drag let go at this instant dropped, whichever table it came from.
                    for drag in released where drag.time == record.time {
                        if let (position, last) = open(drag.view) { tracks[position].drags[last].operation = "drop" }
                    }
                    // A row put down by its reorder control at this instant moved.
                    if let position = tracks.position(of: view), let last = tracks[position].drags.indices.last,
                       tracks[position].drags[last].operation == "back", tracks[position].drags[last].release == record.time {
                        tracks[position].drags[last].operation = "drop"
                        tracks[position].drags[last].records.append(record)
                    }
                    continue
                }
                guard let (position, last) = open(view) else { continue }
                switch callback {
                case "sessionWillBegin", "dragSessionWillBegin":
                    tracks[position].drags[last].begin = record.time
                case "willEndWith":
                    if case let .string(name)? = fields.first(where: { $0.name == "operation" })?.value {
                        tracks[position].drags[last].operation = name
                    }
                case "didEndWith", "dragSessionDidEnd":
                    tracks[position].drags[last].end = record.time
                    if tracks[position].drags[last].operation == nil { tracks[position].drags[last].operation = "cancel" }
                    released.removeAll { $0.view == view }
                default:
                    continue
                }
                tracks[position].drags[last].records.append(record)
            default:
                continue
            }
        }
        return tracks.tracks
    }

    private static let liftSuffix = ".dragLift"
    private static let reorderSuffix = ".reorder"
}

/// One drag: lifted, carried from `begin`, let go at `release`, over at `end`.
public struct DragSpan: Hashable, Sendable {
    public var lift: VirtualTime
    public var begin: VirtualTime?
    public var release: VirtualTime?
    public var end: VirtualTime?
    /// What the drop did: its operation (`drop` for a table's), `cancel` when the items went back,
    /// `back` for a held row put down in its place; nil until the drag is over.
    public var operation: String?
    /// The drag's own records, for the bar's tooltip.
    public var records: [TraceRecord] = []

    public init(lift: VirtualTime) {
        self.lift = lift
    }
}
