/// Checks that prove a table complete and unambiguous; the table tests run them for every machine.
extension TransitionTable {
    /// A (state, trigger) pair together with the guard values under which it is looked up.
    public struct Situation: Hashable, Sendable, CustomStringConvertible {
        public var state: State
        public var trigger: Trigger
        /// The guards of the pair's entries that hold in this situation; the others do not.
        public var holding: [Guard]

        public var description: String {
            "\(state) on \(trigger.rawValue)" + (holding.isEmpty ? "" : " with [\(holding.map(\.rawValue).joined(separator: ", "))]")
        }
    }

    /// Situations that no row, refusal or ignore covers: holes that would trap at run time.
    public var unhandledSituations: [Situation] {
        allSituations.filter { matchingEntryCount($0) == 0 && !isIgnored($0.state, $0.trigger) }
    }

    /// Situations that more than one entry covers, so that the table's order would silently decide.
    public var ambiguousSituations: [Situation] {
        allSituations.filter { matchingEntryCount($0) + (isIgnored($0.state, $0.trigger) ? 1 : 0) > 1 }
    }

    /// States that no sequence of transitions reaches from the initial state.
    public var unreachableStates: [State] {
        var reached: [State] = [initial]
        var frontier = [initial]
        while let state = frontier.popLast() {
            for row in rows where row.from == state && !reached.contains(row.to) {
                reached.append(row.to)
                frontier.append(row.to)
            }
        }
        return Machine.states.filter { !reached.contains($0) }
    }

    /// Every state and trigger, under every combination of the guards their entries name.
    private var allSituations: [Situation] {
        Machine.states.flatMap { state in
            Trigger.allCases.flatMap { trigger in
                guardCombinations(guardsNamed(state, trigger)).map { Situation(state: state, trigger: trigger, holding: $0) }
            }
        }
    }

    private func guardsNamed(_ state: State, _ trigger: Trigger) -> [Guard] {
        let conditions = rows.filter { $0.from == state && $0.trigger == trigger }.map(\.condition)
            + refused.filter { $0.state == state && $0.trigger == trigger }.map(\.condition)
        return Guard.allCases.filter { guardName in
            conditions.contains { $0.guards.contains(guardName) }
        }
    }

    /// All subsets of `guards`, in a fixed order.
    private func guardCombinations(_ guards: [Guard]) -> [[Guard]] {
        guards.reduce([[]]) { subsets, guardName in
            subsets + subsets.map { $0 + [guardName] }
        }
    }

    private func matchingEntryCount(_ situation: Situation) -> Int {
        let holds = { (guardName: Guard) in situation.holding.contains(guardName) }
        let matchingRows = rows.filter {
            $0.from == situation.state && $0.trigger == situation.trigger && $0.condition.isSatisfied(by: holds)
        }
        let matchingRefusals = refused.filter {
            $0.state == situation.state && $0.trigger == situation.trigger && $0.condition.isSatisfied(by: holds)
        }
        return matchingRows.count + matchingRefusals.count
    }

    private func isIgnored(_ state: State, _ trigger: Trigger) -> Bool {
        ignored.contains { $0.state == state && $0.trigger == trigger }
    }
}
