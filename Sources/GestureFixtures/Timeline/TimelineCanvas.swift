import GestureArbiter

/// The drawing surface of a timeline: the SVG being written, the time scale, the vertical
/// position of the next lane, and the marks and rows the lanes share.
///
/// Every lane is drawn the same way: a shaded strip with its name and a short summary in the
/// left column, then its rows of marks against the common time scale. The marks have one shape
/// per meaning (see ``TimelineMark``), so that colour is never the only difference.
struct TimelineCanvas {
    var writer = SVGWriter()
    let scale: TimelineScale
    /// The top of the next lane.
    var y: Double
    private var laneCount = 0

    init(scale: TimelineScale, top: Double) {
        self.scale = scale
        self.y = top
    }

    // MARK: Layout

    static let width = 1520.0
    static let labelX = 16.0
    static let plotLeft = 230.0
    static let plotRight = 1400.0
    /// Labels may run a little past the last tick, into the right margin.
    static let labelLimit = width - 8

    enum Color {
        static let ink = "#222222"
        static let muted = "#666666"
        static let faint = "#AAAAAA"
        static let grid = "#E4E4E4"
        static let shade = "#F5F5F5"
        static let touch = "#56B4E9"
        static let touchEdge = "#2B7BB0"
        static let recognizing = "#0072B2"
        static let success = "#009E73"
        static let cancelled = "#E69F00"
        static let failure = "#D55E00"
        static let timer = "#CFCFCF"
        static let offsetY = "#0072B2"
        static let offsetX = "#CC79A7"
        static let zoomScale = "#009E73"
    }

    // MARK: Sections and lanes

    /// A section heading across the whole width, such as "Touches".
    mutating func section(_ heading: String, note: String? = nil) {
        y += 10
        writer.text(heading, [("x", n(Self.labelX)), ("y", n(y + 15)), ("font-size", "14"), ("font-weight", "bold"), ("fill", Color.ink)])
        if let note {
            let x = Self.labelX + LabelRow.width(of: heading, size: 14, bold: true) + 12
            writer.text(note, [("x", n(x)), ("y", n(y + 15)), ("font-size", "11"), ("fill", Color.muted)])
        }
        writer.element("line", [("x1", n(Self.labelX)), ("y1", n(y + 21)), ("x2", n(Self.plotRight)), ("y2", n(y + 21)), ("stroke", Color.faint), ("stroke-width", "1")])
        y += 26
    }

    /// A line of muted text under the lanes of a section, for what has no lane.
    mutating func note(_ text: String) {
        writer.text(text, [("x", n(Self.labelX)), ("y", n(y + 14)), ("font-size", "11"), ("fill", Color.muted)])
        y += 20
    }

    /// Starts a lane of `height`: shades every other lane and writes its name and summary on the
    /// left. The caller draws the rows, then calls ``endLane(height:)``.
    mutating func beginLane(_ name: String, summary: String?, height: Double) {
        writer.open("g", [("class", "lane")])
        if laneCount % 2 == 0 {
            writer.element("rect", [("x", "8"), ("y", n(y)), ("width", n(Self.width - 16)), ("height", n(height)), ("fill", Color.shade)])
        }
        laneCount += 1
        let shownName = Self.truncated(name, width: Self.plotLeft - Self.labelX - 12, size: 12, bold: true)
        writer.text(shownName, [("x", n(Self.labelX)), ("y", n(y + 16)), ("font-size", "12"), ("font-weight", "bold"), ("fill", Color.ink)],
                    title: shownName == name ? nil : name)
        if let summary {
            let shownSummary = Self.truncated(summary, width: Self.plotLeft - Self.labelX - 12, size: 11, bold: false)
            writer.text(shownSummary, [("x", n(Self.labelX)), ("y", n(y + 31)), ("font-size", "11"), ("fill", Color.muted)],
                        title: shownSummary == summary ? nil : summary)
        }
    }

    mutating func endLane(height: Double) {
        writer.close()
        y += height
    }

