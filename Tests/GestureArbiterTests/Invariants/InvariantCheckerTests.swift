import Testing
@testable import GestureArbiter

/// Each invariant broken on purpose, by a faulty recognizer or a scene corrupted the way an engine
/// bug would corrupt it, and the checker naming it; and a sound scene that breaks none.
@Suite("Invariant checker")
struct InvariantCheckerTests {
    /// A window with a recording trace and a checker that keeps the first violation instead of trapping.
    private func checkedWindow() -> (Window, InvariantChecker) {
        let window = Window.recording()
        let checker = window.startCheckingInvariants(response: .record)
        return (window, checker)
    }

    /// A 400 × 800 scroll view "scroll" over 2,000 pt of content, filling the window.
    private func tallScrollView(in window: Window) -> ScrollView {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        scroll.identifier = "scroll"
        scroll.contentSize = Size(width: 400, height: 2000)
        window.addSubview(scroll)
        return scroll
    }

    /// A 200-point square view named `id` in the window, with these recognizers attached in order.
    @discardableResult
    private func card(in window: Window, id: String = "card", _ recognizers: GestureRecognizer...) -> View {
        let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        view.identifier = id
        recognizers.forEach(view.addGestureRecognizer)
        window.addSubview(view)
        return view
    }

    /// Names `single` "single" and puts it on a card in `window` with a double tap "double",
    /// which it requires to fail.
    private func singleRequiringDouble(_ single: GestureRecognizer, in window: Window) {
        single.identifier = "single"
        let double = TapGestureRecognizer()
        double.identifier = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        card(in: window, single, double)
    }

    @Test("a sound scene of a button in a scroll view, tapped, dragged and flicked, breaks no invariant")
    func soundScene() throws {
        let (window, checker) = checkedWindow()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        scroll.contentSize = Size(width: 400, height: 3000)
        let button = Button(frame: Rect(x: 50, y: 100, width: 200, height: 60))
        scroll.addSubview(button)
        window.addSubview(scroll)
        try window.tap(1, 100, 120, at: 0)
        try window.send(.began(2, 100, 500), at: 1000)
        for step in 1...6 {
            try window.send(.moved(2, 100, 500 - Double(step) * 40), at: 1000 + Double(step) * 16)
        }
        try window.send(.ended(2, 100, 260), at: 1100)
        window.clock.advance(by: .seconds(10))
        #expect(window.checkInvariants() == nil)
        #expect(checker.violation == nil)
        #expect(!window.clock.hasPendingTimers)
    }

    @Test("debug builds check every window and trap; a checker can be stopped")
    func debugDefault() {
        let window = Window.quiet()
        #if DEBUG
        #expect(window.invariantChecker?.response == .trap)
        #else
        #expect(window.invariantChecker == nil)
        #endif
        window.stopCheckingInvariants()
        #expect(window.invariantChecker == nil)
    }

    // MARK: touchEndsOnceInItsView

    @Test("a touch whose end is lost on the way to its view is caught when the finger lifts")
    func lostEnd() throws {
        let (window, checker) = checkedWindow()
        card(in: window)
        try window.send(.began(1, 50, 50), at: 0)
        // The fault: the delivery forgets the touch, as a broken table row would.
        window.activeTouches[0].viewDelivery = .withheld
        try window.send(.ended(1, 50, 50), at: 50)
        #expect(checker.violation?.invariant == .touchEndsOnceInItsView)
        #expect(checker.violation?.detail.contains("touch 1 began in card") == true)
        #expect(checker.violation?.recentRecords.contains { $0.event == "touchesBegan" } == true)
    }

    @Test("a touch method for a touch that already ended in its view is caught")
    func deliveryAfterEnd() throws {
        let (window, checker) = checkedWindow()
        let view = card(in: window)
        try window.send(.began(1, 50, 50), at: 0)
        let touch = window.activeTouches[0]
        try window.send(.ended(1, 50, 50), at: 50)
        #expect(checker.violation == nil)
        // The fault: a window delivers one more move after the end.
        checker.viewWillReceive(.touchesMoved, [touch], in: view)
        #expect(checker.violation?.invariant == .touchEndsOnceInItsView)
        #expect(checker.violation?.detail == "card got touchesMoved for touch 1 after it had ended there")
    }

