/// Supplies a ``ContextMenuInteraction``'s menu and hears it open and close; UIKit's
/// `UIContextMenuInteractionDelegate`. Only the configuration has no default.
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The menu for a press at `location`, in the interaction's view; nil for none, and the press
    /// then does nothing.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?)
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?)
    /// The user tapped the preview.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating)
}

extension ContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration, animator: ContextMenuInteractionAnimating) {}
}

/// The animation of a menu appearing or going; UIKit's `UIContextMenuInteractionAnimating`. The
/// engine shows and hides a menu at once, so animations and completions added run when the
/// delegate's call returns.
public protocol ContextMenuInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator the engine passes: it keeps what the delegate adds and runs it once the call returns.
final class ContextMenuAnimator: ContextMenuInteractionAnimating {
    private var pending: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { pending.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { pending.append(completion) }

    /// Runs what was added, animations first as they were added, then completions.
    func finish() {
        let work = pending
        pending = []
        work.forEach { $0() }
    }
}
