import Testing
@testable import GestureArbiter

/// `TransitionTable.lookUp` follows steps compiled from a pair's rows when the table is built; these
/// tests hold it to the plain reading of the table it replaces: rows in the order written, then
/// refusals, then ignores, each guard asked at most once and only when a condition gets to it.
@Suite("Transition lookups")
struct TransitionLookupTests {
    @Test("every machine's lookups agree with reading its rows in order: same outcome, same guards asked in the same order, same row logged")
    func everyMachineAgreesWithReadingInOrder() {
        let disagreements = disagreements(TouchLifecycle.self)
            + disagreements(ViewDelivery.self)
            + disagreements(DiscreteGestureLifecycle.self)
            + disagreements(ContinuousGestureLifecycle.self)
            + disagreements(TapRecognition.self)
            + disagreements(LongPressRecognition.self)
            + disagreements(PanRecognition.self)
            + disagreements(ScreenEdgePanRecognition.self)
            + disagreements(SwipeRecognition.self)
            + disagreements(TwoFingerRecognition.self)
            + disagreements(ContentTouchDelay.self)
            + disagreements(ScrollPanRecognition.self)
            + disagreements(ScrollMotion.self)
            + disagreements(ScrollChaining.self)
            + disagreements(ControlTracking.self)
            + disagreements(StepperRepeat.self)
            + disagreements(SegmentTracking.self)
            + disagreements(CellSelection.self)
            + disagreements(HoverTracking.self)
        #expect(disagreements == [])
    }

    @Test("every machine's row effects, which the engine carries out, are its rows' target states and actions")
    func everyMachineEffectMatchesItsRows() {
        let mismatches = mismatchedEffects(TouchLifecycle.self)
            + mismatchedEffects(ViewDelivery.self)
            + mismatchedEffects(DiscreteGestureLifecycle.self)
            + mismatchedEffects(ContinuousGestureLifecycle.self)
            + mismatchedEffects(TapRecognition.self)
            + mismatchedEffects(LongPressRecognition.self)
            + mismatchedEffects(PanRecognition.self)
            + mismatchedEffects(ScreenEdgePanRecognition.self)
            + mismatchedEffects(SwipeRecognition.self)
            + mismatchedEffects(TwoFingerRecognition.self)
            + mismatchedEffects(ContentTouchDelay.self)
            + mismatchedEffects(ScrollPanRecognition.self)
            + mismatchedEffects(ScrollMotion.self)
            + mismatchedEffects(ScrollChaining.self)
            + mismatchedEffects(ControlTracking.self)
            + mismatchedEffects(StepperRepeat.self)
            + mismatchedEffects(SegmentTracking.self)
            + mismatchedEffects(CellSelection.self)
            + mismatchedEffects(HoverTracking.self)
        #expect(mismatches == [])
        #expect(Array(Valve.table.effect(ofRow: 1).actions) == [.hiss])
        #expect(Valve.table.effect(ofRow: 1).to == .open)
    }

    @Test("every machine ignores a pair outright exactly when it declares the pair ignored and names no row or refusal for it")
    func everyMachineIgnoresOutrightOnlyBareIgnores() {
        let mismatches = mismatchedIgnores(TouchLifecycle.self)
            + mismatchedIgnores(ViewDelivery.self)
            + mismatchedIgnores(DiscreteGestureLifecycle.self)
            + mismatchedIgnores(ContinuousGestureLifecycle.self)
            + mismatchedIgnores(TapRecognition.self)
            + mismatchedIgnores(LongPressRecognition.self)
            + mismatchedIgnores(PanRecognition.self)
            + mismatchedIgnores(ScreenEdgePanRecognition.self)
            + mismatchedIgnores(SwipeRecognition.self)
            + mismatchedIgnores(TwoFingerRecognition.self)
            + mismatchedIgnores(ContentTouchDelay.self)
            + mismatchedIgnores(ScrollPanRecognition.self)
            + mismatchedIgnores(ScrollMotion.self)
            + mismatchedIgnores(ScrollChaining.self)
            + mismatchedIgnores(ControlTracking.self)
            + mismatchedIgnores(StepperRepeat.self)
            + mismatchedIgnores(SegmentTracking.self)
            + mismatchedIgnores(CellSelection.self)
            + mismatchedIgnores(HoverTracking.self)
        #expect(mismatches == [])
        // The valve's busy pair is declared ignored too, but its rows and refusal come first.
        #expect(!Valve.table.ignores(.shut, on: .turn))
        #expect(!Valve.table.ignores(.open, on: .turn))
    }