    // MARK: declaredRecognizerTransitions

    @Test("a discrete recognizer found in a continuous state is caught at the next check")
    func stateOutsideTable() throws {
        let (window, checker) = checkedWindow()
        let tap = TapGestureRecognizer()
        tap.identifier = "tap"
        card(in: window, tap)
        try window.send(.began(1, 50, 50), at: 0)
        tap.lifecycle = .began  // the fault: a state a tap's table does not have
        window.checkInvariants()
        #expect(checker.violation?.invariant == .declaredRecognizerTransitions)
        #expect(checker.violation?.detail == "tap is in state began, which a discrete recognizer's table does not have")
    }

    @Test("a transition that the recognizer's table does not declare is caught")
    func undeclaredTransition() {
        let (window, checker) = checkedWindow()
        let pan = PanGestureRecognizer()
        pan.identifier = "pan"
        card(in: window, pan)
        pan.lifecycle = .changed  // the fault: straight from possible to changed
        checker.recognizer(pan, movedFrom: .possible)
        #expect(checker.violation?.invariant == .declaredRecognizerTransitions)
        #expect(checker.violation?.detail == "pan went from possible to changed, which its table does not declare")
    }

    @Test("actions sent while a recognizer is possible are caught")
    func actionsWhilePossible() {
        let (window, checker) = checkedWindow()
        var calls = 0
        let tap = TapGestureRecognizer { _ in calls += 1 }
        tap.identifier = "tap"
        card(in: window, tap)
        checker.recognizerWillSendActions(tap)  // the fault: actions outside began, changed, ended or cancelled (G2)
        tap.sendActions()
        #expect(calls == 1)
        #expect(checker.violation?.invariant == .declaredRecognizerTransitions)
        #expect(checker.violation?.detail == "tap sent its actions while possible")
    }

    // MARK: restWhenSettled

    @Test("a recognizer that never decides is failed once every finger is up, so none is left in arbitration")
    func recognizerThatNeverDecides() throws {
        let (window, checker) = checkedWindow()
        let undecided = NeverDecidingRecognizer()
        undecided.identifier = "undecided"
        card(in: window, undecided)
        try window.tap(1, 50, 50, at: 0)
        #expect(checker.violation == nil)
        #expect(window.gestureEnvironment.involved.isEmpty)
        #expect(window.trace.records.contains { $0.textLine.contains("undecided") && $0.textLine.contains("failed") && $0.textLine.contains("reason=undecided") })
    }

    @Test("a timer still pending when settling stops, with no finger down, is caught")
    func pendingAfterSettling() {
        let (window, checker) = checkedWindow()
        _ = window.clock.schedule(after: .seconds(60)) {}
        checker.checkNothingPendingAfterSettling(window)
        #expect(checker.violation?.invariant == .restWhenSettled)
        #expect(checker.violation?.detail == "1 timers or frames still pending with no finger down, when settling stopped")
    }

    // MARK: exclusiveRecognition

    /// Two winners that begin on the same move, the earlier first: which of the checker's two
    /// conditions catches them, and the message's start.
    enum BothWin: String, CaseIterable, Sendable {
        /// The earlier could prevent the later, which could not have begun.
        case earlierPreventsLater
        /// The later could prevent the earlier, still recognizing, which would have been cancelled.
        case laterPreventsEarlier
    }

    @Test("two recognizers that both recognize on one touch, though one prevents the other, are caught by either condition", arguments: BothWin.allCases)
    func bothRecognize(_ condition: BothWin) throws {
        let (window, checker) = checkedWindow()
        let (earlier, later): (GestureRecognizer, GestureRecognizer) = switch condition {
        case .earlierPreventsLater: (BeginsOnMoveRecognizer(), FickleRecognizer(noes: 2))
        case .laterPreventsEarlier: (FickleRecognizer(noes: 1), BeginsOnMoveRecognizer())
        }
        earlier.identifier = "earlier"
        later.identifier = "later"
        card(in: window, earlier, later)
        try window.send(.began(1, 50, 50), at: 0)
        try window.send(.moved(1, 60, 50), at: 16)
        #expect(checker.violation?.invariant == .exclusiveRecognition)
        #expect(checker.violation?.detail.hasPrefix("earlier (began) and then later (began) both recognize") == true)
    }

