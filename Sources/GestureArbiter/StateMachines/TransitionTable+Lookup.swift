extension TransitionTable {
    /// The table's rows, refusals and ignored pairs arranged for lookups: for each (state, trigger)
    /// pair, the questions its conditions ask, compiled into steps when the table is built.
    ///
    /// Scanning every row for each event, copying each (and so retaining its arrays), and
    /// remembering guard answers in a dictionary (hashing each guard's `String` raw value) made
    /// lookups one of the largest costs of an event; so, later, did walking a pair's conditions
    /// term by term and checking each guard against the answers already given. Here a pair is
    /// found by the positions of its state and trigger among their enums' cases, and its first
    /// step either decides at once or asks one guard and says which step each answer leads to:
    /// a lookup asks exactly the guards the rows as written would ask, in the same order, and
    /// does nothing else.
    struct LookupIndex: Sendable {
        /// One step of a pair's decision.
        enum Step: Equatable, Sendable {
            /// Ask the guard at this position among `Guard`'s cases, then go on at the step at
            /// `ifHeld` or `ifNot` in ``LookupIndex/steps``.
            case ask(guardPosition: Int, ifHeld: Int, ifNot: Int)
            /// The row at this index in the table's `rows` applies.
            case transition(row: Int)
            /// The refusal at this index in the table's `refused` applies.
            case refused(declaration: Int)
            /// The pair is ignored.
            case ignored
            /// No declaration applies: a hole in the table.
            case undeclared
        }

        /// Numbers every (state, trigger) pair from 0, state by state.
        struct Pairs: Sendable {
            let states = CasePositions<State>()
            let triggers = CasePositions<Trigger>()

            var count: Int { states.count * triggers.count }

            func number(of state: State, on trigger: Trigger) -> Int {
                states.position(of: state) * triggers.count + triggers.position(of: trigger)
            }
        }

        let pairs: Pairs
        let guards: CasePositions<Guard>
        /// The first step of each pair's decision, at the pair's number: for a pair whose first
        /// row has no condition, that row (every lookup of a steady drag).
        let firstSteps: [Step]
        /// The steps that an ``Step/ask(guardPosition:ifHeld:ifNot:)`` leads to.
        let steps: [Step]
        /// The effect of each row, at the row's index.
        let effects: [Effect]

        init(
            rows: [Row], ignored: [(state: State, trigger: Trigger)],
            refused: [(state: State, trigger: Trigger, condition: GuardCondition<Guard>, refusal: Refusal)]
        ) {
            let pairs = Pairs()
            let guards = CasePositions<Guard>()
            var candidatesByPair = Array(repeating: [Candidate](), count: pairs.count)
            func candidate(_ condition: GuardCondition<Guard>, _ outcome: Step) -> Candidate {
                Candidate(terms: condition.terms.map { (guards.position(of: $0.guardName), $0.mustHold) }, outcome: outcome)
            }
            for (index, row) in rows.enumerated() {
                candidatesByPair[pairs.number(of: row.from, on: row.trigger)].append(candidate(row.condition, .transition(row: index)))
            }
            // Every refusal comes after every row of its pair, whatever order they were written in.
            for (index, entry) in refused.enumerated() {
                candidatesByPair[pairs.number(of: entry.state, on: entry.trigger)].append(candidate(entry.condition, .refused(declaration: index)))
            }
            var isIgnored = Array(repeating: false, count: pairs.count)
            for entry in ignored {
                isIgnored[pairs.number(of: entry.state, on: entry.trigger)] = true
            }

            var steps: [Step] = []
            var unasked = Array(repeating: Bool?.none, count: guards.count)
            self.firstSteps = (0..<pairs.count).map { pair in
                Self.firstStep(
                    among: candidatesByPair[pair][...], otherwise: isIgnored[pair] ? .ignored : .undeclared,
                    answers: &unasked, steps: &steps
                )
            }
            self.pairs = pairs
            self.guards = guards
            self.steps = steps
            self.effects = rows.map { Effect(to: $0.to, actions: RowActions($0.actions)) }
        }

        /// A row or a refusal of one pair, its condition as guard positions, in the order written.
        private struct Candidate {
            var terms: [(guardPosition: Int, mustHold: Bool)]
            var outcome: Step
        }

        /// The step that decides among `candidates` (the pair's rows, then its refusals), given the
        /// guards already answered on the way to it: the first candidate whose condition holds,
        /// or a question about the first guard that it, or an earlier candidate, still needs.
        /// The steps each answer leads to are appended to `steps`.
        private static func firstStep(
            among candidates: ArraySlice<Candidate>, otherwise: Step, answers: inout [Bool?], steps: inout [Step]
        ) -> Step {
            for (offset, candidate) in zip(candidates.indices, candidates) {
                var holds = true
                for term in candidate.terms where holds {
                    guard let answer = answers[term.guardPosition] else {
                        // Asked here: the candidates before this one have failed on what is known.
                        let remaining = candidates[offset...]
                        answers[term.guardPosition] = true
                        let ifHeld = firstStep(among: remaining, otherwise: otherwise, answers: &answers, steps: &steps)
                        answers[term.guardPosition] = false
                        let ifNot = firstStep(among: remaining, otherwise: otherwise, answers: &answers, steps: &steps)
                        answers[term.guardPosition] = nil
                        steps.append(ifHeld)
                        steps.append(ifNot)
                        return .ask(guardPosition: term.guardPosition, ifHeld: steps.count - 2, ifNot: steps.count - 1)
                    }
                    holds = answer == term.mustHold
                }
                if holds {
                    return candidate.outcome
                }
            }
            return otherwise
        }

        /// The first step of the decision for `trigger` in `state`.
        func firstStep(for state: State, on trigger: Trigger) -> Step {
            firstSteps[pairs.number(of: state, on: trigger)]
        }
    }
}

