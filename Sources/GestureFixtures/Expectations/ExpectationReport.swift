import GestureArbiter

/// The result of checking a run against a fixture's expectations: nothing when it passed,
/// otherwise one failure per unmet expectation, each with the lines that show why.
public struct ExpectationReport: Hashable, Sendable {
    public var failures: [ExpectationFailure]

    public var passed: Bool { failures.isEmpty }
}

/// One unmet expectation: a headline and a line diff or listing beneath it.
public struct ExpectationFailure: Hashable, Sendable, CustomStringConvertible {
    public var headline: String
    /// Diff lines: `- ` expected but missing, `+ ` present but not expected, `  ` context.
    public var lines: [String]

    public var description: String {
        ([headline] + lines.map { "    " + $0 }).joined(separator: "\n")
    }
}

extension FixtureRun {
    /// Checks the run against `expectations`: the trace records in order (or exactly), the
    /// records that must be absent, and the final state.
    public func check(_ expectations: Expectations) -> ExpectationReport {
        var failures: [ExpectationFailure] = []
        if let violation {
            let lines = violation.description.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
            failures.append(ExpectationFailure(headline: "invariant broken at \(violation.time.milliseconds) ms: \(violation.invariant.rawValue): \(violation.detail)", lines: lines))
        }
        if let failure = checkTrace(expectations) {
            failures.append(failure)
        }
        failures += checkAbsent(expectations)
        failures += checkFinal(expectations)
        return ExpectationReport(failures: failures)
    }

    private func checkTrace(_ expectations: Expectations) -> ExpectationFailure? {
        let patterns = expectations.trace
        let tolerances = expectations.tolerances
        let namedKinds = describedKinds(of: patterns, tolerances: tolerances)
        switch expectations.match {
        case .ordered:
            guard !patterns.isEmpty, !isSubsequence(patterns, of: records, tolerances: tolerances) else { return nil }
            let context = records(ofKinds: namedKinds.isEmpty ? nil : namedKinds)
            let diff = TraceDiff(patterns: patterns, records: context, tolerances: tolerances, extraRecordsAllowed: true)
            return ExpectationFailure(
                headline: "expect.trace (ordered): \(diff.missingCount) of \(patterns.count) expected records not found in order",
                lines: diff.lines
            )
        case .exact:
            let kinds = expectations.kinds.map(Set.init) ?? (namedKinds.isEmpty ? nil : namedKinds)
            let actual = records(ofKinds: kinds)
            guard actual.count != patterns.count || !zip(patterns, actual).allSatisfy({ $0.matches($1, tolerances: tolerances) }) else {
                return nil
            }
            let diff = TraceDiff(patterns: patterns, records: actual, tolerances: tolerances, extraRecordsAllowed: false)
            let kindList = kinds.map { $0.map(\.rawValue).sorted().joined(separator: ", ") } ?? "all kinds"
            return ExpectationFailure(
                headline: "expect.trace (exact, \(kindList)): \(diff.missingCount) missing, \(diff.unexpectedCount) unexpected",
                lines: diff.lines
            )
        }
    }

    /// The kinds the patterns are about: the `kind` a pattern names, or else the kinds of the
    /// records it matches, so that `{"subject": "button", "event": "touchUpInside"}` is about
    /// `control` records without saying so.
    private func describedKinds(of patterns: [RecordPattern], tolerances: Tolerances) -> Set<TraceKind> {
        var kinds: Set<TraceKind> = []
        for pattern in patterns {
            if let kind = pattern.kind {
                kinds.insert(kind)
            } else {
                for record in records where !kinds.contains(record.kind) && pattern.matches(record, tolerances: tolerances) {
                    kinds.insert(record.kind)
                }
            }
        }
        return kinds
    }

    private func isSubsequence(_ patterns: [RecordPattern], of records: [TraceRecord], tolerances: Tolerances) -> Bool {
        var remaining = patterns[...]
        for record in records where remaining.first?.matches(record, tolerances: tolerances) == true {
            remaining = remaining.dropFirst()
        }
        return remaining.isEmpty
    }

    private func checkAbsent(_ expectations: Expectations) -> [ExpectationFailure] {
        expectations.absent.enumerated().compactMap { index, pattern in
            let found = records.filter { pattern.matches($0, tolerances: expectations.tolerances) }
            guard !found.isEmpty else { return nil }
            return ExpectationFailure(
                headline: "expect.absent[\(index)] appeared \(found.count) time\(found.count == 1 ? "" : "s"): \(pattern.text)",
                lines: found.map { "+ " + $0.textLine }
            )
        }
    }

    private func checkFinal(_ expectations: Expectations) -> [ExpectationFailure] {
        expectations.final.compactMap { expected in
            let path = FixturePath("expect").key("final").member("\(expected.subject).\(expected.key)").description
            guard let state = finalState(of: expected.subject) else {
                return ExpectationFailure(headline: "\(path): the run has no final state for '\(expected.subject)'", lines: [])
            }
            guard let actual = state.first(where: { $0.name == expected.key })?.value else {
                let known = state.map(\.name).joined(separator: ", ")
                return ExpectationFailure(headline: "\(path): '\(expected.subject)' has no final '\(expected.key)' (it has \(known))", lines: [])
            }
            guard !actual.matches(expected.value, tolerance: expectations.tolerances.allowance(forField: expected.key)) else { return nil }
            return ExpectationFailure(
                headline: "\(path): expected \(expected.value.text), got \(actual.text)",
                lines: ["- \(expected.subject).\(expected.key) = \(expected.value.text)", "+ \(expected.subject).\(expected.key) = \(actual.text)"]
            )
        }
    }

    private func finalState(of subject: String) -> [TraceField]? {
        for record in records {
            if case let .final(recordSubject, state) = record.payload, recordSubject == subject {
                return state
            }
        }
        return nil
    }
}
