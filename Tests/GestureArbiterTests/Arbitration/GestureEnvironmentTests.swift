import Testing
@testable import GestureArbiter

/// A recognizer written the way an app would write one: it begins on the first move, changes on
/// every move and ends on lift, so that the tests can watch the arbiter rather than thresholds.
final class DragRecognizer: GestureRecognizer {
    override func touchesMoved(_ touches: [Touch], with event: Event) {
        state = state == .possible ? .began : .changed
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        state = state == .possible ? .failed : .ended
    }
}

/// A recognizer that asks for one state on touch-down, to provoke invalid transitions.
final class RequestingRecognizer: GestureRecognizer {
    let request: GestureRecognizer.State
    let discrete: Bool

    init(requesting request: GestureRecognizer.State, discrete: Bool) {
        self.request = request
        self.discrete = discrete
        super.init()
    }

    override var isDiscrete: Bool { discrete }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        state = request
    }
}

/// A delegate with programmable answers that remembers what it was asked.
final class RecordingDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var requiresFailureOf: GestureRecognizer?
    var questions: [String] = []

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        questions.append("shouldBegin")
        return shouldBegin
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        questions.append("simultaneous \(other.traceName)")
        return simultaneous
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        questions.append("requireFailure \(other.traceName)")
        return other === requiresFailureOf
    }
}

/// A tap recognizer whose subclass hook requires one other recognizer to fail, counting the questions.
final class WaitingTap: TapGestureRecognizer {
    weak var waitsFor: GestureRecognizer?
    var questions = 0

    override func shouldRequireFailure(of other: GestureRecognizer) -> Bool {
        questions += 1
        return other === waitsFor
    }
}

/// A recognizer that stops watching its touches at their first move: it leaves arbitration
/// without a reset.
final class IgnoringRecognizer: GestureRecognizer {
    override func touchesMoved(_ touches: [Touch], with event: Event) {
        for touch in touches {
            ignore(touch, for: event)
        }
    }
}

/// A delegate that refuses the first touches it is asked about, then takes every touch.
final class RefusingDelegate: GestureRecognizerDelegate {
    var refusals: Int

    init(refusals: Int) {
        self.refusals = refusals
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard refusals > 0 else { return true }
        refusals -= 1
        return false
    }
}

@Suite("The arbiter")
struct GestureEnvironmentTests {
    /// A window with one 200 × 200 view named "box".
    func scene() -> (Window, View) {
        let window = Window.recording()
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(box)
        return (window, box)
    }

    /// The window and box of ``scene()``, with a 100 × 100 view named "inner" in the box's corner.
    func nestedScene() -> (Window, View, View) {
        let (window, box) = scene()
        let inner = View(id: "inner", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        box.addSubview(inner)
        return (window, box, inner)
    }

    func recognizer<R: GestureRecognizer>(_ recognizer: R, _ id: String, on view: View) -> R {
        recognizer.identifier = id
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    var gestureLog: (Window) -> [String] {
        { window in window.trace.records.filter { $0.kind == .gesture }.map { ([$0.subject, $0.event] + $0.details.map { "\($0.name)=\($0.value.text)" }).joined(separator: " ") } }
    }

    @Test("actions are sent for began, changed and ended, and the handler reads the state before the reset (G2, G3)")
    func actionsAndReset() throws {
        let (window, box) = scene()
        let drag = recognizer(DragRecognizer(), "drag", on: box)
        var seen: [GestureRecognizer.State] = []
        drag.addTarget { seen.append($0.state) }

        try window.send(.began(1, 10, 10), at: 0)
        try window.send(.moved(1, 20, 10), at: 16)
        try window.send(.moved(1, 30, 10), at: 32)
        try window.send(.ended(1, 30, 10), at: 48)

        #expect(seen == [.began, .changed, .ended])
        #expect(drag.state == .possible)
        #expect(gestureLog(window) == ["drag began", "drag changed", "drag ended", "drag possible"])
    }

    @Test("no action is sent for a failure (G2)")
    func noActionOnFailure() throws {
        let (window, box) = scene()
        let drag = recognizer(DragRecognizer(), "drag", on: box)
        var calls = 0
        drag.addTarget { _ in calls += 1 }
        try window.tap(1, 10, 10, at: 0)
        #expect(calls == 0)
        #expect(gestureLog(window) == ["drag failed", "drag possible"])
    }

    @Test("a continuous recognizer asking for .changed from possible traps (G1)")
    func changedFromPossibleTraps() async {
        await #expect(processExitsWith: .failure) {
            let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            window.addGestureRecognizer(RequestingRecognizer(requesting: .changed, discrete: false))
            try? window.send([TouchInput(id: 1, phase: .began, location: Point(x: 5, y: 5))], at: .zero)
        }
    }

    @Test("a discrete recognizer asking for .began traps (G1)")
    func beganOnDiscreteTraps() async {
        await #expect(processExitsWith: .failure) {
            let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            window.addGestureRecognizer(RequestingRecognizer(requesting: .began, discrete: true))
            try? window.send([TouchInput(id: 1, phase: .began, location: Point(x: 5, y: 5))], at: .zero)
        }
    }

