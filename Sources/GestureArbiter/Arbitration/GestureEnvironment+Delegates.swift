/// The questions the arbiter asks recognizers' delegates (G4, D1, A1, A2).
extension GestureEnvironment {
    /// Asks `recognizer`'s delegate `question` through `call` and records the answer, if the
    /// recognizer has a delegate that answers the question itself; nil otherwise, for UIKit's
    /// default answer. A delegate found to leave the question to the protocol's default is not
    /// recorded, and not asked again: UIKit asks a delegate only the methods it implements.
    @inline(__always)
    func askDelegate(
        of recognizer: GestureRecognizer, _ question: DelegateQuestion, about other: GestureRecognizer? = nil,
        _ call: (borrowing GestureRecognizerDelegate) -> Bool
    ) -> Bool? {
        guard recognizer.arbitration.delegateAnswers(question), let delegate = recognizer.delegate else { return nil }
        return ask(delegate, of: recognizer, question, about: other, call)
    }

    /// Asks `delegate`, `recognizer`'s, as ``askDelegate(of:_:about:_:)`` does, for a walk that
    /// loaded it once to ask it one question after another (HotPathIdioms: a delegate lent to a walk).
    @inline(__always)
    func ask(
        _ delegate: borrowing GestureRecognizerDelegate, of recognizer: GestureRecognizer, _ question: DelegateQuestion,
        about other: GestureRecognizer?, _ call: (borrowing GestureRecognizerDelegate) -> Bool
    ) -> Bool? {
        guard recognizer.arbitration.delegateAnswers(question) else { return nil }
        let answer = call(delegate)
        guard recognizer.arbitration.delegateAnswers(question) else { return nil }
        record(.delegate(recognizer: recognizer.traceName, question: question.traceName, view: nil, other: other?.traceName, result: answer))
        return answer
    }
}
