/// A gesture recognizer's timer, named for the trace by what the recognizer waits for.
///
/// A recognizer declares its timers as constants (`static let press = RecognizerTimer("press")`),
/// starts one with ``GestureRecognizer/startTimer(_:after:)``, and hears it fire in
/// ``GestureRecognizer/timerFired(_:)``. Two timers are the same timer when their names are.
public struct RecognizerTimer: Equatable, Sendable, CustomStringConvertible {
    /// The timer's name in the trace.
    public let name: StaticString

    public init(_ name: StaticString) {
        self.name = name
    }

    public static func == (lhs: RecognizerTimer, rhs: RecognizerTimer) -> Bool {
        lhs.name.withUTF8Buffer { left in rhs.name.withUTF8Buffer { right in left.elementsEqual(right) } }
    }

    public var description: String { name.description }
}
