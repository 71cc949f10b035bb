import Foundation

/// A list whose rows a finger swipes to show actions, as ``RowSwipeController`` sees it: a table
/// (R1–R5) or a collection with a list layout (R6). It says which rows offer which actions, finds
/// the row and the cell under a finger, and records and tells its delegate in its own words.
protocol SwipeActionsHost: CellListHost {
    /// Whether rows may be swiped now; a table in editing mode does not swipe them (I9).
    var allowsRowSwipes: Bool { get }
    /// Whether anything may offer actions, so that the swipe pan asks at all.
    var mayOfferSwipeActions: Bool { get }
    /// The actions the row at `indexPath` offers on each edge, recorded; nil when neither edge has one.
    func swipeConfigurations(for indexPath: IndexPath) -> (leading: SwipeActionsConfiguration?, trailing: SwipeActionsConfiguration?)?
    /// The row under `point`, in the list's bounds.
    func swipeIndexPath(at point: Point) -> IndexPath?
    /// The cell of the row at `indexPath` when it is on screen.
    func swipeCell(at indexPath: IndexPath) -> Cell?
    /// Tells the delegate that the row's actions begin or end showing, recorded.
    func tellEditing(_ indexPath: IndexPath?, begins: Bool)
}

extension SwipeActionsHost {
    /// Records a call of an action's handler or of its completion.
    func reportSwipeAction(_ callback: String, _ action: ContextualAction, _ indexPath: IndexPath, _ fields: [TraceField]) {
        reportList(callback, [TraceField("indexPath", indexPath.traceValue), TraceField("action", .string(action.title ?? ""))] + fields)
    }

    /// Records what a configuration offers, for a `leading...` or `trailing...` call named `callback`.
    func reportConfiguration(_ callback: String, _ configuration: SwipeActionsConfiguration?, _ indexPath: IndexPath) {
        reportList(callback, [
            TraceField("indexPath", indexPath.traceValue),
            TraceField("actions", configuration.map { .list($0.actions.map { .string($0.title ?? "") }) } ?? .null),
            TraceField("performsFirstActionWithFullSwipe", configuration.map { .bool($0.performsFirstActionWithFullSwipe) } ?? .null),
        ])
    }
}
