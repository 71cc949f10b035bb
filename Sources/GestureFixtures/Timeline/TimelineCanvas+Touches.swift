import GestureArbiter

extension TimelineCanvas {
    /// A finger's lane: a bar for each time it was down with its phases as marks, its positions
    /// where it went down and lifted as labels, and under the bar a line of how far it had
    /// travelled from where it went down, which is what every movement threshold measures. A
    /// finger that never moved gets no line, and a shorter lane.
    mutating func touchLane(_ track: TouchTrack, end: VirtualTime, name: String? = nil) {
        let name = name ?? "touch \(track.id)"
        let strokes = track.strokes
        let farthest = strokes.map(Self.distances).flatMap { $0 }.max() ?? 0
        let height = farthest > 0 ? 64.0 : 40.0
        let moves = track.samples.count { $0.phase == .moved }
        let summary = (strokes.count == 1 ? "" : "\(strokes.count) strokes, ") + (moves == 0 ? "no moves" : "\(moves) move" + (moves == 1 ? "" : "s"))
        beginLane(name, summary: summary, height: height)
        let labelBaseline = y + 15
        let barMiddle = y + 25
        let plotTop = y + 36
        let plotBottom = y + 56
        var labels = labelRow()
        var distanceLabels = labelRow()
        for stroke in strokes {
            guard let first = stroke.first, let last = stroke.last else { continue }
            let lifted = !last.phase.isActive
            let startX = scale.x(first.time)
            let endX = lifted ? scale.x(last.time) : scale.x(end)
            let description = "\(name): down at \(Self.point(first.location)), \(Self.ms(first.time))"
                + (lifted ? "; \(last.phase.rawValue) at \(Self.point(last.location)), \(Self.ms(last.time))" : "; still down when the run ended")
            writer.element("rect", [("x", n(startX)), ("y", n(barMiddle - 5)), ("width", n(max(endX - startX, 1))), ("height", "10"),
                                    ("fill", Color.touch), ("stroke", Color.touchEdge), ("stroke-width", "1")], title: description)
            for sample in stroke {
                let mark: TimelineMark? = switch sample.phase {
                case .began: .began
                case .moved: .moved
                case .stationary: .stationary
                case .ended: .ended
                case .cancelled: .cancelled
                }
                guard let mark else { continue }
                let title = "\(Self.ms(sample.time))  \(name) \(sample.phase.rawValue) at \(Self.point(sample.location))"
                self.mark(mark, x: scale.x(sample.time), y: barMiddle, title: title)
            }
            label(["began at " + Self.point(first.location), Self.point(first.location)], at: startX, baseline: labelBaseline, row: &labels)
            if lifted {
                let moved = last.location != first.location
                let place = moved ? " at " + Self.point(last.location) : ""
                label([last.phase.rawValue + place, last.phase.rawValue], at: endX, baseline: labelBaseline, row: &labels)
            }
            guard farthest > 0 else { continue }
            distanceLine(stroke, farthest: farthest, from: startX, to: endX, top: plotTop, bottom: plotBottom, labels: &distanceLabels)
        }
        endLane(height: height)
    }

    /// How far a stroke is from where it went down, at each sample.
    private static func distances(_ stroke: [TouchSample]) -> [Double] {
        guard let origin = stroke.first?.location else { return [] }
        return stroke.map { origin.distance(to: $0.location) }
    }

    /// The distance travelled as a line over a faint zero line, with the distance where it ends.
    private mutating func distanceLine(_ stroke: [TouchSample], farthest: Double, from startX: Double, to endX: Double, top: Double, bottom: Double, labels: inout LabelRow) {
        writer.element("line", [("x1", n(startX)), ("y1", n(bottom)), ("x2", n(endX)), ("y2", n(bottom)), ("stroke", Color.faint), ("stroke-width", "1")])
        let distances = Self.distances(stroke)
        guard farthest > 0, let final = distances.last, distances.contains(where: { $0 > 0 }) else { return }
        var points = zip(stroke, distances).map { (x: scale.x($0.time), y: bottom - (bottom - top) * $1 / farthest) }
        if let last = points.last, stroke.last?.phase.isActive == true {
            points.append((endX, last.y))
        }
        let title = "distance from \(Self.point(stroke[0].location)): farthest \(TraceValue.format(((distances.max() ?? 0) * 10).rounded() / 10)) pt, \(TraceValue.format(final)) pt at the end"
        writer.element("polyline", [("points", SVGWriter.points(points)), ("fill", "none"), ("stroke", Color.touchEdge), ("stroke-width", "1.5")], title: title)
        if let last = points.last {
            // Left of the line's end the line itself is in the way, so a label there sits on the zero line.
            let length = TraceValue.format((final * 10).rounded() / 10) + " pt"
            label([length + " moved", length], at: last.x, baseline: min(last.y + 4, bottom), leftBaseline: bottom - 3, row: &labels, color: Color.muted)
        }
    }
}
