@testable import GestureArbiter

/// A recording 400 × 800 window with a plain view "box" filling it and one control in the box;
/// every event sent reaches `events` through a handler, as "touchDown", with what the control
/// looked like at that moment when `snapshot` is set.
final class ControlScene<Subject: Control> {
    let window = Window.recording()
    let box = RecordingView(id: "box", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let control: Subject
    /// The events the handler saw, one per call.
    var events: [String] = []
    /// The box's touch methods with the touch ids: "touchesBegan [1]".
    var boxTouches: [String] = []

    init(_ control: Subject, id: String) {
        self.control = control
        control.identifier = id
        window.addSubview(box)
        box.addSubview(control)
        control.logEvents(.allEvents) { [unowned self] _, event in
            events.append(event.name)
        }
        box.onTouches = { [unowned self] method, touches, _ in
            boxTouches.append("\(method.rawValue) \(touches.map(\.id))")
        }
    }

    /// The `control` records of the trace as "subject event" lines.
    var controlLog: [String] {
        window.trace.records.filter { $0.kind == .control }.map(\.summary)
    }

    /// The `gesture` records of the trace as "subject state reason=..." lines, resets left out.
    var gestureLog: [String] {
        window.trace.records.filter { $0.kind == .gesture && $0.event != "possible" }.map(\.summary)
    }

    /// The `shouldBegin` questions asked of views, as "recognizer view=... result=..." lines.
    var viewShouldBeginLog: [String] {
        window.trace.records.filter { $0.kind == .delegate && $0.event == "shouldBegin" && $0.details.contains { $0.name == "view" } }.map(\.summary)
    }

    /// Adds `recognizer` named `id` to `view`, counting its actions in `recognized`.
    @discardableResult
    func attach<R: GestureRecognizer>(_ recognizer: R, _ id: String, to view: View) -> R {
        recognizer.identifier = id
        view.addGestureRecognizer(recognizer)
        return recognizer
    }
}

/// A control that records its tracking hooks in `hooks` and answers them as told.
final class HookRecordingControl: Control {
    var agreesToBegin = true
    /// How many moves `continueTracking` agrees to; nil for all.
    var movesAgreed: Int?
    var hooks: [String] = []
    private var moves = 0

    override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        hooks.append("beginTracking")
        moves = 0
        return agreesToBegin
    }

    override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        hooks.append("continueTracking")
        moves += 1
        return movesAgreed.map { moves <= $0 } ?? true
    }

    override func endTracking(_ touch: Touch?, with event: Event?) {
        hooks.append("endTracking")
    }

    override func cancelTracking(with event: Event?) {
        hooks.append(event == nil ? "cancelTracking(nil)" : "cancelTracking")
    }
}
