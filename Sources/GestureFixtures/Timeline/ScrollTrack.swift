import GestureArbiter

/// One scroll view over a run: its content offset after each `didScroll`, and its other delegate
/// callbacks.
///
/// The offset holds between two `didScroll` calls, so it is a step function of time; during a drag
/// or a deceleration the steps come every frame and read as a curve.
public struct ScrollTrack: Hashable, Sendable {
    public var scrollView: String
    /// The offset the fixture gave the scroll view, which holds until the first `didScroll`.
    public var initialOffset: Point
    /// The offset reported by each `didScroll`, in order.
    public var offsets: [OffsetSample]
    /// The scroll records other than `didScroll` (`willBeginDragging`, `didEndDecelerating`, ...), in order.
    public var callbacks: [TraceRecord]

    public init(scrollView: String, initialOffset: Point, offsets: [OffsetSample] = [], callbacks: [TraceRecord] = []) {
        self.scrollView = scrollView
        self.initialOffset = initialOffset
        self.offsets = offsets
        self.callbacks = callbacks
    }

    /// The tracks of the scene's scroll views, then of any other scroll view the trace mentions.
    static func tracks(from records: [TraceRecord], scene: [ViewSpec]) -> [ScrollTrack] {
        var tracks = OrderedTracks(scrollViews(in: scene).map { (key: $0.id, track: ScrollTrack(scrollView: $0.id, initialOffset: $0.offset)) })
        for record in records {
            guard case let .scroll(scrollView, callback, fields) = record.payload else { continue }
            let position = tracks.position(of: scrollView) { ScrollTrack(scrollView: scrollView, initialOffset: .zero) }
            if callback == "didScroll", let offset = Self.point(named: "offset", in: fields) {
                tracks[position].offsets.append(OffsetSample(time: record.time, offset: offset, record: record))
            } else {
                tracks[position].callbacks.append(record)
            }
        }
        return tracks.tracks
    }

    /// The scroll views of a view tree, depth first in the fixture's order, with their starting offsets.
    private static func scrollViews(in views: [ViewSpec]) -> [(id: String, offset: Point)] {
        views.flatMap { view -> [(id: String, offset: Point)] in
            let own: [(id: String, offset: Point)]
            if case let .scrollView(settings) = view.kind {
                own = [(view.id, settings.contentOffset)]
            } else {
                own = []
            }
            return own + scrollViews(in: view.subviews)
        }
    }

    private static func point(named name: String, in fields: [TraceField]) -> Point? {
        guard case let .list(values)? = fields.first(where: { $0.name == name })?.value, values.count == 2,
              case let .number(x) = values[0], case let .number(y) = values[1]
        else { return nil }
        return Point(x: x, y: y)
    }
}

/// A scroll view's content offset as one `didScroll` reported it.
public struct OffsetSample: Hashable, Sendable {
    public var time: VirtualTime
    public var offset: Point
    public var record: TraceRecord

    public init(time: VirtualTime, offset: Point, record: TraceRecord) {
        self.time = time
        self.offset = offset
        self.record = record
    }
}
