import GestureArbiter

/// One scroll view over a run: its content offset after each `didScroll`, its zoom scale after each
/// `didZoom`, and its other delegate callbacks.
///
/// The offset holds between two `didScroll` calls, and the scale between two `didZoom` calls, so
/// each is a step function of time; during a drag, a pinch or an animation the steps come every
/// frame and read as a curve.
public struct ScrollTrack: Hashable, Sendable {
    public var scrollView: String
    /// The offset the fixture gave the scroll view, which holds until the first `didScroll`.
    public var initialOffset: Point
    /// The offset reported by each `didScroll`, in order.
    public var offsets: [OffsetSample]
    /// The zoom scale the fixture gave the scroll view, which holds until the first `didZoom`.
    public var initialScale: Double
    /// The scale reported by each `didZoom`, in order; empty when the scroll view never zoomed.
    public var scales: [ScaleSample]
    /// The scroll records other than `didScroll` and `didZoom` (`willBeginDragging`, `didEndZooming`, ...), in order.
    public var callbacks: [TraceRecord]

    public init(scrollView: String, initialOffset: Point, offsets: [OffsetSample] = [], initialScale: Double = 1,
                scales: [ScaleSample] = [], callbacks: [TraceRecord] = []) {
        self.scrollView = scrollView
        self.initialOffset = initialOffset
        self.offsets = offsets
        self.initialScale = initialScale
        self.scales = scales
        self.callbacks = callbacks
    }

    /// The tracks of the scene's scroll views, then of any other scroll view the trace mentions.
    static func tracks(from records: [TraceRecord], scene: [ViewSpec]) -> [ScrollTrack] {
        var tracks = OrderedTracks(scrollViews(in: scene).map {
            (key: $0.id, track: ScrollTrack(scrollView: $0.id, initialOffset: $0.settings.contentOffset, initialScale: $0.settings.zoomScale))
        })
        for record in records {
            guard case let .scroll(scrollView, callback, fields) = record.payload else { continue }
            let position = tracks.position(of: scrollView) { ScrollTrack(scrollView: scrollView, initialOffset: .zero) }
            if callback == "didScroll", let offset = Self.point(named: "offset", in: fields) {
                tracks[position].offsets.append(OffsetSample(time: record.time, offset: offset, record: record))
            } else if callback == "didZoom", case let .number(scale)? = fields.first(where: { $0.name == "scale" })?.value {
                tracks[position].scales.append(ScaleSample(time: record.time, scale: scale, record: record))
            } else {
                tracks[position].callbacks.append(record)
            }
        }
        return tracks.tracks
    }

    /// The scroll views of a view tree, depth first in the fixture's order, with their settings.
    private static func scrollViews(in views: [ViewSpec]) -> [(id: String, settings: ScrollViewSettings)] {
        views.flatMap { view -> [(id: String, settings: ScrollViewSettings)] in
            let own: [(id: String, settings: ScrollViewSettings)]
            if case let .scrollView(settings) = view.kind {
                own = [(view.id, settings)]
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

/// A scroll view's zoom scale as one `didZoom` reported it.
public struct ScaleSample: Hashable, Sendable {
    public var time: VirtualTime
    public var scale: Double
    public var record: TraceRecord

    public init(time: VirtualTime, scale: Double, record: TraceRecord) {
        self.time = time
        self.scale = scale
        self.record = record
    }
}