/// The position of each case of an enum among its `allCases`, found without hashing.
///
/// The machines' enums have `String` raw values, and a raw-valued enum hashes its raw value, so a
/// dictionary keyed by case would hash a string on each lookup. A case of an enum without
/// payloads is stored as one byte (none, for an enum of one case), so a table from stored byte to
/// position, built once here, answers for any order of `allCases`. Which of the three ways a type
/// takes is known from its size when the code is specialized, so a machine's lookup carries no
/// code for the other two (and the specializations for different machines are the same code).
/// Other types, which no machine of the engine has, are scanned.
struct CasePositions<Case: CaseIterable & Equatable & Sendable>: Sendable {
    private let cases = Array(Case.allCases)
    /// For a type stored in one byte, the position of the case stored as each byte value; -1 for
    /// a byte that no case of `allCases` is stored as.
    private let positionOfStoredByte: [Int]

    init() {
        var positions: [Int] = []
        if MemoryLayout<Case>.size == 1 {
            positions = Array(repeating: -1, count: 1 << UInt8.bitWidth)
            for (position, value) in cases.enumerated() {
                positions[Self.storedByte(of: value)] = position
            }
        }
        positionOfStoredByte = positions
    }

    var count: Int { cases.count }

    func position(of value: Case) -> Int {
        switch MemoryLayout<Case>.size {
        case 0:
            return 0
        case 1:
            let position = positionOfStoredByte[Self.storedByte(of: value)]
            precondition(position >= 0, "\(value) is missing from \(Case.self).allCases")
            return position
        default:
            guard let position = cases.firstIndex(of: value) else {
                preconditionFailure("\(value) is missing from \(Case.self).allCases")
            }
            return position
        }
    }

    private static func storedByte(of value: Case) -> Int {
        withUnsafeBytes(of: value) { Int($0[0]) }
    }

    subscript(position: Int) -> Case {
        cases[position]
    }
}