    @Test("a lookup asks each guard once, in the order the conditions name them, and stops asking once an entry applies")
    func guardsAreAskedOnceInOrder() {
        let log = TransitionLog()
        var asked: [Valve.Guard] = []
        let outcome = Valve.table.lookUp(.shut, on: .turn, log: log, subject: "valve") { guardName in
            asked.append(guardName)
            return guardName != .frozen
        }
        // Row 1 asks powered and frozen; row 2 asks rusty (powered is remembered) and applies;
        // the refusal's guard is never asked.
        #expect(asked == [.powered, .frozen, .rusty])
        #expect(outcome == .transition(row: 2))
        #expect(log.entries.map(\.row) == [2])
    }

    @Test("rows come before refusals, and refusals before ignores, whatever order they are written in")
    func precedence() {
        #expect(Valve.table.lookUp(.shut, on: .turn) { $0 == .leaking } == .refused(.stuck))
        #expect(Valve.table.lookUp(.shut, on: .turn) { _ in false } == .ignored)
        #expect(Valve.table.lookUp(.open, on: .turn) { _ in true } == .transition(row: 0))
    }

    @Test("a pair whose first row has no condition is decided by that row before any guard or later row is read")
    func unconditionalFirstRow() {
        let index = Valve.table.lookupIndex
        #expect(index.firstStep(for: .open, on: .turn) == .transition(row: 0))
        #expect(index.firstStep(for: .shut, on: .turn) == .ask(guardPosition: 1, ifHeld: Int32(index.steps.count - 2), ifNot: Int32(index.steps.count - 1)))
        var asked: [Valve.Guard] = []
        let log = TransitionLog()
        #expect(Valve.table.lookUp(.open, on: .turn, log: log) { asked.append($0); return true } == .transition(row: 0))
        #expect(asked == [])
        #expect(log.entries.map(\.row) == [0])
    }

    @Test("steps reached by different ways share what follows: a ladder of twelve rows, each naming two guards of its own, compiles into two questions per row, not one per way of failing the rows before")
    func sharedSteps() {
        let index = Ladder.table.lookupIndex
        #expect(index.steps.count == 2 * 2 * 12)
        var asked: [Ladder.Guard] = []
        let holding: Set<Ladder.Guard> = [.x3, .x7, .y7]
        let log = TransitionLog()
        #expect(Ladder.table.lookUp(.low, on: .climb, log: log) { asked.append($0); return holding.contains($0) } == .transition(row: 7))
        #expect(asked == [.x0, .x1, .x2, .x3, .y3, .x4, .x5, .x6, .x7, .y7])
        #expect(log.entries.map(\.row) == [7])
        #expect(Ladder.table.lookUp(.low, on: .climb) { _ in false } == .ignored)
        #expect(Ladder.table.lookUp(.low, on: .climb) { _ in true } == .transition(row: 0))
    }

    @Test("a pair is numbered by slots: a one-byte case's stored byte whatever order allCases lists it in, a wider value's position")
    func caseSlots() {
        let reordered = CasePositions<Reordered>()
        #expect([Reordered.first, .second, .third].map(reordered.slot(of:)) == [0, 1, 2])
        #expect(reordered.slotCount == 3)
        let wide = CasePositions<Wide>()
        #expect([Wide(number: 7), Wide(number: 3)].map(wide.slot(of:)) == [0, 1])
        #expect(wide.slotCount == 2)
    }

    @Test("a table whose enums list their cases out of order, one case left out, finds each pair's rows")
    func lookupThroughSlots() {
        let table = Gate.table
        #expect(table.lookUp(.closed, on: .push) { _ in true } == .transition(row: 0))
        #expect(table.lookUp(.ajar, on: .push) { _ in true } == .transition(row: 1))
        #expect(table.lookUp(.ajar, on: .pull) { _ in true } == .transition(row: 2))
        #expect(table.lookUp(.closed, on: .pull) { _ in true } == .ignored)
        // Three state slots (the left-out case's among them) by two trigger slots.
        #expect(table.lookupIndex.pairs.count == 3 * 2)
        #expect(table.lookupIndex.firstStep(for: .unused, on: .push) == .undeclared)
    }

