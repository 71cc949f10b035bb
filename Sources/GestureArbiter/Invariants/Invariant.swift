/// A promise the engine keeps after every event, whatever the scene and the input; the
/// ``InvariantChecker`` names the first one it finds broken.
///
/// Each case is a way peer gesture systems have been seen to break: a recognizer left waiting
/// forever, a view that never hears that its touch ended, two recognizers that both think they
/// own a drag, a fling that leaves the content off its edge. See <doc:Invariants>.
public enum Invariant: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A touch that began in its view ends there exactly once, as touchesEnded or
    /// touchesCancelled, and the view hears nothing of it before it began or after it ended.
    case touchEndsOnceInItsView
    /// A recognizer only moves along the rows of its lifecycle table, only ever is in one of that
    /// machine's states, and its actions fire only in began, changed, ended (recognized) or
    /// cancelled (G1, G2).
    case declaredRecognizerTransitions
    /// Once every finger is up and no timer or frame is pending, every recognizer is possible, no
    /// touch is held back from its view, and no scroll view tracks, drags or moves.
    case restWhenSettled
    /// Two recognizers that share a touch are never both recognizing in one pass unless they may
    /// recognize simultaneously or neither can prevent the other (A2).
    case exclusiveRecognition
    /// A recognizer never leaves possible while a recognizer it requires to fail is undecided (A1).
    case failureRequirementsRespected
    /// Scroll offsets are finite numbers, and a scroll view the engine moved comes to rest within
    /// its content's limits.
    case scrollOffsetsInBounds
    /// The same scene and the same input give the same trace.
    case deterministicReplay
    /// The counts and shortcuts the arbiter keeps in step, in its own fields and in each
    /// recognizer's record, agree with a recount from the recognizers taking part, after every
    /// update pass.
    case arbiterBooksMatchRecount

    /// What the invariant promises, in one sentence.
    public var description: String {
        switch self {
        case .touchEndsOnceInItsView:
            "a touch that began in a view ends there exactly once, and nothing reaches the view before it began or after it ended"
        case .declaredRecognizerTransitions:
            "a recognizer changes state only along its table's rows, and its actions fire only in began, changed, ended or cancelled"
        case .restWhenSettled:
            "once every finger is up and nothing is pending, every recognizer is possible, no touch is held, no scroll view tracks or drags"
        case .exclusiveRecognition:
            "two recognizers sharing a touch recognize together only if they may recognize simultaneously or cannot prevent each other"
        case .failureRequirementsRespected:
            "a recognizer leaves possible only once every recognizer it requires to fail has decided"
        case .scrollOffsetsInBounds:
            "a scroll offset is finite, and within the content's limits once the scroll view has come to rest"
        case .deterministicReplay:
            "the same scene and input give the same trace"
        case .arbiterBooksMatchRecount:
            "the arbiter's counts and shortcuts agree with a recount from the recognizers taking part"
        }
    }
}