    @Test("a discrete recognizer asking for .recognized on touch-down is recognized at once")
    func validRequest() throws {
        let (window, box) = scene()
        _ = recognizer(RequestingRecognizer(requesting: .recognized, discrete: true), "instant", on: box)
        try window.send(.began(1, 10, 10), at: 0)
        #expect(gestureLog(window) == ["instant recognized", "instant possible"])
    }

    @Test("the touched view, then the delegate, is asked whether to begin; a no fails it; shouldReceive, which the delegate does not implement, is not asked (G4)")
    func shouldBegin() throws {
        let (window, box) = scene()
        let drag = recognizer(DragRecognizer(), "drag", on: box)
        let delegate = RecordingDelegate()
        delegate.shouldBegin = false
        drag.delegate = delegate
        try window.send(.began(1, 10, 10), at: 0)
        try window.send(.moved(1, 20, 10), at: 16)

        #expect(delegate.questions == ["shouldBegin"])
        #expect(gestureLog(window) == ["drag failed reason=shouldBegin", "drag possible"])
        #expect(window.trace.records.filter { $0.kind == .delegate }.map { "\($0.event) \($0.details.map { "\($0.name)=\($0.value.text)" }.joined(separator: " "))" } == [
            "shouldBegin view=box result=true", "shouldBegin result=false",
        ])
    }

    @Test("disabling a recognizer cancels it while recognizing (G5)")
    func disablingWhileRecognizing() throws {
        let (window, box) = scene()
        let running = recognizer(DragRecognizer(), "running", on: box)
        _ = recognizer(TapGestureRecognizer(), "tap", on: box)
        try window.send(.began(1, 10, 10), at: 0)
        try window.send(.moved(1, 12, 10), at: 16)
        running.isEnabled = false

        #expect(gestureLog(window) == [
            "running began", "tap failed reason=prevented", "tap possible", "running cancelled reason=disabled", "running possible",
        ])
    }

    @Test("disabling a recognizer fails it while possible, and does nothing to one that takes no part (G5)")
    func disablingWhilePossible() throws {
        let (window, box) = scene()
        let tap = recognizer(TapGestureRecognizer(), "tap", on: box)
        let idle = TapGestureRecognizer()
        idle.identifier = "idle"
        window.addSubview(View(id: "elsewhere", frame: Rect(x: 300, y: 300, width: 10, height: 10)))
        window.subviews[1].addGestureRecognizer(idle)
        try window.send(.began(1, 10, 10), at: 0)
        tap.isEnabled = false
        idle.isEnabled = false

        #expect(gestureLog(window) == ["tap failed reason=disabled", "tap possible"])
    }

    @Test("removing a recognizer mid-gesture cancels it (G5)")
    func removal() throws {
        let (window, box) = scene()
        let drag = recognizer(DragRecognizer(), "drag", on: box)
        try window.send(.began(1, 10, 10), at: 0)
        try window.send(.moved(1, 20, 10), at: 16)
        box.removeGestureRecognizer(drag)

        #expect(gestureLog(window) == ["drag began", "drag cancelled reason=removed", "drag possible"])
        #expect(drag.view == nil)
    }

    @Test("recognizers of a deeper view are evaluated first, so the inner one wins (G6)")
    func deeperFirst() throws {
        let (window, box, inner) = nestedScene()
        let outerDrag = recognizer(DragRecognizer(), "outer", on: box)
        let innerDrag = recognizer(DragRecognizer(), "inner", on: inner)
        try window.send(.began(1, 10, 10), at: 0)
        #expect(window.gestureEnvironment.involved.map(\.traceName) == ["inner", "outer"])
        try window.send(.moved(1, 20, 10), at: 16)

        #expect(innerDrag.state == .began)
        #expect(outerDrag.state == .possible)
        #expect(gestureLog(window) == ["inner began", "outer failed reason=prevented", "outer possible"])
    }

    @Test("a second finger's recognizers join by depth among the first finger's, and one on a view already involved goes before the later-attached one there (G6)")
    func evaluationOrderAcrossFingers() throws {
        let (window, box) = scene()
        let left = View(id: "left", frame: Rect(x: 0, y: 0, width: 100, height: 200))
        let right = View(id: "right", frame: Rect(x: 100, y: 0, width: 100, height: 200))
        let deep = View(id: "deep", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        box.addSubview(left)
        box.addSubview(right)
        right.addSubview(deep)
        _ = recognizer(DragRecognizer(), "box", on: box)
        _ = recognizer(DragRecognizer(), "left", on: left)
        let early = recognizer(DragRecognizer(), "rightEarly", on: right)
        _ = recognizer(DragRecognizer(), "rightLate", on: right)
        _ = recognizer(DragRecognizer(), "deep", on: deep)
        // The early one on the right refuses the first finger, so the late one joins before it.
        let refusingOnce = RefusingDelegate(refusals: 1)
        early.delegate = refusingOnce
        try window.send(.began(1, 150, 150), at: 0)
        #expect(window.gestureEnvironment.involved.map(\.traceName) == ["rightLate", "box"])
        try window.send(.began(2, 50, 150), at: 16)
        #expect(window.gestureEnvironment.involved.map(\.traceName) == ["rightLate", "left", "box"])
        try window.send(.began(3, 150, 50), at: 32)
        #expect(window.gestureEnvironment.involved.map(\.traceName) == ["deep", "rightEarly", "rightLate", "left", "box"])
    }

    @Test("a delegate answering simultaneous lets both recognize (A2)")
    func simultaneous() throws {
        let (window, box, inner) = nestedScene()
        let outerDrag = recognizer(DragRecognizer(), "outer", on: box)
        _ = recognizer(DragRecognizer(), "inner", on: inner)
        let delegate = RecordingDelegate()
        delegate.simultaneous = true
        outerDrag.delegate = delegate
        try window.send(.began(1, 10, 10), at: 0)
        try window.send(.moved(1, 20, 10), at: 16)

        #expect(gestureLog(window) == ["inner began", "outer began"])
        #expect(delegate.questions.contains("simultaneous inner"))
    }

    @Test("a failure requirement added by the delegate makes the recognizer wait, then go on when the other fails (A1)")
    func lazyRequirement() throws {
        let (window, box) = scene()
        let single = recognizer(TapGestureRecognizer(), "single", on: box)
        let double = recognizer(TapGestureRecognizer(), "double", on: box)
        double.numberOfTapsRequired = 2
        let delegate = RecordingDelegate()
        delegate.requiresFailureOf = double
        single.delegate = delegate
        try window.tap(1, 10, 10, at: 0)
        window.clock.advance(to: .milliseconds(500))

        #expect(gestureLog(window) == [
            "single awaitingFailure", "double failed reason=timeout", "single recognized", "single possible", "double possible",
        ])
        #expect(delegate.questions.contains("requireFailure double"))
    }

    @Test("a subclass that requires another to fail waits for it like a delegate's requirement, and no question is traced (A1)")
    func lazyRequirementBySubclass() throws {
        let (window, box) = scene()
        let single = recognizer(WaitingTap(), "single", on: box)
        let double = recognizer(TapGestureRecognizer(), "double", on: box)
        double.numberOfTapsRequired = 2
        single.waitsFor = double
        try window.tap(1, 10, 10, at: 0)
        window.clock.advance(to: .milliseconds(500))

        #expect(gestureLog(window) == [
            "single awaitingFailure", "double failed reason=timeout", "single recognized", "single possible", "double possible",
        ])
        #expect(single.questions > 0)
        #expect(!window.trace.records.contains { ["shouldRequireFailure", "shouldBeRequiredToFail"].contains($0.event) })
    }

    @Test("a delegate hears each lazy question once per pair and attempt, in evaluation order, and anew in the next attempt (A1)")
    func lazyQuestionsOncePerAttempt() throws {
        let (window, box, inner) = nestedScene()
        let outer = recognizer(DragRecognizer(), "outer", on: box)
        _ = recognizer(DragRecognizer(), "innerDrag", on: inner)
        _ = recognizer(TapGestureRecognizer(), "innerTap", on: inner)
        let delegate = RecordingDelegate()
        outer.delegate = delegate
        try window.send(.began(1, 10, 10), at: 0)
        try window.send(.moved(1, 20, 10), at: 16)
        try window.send(.moved(1, 30, 10), at: 32)
        try window.send(.ended(1, 30, 10), at: 48)
        let firstAttempt = delegate.questions.filter { $0.hasPrefix("requireFailure") }
        #expect(firstAttempt == ["requireFailure innerDrag", "requireFailure innerTap"])
        try window.send(.began(2, 10, 10), at: 500)
        try window.send(.moved(2, 20, 10), at: 516)
        #expect(delegate.questions.filter { $0.hasPrefix("requireFailure") } == firstAttempt + firstAttempt)
    }

    @Test("a failure tells every recognizer waiting for it, whether one or several were told to, and tells none that is gone (A1)")
    func dependentsOfAFailure() throws {
        let (window, box) = scene()
        let double = recognizer(TapGestureRecognizer(), "double", on: box)
        double.numberOfTapsRequired = 2
        let first = recognizer(TapGestureRecognizer(), "first", on: box)
        let second = recognizer(TapGestureRecognizer(), "second", on: box)
        first.require(toFail: double)
        second.require(toFail: double)
        let lone = recognizer(TapGestureRecognizer(), "lone", on: box)
        lone.numberOfTapsRequired = 3
        do {
            // Told to wait for the lone one, then gone before anything happens.
            let gone = TapGestureRecognizer()
            gone.require(toFail: lone)
        }
        try window.tap(1, 10, 10, at: 0)
        window.clock.advance(to: .milliseconds(500))

        let log = gestureLog(window)
        #expect(log.contains("first awaitingFailure") && log.contains("second awaitingFailure"))
        #expect(log.contains("first recognized"))
        #expect(log.contains("second failed reason=prevented"))
        #expect(log.contains("lone failed reason=timeout"))
    }

    @Test("a recognizer that leaves arbitration without a reset and moves to another window is asked its lazy questions there anew (A1)")
    func lazyQuestionsInAnotherWindow() throws {
        let (first, box) = scene()
        // Asked about the drag when the drag begins, then out of arbitration, having ignored its touch.
        let ignoring = recognizer(IgnoringRecognizer(), "ignoring", on: box)
        let delegate = RecordingDelegate()
        delegate.simultaneous = true
        ignoring.delegate = delegate
        _ = recognizer(DragRecognizer(), "drag", on: box)
        func requirementQuestions() -> [String] { delegate.questions.filter { $0.hasPrefix("requireFailure") } }
        try first.send(.began(1, 10, 10), at: 0)
        try first.send(.moved(1, 14, 10), at: 16)
        #expect(requirementQuestions() == ["requireFailure drag"])
        #expect(!first.gestureEnvironment.involved.contains { $0 === ignoring })
        try first.send(.ended(1, 14, 10), at: 32)
        let second = Window.recording()
        second.addSubview(box)
        try second.send(.began(2, 10, 10), at: 0)
        try second.send(.moved(2, 14, 10), at: 16)
        #expect(requirementQuestions() == ["requireFailure drag", "requireFailure drag"])
    }

    @Test("require(toFail:) that would close a cycle traps")
    func requirementCycleTraps() async {
        await #expect(processExitsWith: .failure) {
            let first = TapGestureRecognizer()
            let second = TapGestureRecognizer()
            first.require(toFail: second)
            second.require(toFail: first)
        }
    }

    @Test("require(toFail:) checks for a cycle by visiting each recognizer once and without recursion: a ladder added from the bottom, and a chain 50,000 long")
    func requirementCheckIsLinear() {
        // Each rung waits for the next two: added from the last rung up, every new rung's check
        // walks all below it, which was exponential when each path was followed.
        let rungs = (0..<60).map { _ in TapGestureRecognizer() }
        for index in stride(from: rungs.count - 3, through: 0, by: -1) {
            rungs[index].require(toFail: rungs[index + 1])
            rungs[index].require(toFail: rungs[index + 2])
        }
        #expect(rungs[0].failureRequirements.count == 2)
        // A new recognizer that waits for the head of a long chain: the check walks the chain to
        // its end, deeper than a recursive walk's stack allows.
        let chain = (0..<50_000).map { _ in TapGestureRecognizer() }
        for (waiting, required) in zip(chain, chain.dropFirst()) {
            waiting.require(toFail: required)
        }
        let head = TapGestureRecognizer()
        head.require(toFail: chain[0])
        #expect(head.failureRequirements.count == 1)
    }
}
