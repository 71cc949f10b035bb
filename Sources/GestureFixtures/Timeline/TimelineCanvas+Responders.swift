import GestureArbiter

extension TimelineCanvas {
    /// A responder's lane: a bar per touch from the first touch method it received to the last,
    /// on as many rows as overlapping touches need, then a row of control events and a row of the
    /// questions asked of it, when it has any.
    mutating func responderLane(_ track: ResponderTrack, end: VirtualTime) {
        let rows = packRows(track.deliveries, end: end)
        let rowCount = (rows.max() ?? -1) + 1
        let controls = Self.instants(track.controlEvents) { $0.event }
        let questions = Self.instants(track.questions, describe: Self.describeQuestion)
        let extraRows = (controls.isEmpty ? 0 : 1) + (questions.isEmpty ? 0 : 1)
        let height = max(44, 8 + Double(rowCount + extraRows) * 24)
        beginLane(track.name, summary: Self.summary(track), height: height)
        var labelRows = Array(repeating: labelRow(), count: rowCount)
        for (delivery, row) in zip(track.deliveries, rows) {
            deliveryBar(delivery, top: y + 4 + Double(row) * 24, end: end, labels: &labelRows[row])
        }
        var top = y + 4 + Double(rowCount) * 24
        if !controls.isEmpty {
            instantRow(controls, mark: .control, top: top)
            top += 24
        }
        if !questions.isEmpty {
            instantRow(questions, mark: .question, top: top)
        }
        endLane(height: height)
    }

    private static func summary(_ track: ResponderTrack) -> String {
        let cancelled = track.deliveries.count { $0.ending == .touchesCancelled }
        var parts: [String] = []
        if !track.deliveries.isEmpty {
            parts.append("\(track.deliveries.count) touch" + (track.deliveries.count == 1 ? "" : "es"))
        }
        if cancelled > 0 { parts.append("\(cancelled) cancelled") }
        if !track.controlEvents.isEmpty { parts.append("\(track.controlEvents.count) control events") }
        if parts.isEmpty { parts.append("asked only") }
        return parts.joined(separator: ", ")
    }

    /// The row of each delivery: the first whose last bar ends well before this one starts.
    private func packRows(_ deliveries: [TouchDelivery], end: VirtualTime) -> [Int] {
        var rowEnds: [Double] = []
        return deliveries.map { delivery in
            let startX = scale.x(delivery.start)
            let endX = scale.x(delivery.ending == nil ? end : delivery.end)
            if let free = rowEnds.firstIndex(where: { $0 + 14 < startX }) {
                rowEnds[free] = endX
                return free
            }
            rowEnds.append(endX)
            return rowEnds.count - 1
        }
    }

    private mutating func deliveryBar(_ delivery: TouchDelivery, top: Double, end: VirtualTime, labels: inout LabelRow) {
        let middle = top + 17
        let startX = scale.x(delivery.start)
        let endX = scale.x(delivery.ending == nil ? end : delivery.end)
        var attributes: SVGWriter.Attributes = [("x", n(startX)), ("y", n(middle - 4)), ("width", n(max(endX - startX, 1))), ("height", "8")]
        attributes += delivery.forwarded
            ? [("fill", "#DCEFFA"), ("stroke", Color.touchEdge), ("stroke-width", "1"), ("stroke-dasharray", "3 2")]
            : [("fill", Color.touch), ("stroke", Color.touchEdge), ("stroke-width", "1")]
        writer.element("rect", attributes, title: Self.tooltip(delivery.records.map(\.textLine)))
        if delivery.records.first?.event == TouchMethod.touchesBegan.rawValue {
            mark(.began, x: startX, y: middle, title: delivery.records[0].textLine)
        }
        for record in delivery.records where record.event == TouchMethod.touchesMoved.rawValue {
            mark(.moved, x: scale.x(record.time), y: middle, title: record.textLine)
        }
        let name = "touch \(delivery.touch)" + (delivery.forwarded ? " (forwarded)" : "")
        let ending: (mark: TimelineMark, word: String)? = switch delivery.ending {
        case .touchesEnded?: (.ended, "ended")
        case .touchesCancelled?: (.cancelled, "cancelled")
        case .touchesBegan?, .touchesMoved?, nil: nil
        }
        guard let ending, let last = delivery.records.last else {
            label([name, "touch \(delivery.touch)"], at: startX, baseline: top + 10, row: &labels)
            return
        }
        mark(ending.mark, x: endX, y: middle, title: last.textLine)
        let color = ending.mark == .cancelled ? "#8A5D00" : Color.ink
        if endX - startX < LabelRow.width(of: name) + 20 {
            // Too short for two labels: one that says both, beside the bar.
            label([name + " → " + ending.word, "\(delivery.touch) → " + ending.word], at: startX, baseline: top + 10, row: &labels, color: color)
        } else {
            label([name, "touch \(delivery.touch)"], at: startX, baseline: top + 10, row: &labels)
            label([ending.word], at: endX, baseline: top + 10, row: &labels, color: color)
        }
    }
}
