/// A timer of one of the engine's own recognizers, by what it waits for.
///
/// The window keeps such a timer with its recognizer and this name, and tells the recognizer
/// which of its timers fired (``GestureRecognizer/timerFired(_:)``): a closure per timer,
/// calling back into the recognizer, was retained and released at every touch-down in a
/// scroll view (the content-touch delay).
enum RecognizerTimer {
    /// A scroll view's content-touch delay (S1).
    case contentTouchDelay
    /// A swipe's maximum duration.
    case swipe
    /// The longest a tap's (or a long press's tap's) finger may stay down.
    case tapPress
    /// The longest gap between the taps of a multiple tap.
    case tapGap
    /// A long press's minimum duration.
    case longPress

    /// The timer's name in the trace.
    var name: StaticString {
        switch self {
        case .contentTouchDelay: "contentTouchDelay"
        case .swipe: "swipe"
        case .tapPress: "tapPress"
        case .tapGap: "tapGap"
        case .longPress: "longPress"
        }
    }
}
