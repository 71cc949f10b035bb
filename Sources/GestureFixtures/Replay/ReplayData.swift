import GestureArbiter

/// The JSON a replay page reads: the trace, the film, and the changes the timeline's tracks
/// make, each at the position of its record in the trace.
///
/// A change at record `r` shows once the page's cursor has applied records `0...r`. Numbers are
/// in the trace's format, so that an offset on the page reads exactly as in the trace.
struct ReplayData {
    let fixture: CompiledFixture
    let run: FixtureRun
    let film: SceneFilm
    let timeline: Timeline
    let title: String

    var json: String {
        let records = run.records
        let members = [
            ("title", JSONText.string(title)),
            ("name", fixture.fixture.name.map(JSONText.string) ?? "null"),
            ("window", numbers([fixture.fixture.windowSize.width, fixture.fixture.windowSize.height])),
            ("statusBar", number(fixture.fixture.statusBarHeight)),
            ("framesPerSecond", String(fixture.fixture.framesPerSecond)),
            ("end", number(timeline.end.milliseconds)),
            ("capped", timeline.wasCapped ? "true" : "false"),
            ("records", list(records.map(record))),
            ("frames", list(film.frames.map(frame))),
            ("recognizers", list(recognizers(records))),
            ("scrollViews", list(scrollViews(records))),
            ("lists", list(lists(records))),
            ("pointer", list(pointer(records))),
        ]
        // No `<` in the page's data, so that no name can end its script element.
        return ("{" + members.map { JSONText.string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}")
            .replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// `[t, kind, subject, event, details, touches]`: the trace's text columns, and the fingers a
    /// touch method was about, so that following a finger finds its records.
    private func record(_ record: TraceRecord) -> String {
        var touches: [Int] = []
        if case let .touches(_, _, ids, _, _, _) = record.payload {
            touches = ids
        }
        let details = record.details.map { "\($0.name)=\($0.value.text)" }.joined(separator: " ")
        return "[" + [number(record.time.milliseconds), JSONText.string(record.kind.rawValue), JSONText.string(record.subject),
                      JSONText.string(record.event), JSONText.string(details), JSONText.integers(touches)].joined(separator: ",") + "]"
    }

    /// `[t, recordCount, views, touches]`; each view `[key, name, kind, center, bounds, transform,
    /// hidden, alpha, subviews, state]`, the transform 0 when it is the identity; touches null
    /// when they did not change, else `[[id, x, y, viewKey], ...]`.
    private func frame(_ frame: SceneFilm.Frame) -> String {
        let views = frame.views.map { view in
            let t = view.transform
            let transform = t == .identity ? "0" : numbers([t.a, t.b, t.c, t.d, t.tx, t.ty])
            let state = "{" + view.state.map { JSONText.string($0.name) + ":" + $0.value.json }.joined(separator: ",") + "}"
            return "[" + [String(view.key), JSONText.string(view.name), JSONText.string(view.kind.rawValue),
                          numbers([view.center.x, view.center.y]),
                          numbers([view.bounds.minX, view.bounds.minY, view.bounds.width, view.bounds.height]),
                          transform, view.isHidden ? "1" : "0", number(view.alpha), JSONText.integers(view.subviews), state]
                .joined(separator: ",") + "]"
        }
        let touches = frame.touches.map { fingers in
            list(fingers.map { "[" + [String($0.id), number($0.location.x), number($0.location.y), $0.view.map(String.init) ?? "null"].joined(separator: ",") + "]" })
        } ?? "null"
        return "[" + [number(frame.time.milliseconds), String(frame.recordCount), list(views), touches].joined(separator: ",") + "]"
    }

    /// `[name, view, declared, changes]`, each change `[record, state, reason]`: the spans of the
    /// timeline's recognizer tracks.
    private func recognizers(_ records: [TraceRecord]) -> [String] {
        timeline.recognizers.map { track in
            var positions = RecordPositions(in: records)
            let changes = track.spans.compactMap { span -> String? in
                guard let record = span.record else { return nil }
                return "[" + [String(positions.position(of: record)), JSONText.string(span.state), span.reason.map(JSONText.string) ?? "null"].joined(separator: ",") + "]"
            }
            return "[" + [JSONText.string(track.name), track.view.map(JSONText.string) ?? "null", track.isDeclared ? "true" : "false", list(changes)].joined(separator: ",") + "]"
        }
    }

    /// `[name, initialOffset, initialScale, offsets, scales]`, each offset `[record, x, y]` and
    /// each scale `[record, scale]`: the timeline's scroll tracks.
    private func scrollViews(_ records: [TraceRecord]) -> [String] {
        timeline.scrollViews.map { track in
            var offsetPositions = RecordPositions(in: records)
            var scalePositions = RecordPositions(in: records)
            let offsets = track.offsets.map { "[" + [String(offsetPositions.position(of: $0.record)), number($0.offset.x), number($0.offset.y)].joined(separator: ",") + "]" }
            let scales = track.scales.map { "[" + String(scalePositions.position(of: $0.record)) + "," + number($0.scale) + "]" }
            return "[" + [JSONText.string(track.scrollView), numbers([track.initialOffset.x, track.initialOffset.y]), number(track.initialScale),
                          list(offsets), list(scales)].joined(separator: ",") + "]"
        }
    }

    /// `[name, cells]`, each cell `[indexPath, changes]` and each change `[record, kind, on]`:
    /// the opening and closing records of the timeline's highlight and selection spans.
    private func lists(_ records: [TraceRecord]) -> [String] {
        timeline.lists.map { track in
            let cells = track.cells.map { cell in
                var changes: [(position: Int, text: String)] = []
                for kind in [CellSpan.Kind.highlighted, .selected] {
                    var positions = RecordPositions(in: records)
                    for span in cell.spans where span.kind == kind {
                        for (index, record) in span.records.enumerated() {
                            let position = positions.position(of: record)
                            changes.append((position, "[" + [String(position), JSONText.string(kind.rawValue), index == 0 ? "true" : "false"].joined(separator: ",") + "]"))
                        }
                    }
                }
                let ordered = changes.sorted { $0.position < $1.position }.map(\.text)
                return "[" + JSONText.string(cell.indexPath.map(String.init).joined(separator: ",")) + "," + list(ordered) + "]"
            }
            return "[" + JSONText.string(track.list) + "," + list(cells) + "]"
        }
    }

    /// `[record, x, y]` where the pointer was shown (moved, scrolled or pinched at), `[record]` where it left.
    private func pointer(_ records: [TraceRecord]) -> [String] {
        records.enumerated().compactMap { position, record in
            let at: Point?
            switch record.payload {
            case let .pointer(location): at = location
            case let .scrollEvent(input): at = input.location
            case let .transformEvent(input): at = input.location
            default: return nil
            }
            guard let at else { return "[" + String(position) + "]" }
            return "[" + [String(position), number(at.x), number(at.y)].joined(separator: ",") + "]"
        }
    }

    private func number(_ value: Double) -> String {
        TraceValue.number(value).json
    }

    private func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ",") + "]"
    }

    private func list(_ items: [String]) -> String {
        "[" + items.joined(separator: ",") + "]"
    }
}
