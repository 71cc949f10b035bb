/// Makes a view a place where drags can be dropped; UIKit's `UIDropInteraction` (I3).
///
/// Added with ``View/addInteraction(_:)``. A drag finds its target under the finger as a touch
/// finds its view, by hit-testing the window, then goes up from the view hit to the first one
/// with a drop interaction whose delegate can handle the session. The drag calls the methods
/// below and records each delegate call under the view's name.
public final class DropInteraction: Interaction {
    public private(set) weak var delegate: DropInteractionDelegate?
    public private(set) weak var view: View?

    /// Whether the interaction records its delegate's calls; a table's own leaves that to the table.
    var recordsCalls = true

    public init(delegate: DropInteractionDelegate) {
        self.delegate = delegate
    }

    public func willMove(to view: View?) {}

    public func didMove(to view: View?) {
        self.view = view
    }

    // MARK: What the drag tells it

    func canHandle(_ session: DropSession) -> Bool {
        let answer = delegate?.dropInteraction(self, canHandle: session) ?? false
        record("canHandle", [TraceField("result", .bool(answer))])
        return answer
    }

    func sessionEntered(_ session: DropSession) {
        record("sessionDidEnter", [TraceField("location", location(of: session))])
        delegate?.dropInteraction(self, sessionDidEnter: session)
    }

    /// The delegate's proposal for the drag where it is now, recorded with the finger's place.
    func sessionUpdated(_ session: DropSession) -> DropOperation {
        let operation = delegate?.dropInteraction(self, sessionDidUpdate: session).operation ?? .cancel
        record("sessionDidUpdate", [TraceField("location", location(of: session)), TraceField("operation", .string(operation.rawValue))])
        return operation
    }

    func sessionExited(_ session: DropSession) {
        record("sessionDidExit", [])
        delegate?.dropInteraction(self, sessionDidExit: session)
    }

    func performDrop(_ session: DropSession) {
        record("performDrop", [TraceField("items", .number(Double(session.items.count)))])
        delegate?.dropInteraction(self, performDrop: session)
    }

    func concludeDrop(_ session: DropSession) {
        record("concludeDrop", [])
        delegate?.dropInteraction(self, concludeDrop: session)
    }

    func sessionEnded(_ session: DropSession) {
        record("sessionDidEnd", [])
        delegate?.dropInteraction(self, sessionDidEnd: session)
    }

    private func record(_ callback: String, _ fields: @autoclosure () -> [TraceField]) {
        if recordsCalls { view?.recordInteraction(callback, fields()) }
    }

    private func location(of session: DropSession) -> TraceValue {
        view.map { .point(session.location(in: $0)) } ?? .null
    }
}
