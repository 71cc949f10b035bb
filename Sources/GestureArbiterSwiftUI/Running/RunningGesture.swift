import GestureArbiter

/// What a recognizer needs of the gesture tree it runs, whatever the tree's value type.
protocol RunningGesture: AnyObject {
    var progress: GestureProgress { get }
    var isContinuous: Bool { get }
    func touchesBegan(_ touches: [Touch], in context: GestureContext)
    func touchesMoved(_ touches: [Touch], in context: GestureContext)
    func touchesEnded(_ touches: [Touch], in context: GestureContext)
    func touchesCancelled(_ touches: [Touch], in context: GestureContext)
    func settle(in context: GestureContext)
    func report(in context: GestureContext)
    func resetStates(in context: GestureContext)
    func reset()
}

/// A phase without its value: what the recognizer acts on.
enum GestureProgress: Equatable {
    case possible
    case pressing
    case changed
    case ended
    case failed(reason: String)
}

extension GestureNode: RunningGesture {
    var progress: GestureProgress {
        switch phase {
        case .possible: .possible
        case .pressing: .pressing
        case .changed: .changed
        case .ended: .ended
        case let .failed(reason): .failed(reason: reason)
        }
    }
}
