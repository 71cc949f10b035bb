/// A view's interactions (UIKit's `interactions`, `addInteraction(_:)`, `removeInteraction(_:)`).
extension View {
    /// The interactions attached to the view, in the order added.
    public var interactions: [Interaction] { attachedInteractions }

    /// Attaches `interaction`, taking it from the view it was on first.
    public func addInteraction(_ interaction: Interaction) {
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        attachedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Tells the interactions that watch it that the view's window changed.
    func interactionsWindowDidChange() {
        for interaction in attachedInteractions {
            (interaction as? WindowObservingInteraction)?.viewDidChangeWindow()
        }
    }

    /// Detaches `interaction`; nothing happens if it is not attached here.
    public func removeInteraction(_ interaction: Interaction) {
        guard let index = attachedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        attachedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }

    /// Records an interaction's delegate call on this view (`interaction` in the trace).
    func recordInteraction(_ callback: String, _ fields: @autoclosure () -> [TraceField]) {
        guard let trace = readWindow({ $0.trace }) else { return }
        trace.record(.interaction(view: traceName, callback: callback, fields: fields()))
    }
}
