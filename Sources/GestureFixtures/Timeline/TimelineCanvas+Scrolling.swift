import GestureArbiter

extension TimelineCanvas {
    /// A scroll view's lane: its delegate callbacks as marks on the first row, then its content
    /// offset plotted against time over shaded stretches of dragging and decelerating. The y
    /// offset is a solid line; the x offset, drawn only when it moves or is not zero, is dashed.
    ///
    /// Offsets reported a few frames apart (up to ``continuousGap``) are joined by straight lines,
    /// which is how a drag or a glide looks; farther apart, the line holds the old offset and then
    /// jumps, which is what a `set` of the offset or a single late drag step does.
    mutating func scrollLane(_ track: ScrollTrack, end: VirtualTime) {
        let height = 116.0
        let series: [(time: VirtualTime, offset: Point)] = [(.zero, track.initialOffset)] + track.offsets.map { ($0.time, $0.offset) }
        let showsX = series.contains { $0.offset.x != series[0].offset.x || $0.offset.x != 0 }
        let values = series.map(\.offset.y) + (showsX ? series.map(\.offset.x) : [])
        let low: Double = values.min() ?? 0
        let high: Double = values.max() ?? 0
        let span: Double = high - low
        let last = series[series.count - 1].offset
        let summary = "offset " + (showsX ? Self.point(track.initialOffset) + " → " + Self.point(last)
            : "y " + TraceValue.format(track.initialOffset.y) + " → " + TraceValue.format(last.y) + " pt")
        beginLane(track.scrollView, summary: summary, height: height)
        let plotTop = y + 34
        let plotBottom = y + 96
        phaseBands(track.callbacks, end: end, top: plotTop - 4, bottom: plotBottom + 4)
        instantRow(Self.instants(track.callbacks) { $0.event }, mark: .callback, top: y + 2)

        func plotY(_ value: Double) -> Double {
            guard span >= 0.001 else { return (plotTop + plotBottom) / 2 }
            let fraction: Double = (value - low) / span
            return plotBottom - (plotBottom - plotTop) * fraction
        }
        let valueAttributes: SVGWriter.Attributes = [("font-size", "11"), ("text-anchor", "end"), ("fill", Color.muted)]
        writer.text(TraceValue.format(high) + " pt", [("x", n(Self.plotLeft - 8)), ("y", n(plotY(high) + 4))] + valueAttributes)
        if span >= 0.001 {
            writer.text(TraceValue.format(low) + " pt", [("x", n(Self.plotLeft - 8)), ("y", n(plotY(low) + 4))] + valueAttributes)
        }
        let axes: [(name: String, value: (Point) -> Double, color: String, dash: String?)] =
            [("y", { $0.y }, Color.offsetY, nil)] + (showsX ? [("x", { $0.x }, Color.offsetX, "6 3")] : [])
        for axis in axes {
            var points: [(x: Double, y: Double)] = []
            for (index, sample) in series.enumerated() {
                let x = scale.x(sample.time)
                if let previous = points.last, sample.time - series[index - 1].time > Self.continuousGap {
                    points.append((x, previous.y))
                }
                points.append((x, plotY(axis.value(sample.offset))))
            }
            points.append((scale.x(end), points[points.count - 1].y))
            let title = "\(track.scrollView) contentOffset.\(axis.name): \(track.offsets.count) didScroll, "
                + TraceValue.format(axis.value(track.initialOffset)) + " → " + TraceValue.format(axis.value(last)) + " pt"
            writer.element("polyline", [("points", SVGWriter.points(points)), ("fill", "none"), ("stroke", axis.color), ("stroke-width", "2")]
                + (axis.dash.map { [("stroke-dasharray", $0)] } ?? []), title: title)
        }
        offsetHoverTargets(track.offsets, y: { plotY($0.y) })
        endLane(height: height)
    }

    /// The longest gap between two offsets that the plot draws as continuous motion: two frames at 60 Hz, with room to spare.
    static let continuousGap = VirtualDuration.milliseconds(40)

    /// Light bands behind the plot from willBeginDragging to didEndDragging and from
    /// willBeginDecelerating to the end of the deceleration, each named under the plot where it has room.
    private mutating func phaseBands(_ callbacks: [TraceRecord], end: VirtualTime, top: Double, bottom: Double) {
        // Each name sits under its own band, so names may come closer than labels beside marks.
        var labels = LabelRow(from: Self.plotLeft - 4, to: Self.labelLimit, gap: 1)
        var open: [(name: String, start: VirtualTime)] = []
        var bands: [(name: String, start: VirtualTime, end: VirtualTime)] = []
        for record in callbacks {
            switch record.event {
            case "willBeginDragging": open.append(("dragging", record.time))
            case "willBeginDecelerating": open.append(("decelerating", record.time))
            case "didEndDragging", "didEndDecelerating", "didEndScrollingAnimation":
                let name = record.event == "didEndDragging" ? "dragging" : "decelerating"
                if let index = open.lastIndex(where: { $0.name == name }) {
                    bands.append((name, open[index].start, record.time))
                    open.remove(at: index)
                }
            default: continue
            }
        }
        bands += open.map { ($0.name, $0.start, end) }
        for band in bands {
            let startX = scale.x(band.start)
            let width = max(scale.x(band.end) - startX, 1)
            let fill = band.name == "dragging" ? "#DCEBF5" : "url(#hatch-decelerating)"
            writer.element("rect", [("x", n(startX)), ("y", n(top)), ("width", n(width)), ("height", n(bottom - top)), ("fill", fill)],
                           title: "\(band.name) from \(Self.ms(band.start)) to \(Self.ms(band.end))")
            label([band.name], at: startX, clearance: 2, baseline: bottom + 11, row: &labels, color: Color.muted)
        }
    }

    /// Invisible dots on the offset line, each with its didScroll record as the tooltip; dots closer
    /// than three pixels to the previous one are left out, since no pointer could pick them apart.
    private mutating func offsetHoverTargets(_ samples: [OffsetSample], y: (Point) -> Double) {
        var lastX = -Double.infinity
        for sample in samples {
            let x = scale.x(sample.time)
            guard x - lastX >= 3 else { continue }
            lastX = x
            writer.element("circle", [("cx", n(x)), ("cy", n(y(sample.offset))), ("r", "3"), ("fill", "transparent")], title: sample.record.textLine)
        }
    }
}
