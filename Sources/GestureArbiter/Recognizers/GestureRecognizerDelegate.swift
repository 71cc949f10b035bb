/// Answers the arbiter's questions about one recognizer; UIKit's `UIGestureRecognizerDelegate`.
///
/// Every method has UIKit's default answer, so a delegate implements only what it changes. As in
/// UIKit, whose delegate methods are optional, the arbiter asks a delegate only the methods it
/// implements, and records each question asked, with the answer, as a `delegate` trace record.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave possible (G4); asked after the touched views' own answers.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Whether the recognizer gets this touch at all (D1); asked at touch-down.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether the two may recognize at the same time (A2); either delegate answering true is enough.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// Whether `recognizer` must wait for `other` to fail (A1).
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// Whether `other` must wait for `recognizer` to fail (A1).
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
}

// Each default answers as UIKit does when a delegate does not implement the method, and notes
// that this delegate leaves the question to it: the arbiter asks it no more (``DelegateQuestion``).
extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.noteDefaultAnswer(to: .shouldBegin, of: self)
        return true
    }

    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        recognizer.noteDefaultAnswer(to: .shouldReceive, of: self)
        return true
    }

    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        recognizer.noteDefaultAnswer(to: .shouldRecognizeSimultaneously, of: self)
        return false
    }

    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        recognizer.noteDefaultAnswer(to: .shouldRequireFailure, of: self)
        return false
    }

    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        recognizer.noteDefaultAnswer(to: .shouldBeRequiredToFail, of: self)
        return false
    }
}
