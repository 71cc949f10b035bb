/// The actions a row shows on one of its edges when swiped; UIKit's `UISwipeActionsConfiguration`.
///
/// The first action is the one nearest the edge the row is swiped from, and the one a full
/// swipe performs.
public final class SwipeActionsConfiguration {
    public let actions: [ContextualAction]

    /// Whether a full swipe performs the first action; true by default, as Apple documents.
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [ContextualAction]) {
        self.actions = actions
    }

    /// The room the buttons take when the row rests open.
    var width: Double {
        actions.reduce(0) { $0 + max(0, $1.width) }
    }
}
