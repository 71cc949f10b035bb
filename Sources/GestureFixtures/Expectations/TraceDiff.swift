import GestureArbiter

/// A line diff between expected record patterns and the records of a run, aligned by the longest
/// common subsequence of matches, so that a failure shows where the run departed from the story.
struct TraceDiff {
    /// How many unchanged lines are kept around each change, as in a unified diff.
    static let contextLines = 3

    private var allLines: [String] = []
    private(set) var missingCount = 0
    private(set) var unexpectedCount = 0

    /// The diff with unchanged runs far from any change folded into one `...` line.
    var lines: [String] {
        let changed = allLines.indices.filter { !allLines[$0].hasPrefix("  ") }
        var kept: [String] = []
        var folded = 0
        for (index, line) in allLines.enumerated() {
            if changed.contains(where: { abs($0 - index) <= Self.contextLines }) {
                if folded > 0 {
                    kept.append("  ... \(folded) more")
                    folded = 0
                }
                kept.append(line)
            } else {
                folded += 1
            }
        }
        if folded > 0 {
            kept.append("  ... \(folded) more")
        }
        return kept
    }

    /// Aligns `patterns` with `records`; records that match no pattern are `+` lines, or plain
    /// context lines when `extraRecordsAllowed` (an ordered match lets other records come between).
    init(patterns: [RecordPattern], records: [TraceRecord], tolerances: Tolerances, extraRecordsAllowed: Bool) {
        let n = patterns.count
        let m = records.count
        // common[i][j]: the longest alignment of patterns[i...] with records[j...].
        var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] = patterns[i].matches(records[j], tolerances: tolerances)
                    ? common[i + 1][j + 1] + 1
                    : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, patterns[i].matches(records[j], tolerances: tolerances), common[i][j] == common[i + 1][j + 1] + 1 {
                allLines.append("  " + records[j].textLine)
                i += 1
                j += 1
            } else if i < n, j == m || common[i + 1][j] >= common[i][j + 1] {
                allLines.append("- " + patterns[i].text)
                missingCount += 1
                i += 1
            } else {
                if extraRecordsAllowed {
                    allLines.append("  " + records[j].textLine)
                } else {
                    allLines.append("+ " + records[j].textLine)
                    unexpectedCount += 1
                }
                j += 1
            }
        }
    }
}