    @Test("a case's position is its place in allCases, whatever order allCases lists the cases in, an enum of one case has only position 0, and a wider type is scanned")
    func casePositions() {
        let declared = CasePositions<Valve.Guard>()
        #expect(Valve.Guard.allCases.map(declared.position(of:)) == [0, 1, 2, 3])
        let reordered = CasePositions<Reordered>()
        #expect([Reordered.first, .second, .third].map(reordered.position(of:)) == [2, 0, 1])
        #expect(CasePositions<Valve.Trigger>().position(of: .turn) == 0)
        #expect([Wide(number: 7), Wide(number: 3)].map(CasePositions<Wide>().position(of:)) == [0, 1])
    }
}

/// A machine whose one busy pair has twelve rows, each naming two guards no other row names.
private enum Ladder: StateMachineDescription {
    enum State: String, CaseIterable, DiagramState {
        case low, high
        var outcome: DiagramOutcome? { nil }
        var cluster: String? { nil }
    }
    enum Trigger: String, CaseIterable { case climb }
    enum Guard: String, CaseIterable {
        case x0, y0, x1, y1, x2, y2, x3, y3, x4, y4, x5, y5, x6, y6, x7, y7, x8, y8, x9, y9, x10, y10, x11, y11
    }
    enum Action: String { case step }
    enum Refusal: String { case none }

    static let name = "Ladder"
    static let diagramSubtitle = "a test machine"
    static let diagramNotes: [String] = []
    static let table = TransitionTable<Ladder>(initial: .low) {
        (0..<12).map { rung in
            Transition(.low, on: .climb, when: .when(Guard.allCases[2 * rung]) && .when(Guard.allCases[2 * rung + 1]), to: .high, do: .step)
        }
        Ignore(.climb, in: .low)
        Ignore(.climb, in: .high)
    }
}

/// Cases whose `allCases` is not their declaration order, so that their stored bytes are not their positions.
private enum Reordered: CaseIterable {
    case first, second, third
    static var allCases: [Reordered] { [.second, .third, .first] }
}

/// A gate whose states and triggers are listed out of their declared order, and whose states'
/// `allCases` leave out the middle one, so that its slots differ from its positions and leave a gap.
private enum Gate: StateMachineDescription {
    enum State: String, CaseIterable, DiagramState {
        case closed, unused, ajar
        static var allCases: [State] { [.ajar, .closed] }
        var outcome: DiagramOutcome? { nil }
        var cluster: String? { nil }
    }
    enum Trigger: String, CaseIterable {
        case push, pull
        static var allCases: [Trigger] { [.pull, .push] }
    }
    enum Guard: String, CaseIterable { case locked }
    enum Action: String { case creak }
    enum Refusal: String { case jammed }

    static let name = "Gate"
    static let diagramSubtitle = "a test machine"
    static let diagramNotes: [String] = []
    static let table = TransitionTable<Gate>(initial: .closed) {
        Transition(.closed, on: .push, to: .ajar, do: .creak)
        Transition(.ajar, on: .push, to: .closed)
        Transition(.ajar, on: .pull, to: .ajar, do: .creak)
        Ignore(.pull, in: .closed)
    }
}

/// Values wider than a byte, whose positions cannot be read off their storage.
private struct Wide: CaseIterable, Equatable, Sendable {
    let number: Int
    static let allCases = [Wide(number: 7), Wide(number: 3)]
}

/// A valve whose one busy pair, shut on turn, has two guarded rows, a guarded refusal and an
/// ignore, written in the reverse of the order they apply in.
private enum Valve: StateMachineDescription {
    enum State: String, CaseIterable, DiagramState {
        case open, shut
        var outcome: DiagramOutcome? { nil }
        var cluster: String? { nil }
    }
    enum Trigger: String, CaseIterable { case turn }
    enum Guard: String, CaseIterable { case leaking, powered, frozen, rusty }
    enum Action: String { case hiss }
    enum Refusal: String { case stuck }