    // MARK: failureRequirementsRespected

    @Test("a recognizer leaving possible while the one it requires to fail is undecided is caught")
    func requirementSkipped() throws {
        let (window, checker) = checkedWindow()
        let single = TapGestureRecognizer()
        singleRequiringDouble(single, in: window)
        try window.send(.began(1, 50, 50), at: 0)
        // The fault: the single tap recognizes without waiting for the double tap (A1).
        single.lifecycle = .recognized
        checker.recognizer(single, movedFrom: .possible)
        #expect(checker.violation?.invariant == .failureRequirementsRespected)
        #expect(checker.violation?.detail == "single left possible (recognized) while double, which it requires to fail, was still undecided (possible)")
    }

    // MARK: arbiterBooksMatchRecount

    /// A way the arbiter's books could drift, as a missed update would leave them.
    enum BooksFault: CaseIterable, Sendable {
        case awaitingFailureCountedTwice, requirerNotCounted, lazyAnswererNotCounted, recordNamesNoArbiter

        /// Breaks the books of a window in which "single" (a custom class, which may require a
        /// failure lazily) requires "double" to fail and waits for it.
        func apply(to environment: GestureEnvironment, single: GestureRecognizer) {
            switch self {
            case .awaitingFailureCountedTwice: environment.awaitingFailure += 1
            case .requirerNotCounted: environment.requirers = 0
            case .lazyAnswererNotCounted: environment.lazyAnswerers = 0
            case .recordNamesNoArbiter: single.arbitration.involvingEnvironment = nil
            }
        }

        var detail: String {
            switch self {
            case .awaitingFailureCountedTwice: "the arbiter counts 2 recognizers awaiting a failure, a recount 1"
            case .requirerNotCounted: "the arbiter counts 0 recognizers told to require another to fail, a recount 1"
            case .lazyAnswererNotCounted: "the arbiter counts 0 recognizers that may require a failure lazily, a recount 1"
            case .recordNamesNoArbiter: "single takes part, but its record names another arbiter or none"
            }
        }
    }

    @Test("a count or record of the arbiter's that drifts from a recount is caught at the end of the next pass", arguments: BooksFault.allCases)
    func booksDrift(fault: BooksFault) throws {
        let (window, checker) = checkedWindow()
        let single = TapsOnLiftRecognizer()
        singleRequiringDouble(single, in: window)
        try window.send(.began(1, 50, 50), at: 0)
        try window.send(.ended(1, 50, 50), at: 50)
        #expect(single.lifecycle == .awaitingFailure)
        #expect(checker.violation == nil)
        fault.apply(to: window.gestureEnvironment, single: single)
        try window.send(.began(2, 50, 50), at: 100)
        #expect(checker.violation?.invariant == .arbiterBooksMatchRecount)
        #expect(checker.violation?.detail == fault.detail)
    }

    // MARK: scrollOffsetsInBounds

    @Test("a content offset that is not finite is caught at the next event")
    func offsetNotFinite() throws {
        let (window, checker) = checkedWindow()
        let scroll = tallScrollView(in: window)
        scroll.contentOffset = Point(x: 0, y: .infinity)  // the fault
        try window.tap(1, 50, 50, at: 0)
        #expect(checker.violation?.invariant == .scrollOffsetsInBounds)
        #expect(checker.violation?.detail.hasSuffix("which is not finite") == true)
    }

    @Test("an offset that code sets out of bounds, at once or animated, is left where code put it and breaks nothing")
    func offsetSetByCodeOutOfBounds() throws {
        let (window, checker) = checkedWindow()
        let scroll = tallScrollView(in: window)
        scroll.setContentOffset(Point(x: 0, y: -300), animated: false)
        try window.tap(1, 50, 50, at: 0)
        scroll.setContentOffset(Point(x: 0, y: 1500), animated: true)
        window.clock.advance(to: .milliseconds(1000))
        window.checkInvariants()
        #expect(scroll.contentOffset == Point(x: 0, y: 1500))
        #expect(checker.violation == nil)
    }