    /// A label row spanning the plot, for text beside marks.
    func labelRow() -> LabelRow {
        LabelRow(from: Self.plotLeft - 4, to: Self.labelLimit)
    }

    /// Writes the first of `texts` that has room beside `x` on `row`, at baseline `baseline`;
    /// nothing when none has. Callers list the full text first and shorter forms after it.
    /// A label that ends left of its mark goes at `leftBaseline` when one is given.
    mutating func label(_ texts: [String], at x: Double, clearance: Double = 5, baseline: Double, leftBaseline: Double? = nil, row: inout LabelRow, color: String = Color.ink) {
        for text in texts {
            guard let place = row.place(text, at: x, clearance: clearance) else { continue }
            let y = place.anchor == "end" ? leftBaseline ?? baseline : baseline
            writer.text(text, [("x", n(place.x)), ("y", n(y)), ("font-size", "11"), ("text-anchor", place.anchor), ("fill", color)])
            return
        }
    }

    // MARK: Instants

    /// Records that happened at the same moment, shown as one mark with one label.
    struct Instant {
        var time: VirtualTime
        var labels: [String]
        var tooltip: [String]
    }

    /// Groups records by time, keeping their order, with a label for each from `describe`.
    static func instants(_ records: [TraceRecord], describe: (TraceRecord) -> String) -> [Instant] {
        var result: [Instant] = []
        for record in records {
            if let last = result.last, last.time == record.time {
                result[result.count - 1].labels.append(describe(record))
                result[result.count - 1].tooltip.append(record.textLine)
            } else {
                result.append(Instant(time: record.time, labels: [describe(record)], tooltip: [record.textLine]))
            }
        }
        return result
    }

    /// A row of instants: one mark each, with the labels joined when they fit and the trace lines as the tooltip.
    mutating func instantRow(_ instants: [Instant], mark: TimelineMark, top: Double) {
        var row = labelRow()
        for instant in instants {
            let x = scale.x(instant.time)
            // The mark's middle; with the row's gap, labels keep clear of its whole width.
            row.block(from: x - 2, to: x + 2)
        }
        for instant in instants {
            let x = scale.x(instant.time)
            self.mark(mark, x: x, y: top + 17, title: Self.tooltip(instant.tooltip))
            let short = instant.labels[0] + (instant.labels.count > 1 ? " +\(instant.labels.count - 1)" : "")
            label([instant.labels.joined(separator: ", "), short], at: x, clearance: 9, baseline: top + 21, row: &row)
        }
    }

    // MARK: Marks

    /// Draws one mark centred on (`x`, `y`), with the trace lines behind it as its tooltip.
    mutating func mark(_ mark: TimelineMark, x: Double, y: Double, title: String?) {
        for (name, attributes) in mark.shapes(x: x, y: y) {
            writer.element(name, attributes, title: title)
        }
    }

    /// A tooltip of trace lines; long lists keep their first and last lines and say how many were left out.
    static func tooltip(_ lines: [String]) -> String {
        guard lines.count > 14 else { return lines.joined(separator: "\n") }
        return (lines.prefix(8) + ["… \(lines.count - 12) more …"] + lines.suffix(4)).joined(separator: "\n")
    }

    static func truncated(_ text: String, width: Double, size: Double, bold: Bool) -> String {
        guard LabelRow.width(of: text, size: size, bold: bold) > width else { return text }
        var shown = text
        while !shown.isEmpty, LabelRow.width(of: shown + "…", size: size, bold: bold) > width {
            shown.removeLast()
        }
        return shown + "…"
    }

    /// A number for an attribute.
    func n(_ value: Double) -> String {
        SVGWriter.number(value)
    }

    /// A time as the trace prints it, with its unit.
    static func ms(_ time: VirtualTime) -> String {
        TraceValue.format(time.milliseconds) + " ms"
    }

    /// A point as the fixtures write it.
    static func point(_ point: Point) -> String {
        "(" + TraceValue.format(point.x) + ", " + TraceValue.format(point.y) + ")"
    }
}
