import Testing
@testable import GestureArbiter

/// A delegate that implements only `shouldRecognizeSimultaneouslyWith`, counting its calls.
private final class SimultaneousOnlyDelegate: GestureRecognizerDelegate {
    var calls = 0

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        calls += 1
        return true
    }
}

/// A delegate that implements none of the questions.
private final class SilentDelegate: GestureRecognizerDelegate {}

/// A delegate that implements only `shouldRequireFailureOf`, requiring one recognizer.
private final class RequiringDelegate: GestureRecognizerDelegate {
    weak var required: GestureRecognizer?
    var asked: [String] = []

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        asked.append(other.traceName)
        return other === required
    }
}

/// A delegate that, asked its first requirement question, hands its recognizer to another delegate.
private final class HandingOverDelegate: GestureRecognizerDelegate {
    let next: GestureRecognizerDelegate
    var asked: [String] = []

    init(handingOverTo next: GestureRecognizerDelegate) {
        self.next = next
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        asked.append(other.traceName)
        recognizer.delegate = next
        return false
    }

}

/// A delegate that answers the requirement question no and remembers whom it was asked about.
private final class ListeningDelegate: GestureRecognizerDelegate {
    var asked: [String] = []

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        asked.append(other.traceName)
        return false
    }
}

@Suite("Questions a delegate implements")
struct DelegateQuestionTests {
    /// A recording window with a 200 × 200 view "box" holding a tap "single" and a double tap "double".
    private func taps() -> (Window, TapGestureRecognizer, TapGestureRecognizer) {
        let window = Window.recording()
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(box)
        let single = TapGestureRecognizer()
        single.identifier = "single"
        let double = TapGestureRecognizer()
        double.identifier = "double"
        double.numberOfTapsRequired = 2
        box.addGestureRecognizer(single)
        box.addGestureRecognizer(double)
        return (window, single, double)
    }

    /// The `delegate` records as "subject question" lines.
    private func questions(_ window: Window) -> [String] {
        window.trace.records.filter { $0.kind == .delegate && $0.details.allSatisfy { $0.name != "view" } }.map { "\($0.subject) \($0.event)" }
    }

    @Test("a delegate is asked, and traced, only the questions it implements, as UIKit asks optional methods")
    func onlyImplementedQuestions() throws {
        let (window, single, _) = taps()
        let hold = LongPressGestureRecognizer()
        hold.identifier = "hold"
        single.view?.addGestureRecognizer(hold)
        let delegate = SimultaneousOnlyDelegate()
        for recognizer in [single, hold] {
            recognizer.delegate = delegate
        }
        try window.tap(1, 10, 10, at: 0)
        try window.tap(2, 10, 10, at: 1000)

        // The tap's win would fail the long press: the one question each time, answered yes.
        #expect(questions(window) == ["single shouldRecognizeSimultaneously", "single shouldRecognizeSimultaneously"])
        #expect(delegate.calls == 2)
        #expect(!window.trace.records.contains { $0.subject == "hold" && $0.event == "failed" && $0.details.contains { $0.value.text == "prevented" } })
    }

    @Test("a delegate that implements no question changes nothing and is traced nowhere")
    func silentDelegate() throws {
        let (window, single, double) = taps()
        let delegate = SilentDelegate()
        single.delegate = delegate
        double.delegate = delegate
        try window.tap(1, 10, 10, at: 0)
        try window.tap(2, 10, 10, at: 1000)

        #expect(questions(window).isEmpty)
        let recognized = window.trace.records.filter { $0.kind == .gesture && $0.event == "recognized" }.map(\.subject)
        #expect(recognized == ["single", "single"])
        #expect(!single.arbitration.delegateAnswers(.shouldRequireFailure) && !double.arbitration.delegateAnswers(.shouldBeRequiredToFail))
    }

