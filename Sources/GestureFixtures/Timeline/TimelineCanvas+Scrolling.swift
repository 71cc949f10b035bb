import GestureArbiter

extension TimelineCanvas {
    /// A scroll view's lane: its delegate callbacks as marks on the first row, then its content
    /// offset plotted against time over shaded stretches of dragging and decelerating. The y
    /// offset is a solid line; the x offset, drawn only when it moves or is not zero, is dashed.
    /// A scroll view that zoomed has a second plot under the first: its zoom scale.
    ///
    /// Values reported a few frames apart (up to ``continuousGap``) are joined by straight lines,
    /// which is how a drag or a glide looks; farther apart, the line holds the old value and then
    /// jumps, which is what a `set` of the offset or a single late drag step does.
    mutating func scrollLane(_ track: ScrollTrack, end: VirtualTime) {
        let zooms = !track.scales.isEmpty
        let height = zooms ? 170.0 : 116.0
        let series: [(time: VirtualTime, offset: Point)] = [(.zero, track.initialOffset)] + track.offsets.map { ($0.time, $0.offset) }
        let showsX = series.contains { $0.offset.x != series[0].offset.x || $0.offset.x != 0 }
        let last = series[series.count - 1].offset
        var summary = "offset " + (showsX ? Self.point(track.initialOffset) + " → " + Self.point(last)
            : "y " + TraceValue.format(track.initialOffset.y) + " → " + TraceValue.format(last.y) + " pt")
        if let lastScale = track.scales.last?.scale {
            summary += ", scale " + TraceValue.format(track.initialScale) + " → " + TraceValue.format(lastScale)
        }
        beginLane(track.scrollView, summary: summary, height: height)
        let plotTop = y + 34
        let plotBottom = y + 96
        phaseBands(track.callbacks, end: end, top: plotTop - 4, bottom: plotBottom + 4)
        instantRow(Self.instants(track.callbacks) { $0.event }, mark: .callback, top: y + 2)

        let times = series.map(\.time)
        var lines = [PlotLine(name: track.scrollView + " contentOffset.y", values: series.map(\.offset.y), color: Color.offsetY, dash: nil)]
        if showsX {
            lines.append(PlotLine(name: track.scrollView + " contentOffset.x", values: series.map(\.offset.x), color: Color.offsetX, dash: "6 3"))
        }
        let offsetPlot = plot(lines, times: times, unit: " pt", count: "\(track.offsets.count) didScroll", top: plotTop, bottom: plotBottom, end: end)
        hoverTargets(track.offsets.map { ($0.time, offsetPlot($0.offset.y), $0.record) })
        if zooms {
            let scaleTimes = [VirtualTime.zero] + track.scales.map(\.time)
            let scales = [track.initialScale] + track.scales.map(\.scale)
            let scaleLine = PlotLine(name: track.scrollView + " zoomScale", values: scales, color: Color.zoomScale, dash: nil)
            let scalePlot = plot([scaleLine], times: scaleTimes, unit: "×", count: "\(track.scales.count) didZoom", top: y + 118, bottom: y + 156, end: end)
            hoverTargets(track.scales.map { ($0.time, scalePlot($0.scale), $0.record) })
        }
        endLane(height: height)
    }

    /// One line of a plot: a value after each report, the first being the value before any.
    struct PlotLine {
        var name: String
        var values: [Double]
        var color: String
        var dash: String?
    }

    /// Plots `lines` against `times` between `top` and `bottom`, sharing one vertical scale
    /// labelled with its extremes in `unit`, and returns where a value lies on it.
    mutating func plot(_ lines: [PlotLine], times: [VirtualTime], unit: String, count: String, top: Double, bottom: Double, end: VirtualTime) -> (Double) -> Double {
        let values = lines.flatMap(\.values)
        let low: Double = values.min() ?? 0
        let high: Double = values.max() ?? 0
        let span: Double = high - low
        let plotY = { (value: Double) -> Double in
            guard span >= 0.001 else { return (top + bottom) / 2 }
            let fraction: Double = (value - low) / span
            return bottom - (bottom - top) * fraction
        }
        let valueAttributes: SVGWriter.Attributes = [("font-size", "11"), ("text-anchor", "end"), ("fill", Color.muted)]
        writer.text(TraceValue.format(high) + unit, [("x", n(Self.plotLeft - 8)), ("y", n(plotY(high) + 4))] + valueAttributes)
        if span >= 0.001 {
            writer.text(TraceValue.format(low) + unit, [("x", n(Self.plotLeft - 8)), ("y", n(plotY(low) + 4))] + valueAttributes)
        }
        for line in lines {
            var points: [(x: Double, y: Double)] = []
            for (index, value) in line.values.enumerated() {
                let x = scale.x(times[index])
                if let previous = points.last, times[index] - times[index - 1] > Self.continuousGap {
                    points.append((x, previous.y))
                }
                points.append((x, plotY(value)))
            }
            points.append((scale.x(end), points[points.count - 1].y))
            let title = "\(line.name): \(count), " + TraceValue.format(line.values[0]) + " → " + TraceValue.format(line.values[line.values.count - 1]) + unit
            writer.element("polyline", [("points", SVGWriter.points(points)), ("fill", "none"), ("stroke", line.color), ("stroke-width", "2")]
                + (line.dash.map { [("stroke-dasharray", $0)] } ?? []), title: title)
        }
        return plotY
    }

    /// The longest gap between two reports that the plot draws as continuous motion: two frames at 60 Hz, with room to spare.
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

    /// Invisible dots on a plotted line, each with its record as the tooltip; dots closer than
    /// three pixels to the previous one are left out, since no pointer could pick them apart.
    mutating func hoverTargets(_ samples: [(time: VirtualTime, y: Double, record: TraceRecord)]) {
        var lastX = -Double.infinity
        for sample in samples {
            let x = scale.x(sample.time)
            guard x - lastX >= 3 else { continue }
            lastX = x
            writer.element("circle", [("cx", n(x)), ("cy", n(sample.y)), ("r", "3"), ("fill", "transparent")], title: sample.record.textLine)
        }
    }
}
