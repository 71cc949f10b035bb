import GestureArbiter

/// The delegate of a fixture recognizer whose `shouldBegin`, `shouldReceive` or
/// `simultaneousWith` keys change UIKit's default answers; the arbiter traces each question.
///
/// It implements every method of the protocol, the two failure-requirement questions with
/// UIKit's default answer, so that the arbiter asks and traces them all, as the fixture format
/// says: a UIKit delegate that implements a method is asked it.
final class FixtureGestureDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneousWith: [String] = []

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        shouldBegin
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        shouldReceive
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        simultaneousWith.contains(other.traceName)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        false
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        false
    }
}
