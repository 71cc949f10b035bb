/// A question the arbiter asks a recognizer's delegate: one method of
/// ``GestureRecognizerDelegate``, named as the trace names it.
///
/// UIKit's delegate methods are optional, and UIKit asks a delegate only what it implements.
/// Swift cannot tell an implemented method from the protocol's default, so the default marks
/// the recognizer when it answers, and the arbiter does not ask that delegate again
/// (``ArbitrationRecord/delegateAnswers(_:)``).
enum DelegateQuestion: UInt8 {
    case shouldBegin
    case shouldReceive
    case shouldRecognizeSimultaneously
    case shouldRequireFailure
    case shouldBeRequiredToFail

    /// The question's bit in a set of questions.
    var bit: UInt8 { 1 << rawValue }

    /// The question's name in `delegate` trace records.
    var traceName: String {
        switch self {
        case .shouldBegin: "shouldBegin"
        case .shouldReceive: "shouldReceive"
        case .shouldRecognizeSimultaneously: "shouldRecognizeSimultaneously"
        case .shouldRequireFailure: "shouldRequireFailure"
        case .shouldBeRequiredToFail: "shouldBeRequiredToFail"
        }
    }
}