    @Test("a delegate that implements the requirement question is asked it at every attempt, traced, and obeyed (A1)")
    func implementedRequirement() throws {
        let (window, single, double) = taps()
        let delegate = RequiringDelegate()
        delegate.required = double
        single.delegate = delegate
        try window.tap(1, 10, 10, at: 0)
        window.clock.advance(to: .milliseconds(500))
        try window.tap(2, 10, 10, at: 1000)
        window.clock.advance(to: .milliseconds(1500))

        #expect(delegate.asked == ["double", "double"])
        #expect(questions(window) == ["single shouldRequireFailure", "single shouldRequireFailure"])
        let single1 = window.trace.records.filter { $0.subject == "single" && $0.kind == .gesture }.map(\.event)
        #expect(single1 == ["awaitingFailure", "recognized", "possible", "awaitingFailure", "recognized", "possible"])
    }

    @Test("a new delegate is asked again: what the old one left to the default says nothing of the new one")
    func newDelegateAskedAgain() throws {
        let (window, single, double) = taps()
        let silent = SilentDelegate()
        single.delegate = silent
        try window.tap(1, 10, 10, at: 0)
        #expect(!single.arbitration.delegateAnswers(.shouldRequireFailure))

        let requiring = RequiringDelegate()
        requiring.required = double
        single.delegate = requiring
        #expect(single.arbitration.delegateAnswers(.shouldRequireFailure))
        try window.tap(2, 10, 10, at: 1000)
        #expect(requiring.asked == ["double"])
        #expect(questions(window) == ["single shouldRequireFailure"])
    }

    @Test("calling a delegate's default for another recognizer does not stop that recognizer's own delegate from being asked")
    func defaultCalledForAnotherRecognizer() throws {
        let (window, single, double) = taps()
        let requiring = RequiringDelegate()
        requiring.required = double
        single.delegate = requiring
        // An app asks a silent delegate about `single`, whose delegate is another.
        #expect(SilentDelegate().gestureRecognizer(single, shouldRequireFailureOf: double) == false)
        #expect(single.arbitration.delegateAnswers(.shouldRequireFailure))
        try window.tap(1, 10, 10, at: 0)
        #expect(requiring.asked == ["double"])
    }

    /// A window with one view holding a tap "tap", a pan "pan" and a long press "hold", attached
    /// in that order, so that the tap asks about the pan, then the long press.
    private func tapPanHold() -> (Window, TapGestureRecognizer) {
        let window = Window.recording()
        let box = View(id: "box", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(box)
        let tap = TapGestureRecognizer()
        tap.identifier = "tap"
        let pan = PanGestureRecognizer()
        pan.identifier = "pan"
        let hold = LongPressGestureRecognizer()
        hold.identifier = "hold"
        for recognizer in [tap, pan, hold] as [GestureRecognizer] {
            box.addGestureRecognizer(recognizer)
        }
        return (window, tap)
    }

    @Test("a requirement question whose answer sets a new delegate leaves the rest of the walk to the new delegate (A1)")
    func newDelegateDuringRequirementQuestions() throws {
        let (window, tap) = tapPanHold()
        let listening = ListeningDelegate()
        let handingOver = HandingOverDelegate(handingOverTo: listening)
        tap.delegate = handingOver
        try window.tap(1, 10, 10, at: 0)

        #expect(handingOver.asked == ["pan"])
        #expect(listening.asked.prefix(1) == ["hold"])
    }

    @Test("a simultaneity question whose answer sets a new delegate leaves the rest of the win's questions to the new delegate (A2)")
    func newDelegateDuringSimultaneityQuestions() throws {
        let (window, tap) = tapPanHold()
        let listening = SimultaneousOnlyDelegate()
        let handingOver = SimultaneityHandingOver(handingOverTo: listening)
        tap.delegate = handingOver
        try window.tap(1, 10, 10, at: 0)

        // The tap's win would stop the pan, then the long press: the first delegate is asked
        // about the pan, the new one about the long press.
        #expect(handingOver.asked == ["pan"])
        #expect(listening.calls == 1)
        #expect(questions(window) == ["tap shouldRecognizeSimultaneously", "tap shouldRecognizeSimultaneously"])
    }
}

/// A delegate that implements only simultaneity and, asked its first question, hands its
/// recognizer to another delegate.
private final class SimultaneityHandingOver: GestureRecognizerDelegate {
    let next: GestureRecognizerDelegate
    var asked: [String] = []

    init(handingOverTo next: GestureRecognizerDelegate) {
        self.next = next
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        asked.append(other.traceName)
        recognizer.delegate = next
        return false
    }
}
