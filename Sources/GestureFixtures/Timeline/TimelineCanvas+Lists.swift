import GestureArbiter

extension TimelineCanvas {
    /// A list's lane: a row per row or item that was highlighted or selected, labelled with its
    /// index path, with a pale band while it was highlighted and a green bar while it was selected.
    mutating func listLane(_ track: ListTrack, end: VirtualTime) {
        let shown = track.cells.prefix(Self.listRowLimit)
        let height = 30.0 + 18.0 * Double(shown.count) + (track.cells.count > shown.count ? 16 : 0)
        let selected = track.cells.filter { $0.spans.contains { $0.kind == .selected && $0.end == nil } }.count
        beginLane(track.list, summary: "\(track.cells.count) touched, \(selected) selected", height: height)
        var rowTop = y + 24
        for cell in shown {
            let name = "[" + cell.indexPath.map(String.init).joined(separator: ",") + "]"
            writer.text(name, [("x", n(Self.plotLeft - 8)), ("y", n(rowTop + 12)), ("font-size", "11"), ("text-anchor", "end"), ("fill", Color.muted)])
            for span in cell.spans {
                let startX = scale.x(span.start)
                let width = max(scale.x(span.end ?? end) - startX, 2)
                let title = "\(track.list) \(name) \(span.kind.rawValue) from \(Self.ms(span.start))" + (span.end.map { " to \(Self.ms($0))" } ?? " to the end")
                    + "\n" + Self.tooltip(span.records.map(\.textLine))
                switch span.kind {
                case .highlighted:
                    writer.element("rect", [("x", n(startX)), ("y", n(rowTop + 2)), ("width", n(width)), ("height", "14"),
                                            ("fill", "#DCEFFA"), ("stroke", Color.touchEdge), ("stroke-width", "1")], title: title)
                case .selected:
                    writer.element("rect", [("x", n(startX)), ("y", n(rowTop + 6)), ("width", n(width)), ("height", "6"),
                                            ("fill", Color.success)], title: title)
                }
            }
            rowTop += 18
        }
        if track.cells.count > shown.count {
            writer.text("… \(track.cells.count - shown.count) more rows or items, in the trace", [("x", n(Self.plotLeft)), ("y", n(rowTop + 12)), ("font-size", "11"), ("fill", Color.muted)])
        }
        endLane(height: height)
    }

    /// The most rows or items a list's lane draws; the others are counted.
    static let listRowLimit = 12
}

extension TimelineCanvas {
    /// A table's row-swipe lane: the swiped row's sideways offset after each `swipeMoved`, from 0,
    /// and the actions performed in its summary.
    mutating func rowSwipeLane(_ track: RowSwipeTrack, end: VirtualTime) {
        let height = 80.0
        let performed = track.actions.isEmpty ? "no action performed" : "performed " + track.actions.joined(separator: ", ")
        beginLane(track.table, summary: "row offset; " + performed, height: height)
        let times = [VirtualTime.zero] + track.offsets.map(\.time)
        let line = PlotLine(name: track.table + " row offset", values: [0] + track.offsets.map(\.offset), color: Color.offsetX, dash: nil)
        let plotY = plot([line], times: times, unit: " pt", count: "\(track.offsets.count) swipeMoved", top: y + 14, bottom: y + 66, end: end)
        hoverTargets(track.offsets.map { (time: $0.time, y: plotY($0.offset), record: $0.record) })
        endLane(height: height)
    }
}
