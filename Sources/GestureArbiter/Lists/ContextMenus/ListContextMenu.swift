/// A list's books on the menus its rows or items open (M5): the ``ContextMenuInteraction`` it
/// puts on itself while its delegate is a list delegate, and the menu that delegate gave for the
/// finger down. The list asks when the finger lands, as it asks for swipe actions, so that the
/// press takes only the fingers that may open a menu.
final class ListContextMenu<Host: ContextMenuListHost>: ContextMenuInteractionDelegate {
    private let hostReference: UnownedReference<Host>
    private var host: Host { hostReference.readPresent { $0 } }
    private(set) var interaction: ContextMenuInteraction?
    /// The delegate's menu for the finger down and where that finger went down, in the list's bounds.
    private var offered: (configuration: ContextMenuConfiguration, point: Point)?

    init(host: Host) {
        hostReference = UnownedReference(host)
    }

    /// Set by the list delegate protocol's default configuration: the delegate gives no menus, and
    /// the list records no call it did not make.
    var defaultAnswered = false

    /// Puts the interaction on the list while its delegate is a list delegate, and takes it off when not.
    func update(hasListDelegate: Bool) {
        if hasListDelegate, interaction == nil {
            let interaction = ContextMenuInteraction(delegate: self)
            interaction.recordsCalls = false
            interaction.previewFrame = { [unowned self] in offered.flatMap { host.contextMenuPreviewFrame(at: $0.point) } }
            interaction.press.receivesTouch = { [unowned self] touch in receives(touch) }
            host.addInteraction(interaction)
            self.interaction = interaction
        } else if !hasListDelegate, let interaction {
            host.removeInteraction(interaction)
            self.interaction = nil
        }
    }

    /// Whether the press takes `touch`: the first finger on a closed menu, where the delegate gives one.
    private func receives(_ touch: Touch) -> Bool {
        guard let interaction, interaction.presentationState == .closed, interaction.press.touches.isEmpty else { return false }
        let point = touch.location(in: host)
        offered = host.askContextMenuConfiguration(at: point).map { ($0, point) }
        return offered != nil
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
        offered?.configuration
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?) {
        host.tellContextMenu(.willDisplay, configuration: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?) {
        offered = nil
        host.tellContextMenu(.willEnd, configuration: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating) {
        host.tellContextMenu(.willPerformPreviewAction, configuration: configuration, animator: animator)
    }
}
