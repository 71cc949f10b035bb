import GestureArbiter

/// Reads the `--kinds` option.
enum TraceKindNames {
    static let all = TraceKind.allCases.map(\.rawValue)

    /// The kinds in a comma-separated list, or the reason it is not one.
    static func parse(_ list: String) -> Swift.Result<Set<TraceKind>, UsageError> {
        var kinds: Set<TraceKind> = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            guard let kind = TraceKind(rawValue: String(name)) else {
                return .failure(UsageError("unknown kind '\(name)' in --kinds (expected some of \(all.joined(separator: ", ")))"))
            }
            kinds.insert(kind)
        }
        return .success(kinds)
    }
}

/// A command line that does not say what the command needs.
struct UsageError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
