@testable import GestureArbiter

extension TouchInput {
    static func began(_ id: Int, _ x: Double, _ y: Double) -> TouchInput {
        TouchInput(id: id, phase: .began, location: Point(x: x, y: y))
    }

    static func moved(_ id: Int, _ x: Double, _ y: Double) -> TouchInput {
        TouchInput(id: id, phase: .moved, location: Point(x: x, y: y))
    }

    static func ended(_ id: Int, _ x: Double, _ y: Double) -> TouchInput {
        TouchInput(id: id, phase: .ended, location: Point(x: x, y: y))
    }

    static func cancelled(_ id: Int, _ x: Double, _ y: Double) -> TouchInput {
        TouchInput(id: id, phase: .cancelled, location: Point(x: x, y: y))
    }
}

extension Window {
    /// A recording window named "window" with its own clock.
    static func recording(width: Double = 400, height: Double = 800, id: String = "window") -> Window {
        let window = Window(frame: Rect(x: 0, y: 0, width: width, height: height))
        window.identifier = id
        window.trace.isRecording = true
        return window
    }

    /// A window that does not record, with its own clock.
    static func quiet(width: Double = 400, height: Double = 800, constants: InteractionConstants = .uikit) -> Window {
        Window(frame: Rect(x: 0, y: 0, width: width, height: height), constants: constants)
    }

    /// Finger 1 goes down at (100, 100), drags 200 pt down in ten moves 16 ms apart, and lifts
    /// there at rest 400 ms after `start`: content at its top is pulled past it and springs back.
    func pullDownAndRelease(at start: Double) throws(TouchInputError) {
        try send(.began(1, 100, 100), at: start)
        for step in 1...10 {
            try send(.moved(1, 100, 100 + Double(step) * 20), at: start + Double(step) * 16)
        }
        try send(.ended(1, 100, 300), at: start + 400)
    }

    /// Sends one event at a time given in milliseconds.
    func send(_ inputs: TouchInput..., at milliseconds: Double) throws(TouchInputError) {
        try send(inputs, at: .milliseconds(milliseconds))
    }

    /// A tap (down, then up 50 ms later) at a point.
    func tap(_ id: Int, _ x: Double, _ y: Double, at milliseconds: Double) throws(TouchInputError) {
        try send(.began(id, x, y), at: milliseconds)
        try send(.ended(id, x, y), at: milliseconds + 50)
    }

    /// The touch-method records as "subject event touches=[...]" lines, with `forwarded=true` when forwarded.
    var touchLog: [String] {
        trace.records.filter { $0.kind == .touches }.map(\.summary)
    }

    /// The hit-test and point-inside records as "subject event point=[x, y] result=..." lines.
    var hitTestLog: [String] {
        trace.records.filter { $0.kind == .hitTest }.map(\.summary)
    }
}

extension TraceRecord {
    /// The record without its time and column padding: "subject event name=value ...".
    var summary: String {
        ([subject, event] + details.map { "\($0.name)=\($0.value.text)" }).joined(separator: " ")
    }
}
