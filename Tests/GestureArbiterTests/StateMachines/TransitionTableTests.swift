import Testing
@testable import GestureArbiter

/// A door that opens when unlocked: small enough to reason about every situation by hand.
private enum Door: StateMachineDescription {
    enum State: String, CaseIterable, DiagramState {
        case closed, open, broken
        var outcome: DiagramOutcome? { self == .broken ? .failure : nil }
        var cluster: String? { nil }
    }
    enum Trigger: String, CaseIterable { case push, kick }
    enum Guard: String, CaseIterable { case unlocked }
    enum Action: String { case creak }
    enum Refusal: String { case doorIsBroken }

    static let name = "Door"
    static let diagramSubtitle = "a test machine"
    static let diagramNotes: [String] = []
    static let table = TransitionTable<Door>(initial: .closed) {
        Transition(.closed, on: .push, when: .when(.unlocked), to: .open, do: .creak)
        Ignore(.push, in: .open)
        Transition(.closed, .open, on: .kick, to: .broken)
        Refuse(.push, .kick, in: .broken, because: .doorIsBroken)
    }
}

/// The door again, with a hole (a locked push), an overlap and a state nothing reaches.
private enum SloppyDoor: StateMachineDescription {
    typealias State = Door.State
    typealias Trigger = Door.Trigger
    typealias Guard = Door.Guard
    typealias Action = Door.Action
    typealias Refusal = Door.Refusal

    static let name = "SloppyDoor"
    static let diagramSubtitle = "a test machine with mistakes"
    static let diagramNotes: [String] = []
    static let table = TransitionTable<SloppyDoor>(initial: .closed) {
        Transition(.closed, on: .push, when: .when(.unlocked), to: .open)
        Transition(.closed, on: .kick, to: .closed)
        Transition(.closed, on: .kick, when: .when(.unlocked), to: .closed, do: .creak)
        Ignore(.push, .kick, in: .open, .broken)
    }
}

@Suite("Transition tables")
struct TransitionTableTests {
    @Test("a lookup takes the row whose guard holds")
    func lookupFollowsGuards() {
        #expect(Door.table.lookUp(.closed, on: .push) { _ in true } == .transition(row: 0))
        #expect(Door.table.rows[0].to == .open)
        #expect(Door.table.rows[0].actions == [.creak])
    }

    @Test("ignored and refused pairs are reported as such")
    func ignoredAndRefused() {
        #expect(Door.table.lookUp(.open, on: .push) { _ in false } == .ignored)
        #expect(Door.table.lookUp(.broken, on: .kick) { _ in false } == .refused(.doorIsBroken))
    }

    @Test("entries written for several states and triggers expand into one row each")
    func entriesExpand() {
        #expect(Door.table.rows.count == 3)
        #expect(Door.table.rows.map(\.from) == [.closed, .closed, .open])
        #expect(Door.table.refused.count == 2)
    }

    @Test("a complete, unambiguous table has no unhandled or ambiguous situations and reaches every state")
    func completeTablePasses() {
        // A locked push on a closed door is the one hole in Door: it is declared nowhere.
        #expect(Door.table.unhandledSituations.map(\.description) == ["closed on push"])
        #expect(Door.table.ambiguousSituations.isEmpty)
        #expect(Door.table.unreachableStates.isEmpty)
    }

    @Test("the analysis finds holes, overlapping guards and unreachable states")
    func analysisFindsMistakes() {
        #expect(SloppyDoor.table.unhandledSituations.map(\.description) == ["closed on push"])
        #expect(SloppyDoor.table.ambiguousSituations.map(\.description) == ["closed on kick with [unlocked]"])
        #expect(SloppyDoor.table.unreachableStates == [.broken])
    }

    @Test("a row that asks for more actions than a row's effect holds traps when its table is built")
    func tooManyActionsTrap() async {
        await #expect(processExitsWith: .failure) {
            _ = TransitionTable<Door>(initial: .closed) {
                Transition(.closed, on: .push, to: .open, do: .creak, .creak, .creak, .creak, .creak, .creak, .creak)
            }
        }
    }

    @Test("looking up an undeclared situation traps, naming the machine, state and trigger")
    func undeclaredTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = Door.table.lookUp(.closed, on: .push) { _ in false }
        }
    }

    @Test("the diagram draws one edge per row group, marks outcomes and lists refusals in the legend")
    func diagram() {
        let dot = Door.table.diagram
        #expect(dot.contains(##""closed" -> "open" [label=<<table border="0" cellborder="0" cellspacing="0" cellpadding="1" bgcolor="white"><tr><td>push <font color="#5F6368">[unlocked]</font><br/>/ creak</td></tr></table>>]"##))
        #expect(dot.contains(##""broken" [label="broken", fillcolor="#FBE3D6", color="#D55E00", peripheries=2, penwidth=1.6]"##))
        #expect(dot.contains("· refused: push, kick in broken → doorIsBroken"))
        #expect(dot.contains(#"initial -> "closed""#))
        #expect(dot == Door.table.diagram)
    }
}
