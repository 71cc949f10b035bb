extension TraceRecord {
    /// The record as one line of JSON, fields in their fixed order: `{"t": 0, "kind": "hitTest", ...}`.
    public var jsonLine: String {
        "{" + fields.map { TraceValue.jsonQuoted($0.name) + ": " + $0.value.json }.joined(separator: ", ") + "}"
    }

    /// The record as one line of fixed-column text: time, kind, subject, event, then `name=value` details.
    ///
    /// Columns are padded so that a run reads as a table and diffs line up; a value wider than its
    /// column pushes the rest along rather than being cut.
    public var textLine: String {
        let columns = [
            Self.padLeft(TraceValue.format(time.milliseconds), to: 9),
            Self.padRight(kind.rawValue, to: 9),
            Self.padRight(subject, to: 14),
            Self.padRight(event, to: 16),
        ]
        let detailText = details.map { "\($0.name)=\($0.value.text)" }.joined(separator: " ")
        var line = (columns + [detailText]).joined(separator: "  ")
        while line.utf8.last == UInt8(ascii: " ") {
            line.removeLast()
        }
        return line
    }

    private static func padLeft(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    private static func padRight(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
