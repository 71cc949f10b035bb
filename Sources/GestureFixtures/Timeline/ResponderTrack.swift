import GestureArbiter

/// One responder over a run: for each touch it heard of, from which method to which, and the
/// control events and delegate questions it was the subject of.
///
/// What a responder received can differ from what the finger did: a scroll view may hold the
/// touch back for 150 ms, a recognizer may cancel it while the finger is still down, and a view
/// may never hear of it. Putting the responder's deliveries under the finger's track shows each of
/// these at a glance.
public struct ResponderTrack: Hashable, Sendable {
    /// The responder's id, as the trace names it.
    public var name: String
    /// One delivery per touch and responder, in the order they began.
    public var deliveries: [TouchDelivery]
    /// The control events the responder sent, in trace order.
    public var controlEvents: [TraceRecord]
    /// The questions asked of the responder (`touchesShouldBegin`, `touchesShouldCancel`), in trace order.
    public var questions: [TraceRecord]

    public init(name: String, deliveries: [TouchDelivery] = [], controlEvents: [TraceRecord] = [], questions: [TraceRecord] = []) {
        self.name = name
        self.deliveries = deliveries
        self.controlEvents = controlEvents
        self.questions = questions
    }

    /// The tracks of every responder the trace mentions, leaving out the recognizers' questions.
    static func tracks(from records: [TraceRecord], excluding recognizers: Set<String>) -> [ResponderTrack] {
        var tracks = OrderedTracks<String, ResponderTrack>()
        func index(of name: String) -> Int {
            tracks.position(of: name) { ResponderTrack(name: name) }
        }
        for record in records {
            switch record.payload {
            case let .touches(responder, method, touches, _, forwarded, _):
                let position = index(of: responder)
                for touch in touches {
                    tracks[position].deliver(method, of: touch, forwarded: forwarded, record: record)
                }
            case let .control(control, _):
                tracks[index(of: control)].controlEvents.append(record)
            case let .delegate(subject, _, _, _, _) where !recognizers.contains(subject):
                tracks[index(of: subject)].questions.append(record)
            default:
                continue
            }
        }
        return tracks.tracks
    }

    /// Adds a touch method to the delivery of `touch` that is still open, or opens one.
    private mutating func deliver(_ method: TouchMethod, of touch: Int, forwarded: Bool, record: TraceRecord) {
        let open = deliveries.lastIndex { $0.touch == touch && $0.ending == nil }
        let position: Int
        if let open, method != .touchesBegan {
            position = open
        } else {
            position = deliveries.count
            deliveries.append(TouchDelivery(touch: touch, start: record.time, forwarded: forwarded))
        }
        deliveries[position].records.append(record)
        deliveries[position].end = record.time
        switch method {
        case .touchesBegan:
            break
        case .touchesMoved:
            deliveries[position].moves.append(record.time)
        case .touchesEnded, .touchesCancelled:
            deliveries[position].ending = method
        }
    }
}

/// The touch methods one responder received for one touch, from the first to the ending one.
public struct TouchDelivery: Hashable, Sendable {
    public var touch: Int
    /// When the first method arrived, usually `touchesBegan`.
    public var start: VirtualTime
    /// When the last method arrived.
    public var end: VirtualTime
    /// `touchesEnded` or `touchesCancelled`; none when the run ended with the touch still delivered.
    public var ending: TouchMethod?
    /// The times of the `touchesMoved` calls.
    public var moves: [VirtualTime]
    /// Whether the methods came up the responder chain from a subview rather than by hit-testing.
    public var forwarded: Bool
    /// The `touches` records of this delivery, in order.
    public var records: [TraceRecord]

    public init(touch: Int, start: VirtualTime, end: VirtualTime? = nil, ending: TouchMethod? = nil, moves: [VirtualTime] = [], forwarded: Bool, records: [TraceRecord] = []) {
        self.touch = touch
        self.start = start
        self.end = end ?? start
        self.ending = ending
        self.moves = moves
        self.forwarded = forwarded
        self.records = records
    }
}
