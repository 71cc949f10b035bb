import GestureArbiter

/// One navigation controller over a run: each change of its top controller, from
/// `transitionBegan` to `transitionEnded`, with the part a finger drove (N2–N4).
public struct NavigationTrack: Hashable, Sendable {
    public var navigation: String
    public var transitions: [NavigationSpan]

    public init(navigation: String, transitions: [NavigationSpan] = []) {
        self.navigation = navigation
        self.transitions = transitions
    }

    /// The tracks of the navigation controllers the trace's `controller` records show moving, in
    /// the order each first appears.
    static func tracks(from records: [TraceRecord]) -> [NavigationTrack] {
        var tracks = OrderedTracks<String, NavigationTrack>()
        for record in records {
            guard case let .controller(controller, callback, fields) = record.payload else { continue }
            func text(_ name: String) -> String? {
                if case let .string(value)? = fields.first(where: { $0.name == name })?.value { return value }
                return nil
            }
            func flag(_ name: String) -> Bool {
                if case let .bool(value)? = fields.first(where: { $0.name == name })?.value { return value }
                return false
            }
            switch callback {
            case "transitionBegan":
                let position = tracks.position(of: controller, orAppend: { NavigationTrack(navigation: controller) })
                let title = "\(text("operation") ?? "?") \(text("from") ?? "nothing") → \(text("to") ?? "nothing")"
                tracks[position].transitions.append(NavigationSpan(title: title, start: record.time, interactive: flag("interactive"), records: [record]))
            case "interactionChanged", "transitionEnded":
                guard let position = tracks.position(of: controller),
                      let open = tracks[position].transitions.lastIndex(where: { $0.end == nil }) else { continue }
                var span = tracks[position].transitions[open]
                span.records.append(record)
                span.cancelled = flag("cancelled")
                if callback == "interactionChanged" {
                    span.lift = record.time
                } else {
                    span.end = record.time
                }
                tracks[position].transitions[open] = span
            default:
                continue
            }
        }
        return tracks.tracks
    }
}

/// One transition of a navigation controller; `end` nil when it still ran at the end of the run.
public struct NavigationSpan: Hashable, Sendable {
    /// "pop message → inbox".
    public var title: String
    public var start: VirtualTime
    /// Whether the back swipe started it; `lift` is when its finger let go.
    public var interactive: Bool
    public var lift: VirtualTime?
    public var end: VirtualTime?
    /// Whether it ended where it began.
    public var cancelled = false
    /// The records that began, turned and ended it.
    public var records: [TraceRecord]

    public init(title: String, start: VirtualTime, interactive: Bool, records: [TraceRecord]) {
        self.title = title
        self.start = start
        self.interactive = interactive
        self.records = records
    }
}
