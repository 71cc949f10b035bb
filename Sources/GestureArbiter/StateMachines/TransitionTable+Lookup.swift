extension TransitionTable {
    /// The table's rows, refusals and ignored pairs grouped by (state, trigger) pair, for lookups.
    ///
    /// Scanning every row for each event, copying each (and so retaining its arrays), and
    /// remembering guard answers in a dictionary (hashing each guard's `String` raw value) made
    /// lookups one of the largest costs of an event. Here a pair is found by the positions of its
    /// state and trigger among their enums' cases, its rows are listed in the order written, and
    /// each condition is a slice of guard positions: nothing is copied, hashed or allocated.
    struct LookupIndex: Sendable {
        /// What is declared for one (state, trigger) pair.
        struct Declarations: Sendable {
            /// Positions in `rowCandidates`, in the order the rows were written.
            var rows: Range<Int> = 0..<0
            /// Positions in `refusalCandidates`, in the order the refusals were written.
            var refusals: Range<Int> = 0..<0
            var isIgnored = false
            /// The pair's first row, when its condition is empty: it is taken whatever the
            /// guards say, so the lookup need not look further (every lookup of a steady drag).
            var unconditionalRow: Int?
        }

        /// A row or a refusal declared for a pair, with its condition.
        struct Candidate: Sendable {
            /// Its index in the table's `rows` or `refused`: for a row, the index the log records.
            var declaration: Int
            /// Positions in `terms`: the condition's terms, in the order written.
            var condition: Range<Int>
        }

        /// One term of a condition: the guard at this position among `Guard`'s cases has this value.
        struct Term: Sendable {
            var guardPosition: Int
            var mustHold: Bool
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
        /// One entry per pair, at the pair's number.
        let declarations: [Declarations]
        let rowCandidates: [Candidate]
        let refusalCandidates: [Candidate]
        let terms: [Term]
        /// The effect of each row, at the row's index.
        let effects: [Effect]

        init(
            rows: [Row], ignored: [(state: State, trigger: Trigger)],
            refused: [(state: State, trigger: Trigger, condition: GuardCondition<Guard>, refusal: Refusal)]
        ) {
            let pairs = Pairs()
            let guards = CasePositions<Guard>()
            precondition(guards.count <= GuardAnswers.capacity, "\(Machine.name) names more guards than a lookup can remember")

            var rowsByPair = Array(repeating: [Int](), count: pairs.count)
            for (index, row) in rows.enumerated() {
                rowsByPair[pairs.number(of: row.from, on: row.trigger)].append(index)
            }
            var refusalsByPair = Array(repeating: [Int](), count: pairs.count)
            for (index, entry) in refused.enumerated() {
                refusalsByPair[pairs.number(of: entry.state, on: entry.trigger)].append(index)
            }
            var declarations = Array(repeating: Declarations(), count: pairs.count)
            for entry in ignored {
                declarations[pairs.number(of: entry.state, on: entry.trigger)].isIgnored = true
            }

            var terms: [Term] = []
            func candidate(_ declaration: Int, _ condition: GuardCondition<Guard>) -> Candidate {
                let first = terms.count
                terms += condition.terms.map { Term(guardPosition: guards.position(of: $0.guardName), mustHold: $0.mustHold) }
                return Candidate(declaration: declaration, condition: first..<terms.count)
            }
            var rowCandidates: [Candidate] = []
            var refusalCandidates: [Candidate] = []
            for pair in 0..<pairs.count {
                let firstRow = rowCandidates.count
                rowCandidates += rowsByPair[pair].map { candidate($0, rows[$0].condition) }
                declarations[pair].rows = firstRow..<rowCandidates.count
                if let first = rowsByPair[pair].first, rows[first].condition.isAlways {
                    declarations[pair].unconditionalRow = first
                }
                let firstRefusal = refusalCandidates.count
                refusalCandidates += refusalsByPair[pair].map { candidate($0, refused[$0].condition) }
                declarations[pair].refusals = firstRefusal..<refusalCandidates.count
            }

            self.pairs = pairs
            self.guards = guards
            self.declarations = declarations
            self.rowCandidates = rowCandidates
            self.refusalCandidates = refusalCandidates
            self.terms = terms
            self.effects = rows.map { Effect(to: $0.to, actions: RowActions($0.actions)) }
        }

        /// What is declared for `trigger` in `state` (nothing, if the pair is a hole in the table).
        func declarations(for state: State, on trigger: Trigger) -> Declarations {
            declarations[pairs.number(of: state, on: trigger)]
        }

        /// Whether every term of `condition` holds, checked in the order written and stopping at
        /// the first that fails; a guard not yet in `answers` is asked through `answer`.
        func holds(_ condition: Range<Int>, answers: inout GuardAnswers, answer: (Guard) -> Bool) -> Bool {
            for position in condition {
                let term = terms[position]
                let value = answers.value(of: term.guardPosition) { answer(guards[term.guardPosition]) }
                if value != term.mustHold {
                    return false
                }
            }
            return true
        }
    }
}

/// The guards one lookup has asked about and their answers, one bit per guard position: the
/// memory that lets a lookup ask each guard at most once, without allocating.
struct GuardAnswers {
    /// The most guards a machine may name.
    static let capacity = UInt64.bitWidth

    private var asked: UInt64 = 0
    private var held: UInt64 = 0

    /// The answer for the guard at `position`, from `ask` the first time and remembered after.
    mutating func value(of position: Int, ask: () -> Bool) -> Bool {
        let bit: UInt64 = 1 << UInt64(position)
        if asked & bit == 0 {
            asked |= bit
            if ask() {
                held |= bit
            }
        }
        return held & bit != 0
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
