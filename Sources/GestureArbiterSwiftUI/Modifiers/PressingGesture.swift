import GestureArbiter

/// A long press that tells when it starts and stops being pressed: what
/// `View.onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)` attaches.
struct PressingGesture: Gesture {
    let content: LongPressGesture
    let onPressingChanged: ((Bool) -> Void)?

    var body: Never { primitiveBody(of: "PressingGesture") }

    func makeNode() -> GestureNode<Bool> {
        PressingNode(content: content.makeNode(), onPressingChanged: onPressingChanged)
    }
}

final class PressingNode: CallbackNode<Bool> {
    private let onPressingChanged: ((Bool) -> Void)?
    private var pressing = false

    init(content: GestureNode<Bool>, onPressingChanged: ((Bool) -> Void)?) {
        self.onPressingChanged = onPressingChanged
        super.init(content: content)
    }

    override func report(in context: GestureContext) {
        super.report(in: context)
        guard !pressing, content.phase.liveValue == true else { return }
        pressing = true
        tell(true, in: context)
    }

    override func resetStates(in context: GestureContext) {
        super.resetStates(in: context)
        guard pressing else { return }
        pressing = false
        tell(false, in: context)
    }

    private func tell(_ pressing: Bool, in context: GestureContext) {
        guard let onPressingChanged else { return }
        context.record("onPressingChanged", [TraceField("value", .bool(pressing))])
        onPressingChanged(pressing)
    }
}
