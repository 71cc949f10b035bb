import GestureArbiter

extension TimelineCanvas {
    /// A recognizer's lane: a thin line while it is possible, a band while it awaits another's
    /// failure or recognizes a continuous gesture, and a mark with a label at each outcome; a
    /// second row holds the delegate questions asked about it, and a third a SwiftUI gesture's callbacks.
    mutating func recognizerLane(_ track: RecognizerTrack, end: VirtualTime) {
        let questions = Self.instants(track.questions, describe: Self.describeQuestion)
        let callbacks = Self.instants(track.callbacks) { $0.event }
        let height = 44.0 + (questions.isEmpty ? 0 : 22) + (callbacks.isEmpty ? 0 : 22)
        beginLane(track.name, summary: track.view.map { "on \($0)" } ?? (track.isDeclared ? "its view was removed" : "the engine's own"), height: height)
        let labelBaseline = y + 15
        let middle = y + 26
        writer.element("line", [("x1", n(scale.x(.zero))), ("y1", n(middle)), ("x2", n(scale.x(end))), ("y2", n(middle)),
                                ("stroke", "#8C8C8C"), ("stroke-width", "1.5")], title: "\(track.name): possible")
        let bands = Self.bands(track.spans)
        var labels = labelRow()
        // Outcomes first: they take their labels before the bands that lead to them.
        for band in bands {
            let startX = scale.x(band.start)
            let endX = scale.x(band.end)
            if band.phase != .possible, endX - startX >= 0.5 {
                writer.element("rect", [("x", n(startX)), ("y", n(middle - 7)), ("width", n(endX - startX)), ("height", "14"),
                                        ("fill", Self.fill(band.phase)), ("stroke", Self.edge(band.phase)), ("stroke-width", "1")],
                               title: Self.tooltip(band.records.map(\.textLine)))
            }
            guard band.phase.isOutcome else { continue }
            let mark: TimelineMark = band.phase == .succeeded ? .succeeded : band.phase == .cancelled ? .cancelled : .failed
            self.mark(mark, x: startX, y: middle, title: Self.tooltip(band.records.map(\.textLine)))
            let state = band.spans[0].state
            let reason = band.spans[0].reason.map { ": " + $0 } ?? ""
            label([state + reason, state], at: startX, baseline: labelBaseline, row: &labels, color: Self.text(band.phase))
        }
        for band in bands {
            let startX = scale.x(band.start)
            switch band.phase {
            case .awaitingFailure:
                label(["awaiting failure", "awaiting"], at: startX, baseline: labelBaseline, row: &labels)
            case .recognizing:
                let changes = band.records.count { $0.event == "changed" }
                label(["began" + (changes > 0 ? ", changed ×\(changes)" : ""), "began"], at: startX, baseline: labelBaseline, row: &labels)
            case .possible, .succeeded, .cancelled, .failed:
                continue
            }
        }
        if !questions.isEmpty {
            instantRow(questions, mark: .question, top: y + 40)
        }
        if !callbacks.isEmpty {
            instantRow(callbacks, mark: .callback, top: y + 40 + (questions.isEmpty ? 0 : 22))
        }
        endLane(height: height)
    }

    /// Consecutive spans of one phase, merged: a gesture's began and its changes make one band.
    struct Band {
        var phase: RecognizerPhase
        var spans: [RecognizerSpan]
        var start: VirtualTime { spans[0].start }
        var end: VirtualTime { spans[spans.count - 1].end }
        var records: [TraceRecord] { spans.compactMap(\.record) }
    }

    static func bands(_ spans: [RecognizerSpan]) -> [Band] {
        var bands: [Band] = []
        for span in spans {
            // Each outcome is its own band, so that two failures in a row show as two marks.
            if let last = bands.last, last.phase == span.phase, !span.phase.isOutcome {
                bands[bands.count - 1].spans.append(span)
            } else {
                bands.append(Band(phase: span.phase, spans: [span]))
            }
        }
        return bands
    }

    static func fill(_ phase: RecognizerPhase) -> String {
        switch phase {
        case .possible: "none"
        case .awaitingFailure: "url(#hatch-waiting)"
        case .recognizing: Color.recognizing
        case .succeeded: Color.success
        case .cancelled: "url(#hatch-cancelled)"
        case .failed: "url(#hatch-failed)"
        }
    }

    static func edge(_ phase: RecognizerPhase) -> String {
        switch phase {
        case .possible: "none"
        case .awaitingFailure: "#6E6E6E"
        case .recognizing: "#004F7C"
        case .succeeded: "#00573F"
        case .cancelled: "#7A5200"
        case .failed: "#8F3E00"
        }
    }

    /// The colour of an outcome's label: darker than the mark, so that it reads on white.
    private static func text(_ phase: RecognizerPhase) -> String {
        switch phase {
        case .succeeded: "#00734F"
        case .cancelled: "#8A5D00"
        case .failed: "#B54800"
        case .possible, .awaitingFailure, .recognizing: Color.ink
        }
    }

    /// A delegate question in a few words: `shouldBegin(content) = true`.
    static func describeQuestion(_ record: TraceRecord) -> String {
        guard case let .delegate(_, question, view, other, result) = record.payload else { return record.event }
        let argument = [view, other].compactMap { $0 }.joined(separator: ", ")
        return question + (argument.isEmpty ? "" : "(\(argument))") + " = \(result)"
    }
}
