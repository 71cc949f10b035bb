import GestureArbiter

/// A ``Timeline`` drawn as a self-contained SVG: lanes for the touches, the recognizers, the
/// responders, the timers and the scroll offsets against one time axis in milliseconds, with a
/// legend.
///
/// The library writes the SVG itself, so that a picture of a run needs no Graphviz or other tool,
/// and writes it deterministically: the same timeline gives the same bytes on every platform,
/// which lets tests compare whole documents with committed goldens. Every mark carries the trace
/// records it stands for as an SVG `<title>`, which browsers show on hover; the labels beside the
/// marks are the short form, left out where they would overlap.
///
/// The time axis is linear: the idle stretches of a fixture stay as long as they are, since how
/// long something waited is often the point.
public struct TimelineSVG: Sendable {
    public var timeline: Timeline
    /// The heading, such as the fixture's file name; the fixture's `name` is printed under it.
    public var title: String?

    public init(_ timeline: Timeline, title: String? = nil) {
        self.timeline = timeline
        self.title = title
    }

    /// The SVG document, ending with a newline.
    public var document: String {
        var header = SVGWriter()
        var y = 12.0
        header.open("g", [("class", "header")])
        if let title {
            y += 20
            header.text(title, [("x", "16"), ("y", SVGWriter.number(y)), ("font-size", "17"), ("font-weight", "bold"), ("fill", TimelineCanvas.Color.ink)])
        }
        var nameLines = Self.wrap(timeline.name ?? "", width: TimelineCanvas.width - 32, size: 12)
        if nameLines.count > 5 {
            nameLines = Array(nameLines.prefix(5))
            nameLines[4] += " …"
        }
        for line in nameLines {
            y += 17
            header.text(line, [("x", "16"), ("y", SVGWriter.number(y)), ("font-size", "12"), ("fill", "#444444")])
        }
        y += 18
        let ending = timeline.wasCapped ? "cut off at the settle limit with timers pending" : "settled with nothing pending"
        header.text("The run lasts \(TimelineCanvas.ms(timeline.end)) and \(ending). Hover over a mark for its trace records.",
                    [("x", "16"), ("y", SVGWriter.number(y)), ("font-size", "11"), ("fill", TimelineCanvas.Color.muted)])
        header.close()

        let scale = TimelineScale(end: timeline.end, left: TimelineCanvas.plotLeft, right: TimelineCanvas.plotRight)
        let axisY = y + 34
        var canvas = TimelineCanvas(scale: scale, top: axisY + 6)
        let sections = drawLanes(on: &canvas)
        let lanesBottom = canvas.y + 6
        canvas.y = lanesBottom + 60
        canvas.legend(sections: sections)
        let height = canvas.y + 12

        var svg = SVGWriter()
        svg.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        let size = [("width", SVGWriter.number(TimelineCanvas.width)), ("height", SVGWriter.number(height))]
        svg.open("svg", [("xmlns", "http://www.w3.org/2000/svg")] + size
            + [("viewBox", "0 0 \(SVGWriter.number(TimelineCanvas.width)) \(SVGWriter.number(height))"),
               ("font-family", "Helvetica, Arial, sans-serif")])
        svg.title(title ?? timeline.name ?? "timeline")
        Self.patterns(&svg)
        svg.element("rect", [("width", "100%"), ("height", "100%"), ("fill", "white")])
        svg.append(header)
        Self.axis(scale, top: axisY, bottom: lanesBottom, on: &svg)
        svg.open("g", [("class", "lanes")])
        svg.append(canvas.writer)
        svg.close()
        svg.close()
        return svg.text
    }

    // MARK: Lanes

