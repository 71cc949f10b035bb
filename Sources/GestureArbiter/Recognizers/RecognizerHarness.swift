/// A recognizer on a view of its own window, driven by one finger or several at given times: the
/// supported way to test a recognizer, custom or built in, on its own.
///
/// The harness is a real window (a recognizer outside one receives nothing, as in UIKit), so what
/// a test sees is what an app would: the arbiter's passes, the recognizer's timers on the
/// window's virtual clock, the reset to possible after an outcome. Times are milliseconds since
/// the window's zero, in order, as ``Window/send(_:at:)`` takes them; locations are in the
/// view's coordinates.
///
/// ```swift
/// let harness = RecognizerHarness(TapGestureRecognizer())
/// try harness.touchDown(at: Point(x: 50, y: 50), time: 0)
/// try harness.lift(time: 80)
/// // harness.states == ["recognized", "possible"]
/// ```
public final class RecognizerHarness<Recognizer: GestureRecognizer> {
    /// The window the view is in; its clock and trace are the harness's.
    public let window: Window
    /// The view the recognizer is attached to, filling the window.
    public let view: View
    /// The recognizer under test.
    public let recognizer: Recognizer
    /// Where each finger is, in the view's coordinates, so a lift can say where without repeating it.
    private var fingers: [Int: Point] = [:]

    /// Attaches `recognizer` to a view of `size` in a window of its own, which draws
    /// `framesPerSecond` frames a second, with UIKit's constants unless others are given.
    public init(_ recognizer: Recognizer, size: Size = Size(width: 320, height: 320), framesPerSecond: Int = 60,
                constants: InteractionConstants = .uikit) {
        let frame = Rect(origin: .zero, size: size)
        window = Window(frame: frame, framesPerSecond: framesPerSecond, constants: constants)
        view = View(frame: frame)
        view.identifier = "view"
        self.recognizer = recognizer
        if recognizer.identifier == nil {
            recognizer.identifier = "recognizer"
        }
        window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        window.trace.isRecording = true
    }

    /// Each state the recognizer went through, as the trace names them: `began`, `changed`,
    /// `ended`, `recognized`, `cancelled`, `failed`, `awaitingFailure` and `possible` again after
    /// an outcome.
    public var states: [String] {
        let name = recognizer.traceName
        return window.trace.records.filter { $0.kind == .gesture && $0.subject == name }.map(\.event)
    }

    /// A finger goes down at `point`.
    public func touchDown(_ finger: Int = 1, at point: Point, time milliseconds: Double) throws(TouchInputError) {
        try send(finger, .began, at: point, time: milliseconds)
    }

    /// A finger that is down moves to `point`.
    public func move(_ finger: Int = 1, to point: Point, time milliseconds: Double) throws(TouchInputError) {
        try send(finger, .moved, at: point, time: milliseconds)
    }

    /// A finger lifts where it is.
    public func lift(_ finger: Int = 1, time milliseconds: Double) throws(TouchInputError) {
        try send(finger, .ended, at: fingers[finger] ?? .zero, time: milliseconds)
    }

    /// The system cancels a finger where it is.
    public func cancel(_ finger: Int = 1, time milliseconds: Double) throws(TouchInputError) {
        try send(finger, .cancelled, at: fingers[finger] ?? .zero, time: milliseconds)
    }

    /// Runs the clock to `milliseconds`, firing the timers due by then (a long press's, a double
    /// tap's wait).
    public func advance(to milliseconds: Double) {
        window.clock.advance(to: .milliseconds(milliseconds))
    }

    private func send(_ finger: Int, _ phase: Touch.Phase, at point: Point, time milliseconds: Double) throws(TouchInputError) {
        let location = view.convert(point, to: nil)
        try window.send([TouchInput(id: finger, phase: phase, location: location)], at: .milliseconds(milliseconds))
        fingers[finger] = phase.isActive ? point : nil
    }
}
