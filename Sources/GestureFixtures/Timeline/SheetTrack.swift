import GestureArbiter

/// One sheet over a run: the height of its card after each `sheetMoved` record (N5–N8).
public struct SheetTrack: Hashable, Sendable {
    /// The presented controller.
    public var controller: String
    public var heights: [SheetSample]

    public init(controller: String, heights: [SheetSample] = []) {
        self.controller = controller
        self.heights = heights
    }

    /// The tracks of the sheets the trace's `sheetMoved` records show, in the order each first moves.
    static func tracks(from records: [TraceRecord]) -> [SheetTrack] {
        var tracks = OrderedTracks<String, SheetTrack>()
        for record in records {
            guard case let .controller(controller, "sheetMoved", fields) = record.payload,
                  case let .number(height)? = fields.first(where: { $0.name == "height" })?.value else { continue }
            let position = tracks.position(of: controller, orAppend: { SheetTrack(controller: controller) })
            tracks[position].heights.append(SheetSample(time: record.time, height: height, record: record))
        }
        return tracks.tracks
    }
}

/// A sheet's height after one `sheetMoved` record.
public struct SheetSample: Hashable, Sendable {
    public var time: VirtualTime
    public var height: Double
    public var record: TraceRecord
}