    static let name = "Valve"
    static let diagramSubtitle = "a test machine"
    static let diagramNotes: [String] = []
    static let table = TransitionTable<Valve>(initial: .shut) {
        Ignore(.turn, in: .shut)
        Refuse(.turn, in: .shut, when: .when(.leaking), because: .stuck)
        Transition(.open, on: .turn, to: .shut)
        Transition(.shut, on: .turn, when: .when(.powered) && .when(.frozen), to: .open, do: .hiss)
        Transition(.shut, on: .turn, when: .when(.rusty) && .when(.powered), to: .open)
    }
}

/// The rows of `machine` whose effect names another target or other actions than the row.
private func mismatchedEffects<Machine: StateMachineDescription>(_ machine: Machine.Type) -> [String] {
    Machine.table.rows.indices.compactMap { index in
        let row = Machine.table.rows[index]
        let effect = Machine.table.effect(ofRow: index)
        return effect.to == row.to && Array(effect.actions) == row.actions ? nil : "\(Machine.name) row \(index)"
    }
}

/// The pairs of `machine` for which `ignores(_:on:)` differs from the plain reading: a pair declared
/// ignored with no row and no refusal for it.
private func mismatchedIgnores<Machine: StateMachineDescription>(_ machine: Machine.Type) -> [String] {
    let table = Machine.table
    var found: [String] = []
    for state in Machine.State.allCases {
        for trigger in Machine.Trigger.allCases {
            let bare = table.ignored.contains { $0.state == state && $0.trigger == trigger }
                && !table.rows.contains { $0.from == state && $0.trigger == trigger }
                && !table.refused.contains { $0.state == state && $0.trigger == trigger }
            if table.ignores(state, on: trigger) != bare {
                found.append("\(Machine.name): \(state) on \(trigger.rawValue)")
            }
        }
    }
    return found
}

/// Every (state, trigger) pair of `machine` under every set of holding guards, looked up both ways;
/// a description of each situation where the two differ.
private func disagreements<Machine: StateMachineDescription>(_ machine: Machine.Type) -> [String] {
    let table = Machine.table
    let guards = Array(Machine.Guard.allCases)
    var found: [String] = []
    for state in Machine.State.allCases {
        for trigger in Machine.Trigger.allCases {
            for subset in 0..<(1 << guards.count) {
                let holding = { (guardName: Machine.Guard) in subset & (1 << guards.firstIndex(of: guardName)!) != 0 }
                var expectedQuestions: [Machine.Guard] = []
                let expected = readingInOrder(table, state, trigger) { expectedQuestions.append($0); return holding($0) }
                guard let expected else { continue } // a hole: lookUp traps, as the table tests check
                var questions: [Machine.Guard] = []
                let log = TransitionLog()
                let outcome = table.lookUp(state, on: trigger, log: log) { questions.append($0); return holding($0) }
                let loggedRow = log.entries.map(\.row).first
                if outcome != expected.outcome || questions != expectedQuestions || loggedRow != expected.row {
                    found.append("\(Machine.name): \(state) on \(trigger.rawValue) with guards \(subset)")
                }
            }
        }
    }
    return found
}

/// The plain reading of a table: every row in order, then every refusal, then the ignores, with
/// guard answers remembered in a dictionary; nil where the table declares nothing.
private func readingInOrder<Machine: StateMachineDescription>(
    _ table: TransitionTable<Machine>, _ state: Machine.State, _ trigger: Machine.Trigger, answer: (Machine.Guard) -> Bool
) -> (outcome: TransitionTable<Machine>.Outcome, row: Int?)? {
    var answers: [Machine.Guard: Bool] = [:]
    func holds(_ guardName: Machine.Guard) -> Bool {
        if let known = answers[guardName] { return known }
        let fresh = answer(guardName)
        answers[guardName] = fresh
        return fresh
    }
    for (index, row) in table.rows.enumerated() where row.from == state && row.trigger == trigger && row.condition.isSatisfied(by: holds) {
        return (.transition(row: index), index)
    }
    for entry in table.refused where entry.state == state && entry.trigger == trigger && entry.condition.isSatisfied(by: holds) {
        return (.refused(entry.refusal), nil)
    }
    if table.ignored.contains(where: { $0.state == state && $0.trigger == trigger }) {
        return (.ignored, nil)
    }
    return nil
}