    @Test("a bounce that stops short of the edge leaves the offset out of bounds, which is caught at rest")
    func bounceStopsShort() throws {
        let (window, checker) = checkedWindow()
        let scroll = tallScrollView(in: window)
        try window.pullDownAndRelease(at: 0)
        #expect(scroll.contentOffset.y < 0)
        // The fault: the bounce's frames stop and the motion reads idle, off the edge.
        if let timer = scroll.motionState.frameTimer {
            window.clock.cancel(timer)
        }
        scroll.motionState.frameTimer = nil
        scroll.motion = .idle
        window.checkInvariants()
        #expect(checker.violation?.invariant == .scrollOffsetsInBounds)
        #expect(checker.violation?.detail.hasPrefix("scroll came to rest at") == true)
    }

    // MARK: deterministicReplay

    @Test("a recognizer that remembers something from the previous run breaks replay, and the comparison names the record")
    func replay() throws {
        let memory = RunMemory()
        func run() throws -> [TraceRecord] {
            let window = Window.recording()
            window.startCheckingInvariants(response: .record)
            let forgetful = RemembersRunsRecognizer(memory: memory)
            forgetful.identifier = "remembers"
            card(in: window, forgetful)
            try window.tap(1, 50, 50, at: 0)
            return window.trace.records
        }
        let first = try run()
        #expect(InvariantChecker.replayViolation(first: first, second: first) == nil)
        let violation = InvariantChecker.replayViolation(first: first, second: try run())
        #expect(violation?.invariant == .deterministicReplay)
        #expect(violation?.detail.contains("remembers") == true)
    }

    @Test("two runs that record the same NaN replay alike; a record that differs beside it is still found")
    func replayWithNaN() {
        func record(_ y: Double) -> TraceRecord {
            TraceRecord(time: .zero, payload: .pointInside(view: "far", point: Point(x: 49, y: y), result: false))
        }
        #expect(InvariantChecker.replayViolation(first: [record(.nan)], second: [record(.nan)]) == nil)
        #expect(InvariantChecker.replayViolation(first: [record(.nan), record(1)], second: [record(.nan), record(2)])?.detail.hasPrefix("record 2 differs") == true)
        #expect(InvariantChecker.replayViolation(first: [record(.nan)], second: [record(.infinity)]) != nil)
    }
}

// MARK: Faulty recognizers

/// Never sets a state: it neither recognizes nor fails, however the touches end.
private final class NeverDecidingRecognizer: GestureRecognizer {}

/// Begins on the first move and changes on the next ones.
private class BeginsOnMoveRecognizer: GestureRecognizer {
    override func touchesMoved(_ touches: [Touch], with event: Event) {
        state = state == .possible ? .began : .changed
    }
}

/// Never prevents others, and answers "may I be prevented?" no as many times as the engine asks
/// (`noes`), then yes: an answer that changes between the engine's questions and the checker's.
private final class FickleRecognizer: BeginsOnMoveRecognizer {
    private let noes: Int
    private var asked = 0
    init(noes: Int) {
        self.noes = noes
        super.init()
    }
    override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
    override func canBePrevented(by other: GestureRecognizer) -> Bool {
        asked += 1
        return asked > noes
    }
}

/// Shared between two runs, which is the fault.
private final class RunMemory {
    var runs = 0
}

/// Recognizes a tap on the first run only: it keeps count in an object that outlives the run.
private final class RemembersRunsRecognizer: GestureRecognizer {
    let memory: RunMemory
    init(memory: RunMemory) {
        self.memory = memory
        super.init()
    }
    override var isDiscrete: Bool { true }
    override func touchesBegan(_ touches: [Touch], with event: Event) {
        memory.runs += 1
    }
    override func touchesEnded(_ touches: [Touch], with event: Event) {
        if memory.runs == 1 { state = .ended } else { fail(because: "remembered") }
    }
}

/// Recognizes when its finger lifts; a class of its own, so the arbiter counts it among those
/// that may require a failure lazily.
private final class TapsOnLiftRecognizer: GestureRecognizer {
    override var isDiscrete: Bool { true }
    override func touchesEnded(_ touches: [Touch], with event: Event) {
        state = .recognized
    }
}
