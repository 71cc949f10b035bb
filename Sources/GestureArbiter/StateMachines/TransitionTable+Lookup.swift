extension TransitionTable {
    /// The table's rows, refusals and ignored pairs arranged for lookups: for each (state, trigger)
    /// pair, the questions its conditions ask, compiled into steps when the table is built.
    ///
    /// A pair is found by the positions of its state and trigger among their enums' cases, with
    /// no scan, copy or hashing, and its first
    /// step either decides at once or asks one guard and says which step each answer leads to:
    /// a lookup asks exactly the guards the rows as written would ask, in the same order, and
    /// does nothing else.
    struct LookupIndex: Sendable {
        /// One step of a pair's decision. Its numbers are 32-bit, so that a step takes 16 bytes.
        enum Step: Equatable, Sendable {
            /// Ask the guard at this position among `Guard`'s cases, then go on at the step at
            /// `ifHeld` or `ifNot` in ``LookupIndex/steps``.
            case ask(guardPosition: Int32, ifHeld: Int32, ifNot: Int32)
            /// The row at this index in the table's `rows` applies.
            case transition(row: Int32)
            /// The refusal at this index in the table's `refused` applies.
            case refused(declaration: Int32)
            /// The pair is ignored.
            case ignored
            /// No declaration applies: a hole in the table.
            case undeclared
        }

        /// Numbers every (state, trigger) pair from 0, state by state, each by the slots of its
        /// state and trigger (``CasePositions/slot(of:)``): for the engine's enums, their stored
        /// bytes, so that a lookup reads no table to number its pair.
        struct Pairs: Sendable {
            let states = CasePositions<State>()
            let triggers = CasePositions<Trigger>()
            /// How many numbers the pairs take: some may belong to no pair, when a type's
            /// stored bytes leave gaps.
            let count: Int
            private let triggerSlots: Int

            init() {
                triggerSlots = triggers.slotCount
                count = states.slotCount * triggerSlots
            }

            @inline(__always)
            func number(of state: State, on trigger: Trigger) -> Int {
                states.slot(of: state) &* triggerSlots &+ triggers.slot(of: trigger)
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
                candidatesByPair[pairs.number(of: row.from, on: row.trigger)].append(candidate(row.condition, .transition(row: Int32(index))))
            }
            // Every refusal comes after every row of its pair, whatever order they were written in.
            for (index, entry) in refused.enumerated() {
                candidatesByPair[pairs.number(of: entry.state, on: entry.trigger)].append(candidate(entry.condition, .refused(declaration: Int32(index))))
            }
            var isIgnored = Array(repeating: false, count: pairs.count)
            for entry in ignored {
                isIgnored[pairs.number(of: entry.state, on: entry.trigger)] = true
            }

            var builder = StepBuilder(guardCount: guards.count)
            self.firstSteps = (0..<pairs.count).map { pair in
                builder.firstStep(among: candidatesByPair[pair], otherwise: isIgnored[pair] ? .ignored : .undeclared)
            }
            self.pairs = pairs
            self.guards = guards
            self.steps = builder.steps
            self.effects = rows.map { Effect(to: $0.to, actions: RowActions($0.actions)) }
        }

        /// A row or a refusal of one pair, its condition as guard positions, in the order written.
        private struct Candidate {
            var terms: [(guardPosition: Int, mustHold: Bool)]
            var outcome: Step
        }

        /// Compiles one pair at a time into steps, which go into one array for the whole table.
        private struct StepBuilder {
            private(set) var steps: [Step] = []
            private var candidates: [Candidate] = []
            private var otherwise = Step.undeclared
            /// The answers known on the way to the step being built, at each guard's position.
            private var answers: [Bool?]
            /// For each candidate, whether each guard is named by it or a later candidate.
            private var namedFrom: [[Bool]] = []
            /// The questions built so far for this pair, by where they are asked. Ways that reach
            /// the same place share its steps: a pair whose rows name different guards (`a && b`,
            /// then `c && d`, ...) would otherwise build the later rows' steps once for every way
            /// of failing the earlier ones, twice as many with each row.
            private var built: [Place: Step] = [:]

            /// Where a question is asked: the candidate that needs the answer (the ones before it
            /// have failed), and the answers known about the guards it and the later ones name,
            /// which are all that the rest of the decision reads.
            private struct Place: Hashable {
                var candidate: Int
                var answers: [Bool?]
            }

            init(guardCount: Int) {
                answers = Array(repeating: nil, count: guardCount)
            }

            /// The first step of deciding among `candidates` (a pair's rows, then its refusals),
            /// `otherwise` when none applies.
            mutating func firstStep(among candidates: [Candidate], otherwise: Step) -> Step {
                self.candidates = candidates
                self.otherwise = otherwise
                built = [:]
                var named = Array(repeating: false, count: answers.count)
                namedFrom = Array(repeating: named, count: candidates.count)
                for index in candidates.indices.reversed() {
                    for term in candidates[index].terms {
                        named[term.guardPosition] = true
                    }
                    namedFrom[index] = named
                }
                return step(from: 0)
            }

            /// The step that decides from the candidate at `start` on, given the known answers: the
            /// first candidate whose condition holds, or a question about the first guard that a
            /// candidate still needs.
            private mutating func step(from start: Int) -> Step {
                for index in start..<candidates.count {
                    var holds = true
                    for term in candidates[index].terms where holds {
                        guard let answer = answers[term.guardPosition] else {
                            return question(term.guardPosition, neededBy: index)
                        }
                        holds = answer == term.mustHold
                    }
                    if holds {
                        return candidates[index].outcome
                    }
                }
                return otherwise
            }

            /// Asks the guard at `guardPosition` for the candidate at `index`; the steps each
            /// answer leads to are appended to ``steps``.
            private mutating func question(_ guardPosition: Int, neededBy index: Int) -> Step {
                let place = Place(candidate: index, answers: zip(answers, namedFrom[index]).map { $1 ? $0 : nil })
                if let step = built[place] {
                    return step
                }
                answers[guardPosition] = true
                let ifHeld = step(from: index)
                answers[guardPosition] = false
                let ifNot = step(from: index)
                answers[guardPosition] = nil
                steps.append(ifHeld)
                steps.append(ifNot)
                let question = Step.ask(guardPosition: Int32(guardPosition), ifHeld: Int32(steps.count - 2), ifNot: Int32(steps.count - 1))
                built[place] = question
                return question
            }
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
                positions[storedByte(of: value)] = position
            }
        }
        positionOfStoredByte = positions
    }

    var count: Int { cases.count }

    /// Where `value` goes in a table with a place for every value the type can store: its stored
    /// byte for a type stored in one byte, read without the table ``position(of:)`` reads; its
    /// position otherwise.
    @inline(__always)
    func slot(of value: Case) -> Int {
        MemoryLayout<Case>.size == 1 ? storedByte(of: value) : position(of: value)
    }

    /// How many places ``slot(of:)`` numbers: one past the largest stored byte of a case, or ``count``.
    var slotCount: Int {
        guard MemoryLayout<Case>.size == 1 else { return count }
        return (cases.map(storedByte(of:)).max() ?? -1) + 1
    }

    func position(of value: Case) -> Int {
        switch MemoryLayout<Case>.size {
        case 0:
            return 0
        case 1:
            let position = positionOfStoredByte[storedByte(of: value)]
            precondition(position >= 0, "\(value) is missing from \(Case.self).allCases")
            return position
        default:
            guard let position = cases.firstIndex(of: value) else {
                preconditionFailure("\(value) is missing from \(Case.self).allCases")
            }
            return position
        }
    }

    subscript(position: Int) -> Case {
        cases[position]
    }
}
