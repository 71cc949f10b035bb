/// Supplies a ``DragInteraction``'s items and hears its drag go; UIKit's `UIDragInteractionDelegate`.
/// Only the items for beginning have no default.
public protocol DragInteractionDelegate: AnyObject {
    /// The items a lift at the session's location picks up; none, and the press lifts nothing.
    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem]
    /// The items a tap at `point`, in the interaction's view, adds to another view's drag under way; none by default.
    func dragInteraction(_ interaction: DragInteraction, itemsForAddingTo session: DragSession, withTouchAt point: Point) -> [DragItem]
    func dragInteraction(_ interaction: DragInteraction, willAnimateLiftWith animator: DragAnimating, session: DragSession)
    /// The finger moved after the lift: the items leave their place.
    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession)
    func dragInteraction(_ interaction: DragInteraction, sessionDidMove session: DragSession)
    /// The finger lifted: `operation` is the drop's, or `cancel` when nothing takes the items.
    func dragInteraction(_ interaction: DragInteraction, session: DragSession, willEndWith operation: DropOperation)
    /// The drop or the return of the items has finished.
    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation)
    /// A cancelled item is about to go back to its place.
    func dragInteraction(_ interaction: DragInteraction, item: DragItem, willAnimateCancelWith animator: DragAnimating)
}

extension DragInteractionDelegate {
    public func dragInteraction(_ interaction: DragInteraction, itemsForAddingTo session: DragSession, withTouchAt point: Point) -> [DragItem] { [] }
    public func dragInteraction(_ interaction: DragInteraction, willAnimateLiftWith animator: DragAnimating, session: DragSession) {}
    public func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {}
    public func dragInteraction(_ interaction: DragInteraction, sessionDidMove session: DragSession) {}
    public func dragInteraction(_ interaction: DragInteraction, session: DragSession, willEndWith operation: DropOperation) {}
    public func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {}
    public func dragInteraction(_ interaction: DragInteraction, item: DragItem, willAnimateCancelWith animator: DragAnimating) {}
}

/// Where an animation stopped; UIKit's `UIViewAnimatingPosition`.
public enum ViewAnimatingPosition: String, Hashable, Sendable {
    case end, start, current
}

/// An animation of a drag's lift or cancel, to which a delegate adds its own; UIKit's `UIDragAnimating`.
public protocol DragAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
}

/// The animator the engine passes: animations run when the delegate's call returns (the engine
/// draws no in-betweens of the delegate's changes); completions run when the engine's own
/// animation ends: at once for the lift, on arrival for a cancelled item.
final class DragAnimator: DragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Runs the animations added, in order.
    func animate() {
        let work = animations
        animations = []
        work.forEach { $0() }
    }

    /// Runs the completions added, in order.
    func complete(at position: ViewAnimatingPosition) {
        let work = completions
        completions = []
        work.forEach { $0(position) }
    }
}
