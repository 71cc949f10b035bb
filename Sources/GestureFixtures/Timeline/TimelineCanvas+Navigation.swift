import GestureArbiter

extension TimelineCanvas {
    /// A navigation controller's lane: a bar per transition, from its beginning to its end,
    /// titled with its operation and controllers; the stretch a finger drove is a pale band, and
    /// a transition that ended where it began is an outlined bar in the cancelled colour where a
    /// completed one is a filled green bar.
    mutating func navigationLane(_ track: NavigationTrack, end: VirtualTime) {
        let height = 44.0
        let cancelled = track.transitions.filter(\.cancelled).count
        beginLane(track.navigation, summary: "\(track.transitions.count) transitions, \(cancelled) cancelled", height: height)
        let top = y + 24
        for span in track.transitions {
            let startX = scale.x(span.start)
            let endX = scale.x(span.end ?? end)
            let title = "\(track.navigation) \(span.title)" + (span.interactive ? ", by the back swipe" : "") + (span.cancelled ? ", cancelled" : "")
                + " from \(Self.ms(span.start))" + (span.end.map { " to \(Self.ms($0))" } ?? " to the end")
                + "\n" + Self.tooltip(span.records.map(\.textLine))
            // Filled when completed, outlined when cancelled: the shape tells them apart, not only the hue.
            let bar: [(String, String)] = span.cancelled
                ? [("fill", "none"), ("stroke", Color.cancelled), ("stroke-width", "1.5")]
                : [("fill", Color.success)]
            if span.interactive {
                let liftX = scale.x(span.lift ?? span.end ?? end)
                writer.element("rect", [("x", n(startX)), ("y", n(top)), ("width", n(max(liftX - startX, 2))), ("height", "12"),
                                        ("fill", "#DCEFFA"), ("stroke", Color.touchEdge), ("stroke-width", "1")], title: title)
                writer.element("rect", [("x", n(liftX)), ("y", n(top + 3)), ("width", n(max(endX - liftX, 2))), ("height", "6")] + bar, title: title)
            } else {
                writer.element("rect", [("x", n(startX)), ("y", n(top + 3)), ("width", n(max(endX - startX, 2))), ("height", "6")] + bar, title: title)
            }
        }
        endLane(height: height)
    }
}

extension TimelineCanvas {
    /// A sheet's lane: the height of its card above the window's bottom edge after each
    /// `sheetMoved`, from 0 before it was presented.
    mutating func sheetLane(_ track: SheetTrack, end: VirtualTime) {
        let height = 80.0
        let last = track.heights.last?.height ?? 0
        beginLane(track.controller, summary: "sheet height 0 → " + TraceValue.format(last) + " pt", height: height)
        let times = [VirtualTime.zero] + track.heights.map(\.time)
        let line = PlotLine(name: track.controller + " sheet height", values: [0] + track.heights.map(\.height), color: Color.offsetY, dash: nil)
        let plotY = plot([line], times: times, unit: " pt", count: "\(track.heights.count) sheetMoved", top: y + 14, bottom: y + 66, end: end)
        hoverTargets(track.heights.map { (time: $0.time, y: plotY($0.height), record: $0.record) })
        endLane(height: height)
    }
}