    /// Draws the sections that have lanes and returns their headings, which the legend's lines share.
    private func drawLanes(on canvas: inout TimelineCanvas) -> Set<String> {
        let end = timeline.end
        var drawn: Set<String> = []
        func section(_ heading: String, note: String, shown: Bool, lanes: (inout TimelineCanvas) -> Void) {
            guard shown else { return }
            drawn.insert(heading)
            canvas.section(heading, note: note)
            lanes(&canvas)
        }
        section("Touches", note: "as the fixture sends them; the line under each bar is the distance from where the finger went down",
                shown: !timeline.touches.isEmpty) { canvas in
            for track in timeline.touches { canvas.touchLane(track, end: end) }
        }
        section("Pointer", note: "hover, wheel steps, trackpad scrolls and pinches, as the fixture sends them; a scroll's line is how far it moved",
                shown: !timeline.pointer.isEmpty) { canvas in
            for track in timeline.pointer { canvas.touchLane(track.samples, end: end, name: track.name) }
        }
        section("Gesture recognizers", note: "their states, from the gesture records", shown: !timeline.recognizers.isEmpty) { canvas in
            for track in timeline.recognizers { canvas.recognizerLane(track, end: end) }
        }
        section("Views", note: "the touch methods each responder received, its control events and the questions it answered",
                shown: !timeline.responders.isEmpty || !timeline.silentViews.isEmpty) { canvas in
            for track in timeline.responders { canvas.responderLane(track, end: end) }
            if !timeline.silentViews.isEmpty {
                canvas.note("No touch method reached: " + timeline.silentViews.joined(separator: ", "))
            }
        }
        section("Timers", note: "from scheduled to fired or cancelled", shown: !timeline.timers.isEmpty) { canvas in
            for track in timeline.timers { canvas.timerLane(track, end: end) }
        }
        section("Scroll views", note: "contentOffset after each didScroll, with the scroll view's delegate callbacks",
                shown: !timeline.scrollViews.isEmpty) { canvas in
            for track in timeline.scrollViews { canvas.scrollLane(track, end: end) }
        }
        section("Lists", note: "each row or item a finger or code highlighted or selected", shown: !timeline.lists.isEmpty) { canvas in
            for track in timeline.lists { canvas.listLane(track, end: end) }
        }
        section("Row swipes", note: "the swiped row's sideways offset after each swipeMoved, negative while trailing actions show",
                shown: !timeline.rowSwipes.isEmpty) { canvas in
            for track in timeline.rowSwipes { canvas.rowSwipeLane(track, end: end) }
        }
        section("Drags", note: "pale while lifted in place, blue while carried, then green while a drop fades or outlined while the items go back",
                shown: !timeline.drags.isEmpty) { canvas in
            for track in timeline.drags { canvas.dragLane(track, end: end) }
        }
        section("Menus", note: "a bar while a context menu is open: green with what was chosen, or outlined when it was dismissed",
                shown: !timeline.menus.isEmpty) { canvas in
            for track in timeline.menus { canvas.menuLane(track, end: end) }
        }
        section("Navigation", note: "each push and pop; a pale band while the back swipe's finger drives it, outlined when cancelled",
                shown: !timeline.navigations.isEmpty) { canvas in
            for track in timeline.navigations { canvas.navigationLane(track, end: end) }
        }
        section("Sheets", note: "the card's height above the window's bottom edge after each sheetMoved", shown: !timeline.sheets.isEmpty) { canvas in
            for track in timeline.sheets { canvas.sheetLane(track, end: end) }
        }
        if timeline.scrollViews.contains(where: { !$0.scales.isEmpty }) {
            drawn.insert(TimelineCanvas.zoomingLegend)
        }
        if timeline.recognizers.contains(where: { !$0.callbacks.isEmpty }) {
            drawn.insert(TimelineCanvas.swiftUICallbacksLegend)
        }
        return drawn
    }

    // MARK: Axis and grid

    private static func axis(_ scale: TimelineScale, top: Double, bottom: Double, on svg: inout SVGWriter) {
        let n = SVGWriter.number
        svg.open("g", [("class", "axis")])
        for tick in scale.ticks {
            let x = scale.x(milliseconds: tick)
            svg.element("line", [("x1", n(x)), ("y1", n(top)), ("x2", n(x)), ("y2", n(bottom)), ("stroke", TimelineCanvas.Color.grid), ("stroke-width", "1")])
        }
        for (y, direction) in [(top, -1.0), (bottom, 1.0)] {
            svg.element("line", [("x1", n(scale.left)), ("y1", n(y)), ("x2", n(scale.right)), ("y2", n(y)), ("stroke", "#555555"), ("stroke-width", "1")])
            for (ticks, length) in [(scale.minorTicks, 3.0), (scale.ticks, 6.0)] {
                for tick in ticks {
                    let x = scale.x(milliseconds: tick)
                    svg.element("line", [("x1", n(x)), ("y1", n(y)), ("x2", n(x)), ("y2", n(y + direction * length)), ("stroke", "#555555"), ("stroke-width", "1")])
                }
            }
            for tick in scale.ticks {
                let x = scale.x(milliseconds: tick)
                svg.text(TraceValue.format(tick), [("x", n(x)), ("y", n(direction < 0 ? y - 9 : y + 18)), ("font-size", "11"), ("text-anchor", "middle"), ("fill", "#333333")])
            }
            svg.text("time (ms)", [("x", n(TimelineCanvas.labelX)), ("y", n(direction < 0 ? y - 9 : y + 18)), ("font-size", "11"), ("font-weight", "bold"), ("fill", "#333333")])
        }
        svg.close()
    }

    /// The fills that tell bands apart without colour: stripes for waiting and decelerating,
    /// stripes of the cancelled hue, a cross-hatch of the failure hue.
    private static func patterns(_ svg: inout SVGWriter) {
        svg.open("defs")
        let hatches: [(id: String, background: String, stroke: String, crossed: Bool)] = [
            ("hatch-waiting", "#F2F2F2", "#8C8C8C", false),
            ("hatch-cancelled", "#FBEBC8", TimelineCanvas.Color.cancelled, false),
            ("hatch-failed", "#F8DCCC", TimelineCanvas.Color.failure, true),
            ("hatch-decelerating", "#FFFFFF", "#D5D5D5", false),
        ]
        for hatch in hatches {
            svg.open("pattern", [("id", hatch.id), ("width", "6"), ("height", "6"), ("patternUnits", "userSpaceOnUse"), ("patternTransform", "rotate(45)")])
            svg.element("rect", [("width", "6"), ("height", "6"), ("fill", hatch.background)])
            svg.element("line", [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "6"), ("stroke", hatch.stroke), ("stroke-width", "2.5")])
            if hatch.crossed {
                svg.element("line", [("x1", "0"), ("y1", "0"), ("x2", "6"), ("y2", "0"), ("stroke", hatch.stroke), ("stroke-width", "2")])
            }
            svg.close()
        }
        svg.close()
    }

    // MARK: Text

    /// Splits text into lines of at most `width` pixels at spaces.
    static func wrap(_ text: String, width: Double, size: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if LabelRow.width(of: candidate, size: size) > width, !current.isEmpty {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
