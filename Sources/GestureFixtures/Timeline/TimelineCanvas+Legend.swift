extension TimelineCanvas {
    /// A symbol of the legend: a mark, a band's fill, or a plotted line.
    enum LegendSymbol {
        case mark(TimelineMark)
        case band(fill: String, stroke: String, dashed: Bool)
        case line(color: String, dash: String?)
    }

    /// The name under which ``legend(sections:)`` is told that a scroll view zoomed, so that the
    /// scroll views' line of the legend names the zoom scale's plot.
    static let zoomingLegend = "Zooming"

    /// The name under which ``legend(sections:)`` is told that a SwiftUI gesture's callbacks were
    /// drawn, so that the recognizers' line of the legend names their mark.
    static let swiftUICallbacksLegend = "SwiftUI callbacks"

    /// The legend: one line per kind of lane the picture has, each symbol drawn exactly as the lanes draw it.
    mutating func legend(sections: Set<String>) {
        let touch = LegendSymbol.band(fill: Color.touch, stroke: Color.touchEdge, dashed: false)
        let groups: [(heading: String, items: [(LegendSymbol, String)])] = [
            ("Touches", [
                (touch, "finger down"), (.mark(.began), "began"), (.mark(.moved), "moved"), (.mark(.stationary), "stationary"),
                (.mark(.ended), "ended"), (.mark(.cancelled), "cancelled"), (.line(color: Color.touchEdge, dash: nil), "distance from where it began"),
            ]),
            ("Pointer", [
                (touch, "hovering, or scrolling or pinching"), (.mark(.began), "began"), (.mark(.moved), "moved, changed"),
                (.mark(.ended), "ended, exited"), (.mark(.cancelled), "cancelled"), (.line(color: Color.touchEdge, dash: nil), "distance from where it began"),
            ]),
            ("Gesture recognizers", [
                (.line(color: "#8C8C8C", dash: nil), "possible"),
                (.band(fill: "url(#hatch-waiting)", stroke: Self.edge(.awaitingFailure), dashed: false), "awaiting failure (grey stripes)"),
                (.band(fill: Color.recognizing, stroke: Self.edge(.recognizing), dashed: false), "began, changed"),
                (.mark(.succeeded), "ended, recognized (green disc)"), (.mark(.cancelled), "cancelled (orange square)"),
                (.mark(.failed), "failed (vermilion cross)"), (.mark(.question), "delegate question"),
            ] + (sections.contains(Self.swiftUICallbacksLegend) ? [(.mark(.callback), "SwiftUI callback")] : [])),
            ("Views", [
                (touch, "touch delivered, touchesBegan to touchesEnded"),
                (.band(fill: "#DCEFFA", stroke: Color.touchEdge, dashed: true), "forwarded up the responder chain"),
                (.mark(.cancelled), "touchesCancelled"), (.mark(.control), "control event"), (.mark(.question), "question answered"),
            ]),
            ("Timers", [
                (.band(fill: Color.timer, stroke: "#6E6E6E", dashed: false), "scheduled"), (.mark(.fired), "fired"),
                (.mark(.cancelled), "cancelled"), (.band(fill: "none", stroke: "#8C8C8C", dashed: true), "time it had left"),
            ]),
            ("Lists", [
                (.band(fill: "#DCEFFA", stroke: Color.touchEdge, dashed: false), "highlighted"),
                (.band(fill: Color.success, stroke: "none", dashed: false), "selected"),
            ]),
            ("Scroll views", [
                (.line(color: Color.offsetY, dash: nil), "contentOffset.y"), (.line(color: Color.offsetX, dash: "6 3"), "contentOffset.x (dashed)"),
                (.band(fill: "#DCEBF5", stroke: "none", dashed: false), "dragging"),
                (.band(fill: "url(#hatch-decelerating)", stroke: "none", dashed: false), "decelerating"), (.mark(.callback), "delegate callback"),
            ] + (sections.contains(Self.zoomingLegend) ? [(.line(color: Color.zoomScale, dash: nil), "zoomScale (a plot of its own)")] : [])),
        ]
        writer.open("g", [("class", "legend")])
        writer.text("Legend", [("x", n(Self.labelX)), ("y", n(y)), ("font-size", "14"), ("font-weight", "bold"), ("fill", Color.ink)])
        y += 10
        for group in groups where sections.contains(group.heading) {
            y += 22
            writer.text(group.heading, [("x", n(Self.labelX)), ("y", n(y + 4)), ("font-size", "12"), ("font-weight", "bold"), ("fill", Color.ink)])
            var x = Self.plotLeft
            for (symbol, text) in group.items {
                let width = 30 + LabelRow.width(of: text) + 18
                if x + width > Self.plotRight + 20 {
                    x = Self.plotLeft
                    y += 20
                }
                draw(symbol, x: x + 12, y: y)
                writer.text(text, [("x", n(x + 28)), ("y", n(y + 4)), ("font-size", "11"), ("fill", Color.ink)])
                x += width
            }
        }
        writer.close()
        y += 10
    }

    private mutating func draw(_ symbol: LegendSymbol, x: Double, y: Double) {
        switch symbol {
        case let .mark(mark):
            self.mark(mark, x: x, y: y, title: nil)
        case let .band(fill, stroke, dashed):
            writer.element("rect", [("x", n(x - 11)), ("y", n(y - 5)), ("width", "22"), ("height", "10"), ("fill", fill), ("stroke", stroke), ("stroke-width", "1")]
                + (dashed ? [("stroke-dasharray", "3 2")] : []))
        case let .line(color, dash):
            writer.element("line", [("x1", n(x - 11)), ("y1", n(y)), ("x2", n(x + 11)), ("y2", n(y)), ("stroke", color), ("stroke-width", "2")]
                + (dash.map { [("stroke-dasharray", $0)] } ?? []))
        }
    }
}
